// A broker's file is data of the site, not of the design system: after an edit of a broker.json
// alone, turbo's hash of `@repo/ui#build` must stay (a cache hit: the design system is not rebuilt)
// and the site's must change. Read from `turbo run build --dry=json` before and after a harmless edit
// (a trailing newline), which is undone. Part of this package's `test`.
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const file = path.join(root, 'packages/content/brokers/demo/broker.json');

function hashes() {
  const out = execFileSync('npx', ['turbo', 'run', 'build', '--dry=json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  const { tasks } = JSON.parse(out.slice(out.indexOf('{')));
  return Object.fromEntries(tasks.map((task) => [task.taskId, task.hash]));
}

/** Replaces the file whole: the other checks run beside this one and must never read it half-written. */
function replace(content) {
  const next = `${file}.ui-cache`;
  writeFileSync(next, content);
  renameSync(next, file);
}

const before = hashes();
const original = readFileSync(file);
let after;
try {
  replace(Buffer.concat([original, Buffer.from('\n')]));
  after = hashes();
} finally {
  replace(original);
}

const failures = [];
if (!before['@repo/ui#build']) failures.push('no @repo/ui#build task in the dry run');
if (after['@repo/ui#build'] !== before['@repo/ui#build']) failures.push('@repo/ui#build changed hash: a broker edit would rebuild the design system');
if (after['site#build'] === before['site#build']) failures.push("site#build kept its hash: the check would not see a broker edit");
if (failures.length > 0) {
  console.error(`ui-cache: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('ui-cache: a broker file edit rebuilds the site and not @repo/ui (turbo --dry=json)');
