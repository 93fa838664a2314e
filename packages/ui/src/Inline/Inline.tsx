import { forwardRef, type HTMLAttributes } from 'react';
import type { Responsive } from '../theme/media';
import type { SpaceStep } from '../Stack/Stack.css';
import { gapClasses } from '../Stack/responsive';
import { inline, type InlineVariants } from './Inline.css';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, one step or per breakpoint. */
  space?: Responsive<SpaceStep>;
  /** Cross-axis alignment. */
  align?: InlineVariants['align'];
  /** Main-axis distribution. */
  justify?: InlineVariants['justify'];
  /** Whether children wrap onto new lines on narrow screens. */
  wrap?: InlineVariants['wrap'];
  /** Element to render; use `ul` for lists of actions or links. */
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'span';
}

/** Lays children out in a row that wraps — button groups, badges, link lists. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'sm', align, justify, wrap, as: Tag = 'div', className, ...props },
  ref,
) {
  const classes = [inline({ align, justify, wrap }), gapClasses(space), className].filter(Boolean).join(' ');
  return <Tag ref={ref as never} className={classes} {...(props as object)} />;
});
