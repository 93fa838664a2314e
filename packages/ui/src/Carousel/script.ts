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
 * Where a started carousel keeps what stops it. `Symbol.for`, one key in every copy of this script:
 * a page's inline copy starts it and the React app's bundled copy mounts it next.
 */
const stopKey: unique symbol = Symbol.for('@repo/ui/carousel:stop');
type StartedRegion = HTMLElement & { [stopKey]?: () => void };

/**
 * Makes the carousel `region` (the `<section>` Carousel renders) work, and shows its buttons.
 * Returns what stops it: its listeners and its timer gone, its buttons hidden again. A carousel
 * already started is not started twice: this returns the stop of the start that runs it.
 */
export function startCarousel(region: HTMLElement): () => void {
  const started = (region as StartedRegion)[stopKey];
  if (started) return started;
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
  const [first, second] = slides as [HTMLElement, HTMLElement];
  /** From one slide to the next: a slide's width and the gap. */
  const step = (): number => second.offsetLeft - first.offsetLeft;
  /** The slide the row is scrolled to (0 while it is not laid out, `display: none`: 0 / 0). */
  const scrolledTo = (): number => Math.round(viewport.scrollLeft / step()) || 0;
  // Where the row is: scrolled by a swipe before the script ran, or by the start this one follows.
  let current = scrolledTo();
  // A scroll this script asked for is under way; the visitor's touch, wheel or key takes over.
  let scripted = false;
  let playing = !reducedMotion.matches;
  let hovered = false;
  let touching = false;
  let timer = 0;

  /** How many slides the layout shows at once (CSS decides, per screen width). */
  const shown = (): number => Math.max(1, Math.round((viewport.clientWidth + step() - first.offsetWidth) / step()));
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
    current = ((index % count) + count) % count;
    const left = slides[firstShown()]!.offsetLeft - first.offsetLeft;
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
    const reached = scrolledTo();
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
    delete (region as StartedRegion)[stopKey];
  };

  render();
  region.setAttribute(readyAttribute, '');
  (region as StartedRegion)[stopKey] = stop;
  return stop;
}
