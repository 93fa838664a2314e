import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { documentHeaders, hashedAssetsPrefix, type Header, immutableCache, revalidateCache, transportHeaders } from './policy';
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

/** CSP source expressions (`sha256-…`) of the inline scripts of one HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body === '' || /type="application\/(ld\+)?json"/.test(match[0])) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

const headerLines = (headers: Header[], indent: string) =>
  headers.map(({ key, value }) => `${indent}${key}: ${value}`).join('\n');

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
  const pageHeaders = documentHeaders([...hashes].sort());
  const assetsGlob = `${hashedAssetsPrefix.slice(1)}**`;

  // `pnpm start` (serve): rules match the served file; a later match overrides a key. The pages
  // are the HTML files (a clean URL, the 404 page).
  const serveConfig = {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '**', headers: [...transportHeaders, revalidateCache] },
      { source: '**/*.html', headers: pageHeaders },
      { source: assetsGlob, headers: [immutableCache] },
    ],
  };
  await writeFile(path.join(buildDir, 'serve.json'), `${JSON.stringify(serveConfig, null, 2)}\n`);

  // Cloudflare Pages and Netlify read `_headers` from the published folder. Both join the values
  // of a header set by two matching rules, so Cache-Control is set once per path kind; neither
  // can take a header back from a path in a syntax the other accepts, so the hashed assets carry
  // the page headers too there.
  const headersFile = [
    `/*\n${headerLines([...transportHeaders, ...pageHeaders], '  ')}`,
    `${hashedAssetsPrefix}*\n${headerLines([immutableCache], '  ')}`,
  ].join('\n');
  await writeFile(path.join(clientDir, '_headers'), `${headersFile}\n`);

  // Vercel: `vercel.json` beside the published folder (see docs/deploy.md). The last rule that
  // sets a header wins; everything outside the hashed assets is a page or a public file.
  const vercelConfig = {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: [...transportHeaders, revalidateCache] },
      { source: `/((?!${hashedAssetsPrefix.slice(1)}).*)`, headers: pageHeaders },
      { source: `${hashedAssetsPrefix}(.*)`, headers: [immutableCache] },
    ],
  };
  await writeFile(path.join(buildDir, 'vercel.json'), `${JSON.stringify(vercelConfig, null, 2)}\n`);

  // nginx: add_header in a location replaces the server's, so each location repeats the set.
  const addHeaders = (headers: Header[]) =>
    headers.map(({ key, value }) => `    add_header ${key} "${value}" always;`).join('\n');
  const nginx = `# Include inside the server block whose root is build/client.
gzip on;
gzip_types text/css application/javascript image/svg+xml application/xml text/plain;
error_page 404 /404.html;

location ${hashedAssetsPrefix} {
${addHeaders([...transportHeaders, immutableCache])}
    try_files $uri =404;
}

location / {
${addHeaders([...transportHeaders, ...pageHeaders, revalidateCache])}
    try_files $uri $uri.html $uri/index.html =404;
}
`;
  await writeFile(path.join(buildDir, 'nginx.conf'), nginx);

  const warning = placeholderWarning();
  if (warning) console.warn(`\n\u26a0\ufe0f  ${warning}\n`);
}
