import { media, vars } from '@repo/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } as const;

/** The warning: the browser centres a modal `<dialog>` and puts it in the top layer. */
export const dialog = style({
  boxSizing: 'border-box',
  width: `calc(100vw - ${vars.space.xl})`,
  maxWidth: '32rem',
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  overflowY: 'auto',
  margin: 'auto',
  padding: vars.space.lg,
  paddingBlockStart: vars.space.xl,
  border: 0,
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', gap: vars.space.md },
    '&::backdrop': { backgroundColor: vars.color.background.overlay },
  },
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

// The page behind an open warning does not scroll (the scrollbar's room stays: layout.css.ts).
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

export const title = style({
  margin: 0,
  paddingInlineEnd: vars.space.xl,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.xs,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

/** The ✕ in the panel's top corner. */
export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  margin: 0,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.background.subtle },
  ':focus-visible': focusRing,
});
