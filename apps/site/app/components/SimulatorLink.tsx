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
 * (`?modalidade=financiamento&vehicleType=moto#simulator`); a link that carries none (`#simulator`)
 * sends nothing, and leaves the visitor's choices as they are.
 */
function presetSimulator(href: string | null | undefined) {
  if (href && new URL(href, window.location.href).search !== '') window.dispatchEvent(new CustomEvent(simulatorPresetEvent, { detail: href }));
}

/**
 * Click handler of a link to the simulator: it takes the choices the link's address carries, and
 * the page scrolls to it in place of the plain anchor jump.
 */
export function onSimulatorClick(event: MouseEvent<HTMLElement>) {
  presetSimulator(event.currentTarget.getAttribute('href'));
  if (scrollToSection(landingPage.simulatorSectionId)) event.preventDefault();
}

/**
 * Click handler of a whole card that leads to the simulator: a press anywhere on it does what its
 * link does (takes the link's choices, scrolls); a press on its own links and buttons is theirs.
 */
export function onSimulatorCardClick(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a, button')) return;
  presetSimulator(event.currentTarget.querySelector('a[href]')?.getAttribute('href'));
  scrollToSection(landingPage.simulatorSectionId);
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
