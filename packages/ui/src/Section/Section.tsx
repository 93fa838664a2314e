import type { HTMLAttributes, Ref } from 'react';
import { clsx } from 'clsx';
import { section, type SectionVariants } from './Section.css';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Vertical padding; grows on wide screens. */
  spacing?: SectionVariants['spacing'];
  /** Band colour behind the section; `inverse` switches text to the inverse colour. */
  background?: SectionVariants['background'];
  /** Element to render: `section` (name it with `aria-labelledby`) or a plain `div`. */
  as?: 'section' | 'div' | 'header' | 'footer' | 'aside';
  /** The rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/** A full-width band of a page with vertical rhythm; put a `Container` inside. */
export function Section({ spacing, background, as: Tag = 'section', className, ref, ...props }: SectionProps) {
  return (
    <Tag
      ref={ref as never}
      data-background={background ?? 'canvas'}
      className={clsx(section({ spacing, background }), className)}
      {...props}
    />
  );
}
