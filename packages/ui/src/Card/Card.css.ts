import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const cardElevations = ['flat', 'raised'] as const;
export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.surface,
    overflow: 'hidden',
  },
  variants: {
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.raised } },
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.sm },
      medium: { padding: vars.space.lg },
      large: { padding: vars.space.xl },
    },
  },
  defaultVariants: { elevation: 'flat', padding: 'medium' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
