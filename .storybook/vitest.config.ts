import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromium } from '../.ci/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium; no browser is downloaded. A factory: Vitest mutates `instances` per project.
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({ launchOptions: chromium }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Both projects would share the addon's Vite cache directory and re-optimise each other's deps
 * mid-run ("Failed to fetch dynamically imported module"); give each its own.
 */
const ownCacheDir = (name: string) => ({
  name: `own-cache-dir-${name}`,
  config: () => ({ cacheDir: path.join(dirname, '..', 'node_modules', '.cache', `sb-vitest-${name}`) }),
});

/**
 * Every story runs as a test (render + play + axe with `a11y.test = 'error'`) once per theme:
 * one Vitest project per theme, pinning the toolbar global with `initialGlobals`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: dirname, initialGlobals: { theme: 'default' } }), ownCacheDir('default')],
        test: { name: 'storybook (tema padrão)', browser: browser() },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: dirname, initialGlobals: { theme: 'terracotta' } }), ownCacheDir('terracotta')],
        test: { name: 'storybook (tema terracota)', browser: browser() },
      },
    ],
  },
});
