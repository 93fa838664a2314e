import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../styles/focus';
import { readyAttribute } from './names';

/** Set inline per instance; the breakpoint choice happens in CSS so nothing shifts on load. */
export const visibleBase = createVar();
export const visibleTablet = createVar();
export const visibleWide = createVar();
const visible = createVar();
const gap = vars.space.md;

export const root = style({
  vars: { [visible]: visibleBase },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    [media.tablet]: { vars: { [visible]: visibleTablet } },
    [media.wide]: { vars: { [visible]: visibleWide } },
  },
});

/**
 * The slides in a row that scrolls sideways and stops on a slide (CSS scroll snap): a swipe, a
 * trackpad or the keyboard move it with no script at all. The script scrolls it for its buttons and
 * autoplay, and takes the slide it stops on for the current one.
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
  // Rendered before the slides for the tab order (the APG carousel pattern); shown after them.
  order: 1,
  // Until the script has made them work they keep their room but are not shown (and, without
  // JavaScript, never are: the slides still scroll). In a prerendered page the parser lays them
  // out before the slides that then push them down; hidden, that move is no layout shift.
  selectors: { [`${root}:not([${readyAttribute}]) &`]: { visibility: 'hidden' } },
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
