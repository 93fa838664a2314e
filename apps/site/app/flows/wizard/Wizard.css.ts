import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** A field or block that spans both columns of the fields' tiles. */
export const wide = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

/** The focused step heading shows no outline box (focus is moved by script, not by the visitor). */
export const stepHeading = style({
  selectors: { '&:focus': { outline: 'none' } },
});

export const stepCounter = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
});

/** A quiet box: step 2's estimate, the review's greeting. */
export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.background.subtle,
});

/** A review section's heading row: title and its "Editar" link. */
export const sectionHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
