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

/** Keeps the simulator section clear of the sticky header when scrolled to. */
export const anchorTarget = style({ scrollMarginBlockStart: '5rem' });

/** The hero's picture: at its drawn proportions, never squeezed by the eyebrow beside it. */
export const heroPicture = style({ flexShrink: 0 });

/** The hero's two buttons: the rest of their row, so full width on a phone, where they stack and the rate goes below. */
export const heroButtons = style({ flexGrow: 1 });

/** The simulator's card: roomy on a desktop, narrow margins on a phone, where its three product tabs need the width. */
export const simulatorCard = style({ padding: 'clamp(0.75rem, 4vw - 0.5rem, 2rem)' });
