/**
 * Media queries. Mobile first: styles are written for narrow screens and these widen them.
 * Kept as constants (not theme tokens) because custom properties cannot appear in `@media`.
 */
export const breakpoints = { tablet: '48em', wide: '64em' } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet})`,
  wide: `screen and (min-width: ${breakpoints.wide})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Breakpoint names usable in responsive props (`{ base, tablet, wide }`). */
export const breakpointNames = ['base', 'tablet', 'wide'] as const;
export type BreakpointName = (typeof breakpointNames)[number];
export type Responsive<T> = T | Partial<Record<BreakpointName, T>>;
