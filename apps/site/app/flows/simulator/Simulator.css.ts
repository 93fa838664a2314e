import { products } from '@repo/content';
import { style } from '@vanilla-extract/css';

/** The simulator's form. */
export const form = style({});

/**
 * A field that only some products ask for; its `data-products` lists their ids. The field hides
 * itself while the form's checked product is not one of them: CSS alone, so switching products
 * works before the page hydrates too, and a hidden field keeps what was typed in it.
 */
export const productField = style({
  selectors: Object.fromEntries(
    products.map(({ id }) => [
      `${form}:has(input[type="radio"][value="${id}"]:checked) &:not([data-products~="${id}"])`,
      { display: 'none' },
    ]),
  ),
});
