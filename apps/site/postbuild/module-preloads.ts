import { fileURLToPath } from 'node:url';
import { heldModuleType, modulesAttribute, inlineScriptEntries } from '../app/page-start/build.ts';
import { attribute, type Element, elements, headAndBody, isElement } from './html';
import { bundleInlineScript } from './inline-scripts';

/** The inline script that asks for the page's modules after first paint, bundled (same text on every page). */
export async function modulesAfterPaintScript(): Promise<string> {
  return (await bundleInlineScript(fileURLToPath(inlineScriptEntries.modulesAfterPaint))).code;
}

/**
 * Build step (run on every prerendered page by `pipeline.ts`): replaces the page's `modulepreload`
 * links in `<head>` with `script` ({@link modulesAfterPaintScript}: what it does and why is in
 * `app/page-start/modulesAfterPaint.inline.ts`), their addresses in its {@link modulesAttribute},
 * and holds the page's module script in `<body>` ({@link heldModuleType}: React Router's, or an
 * island's, postbuild/islands.ts), so that the page's modules are asked for after first paint,
 * largest first (`sizeOf` gives a module's size in bytes).
 *
 * Why: React Router's `<Scripts />` lists every module of the page as a `modulepreload` link, and
 * React writes them in `<head>`, before its scripts (an island's, postbuild/islands.ts, go there
 * too). On a phone's network they compete with the page for the first second, and Lighthouse
 * counts every high-priority script that has arrived before first paint as blocking it. Its module
 * script at the end of `<body>` asks for its imports as soon as it
 * is parsed: in some of Lighthouse's runs, before the first paint, which then counted the modules
 * (docs/decisions/0002-modules-after-first-paint.md). Asked for
 * right after first paint (which, with the styles inline, waits for nothing but the page itself),
 * the same modules still arrive together rather than one import at a time. Largest first: over
 * HTTP/1.1 a browser opens six connections to a host, and a seventh request waits for one of them;
 * the small modules may wait, the largest must not.
 *
 * Elements are found by parsing the page (parse5, the HTML spec's algorithm) and changed at their
 * source offsets, so the rest of the page is left byte for byte as React wrote it.
 */
export function deferModulePreloads(html: string, script: string, sizeOf: (href: string) => number): string {
  const { head, body } = headAndBody(html);
  if (!head || !body) throw new Error('página sem <head> ou <body>: confira o documento que app/root.tsx renderiza');

  const links = head.childNodes.filter(
    (node): node is Element => isElement(node) && node.tagName === 'link' && attribute(node, 'rel') === 'modulepreload',
  );
  if (links.length === 0) return html;
  // React Router's at the end of <body>; an island's after the island, wherever that is.
  const moduleScript = elements(body).find(
    (node) => node.tagName === 'script' && attribute(node, 'type') === 'module' && attribute(node, 'src') === undefined,
  );
  const attrs = moduleScript?.sourceCodeLocation?.attrs;
  if (!attrs?.type) {
    throw new Error('links modulepreload no <head> sem script de módulo no <body> que os inicie: confira os <Scripts /> de app/root.tsx, ou o <Island> da página');
  }
  const hrefs = links.map((link) => attribute(link, 'href')!).sort((a, b) => sizeOf(b) - sizeOf(a));
  // A JSON array in a single-quoted attribute: what would end it or start a character reference, escaped.
  const modules = JSON.stringify(hrefs).replaceAll('&', '&amp;').replaceAll("'", '&#39;');

  // From the end of the page backwards, so that each offset still points where it did. The held
  // script loses `async` too: on a data block it is invalid HTML (the copy is a module, async anyway).
  const edits = [
    { ...attrs.type, text: `type="${heldModuleType}"` },
    ...(attrs.async ? [{ ...attrs.async, text: '' }] : []),
  ].sort((a, b) => b.startOffset - a.startOffset);
  let result = html;
  for (const { startOffset, endOffset, text } of edits) {
    // An attribute cut out takes the space before it along.
    const from = text === '' && result[startOffset - 1] === ' ' ? startOffset - 1 : startOffset;
    result = result.slice(0, from) + text + result.slice(endOffset);
  }
  // The script takes the place of the first link; the others are cut out.
  for (const [index, link] of [...links.entries()].reverse()) {
    const { startOffset, endOffset } = link.sourceCodeLocation!;
    const replacement = index === 0 ? `<script ${modulesAttribute}='${modules}'>${script}</script>` : '';
    result = result.slice(0, startOffset) + replacement + result.slice(endOffset);
  }
  return result;
}
