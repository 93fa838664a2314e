import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromium } from './chromium.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    projects: [
      {
        // Components and modules of the site, in real Chromium.
        extends: true,
        test: {
          name: 'app',
          include: ['app/**/*.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The production build on disk: byte budgets and HTML validity (turbo builds first).
        extends: true,
        test: { name: 'build', include: ['deploy/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
    ],
  },
});
