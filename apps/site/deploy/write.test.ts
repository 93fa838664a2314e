import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, clientDir } from './built-pages';
import { hostConfigurations } from './hosts';
import { documentHeaders, editorDocumentHeaders } from './policy';
import { inlineScriptHashes } from './write';

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
  });

  it('publishes the 404 page and no SPA fallback', async () => {
    const files = (await builtPages()).map(({ file }) => file);
    expect(files).toContain('404.html');
    expect(files).not.toContain('404/index.html');
    expect(files).not.toContain('__spa-fallback.html');
  });
});
