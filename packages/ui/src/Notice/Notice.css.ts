import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../styles/focus';
import { byValue } from '../styles/variants';

export const noticeTones = ['info', 'success', 'warning', 'critical'] as const;

export const notice = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.surface,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    color: vars.color.text.default,
    ':focus-visible': focusRing,
    selectors: { '&:focus': focusRing },
  },
  variants: {
    tone: byValue(noticeTones, (tone) => ({
      backgroundColor: vars.color.tone[tone].subtle,
      borderInlineStartColor: vars.color.tone[tone].border,
    })),
  },
  defaultVariants: { tone: 'info' },
});

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;

export const icon = style({ flexShrink: 0, width: vars.size.icon, height: vars.size.icon });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
