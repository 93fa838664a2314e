import { cetLinkLabel, landingPage } from '@repo/content';
import { Link, type LinkProps } from '@repo/ui';
import { Link as RouterLink } from 'react-router';
import { onSimulatorClick } from './SimulatorLink';

/**
 * "Veja o CET na simulação": stands beside every advertised rate (CDC art. 54-B) and leads to the
 * simulator on the landing page, where the CET is disclosed. On the landing page itself it scrolls.
 */
export function CetLink({ tone }: Pick<LinkProps, 'tone'>) {
  return (
    <Link asChild tone={tone}>
      <RouterLink to={{ pathname: '/', hash: `#${landingPage.simulatorSectionId}` }} onClick={onSimulatorClick}>
        {cetLinkLabel}
      </RouterLink>
    </Link>
  );
}
