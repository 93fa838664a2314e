import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { notFoundMeta, notFoundPage as notFoundCopy, serverErrorMeta, serverErrorPages, shareImagePath } from '@repo/content';
import { brandIcons } from '../app/components/brandMark';
import { nginxArguments, nginxPath, nginxServerConfig } from '../scripts/nginx.mjs';
import { backendFromEnv, backendOrigins, editorConfig } from '../editor/config';
import { editorDir, editorFiles, editorOriginFromEnv } from '../editor/page';
import { appleTouchIcon, faviconIco, faviconSvg } from './favicon';
import { errorPages, hostConfigurations } from './hosts';
import { attribute, elements, text } from './html';
import { documentHeaders, editorDocumentHeaders } from './policy';
import { notFoundPath } from './routes';
import { robotsTxt, sitemapXml } from './seo-files';
import { shareImage } from './share-image';

/*
 * The file-writing steps of the pipeline (pipeline.ts, which runs them in order): what the
 * prerendered folder gains besides its pages, and each host's configuration.
 */

/** Every `.html` file below `dir`, as paths relative to it, but the editor's. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && path.relative(dir, entry.parentPath) !== editorDir)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * CSP source expressions (`sha256-…`) of the inline scripts of one HTML page: every `<script>`
 * without `src` that the browser may run (not a JSON block), found by parsing the page.
 */
export function inlineScriptHashes(html: string): string[] {
  return elements(html)
    .filter((element) => element.tagName === 'script')
    .filter((script) => attribute(script, 'src') === undefined && !/^application\/(ld\+)?json$/.test(attribute(script, 'type') ?? ''))
    .map(text)
    .filter((body) => body !== '')
    .map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

/** The catch-all page becomes `404.html`; the SPA fallback goes (every page is prerendered, so it would only ever be served by mistake). */
export async function notFoundPage(clientDir: string): Promise<void> {
  const notFoundDir = path.join(clientDir, notFoundPath);
  await writeFile(path.join(clientDir, '404.html'), await readFile(path.join(notFoundDir, 'index.html')));
  await rm(notFoundDir, { recursive: true });
  await rm(path.join(clientDir, '__spa-fallback.html'), { force: true });
}

/**
 * The pages a server answers its own errors with (400, 414, 500): the 404 page with their words,
 * without its scripts (the catch-all route would hydrate it back into the 404's words), so in the
 * site's layout, Portuguese, and answered with the pages' headers.
 */
export async function serverErrorPageFiles(clientDir: string): Promise<void> {
  const notFound = await readFile(path.join(clientDir, errorPages[404]), 'utf8');
  const withoutScripts = notFound.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  for (const status of [400, 414, 500] as const) {
    const meta = serverErrorMeta(status);
    const copy = serverErrorPages[status];
    const html = [
      [notFoundMeta.title, meta.title],
      [notFoundMeta.description, meta.description],
      [notFoundCopy.title, copy.heading],
      [notFoundCopy.description, copy.description],
    ].reduce((page, [from, to]) => page.replaceAll(from!, to!), withoutScripts);
    await writeFile(path.join(clientDir, errorPages[status]), html);
  }
}

/** What is compressed at build: pages, scripts, stylesheets, SVG, JSON, XML, text. */
export const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every compressible file gets its `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside it,
 * made once here rather than at each request; a server sends the one the browser accepts. A file
 * that would not shrink (a short robots.txt) gets none, and is sent as it is.
 */
export async function precompressedFiles(clientDir: string): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  // Two at a time: zlib runs on libuv's pool, and the build machine may have two cores.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzip(content, { level: 9 }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** The share image, the icons, the sitemap and robots.txt, drawn from the broker's data. */
export async function publicFiles(clientDir: string): Promise<void> {
  await writeFile(path.join(clientDir, shareImagePath), await shareImage());
  await writeFile(path.join(clientDir, brandIcons.svg), faviconSvg());
  await writeFile(path.join(clientDir, brandIcons.ico), await faviconIco());
  await writeFile(path.join(clientDir, brandIcons.appleTouch), await appleTouchIcon());
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml());
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt());
}

/**
 * The editor at /admin (editor/page.ts): Decap CMS and its configuration for the Git host the
 * build's environment names (`CMS_REPO`…, editor/config.ts), or a page saying it is not connected;
 * with `CMS_ORIGIN`, only a page that sends the staff to the editor on its own origin.
 */
export async function editorPage(clientDir: string): Promise<void> {
  const elsewhere = editorOriginFromEnv();
  const backend = backendFromEnv();
  const dir = path.join(clientDir, editorDir);
  await mkdir(dir, { recursive: true });
  const page = elsewhere ? { elsewhere } : backend ? { connected: true as const, config: editorConfig({ backend }) } : { connected: false as const };
  for (const [name, content] of editorFiles(page)) {
    await writeFile(path.join(dir, name), content());
  }
}

/**
 * The one serving policy (policy.ts) for every host, its CSP allowing the inline scripts of the
 * pages as they are now: the last step that changes a page must come before this one. The editor's
 * page has a policy of its own, allowing the Git host it was configured with.
 */
export async function servingPolicy({ clientDir, buildDir }: { clientDir: string; buildDir: string }): Promise<void> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(clientDir)) for (const hash of inlineScriptHashes(await readFile(path.join(clientDir, file), 'utf8'))) hashes.add(hash);
  const backend = backendFromEnv();
  const hosts = hostConfigurations(documentHeaders([...hashes].sort()), editorDocumentHeaders(backend ? backendOrigins(backend) : []));
  await writeFile(path.join(buildDir, 'serve.json'), hosts.serveJson);
  await writeFile(path.join(clientDir, '_headers'), hosts.headersFile);
  await writeFile(path.join(buildDir, 'vercel.json'), hosts.vercelJson);
  await writeFile(path.join(buildDir, 'nginx.conf'), hosts.nginxConf);
  await writeFile(path.join(buildDir, 'nginx-brotli.conf'), hosts.nginxBrotliConf);
  await checkNginxConf({ clientDir, buildDir });
}

/**
 * Where nginx is installed, it reads the nginx.conf just written inside a server block (`nginx -t`),
 * as a host would include it (with nginx-brotli.conf where the brotli module is installed): a file
 * it refuses fails the build, not the deploy.
 */
export async function checkNginxConf({ clientDir, buildDir }: { clientDir: string; buildDir: string }): Promise<void> {
  if (!existsSync(nginxPath)) return;
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'site-nginx-check-'));
  try {
    const configFile = path.join(tempDir, 'nginx.conf');
    await writeFile(
      configFile,
      nginxServerConfig({ port: 8080, clientDir, siteConf: path.join(buildDir, 'nginx.conf'), brotliConf: path.join(buildDir, 'nginx-brotli.conf'), tempDir }),
    );
    execFileSync(nginxPath, [...nginxArguments(tempDir, configFile), '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    throw new Error(`O nginx recusou o build/nginx.conf gerado (nginx -t); nada foi publicado:\n${stderr}`);
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}
