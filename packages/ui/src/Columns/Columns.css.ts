import { createVar, style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../theme/media';
import { byValue } from '../styles/variants';

/** Column widths: a fraction of the row, `content` (as wide as it needs) or `fill` (what is left). */
export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '5/12', '7/12'] as const;
export const columnsCollapses = ['tablet', 'wide'] as const;
export const columnsAlignsY = ['start', 'center', 'end', 'stretch'] as const;

/**
 * The row's `grid-template-columns`, made by `Columns` from its columns' widths and set inline:
 * a track's size is the parent's to set in CSS grid, and the widths are the columns' props.
 */
export const columnsTemplate = createVar();

/** One column per track: the collapsed state is a single column, so the rows are the columns. */
const collapsed = (breakpoint: (typeof columnsCollapses)[number]): StyleRule => ({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media[breakpoint]]: { gridTemplateColumns: columnsTemplate } },
});

export const columns = recipe({
  base: { display: 'grid', minWidth: 0, gridTemplateColumns: columnsTemplate },
  variants: {
    collapseBelow: byValue(columnsCollapses, collapsed),
    // Grid items: `start` and `end` are CSS's own words here, no `flex-` prefix.
    alignY: byValue(columnsAlignsY, (alignY) => ({ alignItems: alignY })),
  },
  defaultVariants: { alignY: 'start' },
});

/** A column: a grid item that may shrink below its content's width (long words wrap). */
export const column = style({ minWidth: 0 });

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;
