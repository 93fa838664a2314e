/**
 * The simulation of each product, pure, at the product's rate (`products.ts`), with the IOF financed
 * in and the CET (`loan.ts`): what the landing simulator shows and the wizard estimates.
 * Financing is `simulateVehicle` at `productMonthlyRate('financiamento')`.
 */
import { simulateLoan, simulateVehicle, type Borrower, type Loan } from './loan';
import type { ProductId } from './brokers/profile';
import { isWithinSecuredLoanRange, productMonthlyRate, refinancingCopy } from './products';

/** The secured loan as the visitor asks for it. */
export type SecuredLoanInput = {
  /** Amount wanted, in reais (what the client receives); null when not typed. */
  amount: number | null;
  installments: number;
  borrower?: Borrower;
};

/**
 * The loan secured by the vehicle: the amount wanted at the secured-loan rate, IOF financed in.
 * Null when there is no amount, when it is outside `securedLoanRange` (say so with
 * `securedLoanAmountError`) or without installments.
 */
export function simulateSecuredLoan({ amount, installments, borrower }: SecuredLoanInput): Loan | null {
  if (amount === null || !isWithinSecuredLoanRange(amount) || !(installments > 0)) return null;
  return simulateLoan({
    principal: amount,
    monthlyRate: productMonthlyRate('emprestimo-com-garantia'),
    installments,
    borrower,
  });
}

/** The refinancing as the visitor describes it. */
export type RefinancingInput = {
  /** What is left to pay on the current financing, in reais; null when not typed. */
  outstandingBalance: number | null;
  /** The installment paid today, in reais; null or absent when not given. */
  currentInstallment?: number | null;
  /** How many installments of the current financing are left; null or absent when not given. */
  remainingInstallments?: number | null;
  /** Installments of the new contract. */
  installments: number;
  borrower?: Borrower;
};

/**
 * What the visitor pays in total today against what the new contract would cost in total, each
 * from the installments as shown (rounded to the centavo): today's installment times the
 * installments left, the new installment times the new term. In reais, exact to the centavo.
 */
export type RefinancingTotals = {
  /** Installments left on the current financing. */
  readonly remainingInstallments: number;
  /** The installment paid today. */
  readonly currentInstallment: number;
  /** remainingInstallments × currentInstallment: what is left to pay today. */
  readonly currentTotal: number;
  /** Installments of the new contract (its term). */
  readonly installments: number;
  /** The new installment, rounded to the centavo as shown. */
  readonly newInstallment: number;
  /** installments × newInstallment: what the new contract costs in total. */
  readonly newTotal: number;
  /** currentInstallment − newInstallment: positive when the new installment is lower. */
  readonly monthlyDifference: number;
  /** newTotal − currentTotal: positive when the new contract costs more in total. */
  readonly totalDifference: number;
};

/** Centavos of an amount in reais. */
const toCents = (reais: number) => Math.round(reais * 100);

/**
 * The refinancing's comparison of totals, a pure function of the figures shown: today's remaining
 * total (installments left × today's installment) against the new total (new installment, rounded
 * as shown, × the new term), and the monthly and total differences. Balance R$ 9.000,00 with 18
 * installments of R$ 612,40 left, refinanced in 48x of R$ 255,68: R$ 11.023,20 today against
 * R$ 12.272,64, R$ 356,72 less a month but R$ 1.249,44 more in total. Null unless the installment
 * is positive and the counts are whole and positive.
 */
export function refinancingTotals(
  current: { readonly installment: number | null; readonly remaining: number | null },
  next: { readonly installment: number; readonly installments: number },
): RefinancingTotals | null {
  const { installment, remaining } = current;
  if (installment === null || !Number.isFinite(installment) || !(installment > 0)) return null;
  if (remaining === null || !Number.isInteger(remaining) || !(remaining > 0)) return null;
  if (!Number.isInteger(next.installments) || !(next.installments > 0) || !Number.isFinite(next.installment)) return null;
  const currentCents = toCents(installment);
  const newCents = toCents(next.installment);
  const currentTotalCents = currentCents * remaining;
  const newTotalCents = newCents * next.installments;
  return {
    remainingInstallments: remaining,
    currentInstallment: currentCents / 100,
    currentTotal: currentTotalCents / 100,
    installments: next.installments,
    newInstallment: newCents / 100,
    newTotal: newTotalCents / 100,
    monthlyDifference: (currentCents - newCents) / 100,
    totalDifference: (newTotalCents - currentTotalCents) / 100,
  };
}

/**
 * A count of installments as typed (`18`) or given: a whole positive number, else null. The wizard
 * keeps the count as the visitor typed it; the simulator reads it as a number.
 */
export function installmentCount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const count = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value;
  return Number.isInteger(count) && count > 0 ? count : null;
}

