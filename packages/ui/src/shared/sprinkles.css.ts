import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { byValue } from '../styles/variants';

/**
 * The layout atoms shared by Stack, Inline, Tiles and Columns: the space scale and the tile
 * column counts, each one class per value and breakpoint, so a responsive prop
 * (`{ base: 'xs', wide: 'xl' }`) becomes classes and changes with CSS only.
 *
 * Every value here is a class in every site's stylesheet (values × 3 breakpoints), so the lists
 * hold what the components offer and no more: add a value only when a layout needs it.
 */

/** Steps of the theme's space scale offered for gaps between children. */
export const spaceSteps = ['none', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export type SpaceStep = (typeof spaceSteps)[number];

/** How many equal columns `Tiles` can lay out. */
export const tilesColumnCounts = [1, 2, 3, 4, 5] as const;
export type TilesColumnCount = (typeof tilesColumnCounts)[number];

const layoutProperties = defineProperties({
  // Named as `Responsive<T>` in theme/media.ts names them: mobile first, each widening the last.
  conditions: {
    base: {},
    tablet: { '@media': media.tablet },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'base',
  properties: {
    gap: byValue(spaceSteps, (step) => vars.space[step]),
    // `minmax(0, 1fr)`, not `1fr`: a long word or a wide child must not widen its column.
    gridTemplateColumns: byValue(tilesColumnCounts, (count) => (count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`)),
  },
});

/** Classes for the layout atoms: `sprinkles({ gap: { base: 'md', wide: 'xl' } })`. */
export const sprinkles = createSprinkles(layoutProperties);
