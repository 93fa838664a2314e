import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.xs,
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2xs'],
  textAlign: 'center',
  color: vars.color.text.muted,
  selectors: {
    // The connector line before every step but the first.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '1rem',
      insetInlineEnd: `calc(50% + 1.25rem)`,
      width: `calc(100% - 2.5rem + ${vars.space.xs})`,
      height: '2px',
      backgroundColor: vars.color.border.control,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before': {
      backgroundColor: vars.color.tone.primary.solid,
    },
    '&[data-state="current"], &[data-state="complete"]': { color: vars.color.text.default },
  },
});

export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.control}`,
  backgroundColor: vars.color.background.surface,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  selectors: {
    '[data-state="current"] > &': {
      borderColor: vars.color.tone.primary.solid,
      color: vars.color.tone.primary.text,
      boxShadow: `0 0 0 3px ${vars.color.tone.primary.subtle}`,
    },
    '[data-state="complete"] > &': {
      borderColor: vars.color.tone.primary.solid,
      backgroundColor: vars.color.tone.primary.solid,
      color: vars.color.tone.primary.onSolid,
    },
  },
});

export const check = style({ width: '1rem', height: '1rem' });

export const label = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.sm } },
  selectors: { '[data-state="current"] > &': { fontWeight: vars.fontWeight.bold } },
});
