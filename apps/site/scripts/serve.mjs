// Serves the production build exactly as the deploy targets do (clean URLs, real 404,
// the generated headers) with `serve` from npm. PORT overrides the default 4173.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDir = path.join(siteDir, process.env.SITE_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
if (!existsSync(path.join(buildDir, 'serve.json'))) {
  console.error('Nenhum build encontrado: rode `pnpm build` antes de servir o site.');
  process.exit(1);
}
const port = process.env.PORT ?? '4173';
const serveBin = path.join(path.dirname(createRequire(import.meta.url).resolve('serve/package.json')), 'build', 'main.js');
const child = spawn(
  process.execPath,
  [serveBin, clientDir, '--config', '../serve.json', '--listen', `tcp://0.0.0.0:${port}`, '--no-clipboard', '--no-request-logging'],
  { stdio: 'inherit', env: { ...process.env, NO_UPDATE_CHECK: '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
