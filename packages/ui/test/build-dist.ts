import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** Vitest global setup: (re)build dist/ with tsup when it is missing or stale. */
export default function setup() {
  const built = join(root, 'dist/index.js');
  const stale = !existsSync(built) || statSync(built).mtimeMs < newestMtime(join(root, 'src'));
  if (stale) execFileSync(join(root, 'node_modules/.bin/tsup'), ['--silent'], { cwd: root, stdio: 'inherit' });
}
