// `pnpm start`: serves the production build as the deploy targets do, with `sirv` (a static-file
// server made for production: the file list read once at start, ETags, ranges) under node:http,
// configured by the build's serve.json (postbuild/hosts.ts): the files compressed at build (.br, .gz)
// to a browser that accepts them (the pages, scripts and styles held in memory with them, so that
// a request opens no file: docs/performance.md has the figures against nginx), clean URLs (`/sobre` → sobre/index.html), the policy's headers,
// the Portuguese error pages with their statuses (404 for an unknown path), no directory listing,
// and the files that configure hosts (`_headers`) not served.
//
// HOST (default 127.0.0.1: this machine only; HOST=0.0.0.0 for every interface) and PORT
// (default 4173). SITE_BUILD_DIR: the build folder, relative to the site or absolute (a copy of a
// build, in the tests). MODULE_DELAY_MS (a test aid, never for the benchmark) holds every
// JavaScript module that long before serving it, so that a visitor, or a test, acts on each page
// while it hydrates: `MODULE_DELAY_MS=700 pnpm test:e2e` runs the site's e2e that way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDir = path.resolve(siteDir, process.env.SITE_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
if (!existsSync(path.join(buildDir, 'serve.json'))) {
  console.error('Nenhum build encontrado: rode `pnpm build` antes de servir o site.');
  process.exit(1);
}
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const moduleDelayMs = Number(process.env.MODULE_DELAY_MS ?? 0);
/** @type {import('../postbuild/hosts.ts').ServeConfig} */
const config = JSON.parse(readFileSync(path.join(buildDir, 'serve.json'), 'utf8'));
/** As nginx's default (large_client_header_buffers 8k): a longer address gets the 414 page. */
const maxUrlLength = 8192;

/** The headers of a file of the build (its path relative to the client folder), by the rules in order. */
function headersOf(file) {
  const headers = new Map();
  for (const rule of config.headers) {
    if (file.startsWith(rule.prefix ?? '') && file.endsWith(rule.suffix ?? '')) for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return [...headers];
}

/** Types of the files held in memory (sirv's own table serves the others). */
const types = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  // As nginx's mime.types, where sirv's table says image/vnd.microsoft.icon.
  ico: 'image/x-icon',
};
/** Files up to this size are held in memory, with their compressed forms: no file opened per request. */
const inMemoryBytes = 1 << 20;

// Each address a file answers (`/sobre/index.html`, `/sobre`, `/sobre/`), with its headers
// (computed once, as sirv reads the file list once), and the file's bytes when it is held in memory.
const headersByPath = new Map();
const inMemory = new Map();
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
  const absolute = path.join(entry.parentPath, entry.name);
  const file = path.relative(clientDir, absolute).split(path.sep).join('/');
  const headers = headersOf(file);
  const paths = [`/${file}`];
  if (file === 'index.html') paths.push('/');
  else if (file.endsWith('/index.html')) paths.push(`/${file.slice(0, -'/index.html'.length)}`, `/${file.slice(0, -'index.html'.length)}`);
  else if (file.endsWith('.html')) paths.push(`/${file.slice(0, -'.html'.length)}`);
  const type = types[path.extname(file).slice(1)];
  const stats = statSync(absolute);
  const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
  const held =
    type && stats.size <= inMemoryBytes
      ? {
          etag,
          headers: [...headers, ['Content-Type', type], ['Vary', 'Accept-Encoding'], ['ETag', etag], ['Last-Modified', stats.mtime.toUTCString()]],
          identity: readFileSync(absolute),
          br: existsSync(`${absolute}.br`) ? readFileSync(`${absolute}.br`) : null,
          gzip: existsSync(`${absolute}.gz`) ? readFileSync(`${absolute}.gz`) : null,
        }
      : null;
  for (const address of paths) {
    headersByPath.set(address, headers);
    if (held) inMemory.set(address, held);
  }
}

/** The body of `held` in the encoding the request accepts (brotli, then gzip, else none). */
function encoded(request, held) {
  const accepted = request?.headers['accept-encoding'] ?? '';
  if (held.br && /\bbr\b/.test(accepted)) return ['br', held.br];
  if (held.gzip && /\bgzip\b/.test(accepted)) return ['gzip', held.gzip];
  return [null, held.identity];
}

/** An error page, read once with its compressed forms. */
function errorPage(status) {
  const file = config.errorPages[status];
  const read = (suffix) => (existsSync(path.join(clientDir, file + suffix)) ? readFileSync(path.join(clientDir, file + suffix)) : null);
  return { status, headers: headersOf(file), identity: read(''), br: read('.br'), gzip: read('.gz') };
}
const errorPages = Object.fromEntries(Object.keys(config.errorPages).map((status) => [status, errorPage(Number(status))]));

/** Answers with the error page of `status` (its status kept: 431 gets the 400 page's words). */
function sendError(request, response, status, page = errorPages[status]) {
  const [encoding, body] = encoded(request, page);
  // One header at a time: a header set before (Allow, or sirv's before a failure) stays beside them.
  const headers = [...page.headers, ['Content-Type', 'text/html; charset=utf-8'], ['Content-Length', String(body.length)], ['Vary', 'Accept-Encoding']];
  for (const [key, value] of encoding ? [...headers, ['Content-Encoding', encoding]] : headers) response.setHeader(key, value);
  response.writeHead(status);
  response.end(request?.method === 'HEAD' ? undefined : body);
}

const hidden = new Set(config.hidden);
const files = sirv(clientDir, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ['html'],
  setHeaders(response, pathname) {
    for (const [key, value] of headersByPath.get(pathname) ?? []) response.setHeader(key, value);
  },
  onNoMatch: (request, response) => sendError(request, response, 404),
});

function handle(request, response) {
  const url = request.url ?? '/';
  if (url.length > maxUrlLength) return sendError(request, response, 414);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendError(request, response, 405, errorPages[400]);
  }
  let pathname = url.split('?')[0];
  try {
    pathname = decodeURI(pathname);
  } catch {
    return sendError(request, response, 400);
  }
  if (hidden.has(pathname)) return sendError(request, response, 404);
  const held = request.headers.range === undefined ? inMemory.get(pathname) : undefined;
  if (held) {
    if (request.headers['if-none-match'] === held.etag) return response.writeHead(304, held.headers).end();
    const [encoding, body] = encoded(request, held);
    response.writeHead(200, [...held.headers, ['Content-Length', String(body.length)], ...(encoding ? [['Content-Encoding', encoding]] : [])]);
    return response.end(request.method === 'HEAD' ? undefined : body);
  }
  try {
    files(request, response);
  } catch (error) {
    console.error(error);
    if (!response.headersSent) sendError(request, response, 500);
  }
}

const server = http.createServer((request, response) => {
  if (moduleDelayMs > 0 && /^\/assets\/[^?]+\.js(\?|$)/.test(request.url ?? '')) setTimeout(() => handle(request, response), moduleDelayMs);
  else handle(request, response);
});
// A request Node cannot read (a malformed request line, headers too large): the 400 page, as nginx.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const page = errorPages[400];
  const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, ...page.headers.map(([key, value]) => `${key}: ${value}`)];
  head.push('Content-Type: text/html; charset=utf-8', `Content-Length: ${page.identity.length}`, 'Connection: close');
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), page.identity]));
});
server.listen(port, host, () => console.log(`Site em http://${host.includes(':') ? `[${host}]` : host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)).closeAllConnections());
