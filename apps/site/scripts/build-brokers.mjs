// Builds every broker of packages/content/brokers/ (one folder each, the one list) into
// build-brokers/<id>/, each with its own pages, photos, host configurations, sitemap and share image.
// Beside build/, not inside it: react-router empties its whole build directory, and build/ is the
// default broker's (`pnpm build`, the e2e suite's). Each build checks every broker's file first
// (apps/site/broker-plugin.ts), so a wrong file stops the first build before anything is written.
// `pnpm build:brokers` at the root builds the packages first (turbo), then runs this.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const brokersDir = fileURLToPath(new URL('../../../packages/content/brokers/', import.meta.url));
const ids = readdirSync(brokersDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${brokersDir}${entry.name}/broker.json`))
  .map((entry) => entry.name);

for (const id of ids) {
  console.log(`\n▶ ${id} → apps/site/build-brokers/${id}/`);
  const { status } = spawnSync('npx', ['react-router', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BROKER: id, SITE_BUILD_DIR: `build-brokers/${id}` },
  });
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`\n${ids.length} brokers built: ${ids.map((id) => `apps/site/build-brokers/${id}/`).join(', ')}`);
