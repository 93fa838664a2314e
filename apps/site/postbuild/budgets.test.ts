import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteStylesheetAttribute } from '../app/page-start/build.ts';
import { type BuiltPage, builtPages, clientDir, hasForm, initialAssets, inlineScripts } from './built-pages';
import { budgets, islandPageJs, plainPageInlineCeiling } from './budgets';
import { type PageModes, readPageModes } from './page-modes';
import { attribute, elements, text } from './html';

const KB = 1024;

async function gzipSize(files: string[]): Promise<number> {
  const [result] = await sizeLimit([filePlugin], { checks: [{ files, gzip: true }] });
  return result?.size ?? Number.NaN;
}

/**
 * What the parser meets that fetches something before the page can be painted or competes with it
 * for the network at high priority: external stylesheets, classic scripts without async/defer,
 * module and script/style/font preloads. (Image preloads — React writes them for the first
 * images of a page, its likely largest paint — do not hold first paint.)
 */
function renderBlockingRequests(html: string): string[] {
  return elements(html)
    .filter((element) => {
      const rel = attribute(element, 'rel');
      if (element.tagName === 'link') {
        return rel === 'stylesheet' || rel === 'modulepreload' || (rel === 'preload' && attribute(element, 'as') !== 'image');
      }
      if (element.tagName !== 'script' || attribute(element, 'src') === undefined) return false;
      return attribute(element, 'type') !== 'module' && attribute(element, 'async') === undefined && attribute(element, 'defer') === undefined;
    })
    .map((element) => `<${element.tagName} ${element.attrs.map((a) => `${a.name}="${a.value}"`).join(' ')}>`);
}

/** The whole stylesheet a page's inline `<style>` was cut from (`data-site-stylesheet`). */
const siteStylesheet = (html: string) =>
  elements(html)
    .map((element) => attribute(element, siteStylesheetAttribute))
    .find((href) => href !== undefined);

/** The CSS a page carries inline, in `<style>` elements. */
const inlineCss = (html: string) =>
  elements(html)
    .filter((element) => element.tagName === 'style')
    .map(text)
    .join('\n');

