import { vars } from '@repo/ui';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/** An icon in a tinted circle. */
export const iconBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.tone.primary.subtle, color: vars.color.tone.primary.text },
      whatsapp: { backgroundColor: vars.color.tone.whatsapp.subtle, color: vars.color.tone.whatsapp.text },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type IconBadgeVariants = NonNullable<RecipeVariants<typeof iconBadge>>;
