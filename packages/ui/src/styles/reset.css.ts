import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/**
 * A small modern reset plus base typography. Shipped in the package CSS, applied globally.
 * Colours and fonts come from the theme class on `<html>`/`<body>`.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.default,
  backgroundColor: vars.color.background.canvas,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', margin: 0, padding: 0 });
// Media never overflows and reserves its box from width/height attributes: no layout shift.
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img, video', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('p, li, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' });
globalStyle('::selection', { backgroundColor: vars.color.tone.primary.subtle, color: vars.color.text.default });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
