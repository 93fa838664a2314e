import { products } from '@repo/content';
import { media, vars } from '@repo/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Inputs beside the results from tablet width; stacked on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The simulator's form. */
export const form = style({});

/**
 * A field that only some products ask for; its `data-products` lists their ids. The checked
 * product shows its fields by CSS alone, so switching products works before the page hydrates too,
 * and a hidden field keeps what was typed in it.
 */
export const productField = style({});

for (const { id } of products) {
  globalStyle(`${form}:has(input[type="radio"][value="${id}"]:checked) ${productField}:not([data-products~="${id}"])`, {
    display: 'none',
  });
}
