import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { section, type SectionVariants } from './Section.css';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Vertical padding; grows on wide screens. */
  spacing?: SectionVariants['spacing'];
  /** Band colour behind the section; `inverse` switches text to the inverse colour. */
  background?: SectionVariants['background'];
  /** Element to render: `section` (name it with `aria-labelledby`) or a plain `div`. */
  as?: 'section' | 'div' | 'header' | 'footer' | 'aside';
}

/** A full-width band of a page with vertical rhythm; put a `Container` inside. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { spacing, background, as: Tag = 'section', className, ...props },
  ref,
) {
  return (
    <Tag
      ref={ref as never}
      data-background={background ?? 'canvas'}
      className={clsx(section({ spacing, background }), className)}
      {...props}
    />
  );
});
