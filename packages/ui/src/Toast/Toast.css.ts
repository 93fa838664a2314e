import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../styles/focus';
import { byValue } from '../styles/variants';

/** Tone names shared with the theme's `color.tone` (and Badge, Button, Notice). */
export const toastTones = ['success', 'critical'] as const;

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '26rem',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const root = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space['2xs'],
    alignItems: 'start',
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    borderRadius: vars.radius.surface,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.default,
    boxShadow: vars.shadow.overlay,
    borderInlineStartWidth: '6px',
    borderInlineStartStyle: 'solid',
    ':focus-visible': focusRing,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.fast}` },
      '&[data-swipe="end"]': { animation: `${fadeOut} ${vars.motion.fast} ease-out forwards` },
    },
  },
  variants: {
    tone: byValue(toastTones, (tone) => ({ borderInlineStartColor: vars.color.tone[tone].border })),
  },
  defaultVariants: { tone: 'success' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof root>>;

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });

/** Where the shared close button sits: the top-right cell, pulled into the padding. */
export const closePlacement = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});
