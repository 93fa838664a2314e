import { carousel as settings } from '@repo/content';
import { media, vars } from '@repo/ui';
import { createVar, style } from '@vanilla-extract/css';
import { readyAttribute } from './names';

const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } as const;
const visible = createVar();
const gap = vars.space.md;

export const root = style({
  vars: { [visible]: String(settings.visible.base) },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    [media.tablet]: { vars: { [visible]: String(settings.visible.tablet) } },
    [media.wide]: { vars: { [visible]: String(settings.visible.wide) } },
  },
});

/**
 * The slides in a row that scrolls sideways and stops on a slide (CSS scroll snap): a swipe, a
 * trackpad or the keyboard move it with no script at all; the script only scrolls it.
 */
export const viewport = style({
  // The slides' offsets, which the script scrolls to, are measured from here.
  position: 'relative',
  display: 'flex',
  gap,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  ':focus-visible': focusRing,
});

export const slide = style({
  flex: `0 0 calc((100% - (${visible} - 1) * ${gap}) / ${visible})`,
  minWidth: 0,
  scrollSnapAlign: 'start',
});

export const controls = style({
  // Written before the slides for the tab order (the APG carousel pattern); shown after them.
  order: 1,
  // Until the script has made them work they keep their room but are not shown (and, without
  // JavaScript, never are: the slides still scroll).
  selectors: { [`&:not([${readyAttribute}])`]: { visibility: 'hidden' } },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The arrows and what sits between them keep one row, even on a 320 px phone.
  flexWrap: 'nowrap',
  gap: vars.space.xs,
});

export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.tone.neutral.border}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.background.subtle },
  ':focus-visible': focusRing,
});

export const controlIcon = style({ display: 'block', width: '1.125rem', height: '1.125rem' });

/** On a phone, more dots than fit one row beside the arrows (`data-many`) give way to "3 / 10". */
export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  selectors: { '&[data-many]': { display: 'none' } },
  '@media': { [media.tablet]: { selectors: { '&[data-many]': { display: 'flex' } } } },
});

/** "3 / 10": the position on a phone, in place of more dots than fit beside the arrows. */
export const counter = style({
  minWidth: '4.5rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
  '@media': { [media.tablet]: { display: 'none' } },
});

/** A 28 px hit area around a 12 px dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  '::before': {
    content: '""',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.tone.neutral.border}`,
    backgroundColor: 'transparent',
    transitionProperty: 'background-color, transform',
    transitionDuration: vars.motion.fast,
  },
  selectors: {
    '&[aria-current="true"]::before': {
      backgroundColor: vars.color.tone.primary.solid,
      borderColor: vars.color.tone.primary.solid,
      transform: 'scale(1.2)',
    },
  },
});
