import { defaultProduct, estimateProduct, findProduct, refinancingComparisonFacts, refinancingCopy, securedLoanRange, type Loan, type Product } from '@repo/content';
import type { Fact } from '../../components/Facts';
import type { FormRules } from '../shared/rules';
import type { AmountField, Answers } from './fields';

/*
 * What the simulator computes from its answers: the chosen product's estimate, and the rules the
 * wizard would apply to them.
 */

/** What the simulator shows for the chosen product. */
export type Simulation = {
  loan: Loan | null;
  /** Refinancing with the current installment and the installments left: how the new contract compares, monthly and in total. */
  comparison: Fact[];
  /** Refinancing's comparison in total, said plainly, or what is missing to make it; null otherwise. */
  verdict: string | null;
};

/** Nothing to show. */
export const noSimulation: Simulation = { loan: null, comparison: [], verdict: null };

/** The product's estimate (the one the wizard and the message make too), as the simulator lays it out. */
export function simulate(product: Product, amounts: Record<AmountField, number | null>, installments: number): Simulation {
  const estimate = estimateProduct(product.id, amounts, installments);
  const loan = estimate?.loan ?? null;
  // Refinancing's comparison, folded at build (`BROKER_OFFERS`): no part of a bundle without it.
  if (!BROKER_OFFERS.refinanciamento || product.id !== 'refinanciamento' || !loan) return { ...noSimulation, loan };
  const totals = estimate?.comparison ?? null;
  if (!totals) {
    // The current installment without the installments left: no monthly saving without its total.
    return { loan, comparison: [], verdict: (amounts.currentInstallment ?? 0) > 0 ? refinancingCopy.remainingMissing : null };
  }
  return {
    loan,
    comparison: refinancingComparisonFacts(totals),
    verdict: refinancingCopy.totalVerdict(totals.totalDifference, totals.installments, totals.remainingInstallments),
  };
}

/**
 * The rules the wizard applies to the chosen product's figures (`@repo/whatsapp/rules`), on what
 * the fields hold; none until the rules have arrived (the wizard checks them again).
 */
export function answerIssues(answers: Answers, rules: FormRules | null) {
  if (!rules) return [];
  const product = findProduct(answers.product) ?? defaultProduct;
  const { installments: _installments, product: _product, ...amounts } = answers;
  return rules
    .detailsIssues({ product: product.id, ...amounts })
    .filter(({ field }) => (product.simulatorFields as readonly string[]).includes(field)) as { field: AmountField; message: string }[];
}

/** The smallest amount a field accepts: below it, more digits may still come. */
export const minimums = (rules: FormRules): Partial<Record<AmountField, number>> => ({
  vehiclePrice: rules.vehicleValueRange('').min,
  loanAmount: securedLoanRange.min,
});
