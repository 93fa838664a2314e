import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** A label/value list (`<dl>`): one row per pair; `divided` rules a line between rows. */
export const facts = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 },
  variants: { divided: { true: { gap: vars.space.sm }, false: {} } },
  defaultVariants: { divided: false },
});

/** One pair: label at the start, value at the end; wraps on narrow screens. */
export const row = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: vars.space.md,
  },
  variants: {
    divided: {
      true: {
        paddingBlockEnd: vars.space.sm,
        borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
        selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
      },
      false: {},
    },
  },
  defaultVariants: { divided: false },
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

/** A comparison said plainly under the figures (refinancing's total): a sentence, weighted. */
export const verdict = style({ margin: 0, fontWeight: vars.fontWeight.bold });
