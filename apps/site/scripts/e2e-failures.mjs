// Prints what each failed e2e test reported (its errors, the call log of the action it was in),
// from Playwright's JSON reports (`.e2e-report/*.json`) written since the given time: the test
// command's last lines (scripts/test.sh), the ones a CI log keeps, then say why, not only which.
// `node scripts/e2e-failures.mjs [since: seconds since the epoch]`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const reportDir = process.env.E2E_REPORT_DIR ?? path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), '.e2e-report');
const since = Number(process.argv[2] ?? 0) * 1000;
const linesPerError = 14;

const failures = [];
const visit = (suite, file, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        if (result.status === 'passed' || result.status === 'skipped') continue;
        const errors = result.errors.length > 0 ? result.errors : [{ message: result.status }];
        failures.push({ name: `[${test.projectName}] ${file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, status: result.status, errors });
      }
    }
  }
  for (const child of suite.suites ?? []) visit(child, file, [...titles, child.title]);
};

let reports = [];
try {
  reports = readdirSync(reportDir).filter((name) => name.endsWith('.json'));
} catch {
  // No suite ran.
}
for (const name of reports) {
  const file = path.join(reportDir, name);
  if (statSync(file).mtimeMs < since) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.suites) visit(suite, suite.file, []);
}
for (const { name, status, errors } of failures) {
  console.log(`\n✘ ${name} (${status})`);
  for (const error of errors) {
    const lines = stripVTControlCharacters(error.message ?? '').split('\n').filter((line) => line.trim() !== '');
    for (const line of lines.slice(0, linesPerError)) console.log(`    ${line}`);
    if (lines.length > linesPerError) console.log(`    … ${lines.length - linesPerError} more lines`);
  }
}
