// Local mode of the editor (`pnpm editor`): the site in development with the editor at /admin/ on
// Decap's local backend. decap-server reads and writes the working tree of this repository (no
// Git host, no login): what the editor saves is a change in `git status`, to review and commit.
// PORT (default 5173) is the site's, DECAP_SERVER_PORT (default 8081) decap-server's; the editor's
// configuration points at it. Stops both on Ctrl+C, or when either stops.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouterBin as reactRouter } from './react-router-bin.mjs';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repoDir = path.resolve(siteDir, '..', '..');
const require = createRequire(import.meta.url);
const port = process.env.PORT ?? '5173';
const decapPort = process.env.DECAP_SERVER_PORT ?? '8081';

const decapServer = path.join(path.dirname(require.resolve('decap-server/package.json')), 'dist', 'index.js');

const children = [
  spawn(process.execPath, [decapServer], {
    cwd: repoDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: decapPort, GIT_REPO_DIRECTORY: repoDir, MODE: 'fs', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  }),
  spawn(process.execPath, [reactRouter, 'dev', '--port', port, '--strictPort'], {
    cwd: siteDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DECAP_SERVER_PORT: decapPort },
  }),
];

console.log(`\nEditor do site: http://localhost:${port}/admin/ (grava em ${repoDir}; o site em http://localhost:${port}/)\n`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
