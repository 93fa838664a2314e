import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** One of the five steps. */
export const stepCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  borderBlockStart: `4px solid ${vars.color.tone.primary.solid}`,
});

/** Numbered circle of a step. */
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.tone.primary.solid,
  color: vars.color.tone.primary.onSolid,
  fontWeight: vars.fontWeight.bold,
});

/** A question of the FAQ disclosure list (native details/summary, works before hydration). */
export const faqItem = style({
  borderRadius: vars.radius.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const faqQuestion = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.surface,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
});

/** The chevron turns when its question is open (a state of the `details` it sits in). */
export const faqChevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(90deg)' } },
});

export const faqAnswer = style({ paddingInline: vars.space.md, paddingBlockEnd: vars.space.md });
