/**
 * `pnpm rates:update`: fetches, live, the two Banco Central figures the site prints and rewrites
 * their committed snapshots, which the site reads at build:
 * - the last 24 months of SGS series 25471 (average rate of vehicle acquisition credit for
 *   individuals, % a.m.) into `src/market-rate/snapshot.json`;
 * - the latest week of the per-institution ranking (Olinda, TaxasJurosDiariaPorInicioPeriodo,
 *   PESSOA FÍSICA, "Aquisição de veículos - Prefixado") into `src/market-rate/ranking.json`.
 * Not part of the build or the tests (they never touch the network): run it on a machine with
 * internet, read the diff, commit. Each answer that is malformed, implausible or older than its
 * committed snapshot is refused with a Portuguese message, and its file is left as it was; the
 * command then exits with code 1 (the other file is written if its answer was accepted).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

// The logic is TypeScript: Vite's module runner evaluates it, as the site's scripts do.
const { module: update } = await runnerImport(fileURLToPath(new URL('../src/market-rate/update.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});

const today = new Date();
const jobs = [
  {
    file: 'src/market-rate/snapshot.json',
    check: update.checkedSnapshot,
    fetchUpdated: update.fetchUpdatedSnapshot,
    written: (snapshot) => {
      const latest = snapshot.points.at(-1);
      return `${snapshot.points.length} meses, o mais recente ${latest.month} = ${latest.value}% a.m.`;
    },
  },
  {
    file: 'src/market-rate/ranking.json',
    check: update.checkedRanking,
    fetchUpdated: update.fetchUpdatedRanking,
    written: (snapshot) =>
      `${snapshot.institutions.length} instituições, período de ${snapshot.period.start} a ${snapshot.period.end}`,
  },
];

let failed = false;
for (const job of jobs) {
  const path = fileURLToPath(new URL(`../${job.file}`, import.meta.url));
  const committed = job.check(JSON.parse(readFileSync(path, 'utf8')));
  if (!committed.ok) {
    console.error(`${job.file}: ${committed.message}`);
    failed = true;
    continue;
  }
  const result = await job.fetchUpdated(committed.snapshot, fetch, today);
  if (!result.ok) {
    console.error(`${job.file}: ${result.message}`);
    failed = true;
    continue;
  }
  writeFileSync(path, `${JSON.stringify(result.snapshot, null, 2)}\n`);
  console.log(`Gravado ${job.file}: ${job.written(result.snapshot)}.`);
}
if (failed) process.exit(1);
