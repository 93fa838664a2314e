import { style } from '@vanilla-extract/css';

/**
 * A grid of equal columns; the column count and the gap are sprinkles (`shared/sprinkles.css.ts`).
 * Its children are the tiles themselves (no wrapper), so a `ul` keeps `li` children; list
 * markers and indents are removed whatever the list's role.
 */
export const tiles = style({
  display: 'grid',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
