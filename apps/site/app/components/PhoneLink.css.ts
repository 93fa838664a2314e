import { style } from '@vanilla-extract/css';

/** A phone number reads as one unit: "(66) 3000-" / "0000" would not. */
export const phoneLink = style({ whiteSpace: 'nowrap' });
