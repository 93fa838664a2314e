import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xl,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockStart: '50%',
  width: '0.75rem',
  height: '0.75rem',
  marginBlockStart: '-0.375rem',
  pointerEvents: 'none',
  color: vars.color.text.default,
});
