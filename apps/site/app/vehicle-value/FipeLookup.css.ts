import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

// These rules ship with the lookup's lazy module, not in the site's stylesheet (vite.config.ts,
// `lazyStyles`).

/** The lookup under the value field: a quiet panel, its controls stacked. */
export const panel = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.background.subtle,
});

/** The title and the button that closes the lookup, on one line when they fit. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** What the table answered, once it has. */
export const result = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.tone.primary.solid}`,
});
