import { style } from '@vanilla-extract/css';

/** Centred heading block above a section's content. */
export const intro = style({ maxWidth: '44rem', marginInline: 'auto', textAlign: 'center' });