/** An estimate of the new installment, and how it compares with the current financing when known. */
export type RefinancingEstimate = {
  /** The new contract: the whole balance at the partner rate, IOF financed in. */
  readonly loan: Loan;
  /**
   * Today's remaining total against the new total, and the monthly difference; null unless both
   * the current installment and the installments left are given: a monthly saving is never shown
   * without what it costs in total.
   */
  readonly totals: RefinancingTotals | null;
};

/**
 * The new installment for refinancing the whole outstanding balance at the partner rate (the
 * financing rate, see `products`), as a new credit operation: a partner bank pays off the current
 * financing, so the IOF is charged on the new contract and financed in like any loan. An estimate:
 * the advertised "até 40% menor" is a claim (`refinancingReductionClaim`), never computed
 * here, and no percentage is: the comparison is in reais, monthly and in total. Null without a
 * positive balance or installments.
 */
export function simulateRefinancing({
  outstandingBalance,
  currentInstallment = null,
  remainingInstallments = null,
  installments,
  borrower,
}: RefinancingInput): RefinancingEstimate | null {
  if (outstandingBalance === null || !Number.isFinite(outstandingBalance) || !(outstandingBalance > 0)) return null;
  if (!(installments > 0)) return null;
  const loan = simulateLoan({
    principal: outstandingBalance,
    monthlyRate: productMonthlyRate('refinanciamento'),
    installments,
    borrower,
  });
  return {
    loan,
    totals: refinancingTotals({ installment: currentInstallment, remaining: installmentCount(remainingInstallments) }, loan),
  };
}

/** The figures an estimate is made from, in reais (null when not typed or not usable), by field name. */
export type EstimateFigures = {
  readonly vehiclePrice?: number | null;
  readonly downPayment?: number | null;
  readonly loanAmount?: number | null;
  readonly outstandingBalance?: number | null;
  readonly currentInstallment?: number | null;
  /** Installments left on the current financing: a count, as typed (`18`) or read. */
  readonly remainingInstallments?: number | string | null;
};

/**
 * A product's estimate: the loan, and for refinancing how the new contract compares with the
 * current one, monthly and in total (null for the other products, or without the current
 * installment and the installments left).
 */
export type ProductEstimate = {
  readonly loan: Loan;
  readonly comparison: RefinancingTotals | null;
};

/**
 * The one estimate of every product, at its rate, shared by the landing simulator, the wizard's
 * step 2 and the WhatsApp message (so the three never disagree): financing the price less the down
 * payment, the secured loan the amount wanted (within its range), refinancing the whole balance.
 * Null when the figures allow none.
 */
export function estimateProduct(
  product: ProductId,
  figures: EstimateFigures,
  installments: number,
  borrower?: Borrower,
): ProductEstimate | null {
  switch (product) {
    case 'financiamento': {
      // Each product's math folded at build (`BROKER_OFFERS`): none of a product not offered ships.
      if (!BROKER_OFFERS.financiamento) return null;
      const loan = simulateVehicle({
        vehicleValue: figures.vehiclePrice ?? null,
        downPayment: figures.downPayment ?? null,
        monthlyRate: productMonthlyRate(product),
        installments,
        borrower,
      });
      return loan && { loan, comparison: null };
    }
    case 'emprestimo-com-garantia': {
      if (!BROKER_OFFERS.emprestimoComGarantia) return null;
      const loan = simulateSecuredLoan({ amount: figures.loanAmount ?? null, installments, borrower });
      return loan && { loan, comparison: null };
    }
    case 'refinanciamento': {
      if (!BROKER_OFFERS.refinanciamento) return null;
      const estimate = simulateRefinancing({
        outstandingBalance: figures.outstandingBalance ?? null,
        currentInstallment: figures.currentInstallment ?? null,
        remainingInstallments: installmentCount(figures.remainingInstallments),
        installments,
        borrower,
      });
      return estimate && { loan: estimate.loan, comparison: estimate.totals };
    }
  }
}

/** A labelled figure of an estimate, as the screen lists it and the message writes `Label: value`. */
export type EstimateFact = { readonly label: string; readonly value: string };

/**
 * Refinancing's comparison with the current financing, in reais, as the simulator, the wizard's
 * estimate and the WhatsApp message all list it: the monthly difference beside what is left to pay
 * today and what the new contract costs in total (each with its installments), then the difference
 * in total. No percentage.
 */
export function refinancingComparisonFacts(totals: RefinancingTotals): EstimateFact[] {
  return [
    { label: refinancingCopy.differenceLabel, value: refinancingCopy.difference(totals.monthlyDifference) },
    {
      label: refinancingCopy.currentTotalLabel,
      value: refinancingCopy.total(totals.currentTotal, totals.remainingInstallments, totals.currentInstallment),
    },
    { label: refinancingCopy.newTotalLabel, value: refinancingCopy.total(totals.newTotal, totals.installments, totals.newInstallment) },
    { label: refinancingCopy.totalDifferenceLabel, value: refinancingCopy.totalDifference(totals.totalDifference) },
  ];
}
