import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;

const alignMap = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    align: Object.fromEntries(stackAligns.map((a) => [a, { alignItems: alignMap[a] }])) as Record<
      (typeof stackAligns)[number],
      { alignItems: string }
    >,
  },
  defaultVariants: { align: 'stretch' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
