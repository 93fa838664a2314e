import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** The frame of the embedded Google map, of fixed height (nothing moves when the map arrives). */
export const frame = recipe({
  base: {
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.surface,
    backgroundColor: vars.color.background.subtle,
  },
  variants: {
    size: { compact: { height: '12rem' }, large: { height: '22rem' } },
  },
  defaultVariants: { size: 'large' },
});

/** The map itself, filling its frame. */
export const map = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  borderRadius: 'inherit',
});
