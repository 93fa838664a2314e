import { media } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** The message spans both columns of the fields' tiles. */
export const wide = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});
