import { selectOne } from 'css-select';
import { parseDocument } from 'htmlparser2';
import { parse } from 'parse5';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import { siteStylesheetAttribute } from '../app/page-start/build.ts';
import { attribute, elements } from './html';
import { failedAttribute } from '../app/gallery/names';

/**
 * Attribute selectors of states that change without the page's modules — a `<details>` opened by a
 * press, and what an inline script of a page that does not hydrate sets (/clientes' carousel: a
 * photo that failed to load, `data-failed="true"`): matched as if the element were in that state,
 * so that a page that never gets the whole stylesheet still has their rules.
 */
const nativeStateAttribute = new RegExp(String.raw`\[\s*(?:open|${failedAttribute}(?:="?true"?)?)\s*\]`, 'g');

/**
 * The part of one selector that must match an element of the page for the rule to be kept: the
 * selector without its pseudo-classes and pseudo-elements (`:hover`, `:focus-visible`, `::before`,
 * `:checked`…, and what `:not()`/`:is()` are left with once theirs are gone) and without native
 * state attributes ({@link nativeStateAttribute}). So a rule is kept when the element it styles is
 * on the page, whatever state the visitor may put it in. Functional ones with a selector or
 * formula left (`:not(.x)`, `:nth-child(2n)`) stay: css-select evaluates them.
 */
export function elementSelector(selector: string): string {
  if (selector === ':root') return 'html';
  let stripped = selector.replace(nativeStateAttribute, '').replace(/(?<!\\)::?[a-zA-Z-]+(?![a-zA-Z-(])/g, '');
  // `:not(:focus)` → `:not()`: drop emptied functional pseudo-classes, innermost first.
  for (let previous = ''; previous !== stripped; ) {
    previous = stripped;
    stripped = stripped
      .replace(/(?<!\\)::?[a-zA-Z-]+\(\s*\)/g, '')
      .replace(/\(\s*,/g, '(')
      .replace(/,\s*\)/g, ')')
      .replace(/,\s*,/g, ',');
  }
  stripped = stripped.trim();
  // A compound left empty (`:hover > .x` → ` > .x`) means any element.
  return stripped === '' || /^[>+~]/.test(stripped) ? `*${stripped}` : stripped.replace(/([>+~]\s*)$/, '$1*');
}

/** Names of the `@keyframes` that the kept declarations refer to. */
function animationNames(root: Container, names: Set<string>): void {
  root.walkDecls(/^(-webkit-)?animation(-name)?$/, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) names.add(word);
  });
}

const isInsideKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name);

/**
 * The page's critical CSS: the rules of the site's stylesheet that can style an element of this
 * page (see {@link elementSelector}), in the stylesheet's order, inside the same at-rules (`@media`
 * rules are kept for every viewport), with the custom properties of the theme (`:root`, `html`) and
 * the keyframes those rules animate with. A selector css-select cannot evaluate is kept.
 *
 * What only the page's JavaScript brings on screen — an open menu or dialog, a toast, a field's
 * error, the wizard's next steps, another page after a client-side navigation — comes with the
 * whole stylesheet, which the page downloads once its modules have arrived and applies once it has
 * hydrated (`app/page-start/siteStylesheet.ts`).
 */
export function criticalCss(css: string, html: string): string {
  const document = parseDocument(html);
  const root = postcss.parse(css);
  const matches = new Map<string, boolean>();
  const onPage = (selector: string) => {
    const compound = elementSelector(selector);
    let found = matches.get(compound);
    if (found === undefined) {
      try {
        found = selectOne(compound, document) !== null;
      } catch {
        found = true;
      }
      matches.set(compound, found);
    }
    return found;
  };

  root.walkRules((rule) => {
    if (isInsideKeyframes(rule)) return;
    const kept = rule.selectors.filter(onPage);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const animated = new Set<string>();
  animationNames(root, animated);
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    if (!animated.has(keyframes.params.trim())) keyframes.remove();
  });
  // Then the at-rules left empty, innermost first (`@supports { @media { } }`).
  for (let removed = true; removed; ) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/**
 * Build step (run on every prerendered page by `pipeline.ts`): replaces the whole stylesheet that
 * `SiteStyles` wrote inline (the `<style>` that names its file by {@link siteStylesheetAttribute})
 * with the page's {@link criticalCss}. The rest of the page is left byte for byte as React wrote it.
 *
 * Why: with the whole stylesheet, most pages' first response (HTML and headers) outgrew what a new
 * connection delivers in its first round trip (TCP's initial window, 10 segments ≈ 14.6 KB), and
 * their first paint waited one round trip more (docs/decisions/0006-critical-css-kept.md).
 */
export function inlineCriticalCss(html: string): string {
  const style = elements(parse(html, { sourceCodeLocationInfo: true })).find(
    (element) => element.tagName === 'style' && attribute(element, siteStylesheetAttribute) !== undefined,
  );
  if (!style) throw new Error(`página sem o <style ${siteStylesheetAttribute}> da folha de estilos do site: app/root.tsx deve renderizar <SiteStyles /> no <head>`);
  const text = style.childNodes[0];
  if (style.childNodes.length !== 1 || !text || !('value' in text) || !text.sourceCodeLocation) {
    throw new Error(`o <style ${siteStylesheetAttribute}> da página não é um texto só: SiteStyles (app/page-start/SiteStyles.tsx) deve escrever nele a folha inteira`);
  }
  const { startOffset, endOffset } = text.sourceCodeLocation;
  return html.slice(0, startOffset) + criticalCss(html.slice(startOffset, endOffset), html) + html.slice(endOffset);
}
