import { brokerProfile } from '@repo/content';
import { themes, type ThemeName } from '@repo/ui';
// The active theme's stylesheet, and no other theme's (`brokerSite()` in broker-plugin.ts).
import 'virtual:broker-theme.css';

/**
 * Class of the active broker's `@repo/ui` theme, for `<html>`. The build checked the theme name
 * against `@repo/ui`'s themes once, as it read the broker (`broker-plugin.ts`).
 */
export const themeClass: string = themes[brokerProfile.theme as ThemeName];
