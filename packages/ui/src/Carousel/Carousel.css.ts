import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../styles/focus';

/** Set inline per instance; the breakpoint choice happens in CSS so nothing shifts on load. */
export const visibleBase = createVar();
export const visibleTablet = createVar();
export const visibleWide = createVar();
export const indexVar = createVar();
export const countVar = createVar();
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

export const viewport = style({
  overflow: 'hidden',
  // Vertical scrolling stays native; horizontal gestures reach the swipe handler.
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transform: `translateX(calc(-1 * (100% + ${gap}) / ${visible} * max(0, min(${indexVar}, ${countVar} - ${visible}))))`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
});

export const slide = style({
  flex: `0 0 calc((100% - (${visible} - 1) * ${gap}) / ${visible})`,
  minWidth: 0,
});

export const controls = style({
  // Rendered before the slides for the tab order; shown after them.
  order: 1,
  // Until the carousel works (hydrated), its buttons would do nothing: they keep their room but
  // are not shown. In a prerendered page the parser lays them out before any slide has arrived,
  // then the slides push them down; hidden, that move is not a layout shift the visitor sees.
  selectors: { '&:not([data-ready])': { visibility: 'hidden' } },
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
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.tone.neutral.border}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  ':hover': { backgroundColor: vars.color.background.subtle },
  ':focus-visible': focusRing,
});

export const controlIcon = style({ width: '1.125rem', height: '1.125rem' });

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 0,
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

/** 24×24 px hit area around an 12 px dot. */
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
