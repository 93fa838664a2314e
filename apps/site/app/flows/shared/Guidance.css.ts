import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/**
 * The FAQ's guidance in a field's hint: a caution, not an error (the field stays valid and the
 * visitor may go on), set apart from the plain hint by the warning tone's colours and edge.
 */
export const guidance = style({
  display: 'block',
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.xs,
  borderInlineStart: `3px solid ${vars.color.tone.warning.border}`,
  backgroundColor: vars.color.tone.warning.subtle,
  color: vars.color.tone.warning.text,
});
