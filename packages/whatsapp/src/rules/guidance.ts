import { guidanceHints, maxPlausibleMonthlyRate, minDownPaymentRatio, minVehicleValue, parseBRL, pricePayment } from '@repo/content';
import type { DetailsAnswers, FieldIssue } from './answers';

/**
 * Hints beside a field when an answer falls outside the guidance: for a financing, a price below
 * R$ 20.000 or a down payment below 20% of the price (the FAQ's); for a refinancing, a balance that
 * its installments left cannot explain. Said, never enforced (SPEC §5, §9).
 */
export function guidanceIssues(draft: DetailsAnswers): FieldIssue[] {
  if (BROKER_OFFERS.refinanciamento && draft.product === 'refinanciamento') return balanceIssues(draft);
  if (!BROKER_OFFERS.financiamento || draft.product !== 'financiamento') return [];
  const price = parseBRL(draft.vehiclePrice ?? '');
  const downPayment = parseBRL(draft.downPayment ?? '');
  const hints: FieldIssue[] = [];
  if (price !== null && price > 0 && price < minVehicleValue) hints.push({ field: 'vehiclePrice', message: guidanceHints.vehiclePrice });
  const minimum = price === null ? null : Math.round(price * minDownPaymentRatio * 100) / 100;
  if (minimum !== null && downPayment !== null && price !== null && downPayment < minimum && downPayment < price) {
    hints.push({ field: 'downPayment', message: guidanceHints.downPayment(minimum) });
  }
  return hints;
}

/**
 * A refinancing's balance against its installments left: above their sum (a contract never charges
 * less than nothing), or below what they are worth at `maxPlausibleMonthlyRate` (a figure typed
 * wrong: 1.234,56 for 12.345,60). Either makes the comparison with a new contract untrue.
 */
function balanceIssues(draft: DetailsAnswers): FieldIssue[] {
  const balance = parseBRL(draft.outstandingBalance ?? '');
  const installment = parseBRL(draft.currentInstallment ?? '');
  const remaining = Number(draft.remainingInstallments ?? '');
  if (balance === null || !(balance > 0) || installment === null || !(installment > 0) || !Number.isInteger(remaining) || remaining < 1) return [];
  const leftToPay = Math.round(installment * remaining * 100) / 100;
  if (balance > leftToPay) return [{ field: 'outstandingBalance', message: guidanceHints.balanceAboveLeftToPay(leftToPay, remaining) }];
  // The balance a loan of these installments has at the ceiling rate: the least a real one has.
  const floor = Math.round((installment / pricePayment(1, maxPlausibleMonthlyRate, remaining)) * 100) / 100;
  if (balance < floor) return [{ field: 'outstandingBalance', message: guidanceHints.balanceBelowLeftToPay(floor, installment, remaining) }];
  return [];
}
