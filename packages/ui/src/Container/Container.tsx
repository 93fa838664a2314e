import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { container, type ContainerVariants } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Maximum line width: `regular` for pages, `narrow` for reading/forms, `full` for edge to edge. */
  width?: ContainerVariants['width'];
}

/** Centres content with responsive side gutters and a maximum width. */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container(
  { width, className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(container({ width }), className)} {...props} />;
});
