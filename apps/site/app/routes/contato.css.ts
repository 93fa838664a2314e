import { style } from '@vanilla-extract/css';

/** A postal address, upright (browsers italicise `<address>`). */
export const postalAddress = style({ fontStyle: 'normal' });
