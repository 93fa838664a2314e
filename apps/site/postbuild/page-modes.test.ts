import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageMode } from '../app/page-start/build.ts';
import { type BuiltPage, builtPages, clientDir, initialAssets } from './built-pages';
import { attribute, elements, text } from './html';
import { pageFile, pageModes, type PageModes, pagesIn, readPageModes } from './page-modes';

/** What React Router's runtime names in the browser, and only it: the context its scripts hydrate from. */
const reactRouterRuntime = '__reactRouterContext';

/** The page's `<script>` elements. */
const scripts = (html: string) => elements(html).filter((element) => element.tagName === 'script');

/** The text of every script file a page loads up front. */
const loadedCode = async (html: string) => Promise.all(initialAssets(html, 'js').map((file) => readFile(file, 'utf8')));

describe('the modes of the built pages (their routes’ handles: app/page-start/hydrates.ts)', () => {
  let pages: BuiltPage[];
  let modes: PageModes;
  /** The first built page in `mode`. */
  const pageIn = (mode: PageMode) => {
    const file = pagesIn(modes, mode)[0];
    expect(file, mode).toBeDefined();
    return pages.find((page) => page.file === file)!;
  };
  beforeAll(async () => {
    pages = await builtPages();
    modes = readPageModes();
  });

  it('name every built page', () => {
    expect(Object.keys(modes).sort()).toEqual(pages.map((page) => page.file).sort());
  });

  it('a plain page runs no module and loads no script: only classic inline scripts (and data)', async () => {
    const { html, file } = pageIn('plain');
    expect(initialAssets(html, 'js'), file).toEqual([]);
    for (const script of scripts(html)) {
      expect(attribute(script, 'src'), file).toBeUndefined();
      expect([undefined, 'application/ld+json'], file).toContain(attribute(script, 'type'));
    }
    expect(scripts(html).filter((script) => attribute(script, 'type') === undefined).length, file).toBeGreaterThan(0);
    expect(html).not.toContain(reactRouterRuntime);
  });

  it('an island page runs its island’s entry, built, and none of React Router', async () => {
    const { html, file } = pageIn('island');
    // Its module scripts: each an island's, held until first paint (postbuild/module-preloads.ts).
    const modules = scripts(html).filter((script) => ![undefined, 'application/ld+json'].includes(attribute(script, 'type')));
    expect(modules.length, file).toBeGreaterThan(0);
    for (const script of modules) {
      const name = attribute(script, 'data-island');
      expect(name, file).toBeDefined();
      const entry = /^import "(\/assets\/([\w-]+)-[\w-]{8}\.js)";$/.exec(text(script));
      expect(entry?.[2], file).toBe(name);
      expect(await readFile(path.join(clientDir, entry![1]!), 'utf8'), name).toContain('data-island');
      expect(initialAssets(html, 'js'), file).toContain(path.join(clientDir, entry![1]!));
    }
    expect(html).not.toContain(reactRouterRuntime);
    for (const code of await loadedCode(html)) expect(code).not.toContain(reactRouterRuntime);
  });

  it('a whole page runs React Router’s modules', async () => {
    const { html, file } = pageIn('whole');
    expect(html, file).toContain(`window.${reactRouterRuntime}`);
    expect(initialAssets(html, 'js').some((asset) => /[\\/]entry\.client-[\w-]+\.js$/.test(asset)), file).toBe(true);
    expect((await loadedCode(html)).some((code) => code.includes(reactRouterRuntime)), file).toBe(true);
  });
});

describe('pageModes (build step)', () => {
  const routes = {
    root: { id: 'root', path: '', module: {} },
    'routes/landing': { id: 'routes/landing', parentId: 'root', index: true, module: { handle: { mode: 'island' } } },
    'routes/sobre': { id: 'routes/sobre', parentId: 'root', path: 'sobre', module: { handle: { mode: 'plain' } } },
    'routes/canais': { id: 'routes/canais', parentId: 'root', path: 'canais', module: {} },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: {} },
  };

  it('gives each prerendered path’s file its deepest route’s mode, whole without a handle', () => {
    expect(pageModes(routes, ['/', '/sobre', '/canais', '/404'])).toEqual({
      'index.html': 'island',
      'sobre/index.html': 'plain',
      'canais/index.html': 'whole',
      '404.html': 'whole',
    });
  });

  it('names a page by the file its path is prerendered to', () => {
    expect(['/', '/contato', '/404'].map(pageFile)).toEqual(['index.html', 'contato/index.html', '404.html']);
  });
});
