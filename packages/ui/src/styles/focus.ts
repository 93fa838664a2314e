import { vars } from '../theme/contract.css';

/** The shared keyboard focus ring (an outline, so it survives forced-colours mode). */
export const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;
