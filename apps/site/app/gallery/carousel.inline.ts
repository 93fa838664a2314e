import { consoleMessages } from '@repo/content';
import { startCarousel } from '@repo/ui/carousel-script';
import { failedAttribute } from './names';

/*
 * Inline right after /clientes' carousel (ui's Carousel, routes/clientes.tsx), so it works as soon
 * as the carousel is parsed, with no framework: the page does not hydrate. ui's script moves it
 * (autoplay, buttons, swipe, the APG states); this adds what is the site's: a photo that fails to
 * load is dimmed and logged, once. Bundled alone into the page's text at build
 * (postbuild/inline-scripts.ts); the CSP allows it by its hash.
 */

const region = document.currentScript?.previousElementSibling;
if (region instanceof HTMLElement) {
  startCarousel(region);
  const failed = (image: HTMLImageElement): void => {
    if (image.hasAttribute(failedAttribute)) return;
    image.setAttribute(failedAttribute, 'true');
    // The file the browser picked (a format and width of its <picture>), not the fallback.
    console.error(consoleMessages.imageFailed(image.currentSrc || image.src));
  };
  for (const image of region.querySelectorAll('img')) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) failed(image);
    image.addEventListener('error', () => failed(image));
  }
}
