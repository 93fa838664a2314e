import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const textSizes = ['small', 'medium', 'large'] as const;
export const textTones = ['default', 'muted', 'inherit', 'critical', 'success'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, textWrap: 'pretty' },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      medium: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      large: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
    },
    tone: {
      default: { color: vars.color.text.default },
      muted: { color: vars.color.text.muted },
      inherit: { color: 'inherit' },
      critical: { color: vars.color.tone.critical.text },
      success: { color: vars.color.tone.success.text },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { size: 'medium', tone: 'inherit', weight: 'regular', align: 'start' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
