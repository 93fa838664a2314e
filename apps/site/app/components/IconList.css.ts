import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const item = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

/** The icon, centred on the first line of its text. */
export const icon = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
    marginBlockStart: '0.125rem',
  },
  variants: {
    tone: {
      success: { color: vars.color.tone.success.text },
      primary: { color: vars.color.tone.primary.text },
    },
  },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
