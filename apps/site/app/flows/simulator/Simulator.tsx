import {
  cetNotice,
  formatBRL,
  installmentChoices,
  installmentLabel,
  parseBRL,
  rates,
  simulationDisclaimer,
  simulateVehicle,
  simulatorCopy,
  simulatorDefaults,
  simulatorProductParam,
  simulatorProducts,
} from '@repo/content';
import { Button, Card, Heading, RadioGroup, Select, Stack, Text, TextField } from '@repo/ui';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Facts } from '../../components/Facts';
import { emphasis } from '../../components/Facts.css';
import { prefillHref } from '../wizard/prefill';
import * as styles from './Simulator.css';
import { changedFields, formValues } from '../shared/formFields';
import { NoScriptNotice } from '../shared/NoScriptNotice';

const productOptions = simulatorProducts.map((product) => ({ value: product.id, label: product.label }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));

/** Two decimals, as an amount is typed. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/** The down payment suggested for a vehicle value: the default share of it. */
const suggestedDownPayment = (vehicleValue: number | null) =>
  vehicleValue === null ? null : toCents(vehicleValue * simulatorDefaults.downPaymentRatio);

/** The simulator's fields, by name. */
const fields = {
  product: 'simulator-product',
  vehicleValue: 'simulator-vehicle-value',
  downPayment: 'simulator-down-payment',
  installments: 'simulator-installments',
} as const;

/** What the fields hold, as typed. */
type Answers = Record<keyof typeof fields, string>;

/** What the page renders in the fields. */
const defaults: Answers = {
  product: simulatorProducts[0].id,
  vehicleValue: formatBRL(simulatorDefaults.vehicleValue),
  downPayment: formatBRL(suggestedDownPayment(simulatorDefaults.vehicleValue) ?? 0),
  installments: String(simulatorDefaults.installments),
};

function readAnswers(form: HTMLFormElement): Answers {
  const values = formValues(form);
  return {
    product: values[fields.product] ?? defaults.product,
    vehicleValue: values[fields.vehicleValue] ?? '',
    downPayment: values[fields.downPayment] ?? '',
    installments: values[fields.installments] ?? defaults.installments,
  };
}

/** A field of the simulator's form. */
function input(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/** Rewrites a typed amount as `R$ 50.000,00` when the visitor leaves the field. */
function reformat(event: FocusEvent<HTMLInputElement>) {
  const value = parseBRL(event.target.value);
  if (value !== null && formatBRL(value) !== event.target.value) event.target.value = formatBRL(value);
}

/**
 * The landing page's simulator (inside the page's `<section id="simulator">`, which holds the h2).
 * Plain text fields formatted on blur keep the landing's JavaScript small (no mask library), and
 * the figures update on every keystroke. 'Quero esta proposta' carries them to the wizard's step 2.
 * The fields own what was typed (in the prerendered page, also before hydration); the figures are
 * computed from them, read on mount and on every input.
 */
export function Simulator() {
  const resultsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState(defaults);
  // The down payment follows the suggested share of the value until the visitor types one.
  const downPaymentTyped = useRef(false);

  /** Writes the suggested down payment into its field, unless the visitor typed one. */
  function followVehicleValue(form: HTMLFormElement) {
    if (downPaymentTyped.current) return;
    const suggested = suggestedDownPayment(parseBRL(input(form, fields.vehicleValue).value));
    input(form, fields.downPayment).value = suggested === null ? '' : formatBRL(suggested);
  }

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // What the visitor changed before the page hydrated stays; the product otherwise is the one a
    // rate's link asked for (`?modalidade=`).
    const changed = changedFields(form);
    downPaymentTyped.current = fields.downPayment in changed;
    const requested = new URLSearchParams(window.location.search).get(simulatorProductParam);
    const products = form.elements.namedItem(fields.product);
    if (!(fields.product in changed) && requested && products instanceof RadioNodeList) products.value = requested;
    followVehicleValue(form);
    setAnswers(readAnswers(form));
  }, []);

  function handleInput(event: FormEvent) {
    const form = formRef.current;
    if (!form) return;
    const name = event.target instanceof HTMLInputElement ? event.target.name : '';
    if (name === fields.downPayment) downPaymentTyped.current = true;
    if (name === fields.vehicleValue) followVehicleValue(form);
    setAnswers(readAnswers(form));
  }

  const product = simulatorProducts.find((item) => item.id === answers.product) ?? simulatorProducts[0];
  const monthlyRate = rates[product.rate].monthly;
  const vehicleValue = parseBRL(answers.vehicleValue);
  const downPayment = parseBRL(answers.downPayment);
  const count = Number(answers.installments);
  const loan = simulateVehicle({ vehicleValue, downPayment, monthlyRate, installments: count });

  return (
    <div className={styles.layout}>
      {/* A form, read as one (FormData); nothing is submitted. */}
      <Stack as="form" ref={formRef} space="md" onSubmit={(event) => event.preventDefault()} onInput={handleInput}>
        <NoScriptNotice />
        <RadioGroup
          legend={simulatorCopy.productLegend}
          name={fields.product}
          appearance="segmented"
          options={productOptions}
          defaultValue={defaults.product}
        />
        <TextField
          label={simulatorCopy.vehicleValueLabel}
          name={fields.vehicleValue}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={defaults.vehicleValue}
          onBlur={reformat}
        />
        <TextField
          label={simulatorCopy.downPaymentLabel}
          hint={simulatorCopy.downPaymentHint}
          name={fields.downPayment}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={defaults.downPayment}
          onBlur={reformat}
        />
        <Select
          label={simulatorCopy.installmentsLabel}
          name={fields.installments}
          options={installmentOptions}
          defaultValue={defaults.installments}
        />
      </Stack>
      <Card padding="large" elevation="raised" as="section" aria-labelledby={resultsId}>
        <Stack space="md">
          <Heading level={3} size="medium" id={resultsId}>
            {simulatorCopy.resultsTitle}
          </Heading>
          {loan ? (
            <>
              <Stack space="2xs">
                <Text tone="muted">{simulatorCopy.installmentLabel}</Text>
                <p className={emphasis}>
                  {formatBRL(loan.installment)}
                </p>
                <Text size="small" tone="muted">
                  {simulatorCopy.installmentCount(loan.installments)}
                </Text>
              </Stack>
              <Facts
                items={[
                  { label: simulatorCopy.requestedAmountLabel, value: formatBRL(loan.principal) },
                  { label: simulatorCopy.iofLabel, value: formatBRL(loan.iof) },
                  { label: simulatorCopy.financedAmountLabel, value: formatBRL(loan.financed) },
                  { label: simulatorCopy.totalPayableLabel, value: formatBRL(loan.totalPayable) },
                  { label: simulatorCopy.cetLabel, value: simulatorCopy.cetValue(loan.cetAnnual) },
                ]}
              />
              <Text size="small" tone="muted">
                {simulationDisclaimer(monthlyRate, loan.cetAnnual)} {cetNotice}
              </Text>
            </>
          ) : (
            <Text tone="muted">{simulatorCopy.emptyResult}</Text>
          )}
          <Text size="small" tone="muted">
            {simulatorCopy.institutionsNotice}
          </Text>
          <Button asChild variant="solid" tone="primary" width="full">
            <RouterLink
              to={
                loan
                  ? prefillHref({ product: 'financiamento', vehicleValue: vehicleValue ?? 0, downPayment: downPayment ?? 0, installments: count })
                  : '/financiamento'
              }
            >
              {simulatorCopy.submitLabel}
            </RouterLink>
          </Button>
        </Stack>
      </Card>
    </div>
  );
}
