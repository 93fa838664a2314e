import { products } from '@repo/content';
import { globalStyle, style } from '@vanilla-extract/css';

/** The simulator's form. */
export const form = style({});

/**
 * The product tabs: their text and room a step smaller on a phone, so Financiar, Empréstimo and
 * Refinanciar keep one row at 390 px. Fluid rather than a media query: the landing's inline CSS
 * has next to no room left (postbuild/budgets.ts).
 */
export const productTabs = style({});
globalStyle(`${productTabs} label > span`, {
  paddingInline: 'clamp(0.375rem, 4vw - 0.75rem, 1rem)',
  fontSize: 'clamp(0.875rem, 0.8rem + 0.3vw, 1rem)',
});

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
