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
 * hydration, a smooth scroll that also moves focus afterwards.
 */
export function SimulatorButton(props: Omit<ButtonAsLinkProps, 'href' | 'loading' | 'loadingLabel'>) {
  return (
    <Button
      {...props}
      href={simulatorHref}
      onClick={(event) => {
        props.onClick?.(event as MouseEvent<HTMLAnchorElement>);
        onSimulatorClick(event);
      }}
    />
  );
}
