import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromium } from '../../.ci/chromium.mjs';
import { buildCheckTimeout, unitTestTimeout } from '../../.ci/timeouts.mjs';
import { brokerSite } from './broker-plugin.ts';
import { inlineScripts } from './postbuild/inline-scripts.ts';
import { fipeLookupStyles } from './lazy-styles-plugin.ts';

export default defineConfig({
  plugins: [brokerSite(), inlineScripts(), fipeLookupStyles(), vanillaExtractPlugin(), react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // vanilla-extract compiles `.css.ts` files in its own server-side Vite (see vite.config.ts):
  // it must resolve '@repo/ui' to the source too, or `vars` would come from ui's dist.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  // Imported by the code vanilla-extract generates, which Vite's scanner cannot see: found late,
  // they would make Vite reload the page mid-run ("Failed to fetch dynamically imported module").
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@repo/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles'],
    // Lucide's icons, imported one by one (ui's Illustration/drawings.ts), are plain ES modules:
    // served as they are, none is found late.
    exclude: ['lucide'],
  },
  test: {
    testTimeout: unitTestTimeout,
    projects: [
      {
        // Components and modules of the site, in real Chromium.
        test: {
          name: 'app',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'app/**/*.dev.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: [{ browser: 'chromium' }],
            // Locators find a part of a text, as before Vitest 5 (its default became a whole,
            // case-sensitive match): these tests say `exact: true` where they mean the whole text.
            locators: { exact: false },
          },
        },
      },
      {
        // What the app reads of `react-router dev`, asked of a dev server of the site's config.
        test: { name: 'dev', include: ['app/**/*.dev.test.ts'], environment: 'node', testTimeout: buildCheckTimeout, hookTimeout: buildCheckTimeout },
      },
      {
        // The editor at /admin: its form generated from the schema, its page and configuration.
        test: { name: 'editor', include: ['editor/**/*.test.ts'], environment: 'node' },
      },
      {
        // The production build on disk: byte budgets and HTML validity (turbo builds first).
        test: { name: 'build', include: ['postbuild/**/*.test.ts'], environment: 'node', testTimeout: buildCheckTimeout },
      },
    ],
  },
});
