// Sums the time of each e2e spec per project from Playwright's JSON reports (`.e2e-report/*.json`,
// written by every suite's run), slowest first: what dominates the test command's time.
// `node scripts/e2e-timings.mjs` after a run; the figures go to docs/performance.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reportDir = process.env.E2E_REPORT_DIR ?? path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), '.e2e-report');
const rows = new Map();
/** Each test's longest single run against the timeout it ran under: the margin a slower machine has. */
const slowest = [];
let total = 0;
const visit = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const key = `${file} [${test.projectName}]`;
      const row = rows.get(key) ?? { ms: 0, tests: 0 };
      row.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      const longest = Math.max(0, ...test.results.map((result) => result.duration));
      slowest.push({ name: `${key} ${spec.title}`, ms: longest, timeout: test.timeout });
      row.tests += 1;
      rows.set(key, row);
    }
  }
  for (const child of suite.suites ?? []) visit(child, file);
};
for (const name of readdirSync(reportDir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(reportDir, name), 'utf8'));
  total += report.stats.duration;
  console.log(`${name}: ${(report.stats.duration / 1000).toFixed(0)} s wall, ${report.stats.expected} passed, ${report.stats.unexpected} failed, ${report.stats.flaky} flaky`);
  for (const suite of report.suites) visit(suite, `${path.basename(name, '.json')}/${suite.file}`);
}
console.log(`all suites: ${(total / 1000).toFixed(0)} s wall\n`);
console.log('| spec [project] | tests | seconds |\n| --- | ---: | ---: |');
for (const [key, row] of [...rows].sort((a, b) => b[1].ms - a[1].ms)) console.log(`| ${key} | ${row.tests} | ${(row.ms / 1000).toFixed(1)} |`);

console.log('\nThe slowest tests, against their timeout (a machine twice as slow needs the timeout above twice the time):\n');
console.log('| test [project] | seconds | timeout | share |\n| --- | ---: | ---: | ---: |');
for (const { name, ms, timeout } of slowest.sort((a, b) => b.ms / b.timeout - a.ms / a.timeout).slice(0, 12)) {
  console.log(`| ${name} | ${(ms / 1000).toFixed(1)} | ${(timeout / 1000).toFixed(0)} | ${((100 * ms) / timeout).toFixed(0)}% |`);
}
