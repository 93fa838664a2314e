import { broker, headerLabels, noScriptNotice } from '@repo/content';
import { Link, Notice, VisuallyHidden } from '@repo/ui';
import { greetingLink } from '@repo/whatsapp';
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
          <Link href={greetingLink({ origin: 'sem-javascript' })} target="_blank" underline="always">
            {noScriptNotice.whatsappLabel}
            <VisuallyHidden> {headerLabels.newTabHint}</VisuallyHidden>
          </Link>{' '}
          {noScriptNotice.phoneLabel} <PhoneLink phone={broker.phones.main} />.
        </p>
      </Notice>
    </noscript>
  );
}
