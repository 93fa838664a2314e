import { products } from '@repo/content';
import { globalStyle, style } from '@vanilla-extract/css';

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
