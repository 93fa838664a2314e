import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../styles/focus';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.default,
});

export const error = style({
  display: 'flex',
  gap: vars.space['2xs'],
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.critical.text,
});

/** The input box shared by TextField, Select, Textarea and MaskedInput. */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  fontSize: vars.fontSize.md, // ≥ 16px: no zoom on focus in iOS Safari
  lineHeight: vars.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  ':focus-visible': { ...focusRing, borderColor: vars.color.border.focus },
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.tone.critical.border,
      boxShadow: `inset 0 0 0 1px ${vars.color.tone.critical.border}`,
    },
    '&:disabled': { backgroundColor: vars.color.background.subtle, cursor: 'not-allowed', opacity: 0.7 },
  },
});

/** Said at a bounded field when what was typed or pasted was cut at its bound (`useCutNotice`). */
export const cutNotice = style({ fontSize: vars.fontSize.sm, color: vars.color.tone.warning.text });
