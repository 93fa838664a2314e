import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export const inlineWraps = ['wrap', 'nowrap'] as const;

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { wrap: { flexWrap: 'wrap' }, nowrap: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { align: 'center', justify: 'start', wrap: 'wrap' },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
