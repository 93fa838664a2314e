import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../theme/media';
import { byValue, flexKeyword } from '../styles/variants';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export const inlineWraps = ['wrap', 'nowrap'] as const;
export const inlineCollapses = ['tablet', 'wide'] as const;

/**
 * Below a breakpoint, a collapsing Inline is a column of full-width children. Written as the
 * negation of the mobile-first query, so that from the breakpoint up the row's own alignment
 * applies untouched (and no width falls between the two queries).
 */
const below = (breakpoint: (typeof inlineCollapses)[number]): StyleRule => ({
  '@media': { [`not ${media[breakpoint]}`]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    align: byValue(inlineAligns, (align) => ({ alignItems: flexKeyword(align) })),
    justify: byValue(inlineJustifies, (justify) => ({ justifyContent: flexKeyword(justify) })),
    wrap: byValue(inlineWraps, (wrap) => ({ flexWrap: wrap })),
    collapseBelow: byValue(inlineCollapses, below),
  },
  defaultVariants: { align: 'center', justify: 'start', wrap: 'wrap' },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
