import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const prefix = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.medium,
  pointerEvents: 'none',
});

export const input = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-prefixed="true"]': { paddingInlineStart: '2.75rem' } },
});
