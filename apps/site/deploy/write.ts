import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { documentHeaders } from './policy';
import { hostConfigurations } from './hosts';
import { placeholderWarning, shareImagePath } from '@repo/content';
import { inlineCriticalCss } from './critical-css';
import { deferModulePreloads } from './module-preloads';
import { notFoundPath } from './routes';
import { robotsTxt, sitemapXml } from './seo-files';
import { shareImage } from './share-image';
import { appleTouchIcon, faviconIco, faviconSvg } from './favicon';
import { brandIcons } from '../app/components/brandMark';

/** Every `.html` file below `dir`, as paths relative to it. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * CSP source expressions (`sha256-…`) of the inline scripts of one HTML page: every `<script>`
 * without `src` that the browser may run (not a JSON block), found by parsing the page.
 */
export function inlineScriptHashes(html: string): string[] {
  return DomUtils.getElementsByTagName('script', parseDocument(html))
    .filter((script) => script.attribs.src === undefined && !/^application\/(ld\+)?json$/.test(script.attribs.type ?? ''))
    .map((script) => DomUtils.textContent(script))
    .filter((body) => body !== '')
    .map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

/**
 * Turns the prerendered client build into a deployable static site: the catch-all page becomes
 * `404.html`, and the one serving policy (`policy.ts`) is written out for every host.
 */
export async function writeDeployFiles(clientDir: string): Promise<void> {
  const buildDir = path.dirname(clientDir);
  const notFoundDir = path.join(clientDir, notFoundPath);
  await writeFile(path.join(clientDir, '404.html'), await readFile(path.join(notFoundDir, 'index.html')));
  await rm(notFoundDir, { recursive: true });
  // Every page is prerendered, so the SPA fallback would only ever be served by mistake.
  await rm(path.join(clientDir, '__spa-fallback.html'), { force: true });

  await writeFile(path.join(clientDir, shareImagePath), await shareImage());
  await writeFile(path.join(clientDir, brandIcons.svg), faviconSvg());
  await writeFile(path.join(clientDir, brandIcons.ico), await faviconIco());
  await writeFile(path.join(clientDir, brandIcons.appleTouch), await appleTouchIcon());
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml());
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt());

  // Every page keeps the part of the site's stylesheet that styles it (critical-css.ts), and asks
  // for its modules after its first paint (module-preloads.ts); the script that does it is hashed
  // below with the others.
  const hashes = new Set<string>();
  for (const file of await htmlFiles(clientDir)) {
    const prerendered = await readFile(path.join(clientDir, file), 'utf8');
    const html = deferModulePreloads(inlineCriticalCss(prerendered), (href) => statSync(path.join(clientDir, href)).size);
    await writeFile(path.join(clientDir, file), html);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  const hosts = hostConfigurations(documentHeaders([...hashes].sort()));
  await writeFile(path.join(buildDir, 'serve.json'), hosts.serveJson);
  await writeFile(path.join(clientDir, '_headers'), hosts.headersFile);
  await writeFile(path.join(buildDir, 'vercel.json'), hosts.vercelJson);
  await writeFile(path.join(buildDir, 'nginx.conf'), hosts.nginxConf);

  const warning = placeholderWarning();
  if (warning) console.warn(`\n\u26a0\ufe0f  ${warning}\n`);
}
