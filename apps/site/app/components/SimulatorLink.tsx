import { landingPage } from '@repo/content';
import { Button, type ButtonAsLinkProps } from '@repo/ui';
import type { MouseEvent } from 'react';
import { scrollToSection } from './scrollToSection';

/** The `href` of every link to the landing page's simulator section. */
export const simulatorHref = `#${landingPage.simulatorSectionId}`;

/** Click handler that scrolls to the simulator in place of the plain anchor jump. */
export function onSimulatorClick(event: MouseEvent<HTMLElement>) {
  if (scrollToSection(landingPage.simulatorSectionId)) event.preventDefault();
}

/** Click handler of a whole card that leads to the simulator; clicks on its own links pass through. */
export function onSimulatorCardClick(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a, button')) return;
  scrollToSection(landingPage.simulatorSectionId);
}

/**
 * A button-styled `<a href="#simulator">` ('Financie já', 'Financiar'): a plain anchor before
 * hydration, a smooth scroll that also moves focus afterwards. An `href` may carry the simulator's
 * choices (`?modalidade=financiamento&vehicleType=moto#simulator`: 'Financiar Motos'), which it
 * takes on arrival (and its page's `onClick` tells it when pressed).
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
