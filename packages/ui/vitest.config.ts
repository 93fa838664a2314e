import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromium } from '../../.ci/chromium.mjs';
import { unitTestTimeout } from '../../.ci/timeouts.mjs';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Pre-bundle up front so Vite does not reload the page mid-run when it discovers them.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      '@radix-ui/react-toast',
      '@radix-ui/react-slot',
      '@vanilla-extract/dynamic',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'imask',
      'vitest-browser-react',
    ],
    // Lucide's icons are plain ES modules, imported one by one (Illustration/drawings.ts): served
    // as they are, none is found late.
    exclude: ['lucide'],
  },
  test: {
    testTimeout: unitTestTimeout,
    // Builds dist/ first when it is missing or older than src/ (the dist tests consume it).
    globalSetup: ['./test/build-dist.ts'],
    projects: [
      {
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          setupFiles: ['./test/setup.ts'],
          browser: {
            enabled: true,
            screenshotFailures: false,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Node: the built package as a consumer's bundler sees it (esbuild), the DTCG token files
        // (generated from the theme values and the contract's comments) and the Storybook
        // screenshot baselines matching the stories.
        test: { name: 'node', include: ['tokens/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
