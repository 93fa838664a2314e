import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** Inputs beside the results from tablet width; stacked on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
