import { brokerProfile } from '@repo/content';
import { themeNames, themes, type ThemeName } from '@repo/ui';
// The active theme's stylesheet, and no other theme's (`brokerTheme()` in broker-theme.ts).
import 'virtual:broker-theme.css';

function isThemeName(name: string): name is ThemeName {
  return (themeNames as readonly string[]).includes(name);
}

if (!isThemeName(brokerProfile.theme)) {
  throw new Error(`Broker profile "${brokerProfile.id}" names theme "${brokerProfile.theme}"; @repo/ui has ${themeNames.join(', ')}.`);
}

/** Class of the active broker profile's `@repo/ui` theme, for `<html>`. */
export const themeClass: string = themes[brokerProfile.theme];
