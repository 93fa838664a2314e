import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** Pushes a card's actions to its bottom edge so buttons line up across a row. */
export const actions = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });
