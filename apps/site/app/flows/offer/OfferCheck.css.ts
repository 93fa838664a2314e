import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** A choice of two (what the amount is, how the costs are paid) spans both columns of the fields. */
export const wide = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

/** The results, ruled off from the form above them. */
export const results = style({
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

/** The costs, one sentence a line. */
export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});

/** The flags, each in its own box. */
export const flags = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
});

export const flag = style({
  padding: vars.space.sm,
  '@media': { [media.tablet]: { padding: vars.space.md } },
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.surface,
});

/** A flag's tone and title on one line, wrapping under each other on a narrow screen. */
export const flagTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

/** 'Quero uma proposta melhor', set apart as the way forward. */
export const betterOffer = style({
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.background.subtle,
});
