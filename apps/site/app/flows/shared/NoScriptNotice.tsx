import { broker, noScriptNotice } from '@repo/content';
import { Notice } from '@repo/ui';
import { greetingLink } from '@repo/whatsapp';
import { NewTabLink } from '../../components/NewTabLink';
import { PhoneLink } from '../../components/PhoneLink';

/**
 * With JavaScript off, a form here cannot reach WhatsApp: say so before the visitor types, and
 * offer WhatsApp and the phone directly. Rendered only by the browser, inside `<noscript>`.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <Notice tone="warning" title={noScriptNotice.title}>
        <p data-origem="sem-javascript">
          {noScriptNotice.description}{' '}
          <NewTabLink href={greetingLink({ origin: 'sem-javascript' })} underline="always">
            {noScriptNotice.whatsappLabel}
          </NewTabLink>{' '}
          {noScriptNotice.phoneLabel} <PhoneLink phone={broker.phones.main} />.
        </p>
      </Notice>
    </noscript>
  );
}
