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
  /** Colour roles. Text pairs are ≥ 4.5:1 against the backgrounds they sit on; UI parts ≥ 3:1. */
  color: {
    /** Page and container backgrounds. */
    background: {
      /** The page itself. */
      canvas: null,
      /** Cards, dialogs, fields: raised from the canvas. */
      surface: null,
      /** Quiet bands and panels (alternate sections, hover). */
      subtle: null,
      /** Dark bands (footer, hero) that carry `text.inverse`. */
      inverse: null,
      /** Translucent scrim behind a dialog. */
      overlay: null,
    },
    /** Text colours. */
    text: {
      /** Body and heading text (≥ 4.5:1 on canvas, surface and subtle). */
      default: null,
      /** Secondary text: hints, captions, meta (≥ 4.5:1 on canvas, surface and subtle). */
      muted: null,
      /** Text on `background.inverse` (≥ 4.5:1). */
      inverse: null,
      /** Links in text (≥ 4.5:1 on canvas). */
      link: null,
      /** Links on hover/press. */
      linkHover: null,
    },
    /** Borders and outlines. */
    border: {
      /** Decorative dividers and card edges (no contrast requirement). */
      subtle: null,
      /** Edges of fields and controls a visitor must see (≥ 3:1 on canvas). */
      control: null,
      /** Focus outline (≥ 3:1 on canvas). */
      focus: null,
    },
    /** Intent colours, all with the same six roles. */
    tone: {
      /** The brand's main action colour. */
      primary: tone,
      /** Actions that open WhatsApp. */
      whatsapp: tone,
      /** Secondary, low-emphasis actions and facts. */
      neutral: tone,
      /** Errors and destructive actions. */
      critical: tone,
      /** Confirmations and positive facts. */
      success: tone,
      /** Neutral information. */
      info: tone,
      /** Cautions (fraud warnings, deadlines). */
      warning: tone,
    },
  },
  /** Font stacks (system fonts: nothing to download, no layout shift). */
  font: {
    /** Body text and controls. */
    body: null,
    /** Headings. */
    heading: null,
    /** Numbers and codes that must align. */
    mono: null,
  },
  /** Type scale, smallest to largest; `2xl`–`4xl` are fluid between phone and desktop. */
  fontSize: {
    /** Badges and fine print. */
    xs: null,
    /** Captions, hints, small controls. */
    sm: null,
    /** Body text and controls (16 px). */
    md: null,
    /** Lead paragraphs; small headings (`Heading size="small"`). */
    lg: null,
    /** Medium headings (`size="medium"`). */
    xl: null,
    /** Large headings (`size="large"`): cards, sub-sections. */
    '2xl': null,
    /** Extra-large headings (`size="xlarge"`): sections. */
    '3xl': null,
    /** Display headings (`size="display"`): page titles. */
    '4xl': null,
  },
  /** Font weights. */
  fontWeight: {
    /** Body text. */
    regular: null,
    /** Labels and emphasis. */
    medium: null,
    /** Strong emphasis and buttons. */
    bold: null,
    /** Headings. */
    heading: null,
  },
  /** Line heights (unitless multipliers of the font size). */
  lineHeight: {
    /** Large headings. */
    tight: null,
    /** Small headings and controls. */
    snug: null,
    /** Body text. */
    normal: null,
    /** Long-form reading. */
    relaxed: null,
  },
  /** Letter spacing, in em. */
  letterSpacing: {
    /** Headings. */
    heading: null,
    /** Uppercase text (badges, eyebrows). */
    caps: null,
  },
  /** Spacing scale for gaps, padding and margins, smallest to largest. */
  space: {
    /** No space. */
    none: null,
    /** 2 px: hairline gaps. */
    '3xs': null,
    /** 4 px: icon to text. */
    '2xs': null,
    /** 8 px: inside compact controls. */
    xs: null,
    /** 12 px: between related items. */
    sm: null,
    /** 16 px: the base step; between fields. */
    md: null,
    /** 24 px: card padding, between groups. */
    lg: null,
    /** 32 px: between blocks. */
    xl: null,
    /** 48 px: section padding on phones. */
    '2xl': null,
    /** 64 px: section padding on desktop. */
    '3xl': null,
    /** 96 px: hero spacing. */
    '4xl': null,
  },
  /** Corner radii. */
  radius: {
    /** Buttons, fields and other controls. */
    control: null,
    /** Cards, dialogs, notices. */
    surface: null,
    /** Badges. */
    badge: null,
    /** Circles and pills. */
    full: null,
  },
  /** Elevation. */
  shadow: {
    /** Raised cards. */
    raised: null,
    /** Dialogs and toasts above the page. */
    overlay: null,
    /** Focus ring drawn as a shadow (a gap in the canvas colour, then the focus colour). */
    focus: null,
  },
  /** Component and layout sizes. */
  size: {
    /** Height of small controls (36 px). */
    controlSmall: null,
    /** Height of medium controls (44 px, the minimum touch target). */
    controlMedium: null,
    /** Height of large controls (52 px). */
    controlLarge: null,
    /** Maximum width of page content. */
    container: null,
    /** Maximum width of reading text and forms. */
    containerNarrow: null,
    /** Icons next to text. */
    icon: null,
  },
  /**
   * Breakpoints as data (for JS and documentation). CSS custom properties cannot be used inside
   * `@media`, so styles use the constants in `theme/media.ts`, which both themes mirror here.
   */
  breakpoint: {
    /** From tablets up. */
    tablet: null,
    /** From desktops up. */
    wide: null,
  },
  /** Motion: durations and easing of transitions (reduced-motion users get none). */
  motion: {
    /** Hover and press feedback. */
    fast: null,
    /** Dialogs and toasts appearing. */
    normal: null,
    /** Carousel slides. */
    slow: null,
    /** Easing of every transition. */
    easing: null,
  },
  /** Stacking order of layers above the page. */
  zIndex: {
    /** Dialogs and their scrim. */
    overlay: null,
    /** Toasts, above dialogs. */
    toast: null,
  },
});

/** Names of the tones every theme provides. */
export const tones = ['primary', 'whatsapp', 'neutral', 'critical', 'success', 'info', 'warning'] as const;
export type Tone = (typeof tones)[number];
