import { defineConfig, devices } from '@playwright/test';
import { chromium } from '../../.ci/chromium.mjs';
import { failureTrace } from './playwright.config';

/**
 * The editor driven in Chromium on its local backend, in a temporary copy of the repository
 * (e2e-editor/): `pnpm test:e2e:editor`. The tests start their own servers, on E2E_PORT + 3, + 4
 * and + 5 (+ 1 and + 2 are the other suites'), and build the copy themselves.
 */
export default defineConfig({
  testDir: './e2e-editor',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.e2e-report/editor.json' }]],
  // A build of the copy runs inside a test.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', trace: failureTrace },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
});
