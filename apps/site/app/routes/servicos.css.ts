import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** A vehicle subtype, as a small pill. */
export const chip = style({
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.tone.primary.subtle,
  color: vars.color.tone.primary.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
