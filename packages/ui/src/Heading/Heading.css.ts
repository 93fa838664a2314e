import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['small', 'medium', 'large', 'xlarge', 'display'] as const;
export const headingAligns = ['start', 'center'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.heading,
    letterSpacing: vars.letterSpacing.heading,
    lineHeight: vars.lineHeight.tight,
    color: 'inherit',
    textWrap: 'balance',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug },
      medium: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
      large: { fontSize: vars.fontSize['2xl'] },
      xlarge: { fontSize: vars.fontSize['3xl'] },
      display: { fontSize: vars.fontSize['4xl'] },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 'large', align: 'start' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
