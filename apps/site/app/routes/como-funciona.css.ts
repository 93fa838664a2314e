import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** The five steps: a column on phones, a row of five on wide screens. */
export const stepList = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const stepCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  borderBlockStart: `4px solid ${vars.color.tone.primary.solid}`,
});
