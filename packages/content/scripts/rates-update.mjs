/**
 * `pnpm rates:update`: fetches the last 12 months of the Banco Central's SGS series 25471 (average
 * rate of vehicle acquisition credit for individuals, % a.m.) and rewrites
 * `src/market-rate/snapshot.json`, which the site prints at build. Not part of the build or the
 * tests (they never touch the network): run it on a machine with internet, read the diff, commit.
 * Refuses, with a Portuguese message and exit code 1, an answer that is malformed or older than
 * the committed snapshot; then nothing is written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const snapshotPath = fileURLToPath(new URL('../src/market-rate/snapshot.json', import.meta.url));
// The logic is TypeScript: Vite's module runner evaluates it, as the site's scripts do.
const { module: update } = await runnerImport(fileURLToPath(new URL('../src/market-rate/update.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});

const committed = update.checkedSnapshot(JSON.parse(readFileSync(snapshotPath, 'utf8')));
if (!committed.ok) {
  console.error(`src/market-rate/snapshot.json: ${committed.message}`);
  process.exit(1);
}
const result = await update.fetchUpdatedSnapshot(committed.snapshot, fetch, new Date());
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
writeFileSync(snapshotPath, `${JSON.stringify(result.snapshot, null, 2)}\n`);
const latest = result.snapshot.points.at(-1);
console.log(`Gravado src/market-rate/snapshot.json: ${result.snapshot.points.length} meses, o mais recente ${latest.month} = ${latest.value}% a.m.`);
