import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The "*" after a required control's label or legend. */
export const requiredMarker = style({ color: vars.color.tone.critical.text, marginInlineStart: vars.space['3xs'] });

/** Help text under a label or legend. */
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });
