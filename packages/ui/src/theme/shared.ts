import { breakpoints } from './media';

/** The structural values (type scale, spacing, layout), not brand: the default theme's, which another theme keeps by spreading it. */
export const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
export const monoFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': 'clamp(1.375rem, 1.2rem + 0.75vw, 1.625rem)',
  '3xl': 'clamp(1.625rem, 1.35rem + 1.25vw, 2.125rem)',
  '4xl': 'clamp(2rem, 1.5rem + 2.25vw, 3rem)',
};

export const space = {
  none: '0',
  '3xs': '0.125rem',
  '2xs': '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  '2xl': '3rem',
  '3xl': '4rem',
  '4xl': '6rem',
};

export const lineHeight = { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' };

export const size = {
  controlSmall: '2.25rem',
  controlMedium: '2.75rem',
  controlLarge: '3.25rem',
  container: '75rem',
  containerNarrow: '45rem',
  icon: '1.25rem',
};

export const breakpoint = { ...breakpoints };

export const zIndex = { overlay: '100', toast: '200' };
