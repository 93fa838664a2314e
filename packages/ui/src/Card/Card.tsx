import type { HTMLAttributes, Ref } from 'react';
import { clsx } from 'clsx';
import { card, type CardVariants } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `raised` adds a shadow to lift the card off a tinted section. */
  elevation?: CardVariants['elevation'];
  /** Inner padding; `none` for media that bleeds to the edges. */
  padding?: CardVariants['padding'];
  /** Element to render: `article` for self-contained items, `li` inside lists. */
  as?: 'div' | 'article' | 'li' | 'section';
  /** The rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/** A bordered surface that groups one item's content (a service, a vehicle type, a photo). */
export function Card({ elevation, padding, as: Tag = 'div', className, ref, ...props }: CardProps) {
  return (
    <Tag ref={ref as never} className={clsx(card({ elevation, padding }), className)} {...props} />
  );
}
