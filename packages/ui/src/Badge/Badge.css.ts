import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { byValue } from '../styles/variants';

export const badgeTones = ['primary', 'neutral', 'success', 'critical', 'info', 'warning', 'whatsapp'] as const;
export const badgeEmphases = ['subtle', 'strong'] as const;
export const badgeWraps = ['nowrap', 'wrap'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    paddingBlock: vars.space['3xs'],
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.badge,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: vars.letterSpacing.caps,
    lineHeight: vars.lineHeight.snug,
    textTransform: 'uppercase',
  },
  variants: {
    tone: byValue(badgeTones, () => ({})),
    emphasis: byValue(badgeEmphases, () => ({})),
    wrap: { nowrap: { whiteSpace: 'nowrap' }, wrap: { whiteSpace: 'normal' } },
  },
  compoundVariants: badgeTones.flatMap((tone) => [
    {
      variants: { tone, emphasis: 'subtle' as const },
      style: { backgroundColor: vars.color.tone[tone].subtle, color: vars.color.tone[tone].text },
    },
    {
      variants: { tone, emphasis: 'strong' as const },
      style: { backgroundColor: vars.color.tone[tone].solid, color: vars.color.tone[tone].onSolid },
    },
  ]),
  defaultVariants: { tone: 'primary', emphasis: 'subtle', wrap: 'nowrap' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
