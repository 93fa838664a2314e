import { defineConfig, devices } from '@playwright/test';
import { chromium } from '../../.ci/chromium.mjs';

/**
 * What a failed test's trace keeps (the demo and editor suites use it too): on a developer's machine,
 * its DOM snapshots, network and console, without the screencast. None in CI, whose only record is
 * what it prints (each failure's error and call log, scripts/e2e-failures.mjs): recording a trace
 * for every test, to keep it on a machine nobody opens, made the suites 1.17× as long
 * (docs/performance.md, "What a failed test's trace records").
 */
export const failureTrace = process.env.CI ? ('off' as const) : ({ mode: 'retain-on-failure', screenshots: false, snapshots: true } as const);

const port = Number(process.env.E2E_PORT ?? 4174);
// E2E_PORT + 1 is the demo suite's (playwright.demo.config.ts).
const nginxPort = port + 2;
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';
/** A server of the build, on its port: its output is left out, its errors shown. */
const servingBuild = (script: string, on: number) => ({
  command: `node ${script}`,
  env: { PORT: String(on), SITE_BUILD_DIR: buildDir },
  url: `http://localhost:${on}/`,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});
/** The specs of one project's worth: see each one's first line. */
const desktopOnlySpecs = ['campaign', 'delivery', 'editor', 'no-javascript', 'pages', 'rates-and-cet', 'routing', 'seo', 'served', 'small-truths', 'wizard-products'];

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three on this 2-core machine: on Chromium's headless shell two workers kept the cores 74 % busy,
  // three 91 %, in 0.87× the time; one left the second core mostly idle (figures in
  // docs/performance.md, "The test command's time"). E2E_WORKERS overrides it for a measurement.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // The JSON report keeps each test's time (scripts/e2e-timings.mjs sums them per spec and project).
  reporter: [['list'], ['json', { outputFile: '.e2e-report/site.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromium,
    trace: failureTrace,
  },
  projects: [
    // Behaviour that exists on one kind of screen only is tagged and runs in that project only.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@mobile-only/ },
    // Specs that cannot fail differently on a phone (text, rules, messages, headers: the same bytes
    // on any screen) run on desktop only; each spec's first line says where it runs and why.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grepInvert: /@desktop-only/,
      testIgnore: desktopOnlySpecs.map((spec) => `**/${spec}.spec.ts`),
    },
    // How the site is served (smoke, headers, 404, forms without JavaScript) again on real nginx,
    // through the nginx.conf the build writes for nginx hosts: tests tagged @every-server.
    {
      name: 'nginx',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: `http://localhost:${nginxPort}` },
      grep: /@every-server/,
      grepInvert: /@mobile-only/,
    },
  ],
  // The production build, served like the deploy targets serve it: by `pnpm start`'s server
  // (scripts/serve.mjs, with serve.json), and by nginx with the build's nginx.conf.
  webServer: [servingBuild('scripts/serve.mjs', port), servingBuild('scripts/nginx.mjs', nginxPort)],
});
