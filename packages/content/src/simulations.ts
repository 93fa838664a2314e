/**
 * The simulation of each product, pure, at the product's rate (`products.ts`), with the IOF financed
 * in and the CET (`loan.ts`): what the landing simulator shows and the wizard estimates.
 * Financing is `simulateVehicle` at `productMonthlyRate('financiamento')`.
 */
import { simulateLoan, simulateVehicle, type Borrower, type Loan } from './loan';
import type { ProductId } from './brokers/profile';
import { isWithinSecuredLoanRange, productMonthlyRate } from './products';

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
  /** Installments of the new contract. */
  installments: number;
  borrower?: Borrower;
};

/** An estimate of the new installment, and how it compares with the current one when known. */
export type RefinancingEstimate = {
  /** The new contract: the whole balance at the partner rate, IOF financed in. */
  readonly loan: Loan;
  /** The installment paid today; null when not given. */
  readonly currentInstallment: number | null;
  /** current − new installment, in reais: positive when the new one is lower; null without the current one. */
  readonly difference: number | null;
  /** difference / current installment (0.2252 is 22,52% lower); null without the current one. */
  readonly reduction: number | null;
};

/**
 * The new installment for refinancing the whole outstanding balance at the partner rate (the
 * financing rate, see `products`), as a new credit operation: a partner bank pays off the current
 * financing, so the IOF is charged on the new contract and financed in like any loan. An estimate:
 * the advertised "até 40% menor" is a claim (`refinancingReductionClaim`), never computed
 * here. Null without a positive balance or installments.
 */
export function simulateRefinancing({
  outstandingBalance,
  currentInstallment = null,
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
  const current = currentInstallment !== null && Number.isFinite(currentInstallment) && currentInstallment > 0 ? currentInstallment : null;
  const difference = current === null ? null : current - loan.installment;
  return {
    loan,
    currentInstallment: current,
    difference,
    reduction: current === null || difference === null ? null : difference / current,
  };
}

/** The figures an estimate is made from, in reais (null when not typed or not usable), by field name. */
export type EstimateFigures = {
  readonly vehiclePrice?: number | null;
  readonly downPayment?: number | null;
  readonly loanAmount?: number | null;
  readonly outstandingBalance?: number | null;
  readonly currentInstallment?: number | null;
};

/**
 * A product's estimate: the loan, and for refinancing how the new installment compares with the
 * current one (null for the other products, or without the current installment).
 */
export type ProductEstimate = {
  readonly loan: Loan;
  readonly comparison: Pick<RefinancingEstimate, 'currentInstallment' | 'difference' | 'reduction'> | null;
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
      if (!BROKER_OFFERS.financing) return null;
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
      if (!BROKER_OFFERS.securedLoan) return null;
      const loan = simulateSecuredLoan({ amount: figures.loanAmount ?? null, installments, borrower });
      return loan && { loan, comparison: null };
    }
    case 'refinanciamento': {
      if (!BROKER_OFFERS.refinancing) return null;
      const estimate = simulateRefinancing({
        outstandingBalance: figures.outstandingBalance ?? null,
        currentInstallment: figures.currentInstallment ?? null,
        installments,
        borrower,
      });
      if (!estimate) return null;
      const { loan, ...comparison } = estimate;
      return { loan, comparison: comparison.currentInstallment === null ? null : comparison };
    }
  }
}
