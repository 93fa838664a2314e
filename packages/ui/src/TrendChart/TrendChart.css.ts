import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHiddenStyle } from '../styles/visuallyHidden';

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['2xs'],
  maxInlineSize: '24rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.default,
});

export const caption = style({ fontWeight: vars.fontWeight.medium });

/** Drawn in the text's own colour (one series: nothing is told by colour alone). */
export const plot = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  overflow: 'visible',
  color: vars.color.text.default,
});

export const axis = style({ stroke: vars.color.border.control, strokeWidth: 1 });
export const line = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });
export const marker = style({ fill: vars.color.background.surface, stroke: 'currentColor', strokeWidth: 1.5 });
export const lastMarker = style({ fill: 'currentColor' });

/** The first and last months with their figures, at the ends of the line. */
export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.text.muted,
});

export const lastEnd = style({ textAlign: 'end', color: vars.color.text.default, fontWeight: vars.fontWeight.medium });

export const table = style(visuallyHiddenStyle);
