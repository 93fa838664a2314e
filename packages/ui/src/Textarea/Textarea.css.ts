import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textarea = style({ minHeight: '7.5rem', resize: 'vertical' });

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="near-limit"]': { color: vars.color.tone.warning.text, fontWeight: vars.fontWeight.medium },
    '&[data-state="at-limit"]': { color: vars.color.tone.critical.text, fontWeight: vars.fontWeight.bold },
  },
});
