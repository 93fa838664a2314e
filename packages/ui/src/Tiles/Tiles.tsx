import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { sprinkles, type SpaceStep, type TilesColumnCount } from '../shared/sprinkles.css';
import type { Responsive } from '../theme/media';
import { tiles } from './Tiles.css';

export interface TilesProps extends HTMLAttributes<HTMLElement> {
  /** Equal columns, one count or per breakpoint (`{ base: 1, tablet: 2, wide: 3 }`). */
  columns: Responsive<TilesColumnCount>;
  /** Space between tiles, across and down, one step or per breakpoint. */
  space?: Responsive<SpaceStep>;
  /** Element to render; use `ul`/`ol` with `li` children for lists, `dl` for label/value tiles. */
  as?: 'div' | 'ul' | 'ol' | 'dl';
  /** The rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/**
 * Lays children out as a grid of equal columns, filled row by row; tiles in a row share its
 * height. Each child is one tile (no wrapper is added).
 */
export function Tiles({ columns, space = 'md', as: Tag = 'div', className, ref, ...props }: TilesProps) {
  const classes = clsx(tiles, sprinkles({ gridTemplateColumns: columns, gap: space }), className);
  return <Tag ref={ref as never} className={classes} {...(props as object)} />;
}
