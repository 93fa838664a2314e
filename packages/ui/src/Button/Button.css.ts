import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../styles/focus';

export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
export const buttonTones = ['primary', 'whatsapp', 'neutral', 'critical'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export const buttonWidths = ['auto', 'full'] as const;

type ButtonVariant = (typeof buttonVariants)[number];
type ButtonTone = (typeof buttonTones)[number];

function toneStyle(variant: ButtonVariant, tone: ButtonTone) {
  const t = vars.color.tone[tone];
  if (variant === 'solid') {
    return {
      backgroundColor: t.solid,
      color: t.onSolid,
      borderColor: t.solid,
      selectors: { '&:not([aria-disabled="true"]):hover': { backgroundColor: t.solidHover, borderColor: t.solidHover } },
    };
  }
  if (variant === 'outline') {
    return {
      backgroundColor: 'transparent',
      color: t.text,
      borderColor: t.border,
      selectors: { '&:not([aria-disabled="true"]):hover': { backgroundColor: t.subtle } },
    };
  }
  return {
    backgroundColor: 'transparent',
    color: t.text,
    borderColor: 'transparent',
    selectors: { '&:not([aria-disabled="true"]):hover': { backgroundColor: t.subtle } },
  };
}

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderWidth: 2,
    borderStyle: 'solid',
    borderRadius: vars.radius.control,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    ':focus-visible': focusRing,
    selectors: {
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed' },
      // Disabled is communicated by aria-disabled (still focusable) and dimmed only when not loading.
      '&[aria-disabled="true"]:not([data-state="loading"]), &:disabled': { opacity: 0.55 },
      '&[data-state="loading"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: { solid: {}, outline: {}, ghost: {} },
    tone: { primary: {}, whatsapp: {}, neutral: {}, critical: {} },
    size: {
      // small still clears the 24 px minimum target; medium is 44 px.
      small: { minHeight: vars.size.controlSmall, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      medium: { minHeight: vars.size.controlMedium, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      large: { minHeight: vars.size.controlLarge, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
    },
    width: { auto: {}, full: { width: '100%' } },
  },
  compoundVariants: buttonVariants.flatMap((variant) =>
    buttonTones.map((tone) => ({ variants: { variant, tone }, style: toneStyle(variant, tone) })),
  ),
  defaultVariants: { variant: 'solid', tone: 'primary', size: 'medium', width: 'auto' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  alignItems: 'center',
  justifyContent: 'center',
});

/** The label stays in the layout while loading so the button keeps its width (no shift). */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '[data-state="loading"] > &': { visibility: 'hidden' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  width: '1.125em',
  height: '1.125em',
  marginBlockStart: '-0.5625em',
  marginInlineStart: '-0.5625em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
});
