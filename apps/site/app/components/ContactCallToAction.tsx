import { homePage, type OriginId } from '@repo/content';
import { Button } from '@repo/ui';
import { Link as RouterLink } from 'react-router';
import { CallToAction } from './CallToAction';
import { WhatsAppButton } from './WhatsAppButton';

/** The closing "talk to us" panel of /home and /sobre: to /contato, or straight to WhatsApp (from `origin`). */
export function ContactCallToAction({ origin }: { origin: OriginId }) {
  const { title, description, contactLabel, whatsappLabel } = homePage.callToAction;
  return (
    <CallToAction title={title} description={description}>
      <Button asChild size="large">
        <RouterLink to="/contato">{contactLabel}</RouterLink>
      </Button>
      <WhatsAppButton size="large" origin={origin}>
        {whatsappLabel}
      </WhatsAppButton>
    </CallToAction>
  );
}
