import { describe, expect, it } from 'vitest';
import { islandScripts } from './islands';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const files = { contato: { entry: '/assets/contato-A.js', imports: ['/assets/dist-B.js'] } };
const island = '<main><div data-island="contato"><form></form></div><script type="module" data-island="contato"></script></main>';

describe('islandScripts (build step)', () => {
  it("gives the island's placeholder a module script importing its entry, and <head> the preloads of the entry and its imports", () => {
    expect(islandScripts(page('<title>Contato</title>', island), files)).toBe(
      page(
        '<title>Contato</title><link rel="modulepreload" href="/assets/contato-A.js"/><link rel="modulepreload" href="/assets/dist-B.js"/>',
        island.replace('data-island="contato"></script>', 'data-island="contato">import "/assets/contato-A.js";</script>'),
      ),
    );
  });

  it('finds the end of <head> as a browser does, not inside a script', () => {
    const head = '<script>var s = "</head>";</script>';
    const html = islandScripts(page(head, island), files);
    expect(html).toContain(`${head}<link rel="modulepreload" href="/assets/contato-A.js"/>`);
  });

  it('returns a page without an island unchanged', () => {
    const html = page('<title>Sobre</title>', '<main><h1>Sobre</h1></main>');
    expect(islandScripts(html, files)).toBe(html);
  });

  it('fails the build for an island the islands’ build did not produce', () => {
    expect(() => islandScripts(page('', island.replaceAll('contato', 'outra')), files)).toThrow(/Ilha "outra": sem script na build/);
  });
});
