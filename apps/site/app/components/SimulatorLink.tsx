import { simulatorSectionId } from '@repo/content';
import { opensElsewhere } from './opensElsewhere';
import { scrollToSection } from './scrollToSection';

/** The `href` of every link to the landing page's simulator section. */
export const simulatorHref = `#${simulatorSectionId}`;

/**
 * The event a link to the simulator carrying its choices (a vehicle card's) sends when pressed, with
 * its address: the simulator takes them as arriving by that address would.
 */
export const simulatorPresetEvent = 'simulator-preset';

/**
 * Tells the page's simulator to take the choices a pressed link's address carries
 * (`?modalidade=financiamento&vehicleType=moto#simulator`), then scrolls to it; a link that carries
 * none (`#simulator`) sends nothing, and leaves the visitor's choices as they are.
 */
function goToSimulator(href: string): void {
  if (new URL(href, window.location.href).search === '') {
    scrollToSection(simulatorSectionId);
    return;
  }
  window.dispatchEvent(new CustomEvent(simulatorPresetEvent, { detail: href }));
  // Another product's fields change the simulator's height. The browser keeps what is on screen
  // (the pressed card, below it) in place by moving the page in the next frame, which stops a smooth
  // scroll already under way: on a phone it ended on the cards, 3 presses in 20. So the scroll
  // starts a frame after that one.
  requestAnimationFrame(() => requestAnimationFrame(() => scrollToSection(simulatorSectionId)));
}

/** The attribute of a whole card that leads to the simulator: a press anywhere on it does what its link does. */
export const simulatorCardAttribute = 'data-simulator-card';

/** Whether a link's address is the simulator's section on this page (`#simulator`, `/?modalidade=…#simulator`). */
function leadsHere(link: HTMLAnchorElement): boolean {
  const here = window.location;
  return link.origin === here.origin && link.pathname === here.pathname && link.hash === simulatorHref;
}

/**
 * On the landing, whose simulator hydrates alone (app/islands/), the page around it is plain HTML:
 * its links to the simulator and its vehicle cards ({@link simulatorCardAttribute}) are followed by
 * the island's entry, at the document. A link pressed (with no key that opens it elsewhere) or a
 * card pressed anywhere but on its own links and buttons takes the link's choices and scrolls, as a
 * hydrated page's handler does. A press before the simulator is ready (the entry has arrived, the
 * island is not yet hydrated) waits for it, the last one; the returned function says it is ready.
 * Before the entry arrives, a link is a plain link (its address carries the choices, which the
 * simulator takes on arrival) and a card's press is held by the page's early presses.
 */
export function followSimulatorLinks(): () => void {
  let ready = false;
  let waiting: string | null = null;
  const go = (href: string | null | undefined) => {
    if (!href) return;
    if (ready) goToSimulator(href);
    else waiting = href;
  };
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.defaultPrevented) return;
    const link = target.closest('a[href]');
    if (link instanceof HTMLAnchorElement) {
      if (opensElsewhere(event) || !leadsHere(link)) return;
      event.preventDefault();
      go(link.getAttribute('href'));
      return;
    }
    if (target.closest('button')) return;
    go(target.closest(`[${simulatorCardAttribute}]`)?.querySelector('a[href]')?.getAttribute('href'));
  });
  return () => {
    ready = true;
    if (waiting !== null) goToSimulator(waiting);
    waiting = null;
  };
}
