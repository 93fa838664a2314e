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
  type SimulatorProduct,
} from '@repo/content';
import { Button, Card, Heading, RadioGroup, Select, Stack, Text, TextField } from '@repo/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Facts } from '../../components/Facts';
import { emphasis } from '../../components/Facts.css';
import { prefillHref } from '../wizard/prefill';
import * as styles from './Simulator.css';
import { takeTypedBeforeHydration } from '../../hydration/typedBeforeHydration';
import { NoScriptNotice } from '../shared/NoScriptNotice';

const productOptions = simulatorProducts.map((product) => ({ value: product.id, label: product.label }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));

/** Two decimals, as an amount is typed. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * The landing page's simulator (inside the page's `<section id="simulator">`, which holds the h2).
 * Plain text fields formatted on blur keep the landing's JavaScript small (no mask library), and
 * the figures update on every keystroke. 'Quero esta proposta' carries them to the wizard's step 2.
 */
export function Simulator() {
  const resultsId = useId();
  const [productId, setProductId] = useState<SimulatorProduct['id']>(simulatorProducts[0].id);
  const [valueText, setValueText] = useState(formatBRL(simulatorDefaults.vehicleValue));
  // null while the down payment follows the suggested share of the value (until the visitor types one).
  const [downText, setDownText] = useState<string | null>(null);
  const [installments, setInstallments] = useState(String(simulatorDefaults.installments));

  // Take back what the visitor typed before the page hydrated (hydration resets the fields).
  const formRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const typed = takeTypedBeforeHydration(formRef.current);
    // The product typed before hydration, else the one a rate's link asked for (`?modalidade=`).
    const requested = typed['simulator-product'] ?? new URLSearchParams(window.location.search).get(simulatorProductParam);
    const typedProduct = simulatorProducts.find((item) => item.id === requested);
    if (typedProduct) setProductId(typedProduct.id);
    if (typed['simulator-vehicle-value'] !== undefined) setValueText(typed['simulator-vehicle-value']);
    if (typed['simulator-down-payment'] !== undefined) setDownText(typed['simulator-down-payment']);
    if (typed['simulator-installments'] !== undefined) setInstallments(typed['simulator-installments']);
  }, []);

  const product = simulatorProducts.find((item) => item.id === productId) ?? simulatorProducts[0];
  const monthlyRate = rates[product.rate].monthly;
  const vehicleValue = parseBRL(valueText);
  const suggestedDown = vehicleValue === null ? null : toCents(vehicleValue * simulatorDefaults.downPaymentRatio);
  const downPayment = downText === null ? suggestedDown : parseBRL(downText);
  const count = Number(installments);
  const loan = simulateVehicle({ vehicleValue, downPayment, monthlyRate, installments: count });

  /** Rewrites a typed amount as `R$ 50.000,00` when the visitor leaves the field. */
  const reformat = (text: string) => {
    const value = parseBRL(text);
    return value === null ? text : formatBRL(value);
  };

  return (
    <div className={styles.layout}>
      {/* A form only so its fields can be taken back after hydration; nothing is submitted. */}
      <Stack as="form" ref={formRef} space="md" onSubmit={(event) => event.preventDefault()}>
        <NoScriptNotice />
        <RadioGroup
          legend={simulatorCopy.productLegend}
          name="simulator-product"
          appearance="segmented"
          options={productOptions}
          value={productId}
          onValueChange={(value) => setProductId(value as SimulatorProduct['id'])}
        />
        <TextField
          label={simulatorCopy.vehicleValueLabel}
          name="simulator-vehicle-value"
          inputMode="decimal"
          autoComplete="off"
          value={valueText}
          onChange={(event) => setValueText(event.target.value)}
          onBlur={(event) => setValueText(reformat(event.target.value))}
        />
        <TextField
          label={simulatorCopy.downPaymentLabel}
          hint={simulatorCopy.downPaymentHint}
          name="simulator-down-payment"
          inputMode="decimal"
          autoComplete="off"
          value={downText ?? (suggestedDown === null ? '' : formatBRL(suggestedDown))}
          onChange={(event) => setDownText(event.target.value)}
          onBlur={(event) => setDownText(reformat(event.target.value))}
        />
        <Select
          label={simulatorCopy.installmentsLabel}
          name="simulator-installments"
          options={installmentOptions}
          value={installments}
          onChange={(event) => setInstallments(event.target.value)}
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
                  ? prefillHref({ vehicleValue: vehicleValue ?? 0, downPayment: downPayment ?? 0, installments: count })
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
