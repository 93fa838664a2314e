import { breakpoint, fontSize, lineHeight, monoFont, size, space, systemFont, zIndex } from './shared';
import type { ThemeValues } from './values';

/**
 * Default theme: a confident, trustworthy finance look — deep navy and blue, a sober green for
 * chat actions, white surfaces, modest radii. Every text pair is ≥ 4.5:1, every UI part ≥ 3:1.
 */
export const defaultValues: ThemeValues = {
  color: {
    background: {
      canvas: '#ffffff',
      surface: '#ffffff',
      subtle: '#f2f5f9',
      inverse: '#0f1d36',
      overlay: 'rgba(15, 29, 54, 0.6)',
    },
    text: {
      default: '#14213d',
      muted: '#4a5568',
      inverse: '#ffffff',
      link: '#0a4a9e',
      linkHover: '#073470',
    },
    border: { subtle: '#dde3ec', control: '#6b778a', focus: '#0a66d6' },
    tone: {
      primary: {
        solid: '#0a4a9e',
        solidHover: '#073470',
        onSolid: '#ffffff',
        text: '#0a4a9e',
        subtle: '#e8f0fb',
        border: '#0a4a9e',
      },
      whatsapp: {
        solid: '#0b7340',
        solidHover: '#075730',
        onSolid: '#ffffff',
        text: '#0b6b3c',
        subtle: '#e6f6ec',
        border: '#0b7340',
      },
      neutral: {
        solid: '#2d3748',
        solidHover: '#1a202c',
        onSolid: '#ffffff',
        text: '#2d3748',
        subtle: '#edf1f6',
        border: '#6b778a',
      },
      critical: {
        solid: '#b42318',
        solidHover: '#8f1c13',
        onSolid: '#ffffff',
        text: '#a61f15',
        subtle: '#fdeceb',
        border: '#b42318',
      },
      success: {
        solid: '#067647',
        solidHover: '#055a36',
        onSolid: '#ffffff',
        text: '#05603a',
        subtle: '#e7f7ee',
        border: '#067647',
      },
      info: {
        solid: '#175cd3',
        solidHover: '#1148a8',
        onSolid: '#ffffff',
        text: '#1448ad',
        subtle: '#eaf3ff',
        border: '#175cd3',
      },
      warning: {
        solid: '#8a4b00',
        solidHover: '#6b3a00',
        onSolid: '#ffffff',
        text: '#7a3e00',
        subtle: '#fff5e0',
        border: '#a35c00',
      },
    },
  },
  font: { body: systemFont, heading: systemFont, mono: monoFont },
  fontSize,
  fontWeight: { regular: '400', medium: '600', bold: '700', heading: '700' },
  lineHeight,
  letterSpacing: { heading: '-0.01em', caps: '0.06em' },
  space,
  radius: { control: '0.5rem', surface: '0.75rem', badge: '0.375rem', full: '999px' },
  shadow: {
    raised: '0 1px 2px rgba(15, 29, 54, 0.08), 0 4px 12px rgba(15, 29, 54, 0.08)',
    overlay: '0 12px 40px rgba(15, 29, 54, 0.25)',
    focus: '0 0 0 3px #ffffff, 0 0 0 5px #0a66d6',
  },
  size,
  breakpoint,
  motion: { fast: '120ms', normal: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex,
};
