import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const sectionSpacings = ['small', 'medium', 'large'] as const;
export const sectionBackgrounds = ['canvas', 'subtle', 'inverse'] as const;

export const section = recipe({
  base: { width: '100%' },
  variants: {
    spacing: {
      small: { paddingBlock: vars.space.lg, '@media': { [media.wide]: { paddingBlock: vars.space.xl } } },
      medium: { paddingBlock: vars.space.xl, '@media': { [media.wide]: { paddingBlock: vars.space['2xl'] } } },
      large: { paddingBlock: vars.space['2xl'], '@media': { [media.wide]: { paddingBlock: vars.space['4xl'] } } },
    },
    background: {
      canvas: { backgroundColor: vars.color.background.canvas, color: vars.color.text.default },
      subtle: { backgroundColor: vars.color.background.subtle, color: vars.color.text.default },
      inverse: { backgroundColor: vars.color.background.inverse, color: vars.color.text.inverse },
    },
  },
  defaultVariants: { spacing: 'medium', background: 'canvas' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;
