import { brokerProfile } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { clientDir } from './built-pages';
import { builtCss, themeColoursIn } from './theme-css';

describe('theme stylesheet', () => {
  // A site ships its own brand only: the stylesheet inlined in every page carries the profile's
  // @repo/ui theme and not a rule of another (BROKER=demo: terracotta, no default colour).
  it(`the built CSS holds the profile's theme (${brokerProfile.theme}) and no other theme's colours`, async () => {
    const { checked, missing, foreign } = themeColoursIn(await builtCss(clientDir), brokerProfile.theme);
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
