import { cetNotice, formatBRL, productMonthlyRate, refinancingCopy, simulationDisclaimer, simulatorCopy, type Product } from '@repo/content';
import { Button, Card, Heading, Stack, Text } from '@repo/ui';
import { useId } from 'react';
import { Facts } from '../../components/Facts';
import { emphasis, verdict as verdictClass } from '../../components/Facts.css';
import { keepTogether } from '../../components/KeepTogether';
import { nowrap } from '../../components/KeepTogether.css';
import { MarketRate, ratesWithMarketAverage } from '../../components/MarketRate';
import type { Simulation } from './simulation';

/**
 * The simulator's results, beside its form: the installment and what makes it up, or what the
 * product needs first, its notices, and the form's submit button (`formId` ties it to the fields).
 */
export function SimulationResult({ product, simulation, formId }: { product: Product; simulation: Simulation; formId: string }) {
  const resultsId = useId();
  const { loan, comparison, verdict } = simulation;
  return (
    <Card padding="large" elevation="raised" as="section" aria-labelledby={resultsId}>
      <Stack space="md">
        <Heading level={3} size="medium" id={resultsId}>
          {simulatorCopy.resultsTitle}
        </Heading>
        {loan ? (
          <>
            <Stack space="2xs">
              <Text tone="muted">{product.installmentResultLabel}</Text>
              <p className={`${emphasis} ${nowrap}`}>{formatBRL(loan.installment)}</p>
              <Text size="small" tone="muted">
                {simulatorCopy.installmentCount(loan.installments)}
              </Text>
            </Stack>
            {comparison.length > 0 ? <Facts items={comparison} /> : null}
            {verdict ? <p className={verdictClass}>{keepTogether(verdict)}</p> : null}
            <Facts
              items={[
                { label: product.requestedAmountLabel, value: formatBRL(loan.principal) },
                { label: simulatorCopy.iofLabel, value: formatBRL(loan.iof) },
                { label: simulatorCopy.financedAmountLabel, value: formatBRL(loan.financed) },
                // Refinancing's comparison already gives the new contract's total, from the installment shown.
                ...(comparison.length > 0 ? [] : [{ label: simulatorCopy.totalPayableLabel, value: formatBRL(loan.totalPayable) }]),
                { label: simulatorCopy.cetLabel, value: simulatorCopy.cetValue(loan.cetAnnual) },
              ]}
            />
            <Text size="small" tone="muted">
              {simulationDisclaimer(productMonthlyRate(product.id), loan.cetAnnual)} {cetNotice}
            </Text>
            {ratesWithMarketAverage.includes(product.id) ? <MarketRate /> : null}
          </>
        ) : (
          <Text tone="muted">{product.simulatorEmpty}</Text>
        )}
        {BROKER_OFFERS.refinanciamento && product.id === 'refinanciamento' ? (
          <>
            <Text size="small">{refinancingCopy.estimateNotice}</Text>
            <Text size="small">{refinancingCopy.claimNotice}</Text>
          </>
        ) : null}
        <Text size="small" tone="muted">
          {simulatorCopy.institutionsNotice}
        </Text>
        {/* The form's submit button, beside the figures it carries (`form` ties it to the fields). */}
        <Button type="submit" form={formId} variant="solid" tone="primary" width="full">
          {simulatorCopy.submitLabel}
        </Button>
      </Stack>
    </Card>
  );
}
