import { wizardCopy } from '@repo/content';
import { Heading, Link, Stack, Text, VisuallyHidden } from '@repo/ui';
import { financingFacts, toFinancingRequest } from '@repo/whatsapp';
import { Link as RouterLink } from 'react-router';
import { Facts } from '../../components/Facts';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import { STEP_PARAM, type WizardDraft } from './state';
import * as styles from './Wizard.css';

/**
 * Step 3, Para concluir: every answer with a link back to its step, and the privacy notice. The
 * facts are the WhatsApp message's own, so the review shows exactly what will be sent.
 */
export function ReviewStep({ draft }: { draft: WizardDraft }) {
  return (
    <Stack space="lg">
      <Text>{wizardCopy.reviewDescription}</Text>
      {financingFacts(toFinancingRequest(draft)).map(({ step, facts }) => (
        <section key={step.number} aria-labelledby={`revisao-${step.number}`}>
          <Stack space="sm">
            <div className={styles.sectionHeader}>
              <Heading level={3} size="small" id={`revisao-${step.number}`}>
                {step.title}
              </Heading>
              <Link asChild underline="always">
                <RouterLink to={`?${STEP_PARAM}=${step.number}`} preventScrollReset>
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
