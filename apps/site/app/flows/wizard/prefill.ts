/**
 * How the landing simulator hands its figures to the wizard: search parameters on the wizard URL,
 * `/financiamento?modalidade=financiamento&valor=50000.00&entrada=10000.00&parcelas=48` (reais as
 * plain decimals). Kept apart from the wizard's state module so that the landing page loads nothing
 * else of the wizard.
 */
import { productParam, type ProductId } from '@repo/content';

/** Names of the search parameters. */
export const PREFILL_PARAMS = {
  vehicleValue: 'valor',
  downPayment: 'entrada',
  loanAmount: 'montante',
  outstandingBalance: 'saldo',
  currentInstallment: 'parcela-atual',
  installments: 'parcelas',
} as const;

/** The amounts a simulation may carry. */
export type PrefillAmountField = 'vehicleValue' | 'downPayment' | 'loanAmount' | 'outstandingBalance' | 'currentInstallment';

/** The simulator's figures: the product, its amounts (absent ones omitted) and the installments. */
export type PrefillFigures = { product: ProductId; installments: number } & Partial<Record<PrefillAmountField, number>>;

const amountFields: readonly PrefillAmountField[] = ['vehicleValue', 'downPayment', 'loanAmount', 'outstandingBalance', 'currentInstallment'];

/**
 * The wizard URL carrying simulator figures into step 2 (the visitor still starts at step 1):
 * `/financiamento?modalidade=<id>&valor=50000.00&entrada=10000.00&parcelas=48`.
 */
export function prefillHref(figures: PrefillFigures): string {
  const params = [`${productParam}=${figures.product}`];
  for (const field of amountFields) {
    const amount = figures[field];
    if (amount !== undefined) params.push(`${PREFILL_PARAMS[field]}=${amount.toFixed(2)}`);
  }
  params.push(`${PREFILL_PARAMS.installments}=${figures.installments}`);
  return `/financiamento?${params.join('&')}`;
}

const currencyText = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Reais as the currency mask writes them, without `R$`: 85000 → `85.000,00`. */
export function toCurrencyText(value: number): string {
  return currencyText.format(value);
}
