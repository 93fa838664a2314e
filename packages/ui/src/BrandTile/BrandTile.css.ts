import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A brand's tile: its name set in the heading type of the theme's scale, or its logo, centred in a
 * quiet surface of one height per row, so that a row of names reads as a row of brands. One size:
 * the landing page's list is the one place today, and every variant would ship to its page.
 */
export const brandTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  minHeight: '4.5rem',
  padding: vars.space.sm,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.surface,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  textWrap: 'balance',
  overflowWrap: 'anywhere',
});

/**
 * The logo's box, set here whatever the file's size and proportions (`object-fit`): nothing moves
 * when it arrives, and a wide logo and a square one weigh the same in the row. The tile's own
 * image, styled through it rather than by a class of its own: the landing page's script, which
 * renders it, is at its byte budget.
 */
globalStyle(`${brandTile} > img`, { display: 'block', width: '100%', maxWidth: '10rem', height: '3rem', objectFit: 'contain' });
