import { style } from '@vanilla-extract/css';

/**
 * A figure that reads as one unit never breaks across lines: "12.345.678/0001-" / "95",
 * "78600-" / "000", "(66) 3000-" / "0000" and "R$ 1.249," / "44" would not read as one.
 */
export const nowrap = style({ whiteSpace: 'nowrap' });
