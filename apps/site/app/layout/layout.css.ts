import { media, vars } from '@repo/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { brandMark } from '../components/brandMark';

/**
 * From this width the header shows all its links inline; below it they fold behind the menu
 * toggle. Wider than ui's `wide` (64em) because the main header's six links and two buttons
 * need about 75em.
 */
const fullNav = 'screen and (min-width: 75em)';

/**
 * The window's scrollbar keeps its room from the first frame. A browser paints what it has parsed
 * so far, and on a busy desktop the first frame may hold the header alone, too short to need a
 * scrollbar; when the rest arrived, the scrollbar took its 15 px and every centred column moved by
 * half of it (desktop `/financiamento` had a CLS of 0.005). Phones' overlay scrollbars take no room.
 */
globalStyle('html', { scrollbarGutter: 'stable' });

/**
 * A modal dialog's scroll lock (Radix, through react-remove-scroll-bar) hides the scrollbar and
 * gives `<body>` a right margin of its width so that the page stays put. With the room kept, that
 * margin would move the page instead; this selector is one element more specific than the lock's.
 */
globalStyle('html body[data-scroll-locked]', { marginRight: '0 !important' });

/**
 * Whatever focus moves to (a step's heading, the field to correct, the next control) is scrolled
 * below the sticky header, never under it: the header is 105 px on a phone's wizard (two rows),
 * 65 px elsewhere, and a field's label, above it, stays in view too.
 */
globalStyle('main :is(a, button, input, select, textarea, summary, [tabindex])', { scrollMarginBlockStart: '9rem' });

/** "Pular para o conteúdo": hidden until focused, then pinned at the top left. */
export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  zIndex: 1000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.tone.primary.solid,
  color: vars.color.tone.primary.onSolid,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** `<main>` takes focus from the skip link; it is not interactive, so it shows no ring. */
export const main = style({ display: 'block', selectors: { '&:focus': { outline: 'none' } } });

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 50,
  backgroundColor: vars.color.background.surface,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const headerBar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  minHeight: '4rem',
  paddingBlock: vars.space.xs,
});

/**
 * Every bar keeps one row on a phone: brand and menu toggle, or (the wizard's) brand and its three
 * links, which stay out: the brand's name wraps instead (a 320 px phone; the wizard's bar on a
 * 390 px one, which took two rows, 105 px, when the bar wrapped).
 */
export const headerBarOneRow = style({ flexWrap: 'nowrap', columnGap: vars.space.sm });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  letterSpacing: vars.letterSpacing.heading,
  textDecoration: 'none',
  borderRadius: vars.radius.control,
  minWidth: 0,
});

/**
 * The brand's name in the wizard's bar: on a phone only the mark shows beside the three links, which
 * then keep one row (the name and the links needed two rows, 105 px, at 390 px); the name stays the
 * link's accessible name, and shows again from tablet width.
 */
export const brandNameBesideLinks = style({
  // No width on a phone (its text still the link's name, as VisuallyHidden's would be), its size from tablet width.
  fontSize: 0,
  '@media': { [media.tablet]: { fontSize: 'inherit' } },
});

export const brandTile = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: `${brandMark.tilePx / 16}rem`,
  height: `${brandMark.tilePx / 16}rem`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.tone.primary.solid,
  color: vars.color.tone.primary.onSolid,
});

/** The mobile menu toggle; hidden on wide screens where the links fit. */
export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMedium,
  minWidth: vars.size.controlMedium,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  ':hover': { backgroundColor: vars.color.background.subtle },
  '@media': { [fullNav]: { display: 'none' } },
});

/**
 * The collapsible part of the header (links + buttons). On narrow screens it is the toggle's
 * popover: a panel under the sticky header, shown while open (`:popover-open`, the browser's own
 * state, so the page's critical CSS keeps it); its place, size and colours replace the browser's
 * popover defaults (a box centred in the viewport). On wide screens it is always inline.
 */
export const menuPanel = style({
  display: 'none',
  position: 'fixed',
  // Under the sticky header: its bar's height (the narrow bar is one row) and its border.
  insetBlockStart: 'calc(4rem + 1px)',
  insetInline: 0,
  width: 'auto',
  maxHeight: 'calc(100dvh - 4rem)',
  margin: 0,
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.background.surface,
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.raised,
  selectors: { '&:popover-open': { display: 'flex' } },
  '@media': {
    [fullNav]: {
      display: 'flex',
      position: 'static',
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.sm,
      overflow: 'visible',
      maxHeight: 'none',
      padding: 0,
      border: 0,
      boxShadow: 'none',
      backgroundColor: 'transparent',
    },
  },
});

/** The toggle's icon and name while the menu is closed. */
export const menuToggleClosed = style({
  selectors: { [`${menuToggle}:has(+ ${menuPanel}:popover-open) &`]: { display: 'none' } },
});

/** The toggle's icon and name while the menu is open: shown by the panel's state, not by a script. */
export const menuToggleOpen = style({
  display: 'none',
  selectors: { [`${menuToggle}:has(+ ${menuPanel}:popover-open) &`]: { display: 'contents' } },
});

export const navList = recipe({
  base: { display: 'flex', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    layout: {
      collapsible: {
        flexDirection: 'column',
        gap: vars.space['3xs'],
        '@media': { [fullNav]: { flexDirection: 'row', gap: vars.space['3xs'] } },
      },
      // The wizard's three links: one row beside the brand, never wrapping under it; tighter on a
      // phone, where the brand's name takes two lines to leave them room.
      inline: {
        flexDirection: 'row',
        flexWrap: 'nowrap',
        flexShrink: 0,
        gap: vars.space['3xs'],
        whiteSpace: 'nowrap',
        '@media': { [media.tablet]: { gap: vars.space['2xs'] } },
      },
    },
  },
});

/** A header link; `aria-current="page"` marks the page being shown. */
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.control,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.background.subtle },
  '@media': { [fullNav]: { fontSize: vars.fontSize.sm, paddingInline: vars.space['2xs'] } },
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.tone.primary.text,
      backgroundColor: vars.color.tone.primary.subtle,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.4em',
    },
  },
});

export const headerActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [fullNav]: { flexDirection: 'row' } },
});

/* Footer */

/**
 * The footer is below the first screen of every page: the browser lays it out and paints it only
 * as it nears the screen (content-visibility), which takes a third to a half of the first frame's
 * layout off each page's first paint on a phone. Its text stays in the accessibility tree and in
 * the page's find; `auto` remembers its real height once it has been shown.
 */
export const footer = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 60rem',
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // The contact column holds phone numbers and an e-mail address, which must not break or
    // spill into the next column: it is never narrower than its content.
    [media.wide]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(max-content, 1fr) minmax(0, 1fr) minmax(0, 1.2fr)' },
  },
});

export const footerHeading = style({
  margin: 0,
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const footerList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/**
 * An icon and its text. The text may wrap anywhere (a long e-mail address on a 320 px phone)
 * rather than spill out: `anywhere`, unlike the reset's `break-word`, also lets the line shrink.
 */
export const footerLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, overflowWrap: 'anywhere' });

export const footerIcon = style({ flexShrink: 0, width: vars.size.icon, height: vars.size.icon, marginBlockStart: '0.125rem' });

export const footerLegal = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.tone.neutral.border}`,
  fontSize: vars.fontSize.sm,
});

export const footerAddress = style({ fontStyle: 'normal' });
