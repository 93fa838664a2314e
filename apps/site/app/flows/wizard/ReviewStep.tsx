import { productById, wizardCopy, wizardFieldLabels } from '@repo/content';
import { Heading, Link, Stack, Text, VisuallyHidden } from '@repo/ui';
import { requestFacts, toCreditRequest, type RequestDraft } from '@repo/whatsapp';
import { Link as RouterLink } from 'react-router';
import { Facts } from '../../components/Facts';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import { wizardSearch } from './state';
import * as styles from './Wizard.css';

/**
 * Step 3, Para concluir: the product, every answer of it with a link back to its step, and the
 * privacy notice. The facts are the WhatsApp message's own, so the review shows exactly what will
 * be sent (and nothing of the other products' answers).
 */
export function ReviewStep({ draft }: { draft: RequestDraft }) {
  return (
    <Stack space="lg">
      <Text>{wizardCopy.reviewDescription}</Text>
      <Facts items={[{ label: wizardFieldLabels.product, value: productById(draft.product).label }]} />
      {requestFacts(toCreditRequest(draft)).map(({ step, facts }) => (
        <section key={step.number} aria-labelledby={`revisao-${step.number}`}>
          <Stack space="sm">
            <div className={styles.sectionHeader}>
              <Heading level={3} size="small" id={`revisao-${step.number}`}>
                {step.title}
              </Heading>
              <Link asChild underline="always">
                <RouterLink to={`?${new URLSearchParams(wizardSearch(draft.product, step.number))}`} preventScrollReset>
                  {wizardCopy.editLabel}
                  <VisuallyHidden>{` ${step.title.toLowerCase()}`}</VisuallyHidden>
                </RouterLink>
              </Link>
            </div>
            <Facts items={facts} />
          </Stack>
        </section>
      ))}
      <PrivacyNotice form="wizard" />
    </Stack>
  );
}
