import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { shareImagePath } from '@repo/content';
import { brandIcons } from '../app/components/brandMark';
import { nginxArguments, nginxPath, nginxServerConfig } from '../scripts/nginx.mjs';
import { backendFromEnv, backendOrigins, editorConfig } from '../editor/config';
import { editorDir, editorFiles } from '../editor/page';
import { appleTouchIcon, faviconIco, faviconSvg } from './favicon';
import { hostConfigurations } from './hosts';
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
 * build's environment names (`CMS_REPO`…, editor/config.ts), or a page saying it is not connected.
 */
export async function editorPage(clientDir: string): Promise<void> {
  const backend = backendFromEnv();
  const dir = path.join(clientDir, editorDir);
  await mkdir(dir, { recursive: true });
  for (const [name, content] of editorFiles(backend ? { connected: true, config: editorConfig({ backend }) } : { connected: false })) {
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
  await checkNginxConf({ clientDir, buildDir });
}

/**
 * Where nginx is installed, it reads the nginx.conf just written inside a server block (`nginx -t`),
 * as a host would include it: a file it refuses fails the build, not the deploy.
 */
export async function checkNginxConf({ clientDir, buildDir }: { clientDir: string; buildDir: string }): Promise<void> {
  if (!existsSync(nginxPath)) return;
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'site-nginx-check-'));
  try {
    const configFile = path.join(tempDir, 'nginx.conf');
    await writeFile(configFile, nginxServerConfig({ port: 8080, clientDir, siteConf: path.join(buildDir, 'nginx.conf'), tempDir }));
    execFileSync(nginxPath, [...nginxArguments(tempDir, configFile), '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    throw new Error(`O nginx recusou o build/nginx.conf gerado (nginx -t); nada foi publicado:\n${stderr}`);
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}
