import { defaultTheme } from './defaultTheme.css';
import { terracottaTheme } from './terracottaTheme.css';

/** Every shipped theme by name; apply `themes[name]` as a class on `<html>` or a subtree. */
export const themes = { default: defaultTheme, terracotta: terracottaTheme } as const;
export const themeNames = ['default', 'terracotta'] as const;
export type ThemeName = (typeof themeNames)[number];
