import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** Eyebrow label above the hero heading. */
export const eyebrow = style({
  color: vars.color.tone.primary.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

/** A vehicle card that scrolls to the simulator when clicked anywhere (its button is the keyboard path). */
export const clickableCard = style({
  cursor: 'pointer',
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.fast,
  ':hover': { borderColor: vars.color.tone.primary.border, boxShadow: vars.shadow.raised },
});

/** Text wordmark of a partner bank (no invented logos). */
export const bankTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '4.5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
  letterSpacing: vars.letterSpacing.heading,
});

/** Keeps the simulator section clear of the sticky header when scrolled to. */
export const anchorTarget = style({ scrollMarginBlockStart: '5rem' });
