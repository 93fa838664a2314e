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
 * The `type` the build gives React Router's module script, which starts the app: not a script
 * type, so the browser leaves it alone until {@link modulePreloadsScript} runs a copy of it.
 */
export const heldModuleType = 'text/x-module-after-paint';

/**
 * The inline script that starts the page's JavaScript as soon as the browser has painted the page:
 * its first contentful paint and, on a page that preloads images (React preloads the first images
 * of a page), the first of them too — for at most {@link imageHeadStartMs} ms after first paint: on
 * a phone that image is the largest paint (the /clientes carousel shows one photo at a time), and
 * modules asked for earlier would share its bandwidth; on a slow phone, waiting longer would delay
 * hydration more than it helps the image.
 *
 * Then it appends the links React Router would have written to `<head>`, in the order given (React
 * adopts them when it hydrates `<Scripts />`), and runs React Router's module script, held until
 * then ({@link heldModuleType}): a copy of it, same text and so the same CSP hash, goes into
 * `<head>` once the page is parsed. Not one module is asked for before the paint, by the links or
 * by that script's imports. Each link, and the script, in a task of its own (a MessageChannel
 * message: no timer's 4 ms clamp), none in the animation frame that found the paint: that frame
 * also styles, paints and commits the page, and with the appends in it, it was one of the long
 * tasks Lighthouse counted after first paint (a request costs main-thread time where DevTools
 * records each one's initiator; figures: docs/decisions/0002-modules-after-first-paint.md).
 *
 * It checks once per animation frame (Paint and Resource Timing; a PerformanceObserver hears of a
 * paint only when the browser is idle, seconds later on a slow phone, but it is listened to as
 * well: a test's fake clock, Playwright's among them, hides the timeline from `performance`, not
 * from observers). Chrome reports a paint only once it is on screen, so the modules are asked for
 * after it, as Lighthouse must see. Frames are no substitute: the second frame that finds `<main>`
 * in the document came before the paint was on screen in most e2e runs, and Lighthouse then
 * counted the modules in the largest paint (decision 0002). Without Paint Timing it waits for
 * the second frame. In a tab that is not visible (no frames, no paint) it starts at once.
 */
export function modulePreloadsScript(hrefs: readonly string[]): string {
  const painted =
    'function painted(){return reported||(window.PerformancePaintTiming?performance.getEntriesByName("first-contentful-paint").length>0:frames>1)}';
  const observe =
    'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length>0)reported=true})' +
    '.observe({type:"paint",buffered:true})}catch(error){}';
  const run =
    `function run(){var held=document.querySelector('script[type="${heldModuleType}"]');if(!held)return;` +
    'var script=document.createElement("script");script.type="module";script.textContent=held.textContent;document.head.appendChild(script)}';
  const post = 'function post(task){channel.port1.onmessage=task;channel.port2.postMessage(null)}';
  const start =
    'function start(){if(started)return;started=true;var queue=hrefs.slice();' +
    'function next(){var href=queue.shift();if(href===undefined){' +
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",run);else run();return}' +
    'var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link);post(next)}' +
    'next()}';
  const wait =
    'function wait(){if(started)return;frames++;var now=performance.now();if(painted()){paintedAt=paintedAt||now;' +
    `if(!image||performance.getEntriesByName(image.href).length>0||now-paintedAt>=${imageHeadStartMs})return post(start)}` +
    'requestAnimationFrame(wait)}';
  const hidden =
    'function hidden(){if(document.visibilityState!=="visible")start()}';
  return (
    '(function(hrefs){var image=document.querySelector("link[rel=preload][as=image]"),frames=0,paintedAt=0,started=false,reported=false,channel=new MessageChannel;' +
    `${painted}${run}${post}${start}${wait}${hidden}${observe}` +
    'document.addEventListener("visibilitychange",hidden);hidden();requestAnimationFrame(wait)' +
    `})(${JSON.stringify(hrefs)})`
  );
}

/**
 * Build step (run on every prerendered page by `write.ts`): replaces the page's `modulepreload`
 * links in `<head>` with {@link modulePreloadsScript} and holds React Router's module script at the
 * end of `<body>` ({@link heldModuleType}), so that the page's modules are asked for after first
 * paint, largest first (`sizeOf` gives a module's size in bytes).
 *
 * Why: React Router's `<Scripts />` lists every module of the page as a `modulepreload` link, and
 * React writes them at the top of `<head>`. On a phone's network they compete with the page for
 * the first second, and Lighthouse counts every high-priority script that has arrived before first
 * paint as blocking it. Its module script at the end of `<body>` asks for its imports as soon as it
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
export function deferModulePreloads(html: string, sizeOf: (href: string) => number): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = child(document, 'html');
  const head = root && child(root, 'head');
  const body = root && child(root, 'body');
  if (!head || !body) throw new Error('deferModulePreloads: a page without <head> or <body>');

  const links = head.childNodes.filter(
    (node): node is Element => isElement(node) && node.tagName === 'link' && attribute(node, 'rel') === 'modulepreload',
  );
  if (links.length === 0) return html;
  const moduleScript = body.childNodes.find(
    (node): node is Element =>
      isElement(node) && node.tagName === 'script' && attribute(node, 'type') === 'module' && attribute(node, 'src') === undefined,
  );
  const attrs = moduleScript?.sourceCodeLocation?.attrs;
  if (!attrs?.type) throw new Error("deferModulePreloads: modulepreload links but no React Router module script in <body>");
  const hrefs = links.map((link) => attribute(link, 'href')!).sort((a, b) => sizeOf(b) - sizeOf(a));

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
    const replacement = index === 0 ? `<script>${modulePreloadsScript(hrefs)}</script>` : '';
    result = result.slice(0, startOffset) + replacement + result.slice(endOffset);
  }
  return result;
}
