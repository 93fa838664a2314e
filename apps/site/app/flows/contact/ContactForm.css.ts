import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** Name/e-mail and phone/subject side by side from tablet width; one column on phones. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The message spans both columns. */
export const wide = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});
