import { carousel, galleryPhotoAspect } from '@repo/content';
import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';
import { failedAttribute } from '../gallery/names';

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
  aspectRatio: `${galleryPhotoAspect.width} / ${galleryPhotoAspect.height}`,
  objectFit: 'cover',
  backgroundColor: vars.color.background.subtle,
  selectors: { [`&[${failedAttribute}="true"]`]: { opacity: carousel.failedImageOpacity } },
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

/** Under a drawn client: says it is an illustration of no real client. */
export const illustrationNote = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
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