describe('byte budgets of the production build', () => {
  let pages: BuiltPage[];
  let modes: PageModes;
  // A page that hydrates whole without a form: it loads none of the forms' code.
  const withoutForm = (page: BuiltPage) => modes[page.file] === 'whole' && !hasForm(page.html);
  beforeAll(async () => {
    pages = await builtPages();
    modes = readPageModes();
  });

  it('prerenders every page, each with its mode in the build’s map', () => {
    expect(pages.map((page) => page.file)).toContain('index.html');
    expect(pages.length).toBeGreaterThanOrEqual(9);
    expect(Object.keys(modes).sort()).toEqual(pages.map((page) => page.file).sort());
  });

  // The forms' pages: each hydrates its form alone, an island (app/islands/), with none of React Router.
  it(`a page whose island alone hydrates loads at most its ceiling of JavaScript (gzip: ${Object.entries(islandPageJs)
    .map(([file, budget]) => `${file} ${budget / KB} KB`)
    .join(', ')}), none of React Router's`, async () => {
    const islands = pages.filter((page) => modes[page.file] === 'island');
    expect(islands.length).toBeGreaterThan(0);
    for (const built of islands) {
      const files = initialAssets(built.html, 'js');
      expect.soft(files.length, built.file).toBeGreaterThan(0);
      expect.soft(islandPageJs[built.file], `${built.file}: its ceiling in budgets.ts`).toBeDefined();
      expect.soft(await gzipSize(files), built.file).toBeLessThanOrEqual(islandPageJs[built.file] ?? 0);
      expect.soft(built.html, built.file).not.toContain('__reactRouterContext');
    }
  });

  it('/confira-sua-proposta loads no more JavaScript up front than /contato (gzip; issue 51)', async () => {
    const [offer, contact] = await Promise.all(
      ['confira-sua-proposta/index.html', 'contato/index.html'].map((file) => gzipSize(initialAssets(pages.find((each) => each.file === file)!.html, 'js'))),
    );
    expect(offer).toBeGreaterThan(0);
    expect(offer).toBeLessThanOrEqual(contact!);
  });

  it(`no page loads more than ${budgets.anyPageJs / KB} KB of JavaScript up front (gzip)`, async () => {
    for (const page of pages) {
      const size = await gzipSize(initialAssets(page.html, 'js'));
      expect.soft(size, page.file).toBeLessThanOrEqual(budgets.anyPageJs);
    }
  });

  it(`a page without a form loads at most ${budgets.withoutFormJs / KB} KB of JavaScript up front (gzip)`, async () => {
    const plain = pages.filter(withoutForm);
    expect(plain.length).toBeGreaterThan(0);
    for (const page of plain) {
      expect.soft(await gzipSize(initialAssets(page.html, 'js')), page.file).toBeLessThanOrEqual(budgets.withoutFormJs);
    }
  });

  it(`a page that does not hydrate asks for no script, and runs at most ${budgets.plainPageInlineJs / KB} KB of inline JavaScript (gzip; /home ${budgets.fraudWarningInlineJs / KB} KB more for its warning, /clientes ${budgets.carouselInlineJs / KB} KB for its carousel)`, () => {
    const plain = pages.filter((page) => modes[page.file] === 'plain');
    expect(plain.length).toBeGreaterThan(0);
    for (const page of plain) {
      expect.soft(initialAssets(page.html, 'js'), page.file).toEqual([]);
      expect.soft(elements(page.html).filter((element) => element.tagName === 'script' && attribute(element, 'type') === 'module'), page.file).toEqual([]);
      expect.soft(gzipSync(inlineScripts(page.html)).length, page.file).toBeLessThanOrEqual(plainPageInlineCeiling(page.file));
    }
  });

  it(`no page asks for more than ${budgets.scripts} scripts up front, one without a form ${budgets.withoutFormScripts} (each a round trip on a phone)`, () => {
    for (const page of pages) {
      const ceiling = withoutForm(page) ? budgets.withoutFormScripts : budgets.scripts;
      expect.soft(initialAssets(page.html, 'js').length, page.file).toBeLessThanOrEqual(ceiling);
    }
  });

  it(`no page asks for a stylesheet up front, nor carries more than ${budgets.inlineCss / KB} KB of CSS inline (gzip)`, () => {
    for (const page of pages) {
      expect.soft(initialAssets(page.html, 'css'), page.file).toEqual([]);
      const css = inlineCss(page.html);
      expect.soft(css.length, page.file).toBeGreaterThan(0);
      expect.soft(gzipSync(css).length, page.file).toBeLessThanOrEqual(budgets.inlineCss);
    }
  });

  it(`the whole stylesheet, which every page loads once its modules have arrived, weighs at most ${budgets.wholeCss / KB} KB (gzip)`, async () => {
    const stylesheets = new Set(pages.map((page) => siteStylesheet(page.html)));
    expect(stylesheets.size).toBe(1);
    const [href] = stylesheets;
    expect(href).toMatch(/^\/assets\/style-.+\.css$/);
    const whole = await readFile(path.join(clientDir, href!));
    expect(gzipSync(whole).length).toBeLessThanOrEqual(budgets.wholeCss);
    // What a page carries inline is a part of it (the landing's, the most, about half: its header's
    // menu, which works before hydration and without it, styled for every state).
    for (const page of pages) expect.soft(inlineCss(page.html).length, page.file).toBeLessThan(whole.length * 0.55);
  });

  it(`no page's HTML, styles included, weighs more than ${budgets.html / KB} KB (gzip)`, () => {
    for (const page of pages) expect.soft(gzipSync(page.html).length, page.file).toBeLessThanOrEqual(budgets.html);
  });

  it(`no page makes more than ${budgets.renderBlocking} render-blocking request(s) before its first paint`, () => {
    for (const page of pages) {
      expect.soft(renderBlockingRequests(page.html).length, page.file).toBeLessThanOrEqual(budgets.renderBlocking);
    }
  });

  it('counts what would block first paint (the check above can fail)', () => {
    const blocking = renderBlockingRequests(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/b.js">' +
        '<script src="/c.js"></script><script src="/d.js" defer></script><script type="module" src="/e.js"></script>' +
        '<link rel="preload" as="image" href="/f.webp"><link rel="canonical" href="/"></head><body></body></html>',
    );
    expect(blocking).toEqual(['<link rel="stylesheet" href="/a.css">', '<link rel="modulepreload" href="/b.js">', '<script src="/c.js">']);
  });
});
