import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { sprinkles, type SpaceStep } from '../shared/sprinkles.css';
import type { Responsive } from '../theme/media';
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
  /** Below this breakpoint the children stack, each as wide as the row (buttons on a phone). */
  collapseBelow?: InlineVariants['collapseBelow'];
  /** Element to render; use `ul` for lists of actions or links. */
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'span';
  /** The rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/** Lays children out in a row that wraps — button groups, badges, link lists. */
export function Inline({ space = 'sm', align, justify, wrap, collapseBelow, as: Tag = 'div', className, ref, ...props }: InlineProps) {
  const classes = clsx(inline({ align, justify, wrap, collapseBelow }), sprinkles({ gap: space }), className);
  return <Tag ref={ref as never} className={classes} {...(props as object)} />;
}
