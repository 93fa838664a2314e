// Builds the demo broker offering refinancing alone (e2e-demo/variant.mjs) into
// build-demo-refinanciamento/, beside the demo's build, for the leak check of the products it
// does not offer. Run by `build:demo`; the copy of its folder is removed afterwards.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { variant, variantBrokersDir } from './variant.mjs';

const dir = variantBrokersDir();
try {
  const { status } = spawnSync('npx', ['react-router', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BROKERS_DIR: dir, BROKER: variant.id, SITE_BUILD_DIR: variant.buildDir },
  });
  process.exitCode = status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
