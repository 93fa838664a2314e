import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { card, type CardVariants } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `raised` adds a shadow to lift the card off a tinted section. */
  elevation?: CardVariants['elevation'];
  /** Inner padding; `none` for media that bleeds to the edges. */
  padding?: CardVariants['padding'];
  /** Element to render: `article` for self-contained items, `li` inside lists. */
  as?: 'div' | 'article' | 'li' | 'section';
}

/** A bordered surface that groups one item's content (a service, a vehicle type, a photo). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { elevation, padding, as: Tag = 'div', className, ...props },
  ref,
) {
  return (
    <Tag ref={ref as never} className={clsx(card({ elevation, padding }), className)} {...props} />
  );
});
