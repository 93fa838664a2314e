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

/**
 * Reais from an amount typed freely in pt-BR: `50.000,00`, `R$ 50.000`, `50000`, `50000,5`.
 * A dot is a thousands separator when it groups three digits (`50.000`), else a decimal point
 * (`50000.50`). Null when the text holds no digit.
 */
export function parseCurrencyText(text: string): number | null {
  const cleaned = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  let normalized: string;
  if (cleaned.includes(',')) normalized = cleaned.replace(/\./g, '').replace(',', '.').replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) normalized = cleaned.replace(/\./g, '');
  else {
    const [whole, ...rest] = cleaned.split('.');
    normalized = rest.length > 0 ? `${whole}.${rest.join('')}` : cleaned;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}
