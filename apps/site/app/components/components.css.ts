import { media, vars } from '@repo/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * Site-specific layout pieces the ui primitives do not cover: responsive card grids, the hero,
 * icon badges, check lists, the map frame. Tokens only, never raw colours.
 */

/** A responsive grid of cards: one column on phones, `columns` on wide screens. */
export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { columns: 3 },
});

/** Two columns on wide screens, the first one wider (text beside a panel or a form). */
export const splitLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space['2xl'] } },
});

/** Centred heading block above a section's content. */
export const sectionIntro = style({ maxWidth: '44rem', marginInline: 'auto', textAlign: 'center' });

/** The landing and home heroes: a soft band with a thin accent line at the top. */
export const hero = style({
  backgroundColor: vars.color.background.subtle,
  borderBlockStart: `4px solid ${vars.color.tone.primary.solid}`,
});

/** Eyebrow label above a hero heading. */
export const eyebrow = style({
  color: vars.color.tone.primary.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

/** An icon in a tinted circle, at the top of a card. */
export const iconBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.tone.primary.subtle, color: vars.color.tone.primary.text },
      whatsapp: { backgroundColor: vars.color.tone.whatsapp.subtle, color: vars.color.tone.whatsapp.text },
      inverse: { backgroundColor: vars.color.tone.primary.solid, color: vars.color.tone.primary.onSolid },
    },
  },
  defaultVariants: { tone: 'primary' },
});

/** A list whose items start with a check icon. */
export const checkList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const checkIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: '0.125rem',
  color: vars.color.tone.success.text,
});

/** Pushes a card's actions to its bottom edge so buttons line up across a row. */
export const cardFooter = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });

/** A card that scrolls to the simulator when clicked anywhere (its button is the keyboard path). */
export const clickableCard = style({
  cursor: 'pointer',
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.fast,
  ':hover': { borderColor: vars.color.tone.primary.border, boxShadow: vars.shadow.raised },
});

/** Keeps an in-page target clear of the sticky header when scrolled to. */
export const anchorTarget = style({ scrollMarginBlockStart: '5rem' });

/** A heading that receives focus programmatically shows no ring (it is not interactive). */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/** A bordered call-to-action panel inside a section. */
export const ctaPanel = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.tone.primary.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) auto', padding: vars.space['2xl'] },
  },
});

/**
 * A row of call-to-action buttons (on an `Inline`). On phones they stack at full width, one even
 * column, rather than ragged widths with a label wrapping inside its button; from tablet up they
 * sit side by side at their own width.
 */
export const actionRow = style({});
globalStyle(`${actionRow} > *`, { flex: '1 1 100%', '@media': { [media.tablet]: { flex: '0 0 auto' } } });

/** The embedded Google map. */
export const mapFrame = recipe({
  base: {
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.surface,
    backgroundColor: vars.color.background.subtle,
  },
  variants: {
    size: { compact: { height: '12rem' }, large: { height: '22rem' } },
  },
  defaultVariants: { size: 'large' },
});

/** The map itself, filling its frame. */
export const mapFrameContent = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  borderRadius: 'inherit',
});

/** A big figure above its caption. */
export const statValue = style({
  // Shown above its caption while the caption stays first in the markup (dt before dd).
  order: -1,
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.tone.primary.text,
});

/** Text wordmark of a partner bank (no invented logos). */
export const bankTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '4.5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
  letterSpacing: vars.letterSpacing.heading,
});

export const bankGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

/** Numbered circle of a process step. */
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

export const faqChevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(90deg)' } },
});

export const faqAnswer = style({ paddingInline: vars.space.md, paddingBlockEnd: vars.space.md });

/** Inline icon before a contact line. */
export const lineIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.tone.primary.text,
});

/** A list without bullets, spaced like a Stack. */
export const plainList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** Comma-less chips for vehicle subtypes. */
export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A postal address, upright (browsers italicise `<address>`). */
export const postalAddress = style({ fontStyle: 'normal' });

/** A phone number reads as one unit: "(66) 3000-" / "0000" would not. */
export const phoneLink = style({ whiteSpace: 'nowrap' });
