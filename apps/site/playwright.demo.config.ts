import { defineConfig, devices } from '@playwright/test';
import { chromium } from '../../.ci/chromium.mjs';
import base from './playwright.config';

/**
 * Smoke and leak checks of the `demo` broker profile's build (`pnpm build:demo` → build-demo):
 * proves that a second broker's site carries its own identity and theme, and nothing of the
 * default broker's. `pnpm test:e2e:demo` runs it; E2E_PORT is shared with the main suite's config.
 */
const buildDir = process.env.SITE_BUILD_DIR ?? 'build-demo';
const port = Number(process.env.E2E_PORT ?? 4174) + 1;

export default defineConfig({
  ...base,
  testDir: './e2e-demo',
  reporter: [['list'], ['json', { outputFile: '.e2e-report/demo.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [
    base.projects![0]!,
    // The demo counts its hand-offs: counted on a phone too (its menu, its taps).
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /analytics\.spec\.ts/, grepInvert: /@desktop-only/ },
  ],
  webServer: {
    // The main config's first server is `pnpm start`'s; the demo build is checked on it alone.
    ...(base.webServer as object[])[0],
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), SITE_BUILD_DIR: buildDir },
    url: `http://localhost:${port}/`,
  },
});
