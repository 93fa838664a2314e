import { brokerProfile } from './broker';
import { minDownPaymentRatio } from './claims';
import { formatPercent } from './format';

/**
 * What a vehicle's value means for each product: the financing's down payment and amount to
 * finance, the most a vehicle can guarantee for a secured loan, and what refinancing leaves once
 * the outstanding balance is paid. Pure functions, amounts in reais, rounded to the centavo in the
 * visitor's favour of caution: a minimum (the down payment) rounds up, a maximum (the guarantee)
 * rounds down, so no figure shown promises more than the rule allows. Every figure is an estimate,
 * subject to credit analysis; the loan-to-value share of each product comes from the broker's data.
 * Read by the forms' rules (`@repo/whatsapp/rules`), fetched after a form hydrates: no page loads
 * this module up front.
 */

/** The products a vehicle backs as a guarantee: the secured loan and refinancing. */
export type GuaranteedProductId = 'emprestimo-com-garantia' | 'refinanciamento';

/**
 * The broker's loan-to-value share of a product (`limitePercentualDoVeiculo` of its file: 0.7 for
 * 70%), or null when it does not offer the product.
 */
export function productLoanToValue(id: GuaranteedProductId): number | null {
  return brokerProfile.products[id]?.maxLoanToValue ?? null;
}

/** The words beside the figures a vehicle's value gives each product (wizard step 2's estimate). */
export const vehicleValueCopy = {
  /** Heading of the figures. */
  title: 'Pelo valor do veículo',
  /** Financing: `Entrada sugerida (20% do valor)`. */
  // Financing's words, folded at build: empty in the bundles of a broker without it (`BROKER_OFFERS`).
  suggestedDownPayment: (ratio: number): string => (BROKER_OFFERS.financiamento ? `Entrada sugerida (${formatPercent(ratio)} do valor)` : ''),
  amountToFinance: BROKER_OFFERS.financiamento ? 'Valor a financiar com essa entrada' : '',
  /** Secured loan and refinancing: `Até quanto o veículo garante (70% do valor)`. */
  maxLoan: (loanToValue: number): string => `Até quanto o veículo garante (${formatPercent(loanToValue)} do valor)`,
  // The secured loan's words, folded at build: empty in the bundles of a broker without it (`BROKER_OFFERS`).
  /** Secured loan on a vehicle not paid off: what is still owed on it. */
  balance: BROKER_OFFERS.emprestimoComGarantia ? 'Saldo devedor do veículo' : '',
  /** Secured loan on a vehicle not paid off: the guarantee less what is still owed. */
  availableAfterBalance: BROKER_OFFERS.emprestimoComGarantia ? 'Disponível para o empréstimo, descontado o saldo devedor' : '',
  /** Secured loan: a balance above what the vehicle backs leaves nothing to lend against it. */
  securedBalanceAboveGuarantee: BROKER_OFFERS.emprestimoComGarantia
    ? 'O saldo devedor passa do que o veículo costuma garantir: o empréstimo depende da análise de crédito.'
    : '',
  // Refinancing's words, folded at build: empty in the bundles of a broker without it (`BROKER_OFFERS`).
  /** Refinancing: what of the vehicle is the owner's. */
  equity: BROKER_OFFERS.refinanciamento ? 'Valor do veículo menos o saldo devedor' : '',
  /** Refinancing: a balance above the guarantee is said, not refused: the analysis decides. */
  balanceAboveGuarantee: BROKER_OFFERS.refinanciamento
    ? 'O saldo devedor passa do que o veículo costuma garantir: o refinanciamento depende da análise de crédito.'
    : '',
  /** Beside every figure above (CDC art. 54-C: credit is never promised). */
  estimateNotice: 'Estimativas pelo valor do veículo, sujeitas à análise de crédito: não são promessa de crédito.',
} as const;

/** Whole centavos of an amount in reais (float noise of the input removed). */
function toCents(reais: number): number {
  return Math.round(reais * 100);
}

function checkAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite amount ≥ 0`);
}

function checkShare(name: string, share: number): void {
  if (!Number.isFinite(share) || share <= 0 || share > 1) throw new RangeError(`${name} must be a share in (0, 1]`);
}

// A product of centavos and a share such as 0.2 or 0.7 carries float noise (1 234 567 × 0.2 =
// 246 913.40000000002); it is far below a thousandth of a centavo, so it is dropped before rounding.
const noise = 1e-6;

/** The financing of a vehicle: at least `downPaymentRatio` down, the rest financed. */
export type FinancingSplit = {
  /** Suggested down payment: the share of the value, rounded up to the centavo. */
  readonly downPayment: number;
  /** The value minus the down payment. */
  readonly amountFinanced: number;
};

/**
 * The suggested down payment (the FAQ's minimum share, {@link minDownPaymentRatio}: 20%) and the
 * amount to finance for a vehicle of `vehicleValue` reais.
 */
export function financingFromVehicleValue(vehicleValue: number, downPaymentRatio: number = minDownPaymentRatio): FinancingSplit {
  checkAmount('vehicleValue', vehicleValue);
  checkShare('downPaymentRatio', downPaymentRatio);
  const value = toCents(vehicleValue);
  const down = Math.min(value, Math.ceil(value * downPaymentRatio - noise));
  return { downPayment: down / 100, amountFinanced: (value - down) / 100 };
}

/**
 * The most a vehicle of `vehicleValue` reais can guarantee when lenders lend up to `loanToValue`
 * of its value (0.6 for 60%), rounded down to the centavo.
 */
export function maxLoanForVehicle(vehicleValue: number, loanToValue: number): number {
  checkAmount('vehicleValue', vehicleValue);
  checkShare('loanToValue', loanToValue);
  return Math.floor(toCents(vehicleValue) * loanToValue + noise) / 100;
}

/** A secured loan's request measured against its guarantee. */
export type SecuredLoanCheck = {
  /** The most the vehicle can guarantee ({@link maxLoanForVehicle}). */
  readonly maxLoan: number;
  /** True when the amount asked for is above it (the form says so at the field). */
  readonly exceedsGuarantee: boolean;
};

/** Whether `requested` reais fit the guarantee of a vehicle of `vehicleValue` reais. */
export function securedLoanCheck(requested: number, vehicleValue: number, loanToValue: number): SecuredLoanCheck {
  checkAmount('requested', requested);
  const maxLoan = maxLoanForVehicle(vehicleValue, loanToValue);
  return { maxLoan, exceedsGuarantee: toCents(requested) > toCents(maxLoan) };
}

/** Refinancing a vehicle that may still be financed: its value against what is still owed. */
export type RefinancingCheck = {
  /** The most the vehicle can guarantee ({@link maxLoanForVehicle}). */
  readonly maxLoan: number;
  /** Value minus the outstanding balance: what of the vehicle is the owner's (negative when underwater). */
  readonly equity: number;
  /** What the guarantee leaves once the balance is paid off (0 when it does not cover it). */
  readonly available: number;
  /** True when the guarantee covers the outstanding balance. */
  readonly coversBalance: boolean;
};

/**
 * Refinancing: the new loan first pays off the `outstandingBalance`, so what the visitor can take
 * is the vehicle's guarantee (`loanToValue` of `vehicleValue`) minus that balance.
 */
export function refinancingFromVehicleValue(vehicleValue: number, outstandingBalance: number, loanToValue: number): RefinancingCheck {
  checkAmount('outstandingBalance', outstandingBalance);
  const maxLoan = maxLoanForVehicle(vehicleValue, loanToValue);
  const balance = toCents(outstandingBalance);
  const guarantee = toCents(maxLoan);
  return {
    maxLoan,
    equity: (toCents(vehicleValue) - balance) / 100,
    available: Math.max(0, guarantee - balance) / 100,
    coversBalance: balance <= guarantee,
  };
}
