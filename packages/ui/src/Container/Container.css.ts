import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const containerWidths = ['regular', 'narrow', 'full'] as const;

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
  },
  variants: {
    width: {
      regular: { maxWidth: vars.size.container },
      narrow: { maxWidth: vars.size.containerNarrow },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'regular' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
