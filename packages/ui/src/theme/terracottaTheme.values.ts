import { defaultValues } from './defaultTheme.values';
import { monoFont, systemFont } from './shared';
import type { ThemeValues } from './values';

const serifFont =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", Georgia, serif';

/**
 * Second theme, "terracotta": warm cream canvas, burnt-orange and plum actions, serif headings,
 * pill-shaped controls and soft large radii. Clearly different from the default theme — it exists
 * to prove that a re-brand is a new values object for `createTheme(vars, …)` and nothing else.
 */
export const terracottaValues: ThemeValues = {
  // The structure (type scale, spacing, sizes, breakpoints, layers) is the default's; every group
  // below replaces the default's whole, so a token added to one of them must be given here too.
  ...defaultValues,
  color: {
    background: {
      canvas: '#fffaf3',
      surface: '#ffffff',
      subtle: '#f7ece0',
      inverse: '#3b1d2e',
      overlay: 'rgba(59, 29, 46, 0.6)',
    },
    text: {
      default: '#2b1a22',
      muted: '#5f4b52',
      inverse: '#fffaf3',
      link: '#9c3a10',
      linkHover: '#6f2609',
    },
    border: { subtle: '#ead8c6', control: '#85695a', focus: '#7a2e8f' },
    tone: {
      primary: {
        solid: '#a8400f',
        solidHover: '#7f300b',
        onSolid: '#ffffff',
        text: '#9c3a10',
        subtle: '#fbe9dc',
        border: '#a8400f',
      },
      whatsapp: {
        solid: '#1d6b52',
        solidHover: '#14503d',
        onSolid: '#ffffff',
        text: '#1a604a',
        subtle: '#e3f2ec',
        border: '#1d6b52',
      },
      neutral: {
        solid: '#4a2c3d',
        solidHover: '#35202c',
        onSolid: '#ffffff',
        text: '#4a2c3d',
        subtle: '#f3e8ee',
        border: '#85695a',
      },
      critical: {
        solid: '#a1182e',
        solidHover: '#7d1223',
        onSolid: '#ffffff',
        text: '#961529',
        subtle: '#fbe7ea',
        border: '#a1182e',
      },
      success: {
        solid: '#2f6b1f',
        solidHover: '#234f17',
        onSolid: '#ffffff',
        text: '#2a5f1c',
        subtle: '#ecf5e6',
        border: '#2f6b1f',
      },
      info: {
        solid: '#5b3a8c',
        solidHover: '#462c6d',
        onSolid: '#ffffff',
        text: '#533482',
        subtle: '#f1ebf9',
        border: '#5b3a8c',
      },
      warning: {
        solid: '#845000',
        solidHover: '#633c00',
        onSolid: '#ffffff',
        text: '#744600',
        subtle: '#fdf1d8',
        border: '#9a5e00',
      },
    },
  },
  font: { body: systemFont, heading: serifFont, mono: monoFont },
  fontWeight: { regular: '400', medium: '600', bold: '700', heading: '600' },
  letterSpacing: { heading: '0', caps: '0.1em' },
  radius: { control: '999px', surface: '1.5rem', badge: '999px', full: '999px' },
  shadow: {
    raised: '0 2px 0 rgba(59, 29, 46, 0.12)',
    overlay: '0 16px 48px rgba(59, 29, 46, 0.3)',
    focus: '0 0 0 3px #fffaf3, 0 0 0 6px #7a2e8f',
  },
  motion: { fast: '150ms', normal: '260ms', slow: '500ms', easing: 'cubic-bezier(0.3, 0, 0.2, 1)' },
};
