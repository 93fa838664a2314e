/**
 * How the landing simulator hands its figures to the wizard: search parameters on the wizard URL,
 * `/financiamento?valor=50000.00&entrada=10000.00&parcelas=48` (reais as plain decimals). Kept apart
 * from the wizard's state module so that the landing page loads nothing else of the wizard.
 */

/** Names of the search parameters. */
export const PREFILL_PARAMS = { vehicleValue: 'valor', downPayment: 'entrada', installments: 'parcelas' } as const;

/** The simulator's figures. */
export type PrefillFigures = { vehicleValue: number; downPayment: number; installments: number };

/** The wizard URL carrying simulator figures into step 2 (the visitor still starts at step 1). */
export function prefillHref({ vehicleValue, downPayment, installments }: PrefillFigures): string {
  return (
    `/financiamento?${PREFILL_PARAMS.vehicleValue}=${vehicleValue.toFixed(2)}` +
    `&${PREFILL_PARAMS.downPayment}=${downPayment.toFixed(2)}` +
    `&${PREFILL_PARAMS.installments}=${installments}`
  );
}

const currencyText = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Reais as the currency mask writes them, without `R$`: 85000 → `85.000,00`. */
export function toCurrencyText(value: number): string {
  return currencyText.format(value);
}
