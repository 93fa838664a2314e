import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handOver, inlineScriptEntries } from '../app/page-start/build.ts';
import { builtPages } from './built-pages';
import { elements, text } from './html';
import { bundleInlineScript } from './inline-scripts';
import { modulesAfterPaintScript } from './module-preloads';
import { readPageModes } from './page-modes';

const earlyPressesEntry = fileURLToPath(inlineScriptEntries.earlyPresses);

/** Writes `files` (name → source) into a new temporary folder; returns its path. */
async function sources(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inline-script-'));
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(dir, name), source);
  return dir;
}

/** The text of each `<script>` in the page's `<head>`, in order. */
const headScripts = (html: string) =>
  elements(elements(html).find((element) => element.tagName === 'head')!)
    .filter((element) => element.tagName === 'script')
    .map(text);

describe('bundleInlineScript', () => {
  it('makes one minified IIFE of a module and what it imports, leaving out what it does not use', async () => {
    const { code, files } = await bundleInlineScript(earlyPressesEntry);
    expect(code).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    expect(code).not.toMatch(/\bimport\b|\bexport\b|\n/);
    // The name it shares with the client entry is written in; the client entry's code is not.
    expect(code).toContain(handOver);
    expect(code).not.toContain('requestSubmit');
    expect(files.map((file) => path.basename(file)).sort()).toEqual(['earlyPresses.inline.ts', 'earlyPresses.ts']);
  });

  it('bundles a workspace package’s script from its TypeScript source, as the site’s build reads it (ui’s carousel on /clientes)', async () => {
    const { code, files } = await bundleInlineScript(fileURLToPath(new URL('../app/gallery/carousel.inline.ts', import.meta.url)));
    const ui = files.filter((file) => file.includes(`${path.sep}packages${path.sep}ui${path.sep}`));
    expect(ui.map((file) => path.relative(fileURLToPath(new URL('../../../packages/ui/', import.meta.url)), file)).sort()).toEqual([
      path.join('src', 'Carousel', 'names.ts'),
      path.join('src', 'Carousel', 'script.ts'),
    ]);
    expect(code).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
  });

  it('writes a script whose text would end or nest the <script> element it goes in, or refuses it', async () => {
    const dir = await sources({
      'ends.inline.ts': "document.body.insertAdjacentHTML('beforeend', '<p></script></p>');",
      'nests.inline.ts': "document.body.insertAdjacentHTML('beforeend', '<!-- <p> -->');",
    });
    expect((await bundleInlineScript(path.join(dir, 'ends.inline.ts'))).code).not.toMatch(/<\/script/i);
    await expect(bundleInlineScript(path.join(dir, 'nests.inline.ts'))).rejects.toThrow(/nests\.inline\.ts: .*<!--/);
  });

  it('reads the build’s constants as the page’s modules do: a product the broker does not offer is a dead branch left out', async () => {
    const dir = await sources({
      'offers.inline.ts': "document.title = BROKER_OFFERS.refinanciamento ? 'Refinanciamento' : 'Financiamento';",
    });
    const { code } = await bundleInlineScript(path.join(dir, 'offers.inline.ts'), { 'BROKER_OFFERS.refinanciamento': 'false' });
    expect(code).not.toMatch(/BROKER_OFFERS|Refinanciamento/);
    expect(code).toContain('Financiamento');
  });
});

describe('the built inline scripts', () => {
  it('name no build constant left undefined (a page would throw "BROKER_OFFERS is not defined")', async () => {
    for (const page of await builtPages()) {
      for (const script of elements(page.html).filter((element) => element.tagName === 'script')) {
        expect.soft(text(script), page.file).not.toMatch(/\bBROKER_OFFERS\b/);
      }
    }
  });
});

describe('the built pages', () => {
  it('each that hydrates, whole or its island, runs the bundled scripts first in <head>, before the body is parsed, in the order of app/page-start/README.md, the same text on every page; the others neither', async () => {
    const earlyPresses = (await bundleInlineScript(earlyPressesEntry)).code;
    const modulesAfterPaint = await modulesAfterPaintScript();
    const pages = await builtPages();
    const modes = readPageModes();
    expect(pages.filter(({ file }) => modes[file] !== 'plain').length).toBeGreaterThan(0);
    for (const { file, html } of pages) {
      const scripts = headScripts(html);
      // A page that does not hydrate has no press to hold and no module to ask for.
      if (modes[file] === 'plain') {
        expect.soft(scripts, file).not.toContain(earlyPresses);
        expect.soft(scripts, file).not.toContain(modulesAfterPaint);
        continue;
      }
      // The modules asked for after first paint, then the presses held.
      expect.soft(scripts.slice(0, 2), file).toEqual([modulesAfterPaint, earlyPresses]);
    }
  });
});
