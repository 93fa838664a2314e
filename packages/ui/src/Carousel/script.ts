import {
  counterAttribute,
  dotAttribute,
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
 * The carousel's behaviour, on its markup (Carousel.tsx) with no framework and no dependency, so a
 * prerendered page that does not hydrate can run it inline, right after the carousel, as soon as it
 * is parsed (`@repo/ui/carousel-script`; the README shows the three lines); in a React app the
 * component starts it itself once mounted. The slides are a row that scrolls sideways and snaps to a
 * slide (CSS): a swipe, a trackpad or the keyboard move it with no script. This scrolls it every
 * `data-interval` and on its buttons, and keeps what the APG carousel pattern asks: the current
 * slide's dot marked, the slides off screen inert, the pause button's name, `aria-live` "off" while
 * rotating and "polite" otherwise. Autoplay pauses while a mouse is over the carousel or a finger on
 * it, stops when focus enters it (but for the pause button) and never starts under
 * `prefers-reduced-motion` (the visitor may still press play). The slide a swipe stops on becomes
 * the current one.
 */

/**
 * Makes the carousel `region` (the `<section>` Carousel renders) work, and shows its buttons.
 * Returns what stops it: its listeners and its timer gone, its buttons hidden again.
 */
export function startCarousel(region: HTMLElement): () => void {
  const viewport = region.querySelector<HTMLElement>(`[${viewportAttribute}]`);
  const slides = [...region.querySelectorAll<HTMLElement>(`[${slideAttribute}]`)];
  // One slide has nothing to move, and no buttons.
  if (!viewport || slides.length < 2) return () => {};
  const controller = new AbortController();
  const on = (target: EventTarget, type: string, listener: (event: Event) => void, passive?: boolean): void =>
    target.addEventListener(type, listener, { signal: controller.signal, passive });
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
    const [first, second] = slides as [HTMLElement, HTMLElement];
    const step = second.offsetLeft - first.offsetLeft;
    return Math.max(1, Math.round((viewport.clientWidth + step - first.offsetWidth) / step));
  };
  /** The first slide on screen: the current one, or as far as the row goes. */
  const firstShown = (): number => Math.max(0, Math.min(current, count - shown()));
  const rotating = (): boolean => playing && !hovered && !touching && interval > 0;

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
      rotation.setAttribute('aria-label', rotation.getAttribute(playing ? pauseLabelAttribute : playLabelAttribute) ?? '');
    }
    viewport.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    clearTimeout(timer);
    if (rotating()) timer = window.setTimeout(() => goTo(current + 1), interval);
  };

  const goTo = (index: number, behavior: ScrollBehavior = reducedMotion.matches ? 'instant' : 'smooth'): void => {
    // Taken out of the page (by a framework that did not stop it): it stops at its next turn or resize.
    if (!region.isConnected) return stop();
    current = ((index % count) + count) % count;
    const left = slides[firstShown()]!.offsetLeft - slides[0]!.offsetLeft;
    // Only a smooth scroll can be cut short between two slides: an instant one is there at once, and
    // its scrollend (if the browser sends one) finds the current slide. Nor is there one when already
    // there (a resize, the first render). A flag left up by a scrollend that never came would take
    // the visitor's next swipe for this script's.
    scripted = behavior === 'smooth' && Math.abs(viewport.scrollLeft - left) >= 1;
    viewport.scrollTo({ left, behavior });
    render();
  };

  on(region, 'click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    if (button === rotation) {
      playing = !playing;
      render();
    } else if (button.hasAttribute(stepAttribute)) goTo(current + Number(button.getAttribute(stepAttribute)));
    else if (button.hasAttribute(dotAttribute)) goTo(Number(button.getAttribute(dotAttribute)));
  });
  on(region, 'focusin', (event) => {
    if (event.target === rotation || !playing) return;
    playing = false;
    render();
  });
  on(region, 'pointerenter', (event) => {
    hovered = (event as PointerEvent).pointerType === 'mouse';
    render();
  });
  on(region, 'pointerleave', () => {
    hovered = false;
    render();
  });
  on(
    viewport,
    'touchstart',
    () => {
      touching = true;
      scripted = false;
    },
    true,
  );
  for (const type of ['wheel', 'keydown', 'pointerdown']) on(viewport, type, () => (scripted = false), true);
  for (const type of ['touchend', 'touchcancel']) {
    on(viewport, type, () => {
      touching = false;
      render();
    });
  }
  // A swipe (or the keyboard, or a trackpad) stopped on a slide: that one is the current one now.
  // Not a scroll this script asked for: one cut short by the next (a press, the next turn) ends
  // between two slides.
  on(viewport, 'scrollend', () => {
    if (scripted) return void (scripted = false);
    const [first, second] = slides as [HTMLElement, HTMLElement];
    const reached = Math.round(viewport.scrollLeft / (second.offsetLeft - first.offsetLeft));
    if (reached === firstShown()) return;
    current = reached;
    render();
  });
  // Another width may show another number of slides.
  on(window, 'resize', () => goTo(current, 'instant'));
  on(reducedMotion, 'change', () => {
    if (!reducedMotion.matches) return;
    playing = false;
    render();
  });

  const stop = (): void => {
    controller.abort();
    clearTimeout(timer);
    region.removeAttribute(readyAttribute);
  };

  render();
  region.setAttribute(readyAttribute, '');
  return stop;
}
