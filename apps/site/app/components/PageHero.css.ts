import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** The top band of a page: a soft band with a thin accent line at the top. */
export const hero = style({
  backgroundColor: vars.color.background.subtle,
  borderBlockStart: `4px solid ${vars.color.tone.primary.solid}`,
});
