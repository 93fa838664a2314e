import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one token contract of the design system. Every theme fills it whole;
 * components read these semantic roles only — never a hex value or a palette step.
 *
 * Tone groups share one shape (`solid`, `solidHover`, `onSolid`, `text`, `subtle`, `border`)
 * so recipes can loop over tones instead of hand-writing each one.
 */
const tone = {
  /** Filled background of a solid control. */
  solid: null,
  /** Filled background on hover/press. */
  solidHover: null,
  /** Text/icon colour on top of `solid` (≥ 4.5:1). */
  onSolid: null,
  /** Text colour of the tone on the canvas (≥ 4.5:1). */
  text: null,
  /** Tinted background (notices, ghost hover). */
  subtle: null,
  /** Border of the tone on the canvas (≥ 3:1). */
  border: null,
} as const;

export const vars = createThemeContract({
  color: {
    background: { canvas: null, surface: null, subtle: null, inverse: null, overlay: null },
    text: { default: null, muted: null, inverse: null, link: null, linkHover: null },
    border: { subtle: null, control: null, focus: null },
    tone: {
      primary: tone,
      whatsapp: tone,
      neutral: tone,
      critical: tone,
      success: tone,
      info: tone,
      warning: tone,
    },
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null },
  fontWeight: { regular: null, medium: null, bold: null, heading: null },
  lineHeight: { tight: null, snug: null, normal: null, relaxed: null },
  letterSpacing: { heading: null, caps: null },
  space: {
    none: null,
    '3xs': null,
    '2xs': null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  radius: { control: null, surface: null, badge: null, full: null },
  shadow: { raised: null, overlay: null, focus: null },
  size: {
    controlSmall: null,
    controlMedium: null,
    controlLarge: null,
    container: null,
    containerNarrow: null,
    icon: null,
  },
  /**
   * Breakpoints as data (for JS and documentation). CSS custom properties cannot be used inside
   * `@media`, so styles use the constants in `theme/media.ts`, which both themes mirror here.
   */
  breakpoint: { tablet: null, wide: null },
  motion: { fast: null, normal: null, slow: null, easing: null },
  zIndex: { overlay: null, toast: null },
});

/** Names of the tones every theme provides. */
export const tones = ['primary', 'whatsapp', 'neutral', 'critical', 'success', 'info', 'warning'] as const;
export type Tone = (typeof tones)[number];
