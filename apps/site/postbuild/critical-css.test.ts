import { describe, expect, it } from 'vitest';
import { siteStylesheetAttribute } from '../app/page-start/build.ts';
import { criticalCss, elementSelector, inlineCriticalCss } from './critical-css';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="pt-BR" class="theme"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

/** The top-level rules of a stylesheet, without the whitespace around punctuation. */
function rules(css: string): string[] {
  const compact = css.replace(/\s*([{};:,>+~])\s*/g, '$1').replace(/\s+/g, ' ').trim();
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (const [index, char] of [...compact].entries()) {
    if (char === '{') depth++;
    if (char === '}' && --depth === 0) {
      found.push(compact.slice(start, index + 1));
      start = index + 1;
    }
  }
  return found;
}

describe('elementSelector', () => {
  it.each([
    ['.button:hover', '.button'],
    ['.button:focus-visible', '.button'],
    ['.field::placeholder', '.field'],
    ['.radio:checked+.label', '.radio+.label'],
    ['.button:not(:disabled)', '.button'],
    ['.list>li:first-child', '.list>li'],
    [':root', 'html'],
    ['.faq[open] .answer', '.faq .answer'],
    ['.photo[data-failed="true"]', '.photo'],
    ['.photo[data-failed=true]', '.photo'],
    [':is(:hover,:focus)>.icon', '*>.icon'],
    ['.grid>:nth-child(2n)', '.grid>:nth-child(2n)'],
    ['.card:not(.card--flat)', '.card:not(.card--flat)'],
    ['.menu>:focus', '.menu>*'],
  ])('matches %s on the element it styles, in any state: %s', (selector, element) => {
    expect(elementSelector(selector)).toBe(element);
  });
});

describe('criticalCss', () => {
  const html = page(
    '<header class="header"><button class="toggle" aria-expanded="false">Menu</button><nav class="menu" data-open="false"></nav></header>' +
      '<main><details class="faq"><summary>Pergunta</summary><p class="answer">Resposta</p></details>' +
      '<a class="button" href="/contato">Contato</a><noscript><p class="notice">Ative o JavaScript</p></noscript></main>',
  );

  it('keeps the rules that style an element of the page, in their order, and drops the others', () => {
    const css = '.header{position:sticky}.wizard{display:grid}.button{color:blue}.toast{opacity:0}main .button{margin:0}';
    expect(rules(criticalCss(css, html))).toEqual(['.header{position:sticky}', '.button{color:blue}', 'main .button{margin:0}']);
  });

  it('keeps every state of an element on the page (a press, the keyboard, a pseudo-element)', () => {
    const css = '.button:hover{color:navy}.button:focus-visible{outline:2px solid}.button::after{content:""}.toast:hover{opacity:1}';
    expect(rules(criticalCss(css, html))).toEqual(['.button:hover{color:navy}', '.button:focus-visible{outline:2px solid}', '.button::after{content:""}']);
  });

  it('leaves out the states only the page’s JavaScript sets (the menu opened), which come with the whole stylesheet', () => {
    const css = '.menu{display:none}.menu[data-open="true"]{display:block}.toggle[aria-expanded="true"]{color:red}';
    expect(rules(criticalCss(css, html))).toEqual(['.menu{display:none}']);
  });

  it('keeps an open <details>’ rules: without JavaScript the browser opens it', () => {
    expect(rules(criticalCss('.faq[open] .answer{display:block}', html))).toEqual(['.faq[open] .answer{display:block}']);
  });

  it('keeps what a page without JavaScript shows inside <noscript>', () => {
    expect(rules(criticalCss('.notice{color:red}', html))).toEqual(['.notice{color:red}']);
  });

  it('keeps the theme’s custom properties, and only the selectors of a list that match', () => {
    const css = ':root{--space:4px}.theme{--brand:#0a4a9e}.wizard,.button{padding:var(--space)}';
    expect(rules(criticalCss(css, html))).toEqual([':root{--space:4px}', '.theme{--brand:#0a4a9e}', '.button{padding:var(--space)}']);
  });

  it('keeps a rule inside @media (every viewport) and drops an at-rule left empty', () => {
    const css = '@media (min-width:48em){.header{position:static}}@media (min-width:64em){.wizard{gap:2rem}}@supports (display:grid){@media print{.toast{display:none}}}';
    expect(rules(criticalCss(css, html))).toEqual(['@media (min-width:48em){.header{position:static}}']);
  });

  it('keeps the keyframes of a kept rule, and not the others', () => {
    const css = '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.button{animation:spin 1s}.toast{animation-name:fade}';
    expect(rules(criticalCss(css, html))).toEqual(['@keyframes spin{to{transform:rotate(1turn)}}', '.button{animation:spin 1s}']);
  });

  it('keeps a rule whose selector it cannot evaluate, whatever it styles', () => {
    expect(rules(criticalCss('.wizard:-moz-unknown(1){color:red}', html))).toEqual(['.wizard:-moz-unknown(1){color:red}']);
  });
});

describe('inlineCriticalCss (build step)', () => {
  const style = (css: string) => `<style ${siteStylesheetAttribute}="/assets/style-A.css">${css}</style>`;
  const css = '.header{position:sticky}.wizard{display:grid}';
  const body = '<header class="header"></header><script>var s = "<style>.wizard{}</style>";</script>';

  it('replaces the site stylesheet written inline with the page’s part of it, and leaves every other byte as it was', () => {
    expect(inlineCriticalCss(page(body, `<title>Início</title>${style(css)}`))).toBe(
      page(body, `<title>Início</title>${style('.header{position:sticky}')}`),
    );
  });

  it('refuses a page without the site stylesheet (the prerender changed)', () => {
    expect(() => inlineCriticalCss(page(body, '<style>.header{}</style>'))).toThrow(/sem o <style data-site-stylesheet>/);
  });
});
