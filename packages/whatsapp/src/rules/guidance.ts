import { guidanceHints, minDownPaymentRatio, minVehicleValue, parseBRL } from '@repo/content';
import type { DetailsAnswers, FieldIssue } from './answers';

/**
 * Hints beside the financing's fields when an answer falls outside the FAQ's guidance: a price
 * below R$ 20.000, a down payment below 20% of the price. Said, never enforced (SPEC §5, §9).
 */
export function guidanceIssues(draft: DetailsAnswers): FieldIssue[] {
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
