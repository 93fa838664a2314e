// Serves the production build exactly as the deploy targets do (clean URLs, real 404,
// the generated headers) with `serve` from npm. PORT overrides the default 4173.
// MODULE_DELAY_MS (a test aid, never for the benchmark) holds every JavaScript module that long
// before serving it, so that a visitor, or a test, acts on each page while it hydrates:
// `MODULE_DELAY_MS=700 pnpm test:e2e` runs the site's e2e that way.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// SITE_BUILD_DIR: relative to the site, or absolute (a copy of a build, in the tests).
const buildDir = path.resolve(siteDir, process.env.SITE_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
if (!existsSync(path.join(buildDir, 'serve.json'))) {
  console.error('Nenhum build encontrado: rode `pnpm build` antes de servir o site.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const moduleDelayMs = Number(process.env.MODULE_DELAY_MS ?? 0);
// With a delay, `serve` listens on the next port, behind a proxy that holds the modules.
const servePort = moduleDelayMs > 0 ? port + 1 : port;
const serveBin = path.join(path.dirname(createRequire(import.meta.url).resolve('serve/package.json')), 'build', 'main.js');
const child = spawn(
  process.execPath,
  [serveBin, clientDir, '--config', '../serve.json', '--listen', `tcp://0.0.0.0:${servePort}`, '--no-clipboard', '--no-request-logging'],
  { stdio: 'inherit', env: { ...process.env, NO_UPDATE_CHECK: '1' } },
);
if (moduleDelayMs > 0) {
  http
    .createServer((request, response) => {
      const forward = () => {
        const upstream = http.request(
          { host: '127.0.0.1', port: servePort, path: request.url, method: request.method, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.writeHead(502).end());
        request.pipe(upstream);
      };
      if (/^\/assets\/[^?]+\.js(\?|$)/.test(request.url ?? '')) setTimeout(forward, moduleDelayMs);
      else forward();
    })
    .listen(port);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
