import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** The bordered, tinted panel that holds the call to action. */
export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.tone.primary.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    [media.wide]: { padding: vars.space['2xl'] },
  },
});
