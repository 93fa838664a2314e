import {
  installmentLabel,
  personTypeOption,
  vehicleKinds,
  wizardCopy,
  wizardFieldLabels,
  wizardSteps,
} from '@repo/content';
import { Heading, Link, Stack, Text, VisuallyHidden } from '@repo/ui';
import { formatBRL, parseBRL, parseInstallments } from '@repo/whatsapp';
import { Link as RouterLink } from 'react-router';
import { Facts, type Fact } from '../../components/Facts';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import { STEP_PARAM, type WizardDraft } from './state';
import * as styles from './Wizard.css';

/** An answer, or 'Não informado' for an optional one left empty. */
function answer(text: string): string {
  return text.trim() === '' ? wizardCopy.notInformed : text.trim();
}

/** An amount as `R$ 85.000,00`, or 'Não informado'. */
function amount(text: string): string {
  const value = parseBRL(text);
  return value === null ? wizardCopy.notInformed : formatBRL(value);
}

/** Step 3, Para concluir: every answer with a link back to its step, and the privacy notice. */
export function ReviewStep({ draft }: { draft: WizardDraft }) {
  const person = personTypeOption(draft.personType);
  const installments = parseInstallments(draft.installments);
  const [personalStep, vehicleStep] = wizardSteps;
  const personal: Fact[] = [
    { label: wizardFieldLabels.personType, value: person.label },
    { label: person.documentLabel, value: answer(draft.personType === 'fisica' ? draft.cpf : draft.cnpj) },
    { label: person.nameLabel, value: answer(draft.fullName) },
    { label: wizardFieldLabels.email, value: answer(draft.email) },
    { label: wizardFieldLabels.phone, value: answer(draft.phone) },
  ];
  const vehicle: Fact[] = [
    {
      label: wizardFieldLabels.vehicleType,
      value: vehicleKinds.find((kind) => kind.id === draft.vehicleType)?.singular ?? wizardCopy.notInformed,
    },
    { label: wizardFieldLabels.vehicleValue, value: amount(draft.vehicleValue) },
    { label: wizardFieldLabels.vehicleYear, value: answer(draft.vehicleYear) },
    { label: wizardFieldLabels.downPayment, value: amount(draft.downPayment) },
    {
      label: wizardFieldLabels.installments,
      value: installments === null ? wizardCopy.notInformed : installmentLabel(installments),
    },
  ];
  return (
    <Stack space="lg">
      <Text>{wizardCopy.reviewDescription}</Text>
      {[
        { step: personalStep, facts: personal },
        { step: vehicleStep, facts: vehicle },
      ].map(({ step, facts }) => (
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
