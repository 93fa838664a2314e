import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const isElement = (node: DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const child = (parent: ParentNode, tagName: string) =>
  parent.childNodes.find((node): node is Element => isElement(node) && node.tagName === tagName);

/** How long, at most, the page's first preloaded image is given the network alone after first paint. */
export const imageHeadStartMs = 100;

/**
 * The inline script that asks for the page's modules as soon as the browser has painted the page:
 * its first contentful paint and, on a page that preloads images (React preloads the first
 * images of a page), the first of them too — for at most {@link imageHeadStartMs} ms after first
 * paint: on a phone that image is the largest paint (the /clientes carousel shows one photo at a
 * time), and modules asked for earlier would share its bandwidth; on a slow phone, waiting longer
 * would delay hydration more than it helps the image. It checks once per animation frame (Paint
 * and Resource Timing; a PerformanceObserver would hear of a paint only when the browser is idle,
 * seconds later on a slow phone) and, in the frame it finds them, appends the links React Router
 * would have written to `<head>` (React adopts them when it hydrates `<Scripts />`), in the order
 * given. Chrome reports a paint only once it is on screen, so the modules are asked for after it,
 * as Lighthouse must see. Frames are no substitute: the second frame that finds `<main>` in the
 * document came before the paint was on screen in most e2e runs, and Lighthouse then counted the
 * modules in the largest paint (/clientes 1.66 s). Without Paint Timing it waits for the second
 * frame. In a background tab (no frames) the module script React Router writes at the end of
 * `<body>` still loads every module, one import after another.
 */
export function modulePreloadsScript(hrefs: readonly string[]): string {
  const painted =
    'function painted(){return window.PerformancePaintTiming?performance.getEntriesByName("first-contentful-paint").length>0:frames>1}';
  const wait =
    'function wait(){frames++;var now=performance.now();if(painted()){paintedAt=paintedAt||now;' +
    `if(!image||performance.getEntriesByName(image.href).length>0||now-paintedAt>=${imageHeadStartMs})return load()}` +
    'requestAnimationFrame(wait)}';
  return (
    '(function(hrefs){var image=document.querySelector("link[rel=preload][as=image]"),frames=0,paintedAt=0;' +
    'function load(){hrefs.forEach(function(href){var link=document.createElement("link");' +
    'link.rel="modulepreload";link.href=href;document.head.appendChild(link)})}' +
    `${painted}${wait}requestAnimationFrame(wait)})(${JSON.stringify(hrefs)})`
  );
}

/**
 * Build step (run on every prerendered page by `write.ts`): replaces the page's `modulepreload`
 * links in `<head>` with {@link modulePreloadsScript}, which adds them after first paint, largest
 * first (`sizeOf` gives a module's size in bytes).
 *
 * Why: React Router's `<Scripts />` lists every module of the page as a `modulepreload` link, and
 * React writes them at the top of `<head>`. On a phone's network they compete with the page for
 * the first second, and Lighthouse counts every high-priority script requested before first paint
 * as blocking it. Asked for right after first paint (which, with the styles inline, waits for
 * nothing but the page itself), the same modules still arrive together rather than one import at
 * a time; the module script React Router writes at the end of `<body>` starts the app as before.
 * Largest first: over HTTP/1.1 a browser opens six connections to a host, and a seventh request
 * waits for one of them; the small modules may wait, the largest must not.
 *
 * Elements are found by parsing the page (parse5, the HTML spec's algorithm) and cut out by
 * their source offsets, so the rest of the page is left byte for byte as React wrote it.
 */
export function deferModulePreloads(html: string, sizeOf: (href: string) => number): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = child(document, 'html');
  const head = root && child(root, 'head');
  if (!head) throw new Error('deferModulePreloads: a page without <head>');

  const links = head.childNodes.filter(
    (node): node is Element => isElement(node) && node.tagName === 'link' && attribute(node, 'rel') === 'modulepreload',
  );
  if (links.length === 0) return html;
  const hrefs = links.map((link) => attribute(link, 'href')!).sort((a, b) => sizeOf(b) - sizeOf(a));

  // The script takes the place of the first link; the others are cut out.
  let result = html;
  for (const [index, link] of [...links.entries()].reverse()) {
    const { startOffset, endOffset } = link.sourceCodeLocation!;
    const replacement = index === 0 ? `<script>${modulePreloadsScript(hrefs)}</script>` : '';
    result = result.slice(0, startOffset) + replacement + result.slice(endOffset);
  }
  return result;
}
