import {
  cetNotice,
  formatBRL,
  installmentChoices,
  installmentLabel,
  minDownPaymentRatio,
  minVehicleValue,
  parseBRL,
  rates,
  simulateVehicle,
  simulationDisclaimer,
  simulatorCopy,
  simulatorDefaults,
  vehicleKinds,
  wizardCopy,
  wizardFieldLabels,
  wizardPlaceholders,
} from '@repo/content';
import { Heading, MaskedInput, Notice, Select, Stack, Text, TextField, Tiles } from '@repo/ui';
import { Facts } from '../../components/Facts';
import { fieldId, type StepFieldsProps } from './PersonalStep';
import { estimateInstallments, type DraftField, type WizardDraft } from './state';
import * as styles from './Wizard.css';

const vehicleOptions = vehicleKinds.map((kind) => ({ value: kind.id, label: kind.singular }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));

/** Step 2, Dados do veículo: type, value, year, down payment, installments, and a live estimate. */
export function VehicleStep({ draft, invalid, onField }: StepFieldsProps) {
  const error = (field: DraftField, label: string) => (invalid.has(field) ? wizardCopy.requiredField(label) : undefined);
  return (
    <Stack space="lg">
      <Tiles columns={{ base: 1, tablet: 2 }} space="md">
        <Select
          id={fieldId('vehicleType')}
          label={wizardFieldLabels.vehicleType}
          name="vehicleType"
          placeholder={wizardPlaceholders.vehicleType}
          options={vehicleOptions}
          defaultValue={draft.vehicleType}
          onChange={(event) => onField('vehicleType', event.target.value)}
        />
        <MaskedInput
          id={fieldId('vehicleValue')}
          mask="currency"
          prefix={simulatorCopy.currencyPrefix}
          label={wizardFieldLabels.vehicleValue}
          name="vehicleValue"
          autoComplete="off"
          required
          defaultValue={draft.vehicleValue}
          onValueChange={(masked) => onField('vehicleValue', masked)}
          error={error('vehicleValue', wizardFieldLabels.vehicleValue)}
        />
        <TextField
          id={fieldId('vehicleYear')}
          label={wizardFieldLabels.vehicleYear}
          name="vehicleYear"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={wizardPlaceholders.vehicleYear}
          required
          defaultValue={draft.vehicleYear}
          // A four-digit year: other characters are dropped as the visitor types, like a mask.
          onChange={(event) => {
            const year = event.target.value.replace(/\D/g, '').slice(0, 4);
            if (year !== event.target.value) event.target.value = year;
            onField('vehicleYear', year);
          }}
          error={error('vehicleYear', wizardFieldLabels.vehicleYear)}
        />
        <MaskedInput
          id={fieldId('downPayment')}
          mask="currency"
          prefix={simulatorCopy.currencyPrefix}
          label={wizardFieldLabels.downPayment}
          name="downPayment"
          autoComplete="off"
          required
          defaultValue={draft.downPayment}
          onValueChange={(masked) => onField('downPayment', masked)}
          error={error('downPayment', wizardFieldLabels.downPayment)}
        />
        <Select
          id={fieldId('installments')}
          className={styles.wide}
          label={wizardFieldLabels.installments}
          name="installments"
          placeholder={wizardPlaceholders.installments}
          options={installmentOptions}
          defaultValue={draft.installments}
          onChange={(event) => onField('installments', event.target.value)}
        />
      </Tiles>
      <Estimate draft={draft} />
    </Stack>
  );
}

/** The financed amount and the estimated installment, live, with the CET and the disclaimer. */
function Estimate({ draft }: { draft: WizardDraft }) {
  const vehicleValue = parseBRL(draft.vehicleValue);
  const downPayment = parseBRL(draft.downPayment);
  const installments = estimateInstallments(draft, simulatorDefaults.installments);
  const rate = rates.financing.monthly;
  // A company pays the same IOF as an individual (Decreto 12.499/2025): see `iofByBorrower`.
  const loan = simulateVehicle({ vehicleValue, downPayment, monthlyRate: rate, installments, borrower: draft.personType });
  const belowGuidance =
    vehicleValue !== null &&
    downPayment !== null &&
    (vehicleValue < minVehicleValue || downPayment < vehicleValue * minDownPaymentRatio);
  const nothingToFinance = vehicleValue !== null && downPayment !== null && downPayment >= vehicleValue;
  return (
    <Stack space="sm">
      <section className={styles.estimate} aria-labelledby="financiamento-estimativa">
        <Stack space="sm">
          <Heading level={3} size="small" id="financiamento-estimativa">
            {wizardCopy.estimateTitle}
          </Heading>
          {loan ? (
            <>
              <Facts
                items={[
                  { label: wizardCopy.requestedAmountLabel, value: formatBRL(loan.principal) },
                  { label: wizardCopy.financedAmountLabel, value: formatBRL(loan.financed) },
                  { label: wizardCopy.estimatedInstallmentLabel(installments), value: formatBRL(loan.installment) },
                  { label: simulatorCopy.cetLabel, value: simulatorCopy.cetValue(loan.cetAnnual) },
                ]}
              />
              <Text size="small" tone="muted">
                {simulationDisclaimer(rate, loan.cetAnnual)} {cetNotice}
              </Text>
            </>
          ) : (
            <Text size="small" tone="muted">
              {nothingToFinance ? wizardCopy.nothingToFinanceHint : wizardCopy.estimatePending}
            </Text>
          )}
        </Stack>
      </section>
      {belowGuidance && !nothingToFinance ? <Notice tone="warning">{wizardCopy.guidanceHint}</Notice> : null}
    </Stack>
  );
}
