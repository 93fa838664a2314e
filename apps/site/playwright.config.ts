import { defineConfig, devices } from '@playwright/test';
import { chromium } from '../../.ci/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    // Behaviour that exists on one kind of screen only is tagged and runs in that project only.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, grepInvert: /@desktop-only/ },
  ],
  // The production build, served like the deploy targets serve it.
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), SITE_BUILD_DIR: process.env.SITE_BUILD_DIR ?? 'build' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
