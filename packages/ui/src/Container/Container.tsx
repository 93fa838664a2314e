import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { container, type ContainerVariants } from './Container.css';

export interface ContainerProps extends ComponentProps<'div'> {
  /** Maximum line width: `regular` for pages, `narrow` for reading/forms, `full` for edge to edge. */
  width?: ContainerVariants['width'];
}

/** Centres content with responsive side gutters and a maximum width. */
export function Container({ width, className, ref, ...props }: ContainerProps) {
  return <div ref={ref} className={clsx(container({ width }), className)} {...props} />;
}
