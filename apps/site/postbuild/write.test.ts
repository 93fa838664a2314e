import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { notFoundPage, serverErrorMeta, serverErrorPages } from '@repo/content';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, clientDir } from './built-pages';
import { errorPages, hostConfigurations } from './hosts';
import { documentHeaders, editorDocumentHeaders } from './policy';
import { publicPaths } from './routes';
import { compressible, inlineScriptHashes } from './write';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes each inline script exactly as written, not those with src nor JSON blocks', () => {
    const html =
      '<head><script>window.a = "<b>&amp;"</script><script src="/assets/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="application/json">{}</script>' +
      '<script type="module">import("/assets/y.js")</script><script></script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = "<b>&amp;"'), sha256('import("/assets/y.js")')]);
  });
});

describe('the deployable build', () => {
  it('writes every host the policy, with the hash of every inline script of every page', async () => {
    const hashes = new Set((await builtPages()).flatMap(({ html }) => inlineScriptHashes(html)));
    expect(hashes.size).toBeGreaterThan(0);
    // The build ran without CMS_REPO: the editor's page talks to no Git host.
    const expected = hostConfigurations(documentHeaders([...hashes].sort()), editorDocumentHeaders([]));
    const buildDir = path.dirname(clientDir);
    expect(await readFile(path.join(buildDir, 'serve.json'), 'utf8')).toBe(expected.serveJson);
    expect(await readFile(path.join(clientDir, '_headers'), 'utf8')).toBe(expected.headersFile);
    expect(await readFile(path.join(buildDir, 'vercel.json'), 'utf8')).toBe(expected.vercelJson);
    expect(await readFile(path.join(buildDir, 'nginx.conf'), 'utf8')).toBe(expected.nginxConf);
    expect(await readFile(path.join(buildDir, 'nginx-brotli.conf'), 'utf8')).toBe(expected.nginxBrotliConf);
  });

  it('writes the server error pages: the 404 page’s layout with their Portuguese words, without a script', async () => {
    for (const status of [400, 414, 500] as const) {
      const html = await readFile(path.join(clientDir, `${status}.html`), 'utf8');
      expect(html).toContain(`<title>${serverErrorMeta(status).title}</title>`);
      expect(html).toContain(serverErrorPages[status].heading);
      expect(html).toContain(serverErrorPages[status].description);
      expect(html).not.toContain(notFoundPage.title);
      expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)|modulepreload/);
      expect(html).toContain('<footer');
    }
  });

  it('gives every page, script, stylesheet, SVG, JSON and XML its .br and .gz, each the same file once decoded', async () => {
    const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
    for (const kind of ['.html', '.js', '.css', '.svg', '.xml']) expect(files.some((file) => file.endsWith(kind)), kind).toBe(true);
    for (const file of files) {
      const content = await readFile(file);
      const relative = path.relative(clientDir, file);
      // Only a file too small to shrink goes without (robots.txt).
      if (content.length < 200) continue;
      expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(content), `${relative}.br`).toBe(true);
      expect(gunzipSync(await readFile(`${file}.gz`)).equals(content), `${relative}.gz`).toBe(true);
    }
  });

  // Exactly these: React Router's build also writes its SPA fallback (`__spa-fallback.html`, which
  // notFoundPage deletes by that name), so a release that renames it leaves a page here.
  it('publishes the prerendered pages and the 404 page, and no other page: no SPA fallback', async () => {
    const files = (await builtPages()).map(({ file }) => file);
    const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
    expect(files).toEqual([...publicPaths.map(pageFile), errorPages[404]].sort());
  });
});
