import { consoleMessages } from '@repo/content';
import {
  counterAttribute,
  dotAttribute,
  failedAttribute,
  intervalAttribute,
  pauseLabelAttribute,
  playLabelAttribute,
  readyAttribute,
  rotationAttribute,
  slideAttribute,
  stepAttribute,
  viewportAttribute,
} from './names';

/*
 * Inline right after /clientes' carousel (Carousel.tsx), so it works as soon as the carousel is
 * parsed, with no framework: the page does not hydrate. The slides are a row that scrolls
 * sideways and snaps to a slide (CSS); this script scrolls it every `data-intervalo-ms` and on its
 * buttons, and keeps what the APG carousel pattern asks: the current slide's dot marked, the
 * slides off screen inert, the pause button's name, `aria-live` "off" while rotating and "polite"
 * otherwise. Autoplay pauses while a mouse is over the carousel or a finger on it, stops when
 * focus enters it (but for the pause button) and never starts under `prefers-reduced-motion`
 * (the visitor may still press play). A swipe moves it too: the slide it stops on becomes the
 * current one. A photo that fails to load is dimmed and logged, once. Bundled alone into the
 * page's text at build (deploy/inline-scripts.ts); the CSP allows it by its hash.
 */

const region = document.currentScript?.previousElementSibling;
const viewport = region?.querySelector<HTMLElement>(`[${viewportAttribute}]`);
if (region instanceof HTMLElement && viewport) {
  const slides = [...region.querySelectorAll<HTMLElement>(`[${slideAttribute}]`)];
  const dots = [...region.querySelectorAll<HTMLElement>(`[${dotAttribute}]`)];
  const rotation = region.querySelector<HTMLElement>(`[${rotationAttribute}]`);
  const counter = region.querySelector<HTMLElement>(`[${counterAttribute}]`);
  const interval = Number(region.getAttribute(intervalAttribute));
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const count = slides.length;
  let current = 0;
  // A scroll this script asked for is under way; the visitor's touch, wheel or key takes over.
  let scripted = false;
  let playing = !reducedMotion.matches;
  let hovered = false;
  let touching = false;
  let timer = 0;

  /** How many slides the layout shows at once (CSS decides, per screen width). */
  const shown = (): number => {
    const [first, second] = slides;
    if (!first || !second) return 1;
    const step = second.offsetLeft - first.offsetLeft;
    return Math.max(1, Math.round((viewport.clientWidth + step - first.offsetWidth) / step));
  };
  /** The first slide on screen: the current one, or as far as the row goes. */
  const firstShown = (): number => Math.max(0, Math.min(current, count - shown()));
  const rotating = (): boolean => playing && !hovered && !touching && count > 1 && interval > 0;

  const render = (): void => {
    const first = firstShown();
    const last = first + shown();
    slides.forEach((slide, index) => {
      slide.setAttribute(slideAttribute, index === current ? 'current' : index >= first && index < last ? 'visible' : 'hidden');
      slide.inert = index < first || index >= last;
    });
    dots.forEach((dot, index) => (index === current ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    if (counter) counter.textContent = `${current + 1} / ${count}`;
    if (rotation) {
      const [pauseIcon, playIcon] = rotation.children as unknown as [HTMLElement?, HTMLElement?];
      if (pauseIcon) pauseIcon.hidden = !playing;
      if (playIcon) playIcon.hidden = playing;
      rotation.setAttribute(rotationAttribute, playing ? 'playing' : 'paused');
      rotation.setAttribute('aria-label', rotation.getAttribute(playing ? pauseLabelAttribute : playLabelAttribute) ?? '');
    }
    viewport.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    clearTimeout(timer);
    if (rotating()) timer = window.setTimeout(() => goTo(current + 1), interval);
  };

  const goTo = (index: number, behavior: ScrollBehavior = reducedMotion.matches ? 'instant' : 'smooth'): void => {
    current = ((index % count) + count) % count;
    const left = slides[firstShown()]!.offsetLeft - slides[0]!.offsetLeft;
    // Already there (a resize, the first render): no scroll, so no scrollend to wait for.
    scripted = Math.abs(viewport.scrollLeft - left) >= 1;
    viewport.scrollTo({ left, behavior });
    render();
  };

  region.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    if (button === rotation) {
      playing = !playing;
      render();
    } else if (button.hasAttribute(stepAttribute)) goTo(current + Number(button.getAttribute(stepAttribute)));
    else if (button.hasAttribute(dotAttribute)) goTo(Number(button.getAttribute(dotAttribute)));
  });
  region.addEventListener('focusin', (event) => {
    if (event.target === rotation || !playing) return;
    playing = false;
    render();
  });
  region.addEventListener('pointerenter', (event) => {
    hovered = event.pointerType === 'mouse';
    render();
  });
  region.addEventListener('pointerleave', () => {
    hovered = false;
    render();
  });
  viewport.addEventListener(
    'touchstart',
    () => {
      touching = true;
      scripted = false;
    },
    { passive: true },
  );
  for (const type of ['wheel', 'keydown', 'pointerdown']) viewport.addEventListener(type, () => (scripted = false), { passive: true });
  for (const type of ['touchend', 'touchcancel']) {
    viewport.addEventListener(type, () => {
      touching = false;
      render();
    });
  }
  // A swipe (or the keyboard, or a trackpad) stopped on a slide: that one is the current one now.
  // Not a scroll this script asked for: one cut short by the next (a press, the next turn) ends
  // between two slides.
  viewport.addEventListener('scrollend', () => {
    if (scripted) return void (scripted = false);
    const [first, second] = slides;
    if (!first || !second) return;
    const reached = Math.round(viewport.scrollLeft / (second.offsetLeft - first.offsetLeft));
    if (reached === firstShown()) return;
    current = reached;
    render();
  });
  // Another width may show another number of slides.
  addEventListener('resize', () => goTo(current, 'instant'));
  reducedMotion.addEventListener('change', () => {
    if (!reducedMotion.matches) return;
    playing = false;
    render();
  });

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

  render();
  rotation?.parentElement?.setAttribute(readyAttribute, '');
}
