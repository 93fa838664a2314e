import { beforeAll, describe, expect, it } from 'vitest';
import { heldModuleType, modulesAttribute } from '../app/page-start/build.ts';
import { attribute, elements } from './html';
import { deferModulePreloads, modulesAfterPaintScript } from './module-preloads';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

/** The modules the page's script is given, as the browser reads its attribute. */
const modulesOf = (html: string) =>
  elements(html)
    .map((element) => attribute(element, modulesAttribute))
    .find((value) => value !== undefined);

/** Sizes of the modules in the pages below: the root route's module is the larger. */
const sizes: Record<string, number> = { '/assets/entry.client-A.js': 500, '/assets/root-B.js': 2_600 };
const sizeOf = (href: string) => sizes[href] ?? 0;

describe('deferModulePreloads (build step)', () => {
  let script: string;
  beforeAll(async () => {
    script = await modulesAfterPaintScript();
  });
  const head =
    '<title>Início</title><link rel="canonical" href="https://example.test/"/>' +
    '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>' +
    '<style>.x{color:red}</style>';
  const body = '<main><h1>Olá</h1></main><script type="module" async="">import "/assets/root-B.js";</script>';

  it('replaces the modulepreload links in <head> with one script that adds them, largest first, and holds the module script', () => {
    const html = deferModulePreloads(page(head, body), script, sizeOf);
    expect(html).toBe(
      page(
        '<title>Início</title><link rel="canonical" href="https://example.test/"/>' +
          `<script ${modulesAttribute}='["/assets/root-B.js","/assets/entry.client-A.js"]'>${script}</script>` +
          '<style>.x{color:red}</style>',
        body.replace('type="module" async=""', `type="${heldModuleType}"`),
      ),
    );
  });

  it('leaves every other byte of the page as it was', () => {
    const html = deferModulePreloads(page(head, body), script, sizeOf);
    expect(html.replace(`<script ${modulesAttribute}='["/assets/root-B.js","/assets/entry.client-A.js"]'>${script}</script>`, '').replace(heldModuleType, 'module" async="')).toBe(
      page(head.replace(/<link rel="modulepreload"[^>]*>/g, ''), body),
    );
  });

  it('writes the addresses as data that reads back as they were, whatever characters they hold', () => {
    const odd = ["/assets/it's.js", '/assets/a&amp;b.js'];
    const html = deferModulePreloads(page(odd.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(''), body), script, sizeOf);
    expect(JSON.parse(modulesOf(html) ?? 'null')).toEqual(["/assets/it's.js", '/assets/a&b.js']);
  });

  it('returns a page without modulepreload links unchanged', () => {
    const html = page('<title>Início</title>', body);
    expect(deferModulePreloads(html, script, sizeOf)).toBe(html);
  });

  it('refuses a page whose modules nothing would start', () => {
    expect(() => deferModulePreloads(page(head, '<main></main>'), script, sizeOf)).toThrow(/sem script de módulo no <body>/);
  });

  it('is not fooled by the same markup inside a script or a comment', () => {
    const lookalike = '<!-- <link rel="modulepreload" href="/x.js"/> --><script>var s = \'<link rel="modulepreload" href="/y.js">\';</script>';
    const html = page(`<title>Início</title>${lookalike}`, '<main></main>');
    expect(deferModulePreloads(html, script, sizeOf)).toBe(html);
  });
});
