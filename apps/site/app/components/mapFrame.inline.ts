import { nearMargin } from './mapFrame';

/*
 * Inline right after the store map's frame (StoreMap.tsx) on a page that does not hydrate whole (a
 * plain page, or one whose form alone hydrates): the frame holds the map in a `<noscript>`, which
 * the page without JavaScript shows at once (lazy); this script creates the map from that markup
 * once the page has loaded and the visitor is near it. The map is another origin's page, with its
 * own scripts: a frame in the page from the start is asked for as the page is parsed, even lazy (on
 * a phone's screen the browser's distance for lazy frames reaches below the fold), and Lighthouse's
 * phone counted that request before the first paint (docs/decisions/0025-island-modules-after-first-paint.md).
 * Bundled alone into the page's text at build (postbuild/inline-scripts.ts); the CSP allows it by its hash.
 */

const frame = document.currentScript?.previousElementSibling;
const map = frame?.querySelector('noscript');

if (frame && map) {
  const whenNear = (): void => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // The noscript's text is the map's markup, prerendered by React (the page's own).
        map.outerHTML = map.textContent ?? '';
      },
      { rootMargin: nearMargin },
    );
    observer.observe(frame);
  };
  if (document.readyState === 'complete') whenNear();
  else window.addEventListener('load', whenNear, { once: true });
}
