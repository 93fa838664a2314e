// The test command's phases and their times, printed at its end (scripts/test.sh): the install
// (when .ci/run says when it started), then each turbo task of the two runs, from turbo's own run
// summaries (`--summarize`), the checks two at a time and the browser suites one at a time.
// Usage: node scripts/phase-times.mjs <test.sh start, epoch s> <checks summary.json> <suites summary.json>
import { readFileSync } from 'node:fs';

const [started, ...summaries] = process.argv.slice(2);
const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(7);
const rows = [];

// .ci/run exports when it started and how long its apt-get took; what came between is pnpm's install.
const ciStarted = Number(process.env.CI_RUN_STARTED);
if (ciStarted) {
  const apt = Number(process.env.CI_APT_SECONDS ?? 0);
  rows.push(['install: apt-get (Chromium, nginx, fonts)', apt * 1000]);
  rows.push(['install: pnpm install', (Number(started) - ciStarted - apt) * 1000]);
}
for (const file of summaries) {
  let summary;
  try {
    summary = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue; // a run that ended before writing its summary: its own output says why
  }
  const { startTime, endTime } = summary.execution;
  const tasks = summary.tasks
    .filter((task) => task.execution && task.cache?.status !== 'HIT')
    .map((task) => [`  ${task.taskId}${task.execution.exitCode ? ' (failed)' : ''}`, task.execution.endTime - task.execution.startTime]);
  rows.push([summary.execution.command.replace(/^turbo run /, 'turbo: '), endTime - startTime], ...tasks.sort((a, b) => b[1] - a[1]));
}
rows.push(['the whole test command', Date.now() - Number(started) * 1000]);
if (ciStarted) rows.push(['the whole .ci/run', Date.now() - ciStarted * 1000]);

console.log('\n== Phases and their times');
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, ms] of rows) console.log(`${name.padEnd(width)} ${seconds(ms)}`);
