import { heldModuleType, imageHeadStartMs, modulesAttribute } from './modulesAfterPaint';

/*
 * Inline in each page's <head>, where the build put it in place of the page's `modulepreload`
 * links (postbuild/module-preloads.ts, which says why): it starts the page's JavaScript as soon as the
 * browser has painted the page: its first contentful paint and, on a page that preloads images
 * (React preloads the first images of a page), the first of them too — for at most
 * `imageHeadStartMs` after first paint: on a phone that image is the largest paint (as /clientes'
 * first photo was, when that page hydrated), and modules asked for earlier would share its bandwidth;
 * on a slow phone, waiting longer would delay hydration more than it helps the image.
 *
 * Then it appends the links React Router would have written to `<head>`, in the order given (its
 * `data-modules`; React adopts them when it hydrates `<Scripts />`), and runs React Router's
 * module script (on a page with an island, the module script importing the island's entry:
 * postbuild/islands.ts), held until then (`heldModuleType`): a copy of it, same text and so the same CSP
 * hash, goes into `<head>` once the page is parsed. Not one module is asked for before the paint,
 * by the links or by that script's imports. Each link, and the script, in a task of its own (a
 * MessageChannel message: no timer's 4 ms clamp), none in the animation frame that found the
 * paint: that frame also styles, paints and commits the page, and with the appends in it, it was
 * one of the long tasks Lighthouse counted after first paint (a request costs main-thread time
 * where DevTools records each one's initiator; docs/decisions/0002-modules-after-first-paint.md).
 *
 * It checks once per animation frame (Paint and Resource Timing; a PerformanceObserver hears of a
 * paint only when the browser is idle, seconds later on a slow phone, but it is listened to as
 * well: a test's fake clock, Playwright's among them, hides the timeline from `performance`, not
 * from observers). Chrome reports a paint only once it is on screen, so the modules are asked for
 * after it, as Lighthouse must see. Frames are no substitute: the second frame that finds `<main>`
 * in the document came before the paint was on screen in most e2e runs, and Lighthouse then
 * counted the modules in the largest paint (decision 0002). Without Paint Timing it waits for the
 * second frame. In a tab that is not visible (no frames, no paint) it starts at once.
 */

const modules = JSON.parse(document.currentScript?.getAttribute(modulesAttribute) ?? '[]') as string[];
const image = document.querySelector<HTMLLinkElement>('link[rel=preload][as=image]');
const channel = new MessageChannel();
let frames = 0;
let paintedAt = 0;
let started = false;
let reported = false;

function painted(): boolean {
  return reported || ('PerformancePaintTiming' in window ? performance.getEntriesByName('first-contentful-paint').length > 0 : frames > 1);
}

/** Runs a copy of the held module script. */
function run(): void {
  const held = document.querySelector(`script[type="${heldModuleType}"]`);
  if (!held) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = held.textContent;
  document.head.appendChild(script);
}

/** Runs `task` in a task of its own. */
function post(task: () => void): void {
  channel.port1.onmessage = task;
  channel.port2.postMessage(null);
}

function start(): void {
  if (started) return;
  started = true;
  const queue = modules.slice();
  const next = (): void => {
    const href = queue.shift();
    if (href === undefined) {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
      else run();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
    post(next);
  };
  next();
}

function wait(): void {
  if (started) return;
  frames++;
  const now = performance.now();
  if (painted()) {
    paintedAt ||= now;
    if (!image || performance.getEntriesByName(image.href).length > 0 || now - paintedAt >= imageHeadStartMs) return post(start);
  }
  requestAnimationFrame(wait);
}

function hidden(): void {
  if (document.visibilityState !== 'visible') start();
}

try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) reported = true;
  }).observe({ type: 'paint', buffered: true });
} catch {
  // No Paint Timing: the frames decide.
}
document.addEventListener('visibilitychange', hidden);
hidden();
requestAnimationFrame(wait);
