/**
 * How the landing simulator hands its figures to the wizard: search parameters on the wizard URL,
 * `/financiamento?modalidade=<id>&valor=50000.00&entrada=10000.00&parcelas=48` (reais as plain
 * decimals, absent figures omitted). Kept apart from the wizard's state module (which reads them)
 * so that the landing page loads nothing else of the wizard.
 */
import { productParam, type ProductId } from '@repo/content';

/** Names of the figures' search parameters (the product travels as `productParam`, `modalidade`). */
export const PREFILL_PARAMS = {
  vehicleValue: 'valor',
  downPayment: 'entrada',
  loanAmount: 'montante',
  outstandingBalance: 'saldo',
  currentInstallment: 'parcela-atual',
  installments: 'parcelas',
} as const;

/** The amounts a simulator may hand over, by the wizard's field name. */
export type PrefillAmountField = 'vehicleValue' | 'downPayment' | 'loanAmount' | 'outstandingBalance' | 'currentInstallment';

/** The simulator's figures: its product, installments and the amounts it asked for. */
export type PrefillFigures = { product: ProductId; installments: number } & Partial<Record<PrefillAmountField, number>>;

const amountFields: readonly PrefillAmountField[] = ['vehicleValue', 'downPayment', 'loanAmount', 'outstandingBalance', 'currentInstallment'];

/** The wizard URL on the simulator's product, its figures waiting in step 2 (the visitor still starts at step 1). */
export function prefillHref(figures: PrefillFigures): string {
  const params = [`${productParam}=${figures.product}`];
  for (const field of amountFields) {
    const amount = figures[field];
    if (amount !== undefined) params.push(`${PREFILL_PARAMS[field]}=${amount.toFixed(2)}`);
  }
  params.push(`${PREFILL_PARAMS.installments}=${figures.installments}`);
  return `/financiamento?${params.join('&')}`;
}
