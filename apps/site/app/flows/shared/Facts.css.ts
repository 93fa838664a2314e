import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** A label/value list (`<dl>`): one row per pair. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

/** One pair: label at the start, value at the end; wraps on narrow screens. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
});

/** A label (`<dt>`). */
export const term = style({ color: vars.color.text.muted });

/** A value (`<dd>`); long answers (e-mails, names) wrap anywhere. */
export const detail = style({
  margin: 0,
  marginInlineStart: 'auto',
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

/** The value that matters most (the installment): larger. */
export const emphasis = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
