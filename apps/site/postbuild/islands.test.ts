import { describe, expect, it } from 'vitest';
import { islandScripts } from './islands';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const files = { contato: { entry: '/assets/contato-A.js', imports: ['/assets/dist-B.js'] } };
const island = '<main><div data-island="contato"><form></form></div><script type="module" data-island="contato"></script></main>';
/** What root.tsx and React write in an island page's <head>: hoisted elements, then its scripts (the held presses' first). */
const head = '<title>Contato</title><link rel="icon" href="/favicon.svg"/><script>holdPresses()</script><script>campaign()</script><style>.x{}</style>';
const preloads = '<link rel="modulepreload" href="/assets/contato-A.js"/><link rel="modulepreload" href="/assets/dist-B.js"/>';

describe('islandScripts (build step)', () => {
  it("gives the island's placeholder a module script importing its entry, and <head> the preloads of the entry and its imports, before its first script (where a whole page has React Router's)", () => {
    expect(islandScripts(page(head, island), files)).toBe(
      page(
        `<title>Contato</title><link rel="icon" href="/favicon.svg"/>${preloads}<script>holdPresses()</script><script>campaign()</script><style>.x{}</style>`,
        island.replace('data-island="contato"></script>', 'data-island="contato">import "/assets/contato-A.js";</script>'),
      ),
    );
  });

  it("finds <head>'s first script as a browser does, not inside a comment", () => {
    const lookalike = '<!-- <script>old()</script> -->';
    const html = islandScripts(page(`${lookalike}${head}`, island), files);
    expect(html).toContain(`${lookalike}<title>Contato</title><link rel="icon" href="/favicon.svg"/>${preloads}<script>holdPresses()</script>`);
  });

  it('returns a page without an island unchanged', () => {
    const html = page('<title>Sobre</title>', '<main><h1>Sobre</h1></main>');
    expect(islandScripts(html, files)).toBe(html);
  });

  it('fails the build for an island page without a script in <head> (its presses before hydration would be lost)', () => {
    expect(() => islandScripts(page('<title>Contato</title>', island), files)).toThrow(/página com ilha mas sem script no <head>/);
  });

  it('fails the build for an island the islands’ build did not produce', () => {
    expect(() => islandScripts(page('', island.replaceAll('contato', 'outra')), files)).toThrow(/Ilha "outra": a página tem esta ilha, mas a build não gerou o seu script/);
  });
});
