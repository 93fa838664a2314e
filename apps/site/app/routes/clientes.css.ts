import { carousel } from '@repo/content';
import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** One client photo card: banner, photo, caption with phones. */
export const photoCard = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.raised,
});

export const banner = style({
  paddingBlock: vars.space.xs,
  backgroundColor: vars.color.tone.primary.solid,
  color: vars.color.tone.primary.onSolid,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: vars.letterSpacing.caps,
  textAlign: 'center',
});

/** The photo; a photo that failed to load is dimmed (`data-failed="true"`). */
export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  backgroundColor: vars.color.background.subtle,
  selectors: { '&[data-failed="true"]': { opacity: carousel.failedImageOpacity } },
});

export const caption = style({
  display: 'grid',
  gap: vars.space['2xs'],
  padding: vars.space.md,
  textAlign: 'center',
});

export const captionTitle = style({
  color: vars.color.tone.success.text,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.caps,
});

export const phoneList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * What the prerendered page shows until the carousel mounts: the first photos in a row, as many
 * as the carousel will show, with room reserved for its controls.
 */
export const staticRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  paddingBlockEnd: `calc(${vars.size.controlMedium} + ${vars.space.sm})`,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const staticItem = style({
  selectors: { '&:nth-child(n+2)': { display: 'none' } },
  '@media': {
    [media.tablet]: { selectors: { '&:nth-child(2)': { display: 'block' } } },
    [media.wide]: { selectors: { '&:nth-child(3)': { display: 'block' } } },
  },
});

/**
 * The badge is long for a phone screen; ui's Badge never wraps, so let this one wrap (the doubled
 * class outranks the recipe's single class whatever the stylesheet order).
 */
export const wrappingBadge = style({ selectors: { '&&': { whiteSpace: 'normal' } } });
