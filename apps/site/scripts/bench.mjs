// Speed benchmark (not a test): serves the production build and runs Lighthouse 12 on every
// public route with the mobile and desktop presets, N runs each (median), then prints a table
// with the goals beside the figures. Usage: `pnpm bench` (BENCH_RUNS=3 by default;
// BENCH_ROUTES=/,/sobre and BENCH_PRESETS=mobile narrow it down).
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '../../../.ci/chromium.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4190);
// Every prerendered page of the build (404.html aside).
const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client');
const routes = (await readdir(clientDir, { recursive: true }))
  .filter((file) => file.endsWith('index.html'))
  .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
  .sort()
  .filter((route) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(route));
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',');

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let attempt = 0; attempt < 50; attempt++) {
  const ok = await fetch(`http://localhost:${port}/`).then((r) => r.ok, () => false);
  if (ok) break;
  await delay(200);
}

const chrome = await chromeLauncher.launch({ chromePath: chromium.executablePath, chromeFlags: ['--headless=new', ...chromium.args] });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const rows = [];
try {
  for (const preset of presets) {
    for (const route of routes) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(
          `http://localhost:${port}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
        results.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          jsKb: (scripts?.transferSize ?? 0) / 1024,
        });
      }
      const row = { preset, route };
      for (const key of Object.keys(results[0])) row[key] = median(results.map((result) => result[key]));
      rows.push(row);
      process.stderr.write(`${preset} ${route} done\n`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

const goal = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMobile: 1000, cls: 0 };
const header = '| preset | route | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS (KB) |';
const lines = [
  `Lighthouse 12, median of ${runs} run(s), Debian Chromium. Goals: ${goal.performance} / ${goal.accessibility} / ${goal.bestPractices} / ${goal.seo}, LCP ≤ 1.0 s on mobile, CLS 0.`,
  '',
  header,
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) =>
    `| ${r.preset} | ${r.route} | ${r.performance.toFixed(0)} | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ` +
      `${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s${r.preset === 'mobile' && r.lcp > goal.lcpMobile ? ' ✗' : ''} | ` +
      `${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)}${r.cls > goal.cls ? ' ✗' : ''} | ${r.jsKb.toFixed(1)} |`,
  ),
  `| goal | every route | 100 | 100 | 100 | 100 | — | ≤ 1.00 s (mobile) | — | 0 | landing ≤ 90, any ≤ 110 |`,
];
console.log(lines.join('\n'));
