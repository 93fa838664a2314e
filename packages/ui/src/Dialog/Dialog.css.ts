import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../styles/focus';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.background.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** What both dialogs' panels share: the surface, its padding and the room it leaves around it. */
const panel = {
  width: `calc(100vw - ${vars.space.xl})`,
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  paddingBlockStart: vars.space.xl,
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.overlay,
  ':focus-visible': focusRing,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
} as const;

/** Its contents, one under the other. */
const column = { display: 'flex', flexDirection: 'column', gap: vars.space.md } as const;

/** The panels' widths, by size: one class each, shared by both dialogs. */
export const panelSizes = styleVariants({
  small: { maxWidth: '24rem' },
  medium: { maxWidth: '32rem' },
  large: { maxWidth: '48rem' },
} satisfies Record<DialogSize, { maxWidth: string }>);

export const content = style({
  ...panel,
  ...column,
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** NativeDialog's `<dialog>`: the browser centres it in the top layer and draws its backdrop. */
export const nativePanel = style({
  ...panel,
  boxSizing: 'border-box',
  margin: 'auto',
  border: 0,
  selectors: {
    '&[open]': column,
    '&::backdrop': { backgroundColor: vars.color.background.overlay },
  },
});

// The page behind an open modal `<dialog>` does not scroll.
globalStyle(`html:has(${nativePanel}[open])`, { overflow: 'hidden' });


export const title = style({
  margin: 0,
  paddingInlineEnd: vars.space.xl,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

/** Where the shared close button sits: the panel's top corner. */
export const closePlacement = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});
