import type { vars } from './contract.css';
import { defaultValues } from './defaultTheme.values';
import { terracottaValues } from './terracottaTheme.values';
import type { ThemeName } from './themes';

export type { ThemeName };

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/**
 * One theme's values: the token contract with a CSS value at every leaf. The one source of a
 * theme — `createTheme` reads it for the CSS, the DTCG generator for `tokens/<theme>.tokens.json`.
 */
export type ThemeValues = Leaves<typeof vars>;

/**
 * Every shipped theme's values by name (the same names as `themes`). Plain data: also exported as
 * `@repo/ui/theme-values`, which loads no vanilla-extract, for Node scripts (a site's share image).
 */
export const themeValues: Record<ThemeName, ThemeValues> = {
  default: defaultValues,
  terracotta: terracottaValues,
};
