import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** A big figure above its caption. */
export const statValue = style({
  // Shown above its caption while the caption stays first in the markup (dt before dd).
  order: -1,
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.tone.primary.text,
});

/**
 * "mais de" before a big figure: the claim's words, smaller than the figure they bound, on a line of
 * its own (beside a four-digit figure it would not fit a card's width: every card the same).
 */
export const statPrefix = style({
  display: 'block',
  fontSize: vars.fontSize.xl,
});
