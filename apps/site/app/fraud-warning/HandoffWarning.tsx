import { handoffWarning } from '@repo/content';
import { Link, Notice, Text } from '@repo/ui';
import { withPhoneLinks } from './phoneLinks';

/**
 * The fraud warning's words where the site hands the visitor over to WhatsApp (the wizard's last
 * step, the contact page, the pages with a WhatsApp button): that the broker never asks for a
 * payment in advance, its one WhatsApp number, and the page to check a contact against. Shown to
 * the visitor on screen; the message the visitor sends never says it (issue 48).
 */
export function HandoffWarning() {
  return (
    <Notice tone="warning" title={handoffWarning.title} data-aviso="pagamento-antecipado">
      <Text size="small">
        {handoffWarning.lines.map((line, index) => (
          <span key={line}>
            {index > 0 ? ' ' : null}
            {withPhoneLinks(line)}
          </span>
        ))}{' '}
        <Link href="/canais-oficiais" underline="always">
          {handoffWarning.checkLink}
        </Link>
      </Text>
    </Notice>
  );
}
