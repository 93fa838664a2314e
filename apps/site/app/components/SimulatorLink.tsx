import { landingPage } from '@repo/content';
import { Button, type ButtonAsLinkProps } from '@repo/ui';
import type { MouseEvent } from 'react';
import { scrollToSection } from './scrollToSection';

/** The `href` of every link to the landing page's simulator section. */
export const simulatorHref = `#${landingPage.simulatorSectionId}`;

/**
 * The event a link to the simulator carrying its choices (a vehicle card's) sends when pressed, with
 * its address: the simulator takes them as arriving by that address would.
 */
export const simulatorPresetEvent = 'simulator-preset';

/**
 * Tells the page's simulator to take the choices a pressed link's address carries
 * (`?modalidade=financiamento&vehicleType=moto#simulator`), then scrolls to it; a link that carries
 * none (`#simulator`) sends nothing, and leaves the visitor's choices as they are. False when the
 * simulator is not on this page.
 */
function goToSimulator(href: string | null | undefined): boolean {
  const id = landingPage.simulatorSectionId;
  if (!href || new URL(href, window.location.href).search === '') return scrollToSection(id);
  window.dispatchEvent(new CustomEvent(simulatorPresetEvent, { detail: href }));
  // Another product's fields change the simulator's height. The browser keeps what is on screen
  // (the pressed card, below it) in place by moving the page in the next frame, which stops a smooth
  // scroll already under way: on a phone it ended on the cards, 3 presses in 20. So the scroll
  // starts a frame after that one.
  requestAnimationFrame(() => requestAnimationFrame(() => scrollToSection(id)));
  return document.getElementById(id) !== null;
}

/**
 * Click handler of a link to the simulator: it takes the choices the link's address carries, and
 * the page scrolls to it in place of the plain anchor jump.
 */
export function onSimulatorClick(event: MouseEvent<HTMLElement>) {
  if (goToSimulator(event.currentTarget.getAttribute('href'))) event.preventDefault();
}

/**
 * Click handler of a whole card that leads to the simulator: a press anywhere on it does what its
 * link does (takes the link's choices, scrolls); a press on its own links and buttons is theirs.
 */
export function onSimulatorCardClick(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a, button')) return;
  goToSimulator(event.currentTarget.querySelector('a[href]')?.getAttribute('href'));
}

/**
 * A button-styled `<a href="#simulator">` ('Financie já', 'Financiar'): a plain anchor before
 * hydration, a smooth scroll that also moves focus afterwards. An `href` may carry the simulator's
 * choices (`/?modalidade=financiamento&vehicleType=moto#simulator`: 'Financiar Motos'), which the
 * simulator takes on arrival, or when the link is pressed on its page.
 */
export function SimulatorButton({ href = simulatorHref, ...props }: Omit<ButtonAsLinkProps, 'href' | 'loading' | 'loadingLabel'> & { href?: string }) {
  return (
    <Button
      {...props}
      href={href}
      onClick={(event) => {
        props.onClick?.(event as MouseEvent<HTMLAnchorElement>);
        onSimulatorClick(event);
      }}
    />
  );
}
