import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends ComponentProps<'span'> {
  /** Colour role. */
  tone?: BadgeVariants['tone'];
  /** `strong` fills with the tone colour; `subtle` tints. */
  emphasis?: BadgeVariants['emphasis'];
  /** `nowrap` keeps the label on one line; `wrap` lets a long one break on a narrow screen. */
  wrap?: BadgeVariants['wrap'];
}

/** A short uppercase label that highlights a fact ("+1000 clientes"); not interactive. */
export function Badge({ tone, emphasis, wrap, className, ref, ...props }: BadgeProps) {
  return <span ref={ref} className={clsx(badge({ tone, emphasis, wrap }), className)} {...props} />;
}
