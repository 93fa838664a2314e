import { privacyNotice, wizardCopy, type WizardOriginId } from '@repo/content';
import { Heading, Link, Stack, Text, VisuallyHidden } from '@repo/ui';
import { requestMessageParts, toCreditRequest, type RequestDraft } from '@repo/whatsapp';
import type { MouseEvent } from 'react';
import { Facts } from '../../components/Facts';
import { opensElsewhere } from '../../components/opensElsewhere';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import { wizardSearch, type StepNumber } from './state';
import * as styles from './Wizard.css';
import { FactsSection } from './FactsSection';

/**
 * Step 3, Para concluir: the message's own parts, so the review shows exactly what will be sent —
 * its greeting (which names the product), every answer of the product with a link back to its
 * step, the simulator's estimate when the visitor came from it, and its closing origin line (how
 * the visitor reached the wizard, and the visit's campaign) — and the privacy notice. An answer's
 * link is its step's address; pressed, `onEdit` shows that step in a new entry, the page kept
 * (a new tab, or a press before the island hydrates, loads it: the draft comes back with it).
 */
export function ReviewStep({
  answers,
  origin,
  campaign,
  onEdit,
}: {
  answers: RequestDraft;
  origin: WizardOriginId;
  campaign: string | null;
  onEdit: (step: StepNumber) => void;
}) {
  const { greeting, answers: sections, estimate, closing } = requestMessageParts(toCreditRequest(answers), origin, campaign);
  return (
    <Stack space="lg">
      <Text>{wizardCopy.reviewDescription}</Text>
      <Text className={styles.note}>{greeting}</Text>
      {sections.map(({ step, title, facts }) => (
        <section key={step.number} aria-labelledby={`revisao-${step.number}`}>
          <Stack space="sm">
            <div className={styles.sectionHeader}>
              <Heading level={3} size="small" id={`revisao-${step.number}`}>
                {title}
              </Heading>
              <Link
                underline="always"
                href={`?${new URLSearchParams(wizardSearch(answers.product, step.number))}`}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  onEdit(step.number);
                }}
              >
                {wizardCopy.editLabel}
                <VisuallyHidden>{` ${title.toLowerCase()}`}</VisuallyHidden>
              </Link>
            </div>
            <Facts items={facts} />
          </Stack>
        </section>
      ))}
      {estimate ? (
        <FactsSection headingId="revisao-estimativa" level={3} title={estimate.title} facts={estimate.facts} />
      ) : null}
      {closing.map((line) => (
        <Text key={line} className={styles.note}>
          {line}
        </Text>
      ))}
      <PrivacyNotice summary={privacyNotice.summary.wizard} />
    </Stack>
  );
}
