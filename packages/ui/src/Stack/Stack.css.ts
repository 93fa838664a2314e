import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { byValue, flexKeyword } from '../styles/variants';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    align: byValue(stackAligns, (align) => ({ alignItems: flexKeyword(align) })),
  },
  defaultVariants: { align: 'stretch' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
