/**
 * The shipped themes' names and classes. Plain strings, no styles: importing them loads neither
 * theme's CSS, so a site bundling `@repo/ui` from source ships only the theme stylesheet it imports
 * (`@repo/ui/themes/<name>.css`), and `themeNames` can be read anywhere.
 */
export const themeNames = ['default', 'terracotta'] as const;
export type ThemeName = (typeof themeNames)[number];

/**
 * The class that applies theme `name` (`<name>Theme.css.ts` sets the token custom properties on it).
 * A stable, namespaced name rather than a hash, so the class is known without evaluating the theme's
 * stylesheet.
 */
const themeClass = <Name extends ThemeName>(name: Name) => `ui-theme-${name}` as const;

export const defaultTheme = themeClass('default');
export const terracottaTheme = themeClass('terracotta');

/** Every shipped theme by name; apply `themes[name]` as a class on `<html>` or a subtree. */
export const themes = { default: defaultTheme, terracotta: terracottaTheme } as const satisfies Record<ThemeName, string>;
