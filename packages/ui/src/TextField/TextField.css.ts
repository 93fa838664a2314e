import { style } from '@vanilla-extract/css';

/** TextField adds nothing to the shared control look; kept for the folder convention. */
export const input = style({ appearance: 'none' });
