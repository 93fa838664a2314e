/** The rules of the wizard's step 2, each product's: years, plates, amounts and how they relate. */
import {
  fieldRuleMessages,
  maxRemainingInstallments,
  oldestVehicleYear,
  parseBRL,
  productLoanToValue,
  securedLoanAmountError,
} from '@repo/content';
import { parsePlate } from '../format';
import type { RequestTextField } from '../request';
import { type DetailsAnswers, type FieldIssue, filled, withEmptyAnswers } from './answers';
import { securedLoanGuarantee, vehicleValueMessage } from './vehicle-value';

/** The newest vehicle year the forms accept: next year's models are on sale. */
export function newestVehicleYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

function yearMessage(value: string, now: Date): string | null {
  const year = Number(value.trim());
  const newest = newestVehicleYear(now);
  return /^\d{4}$/.test(value.trim()) && year >= oldestVehicleYear && year <= newest ? null : fieldRuleMessages.year(newest);
}

/** What is still owed on a vehicle: a positive amount, not above the vehicle's (plausible) value. */
function balanceMessage(balance: number | null, value: number | null, valueMessage: string | null): string | null {
  if (balance === null) return fieldRuleMessages.notAnAmount;
  if (!(balance > 0)) return fieldRuleMessages.positive;
  return value !== null && valueMessage === null && balance > value ? fieldRuleMessages.balanceAboveVehicle(value) : null;
}

/** The installments left of a financing: a whole number from 1 to {@link maxRemainingInstallments}. */
function remainingInstallmentsMessage(value: string): string | null {
  const count = Number(value.trim());
  return /^\d+$/.test(value.trim()) && count >= 1 && count <= maxRemainingInstallments ? null : fieldRuleMessages.remainingInstallments;
}

/**
 * The rules of a product's step 2, in its display order: years from 1950 to next year; a plate
 * Mercosul's or the old format, in any case, hyphen or not (`parsePlate`); a vehicle's
 * value within its kind's plausible range; the down payment below the price; the secured loan
 * within its range and not above what the vehicle backs (the broker's loan-to-value share of its
 * value); the refinancing balance not above the vehicle's value, the installments left a whole
 * number from 1 to 120, and the current installment below the balance. Only the chosen product's
 * fields.
 */
export function detailsIssues(answers: DetailsAnswers, now: Date = new Date()): FieldIssue[] {
  const draft = withEmptyAnswers(answers);
  const amount = (field: RequestTextField) => (filled(draft[field]) ? parseBRL(draft[field]) : null);
  const messages: Partial<Record<RequestTextField, string | null>> = {};
  switch (draft.product) {
    case 'financiamento': {
      // Each product's rules folded at build (`BROKER_OFFERS`): none of a product not offered ships.
      if (!BROKER_OFFERS.financiamento) break;
      const price = amount('vehiclePrice');
      const downPayment = amount('downPayment');
      messages.vehiclePrice = vehicleValueMessage(price, draft.vehicleType);
      messages.vehicleYear = yearMessage(draft.vehicleYear, now);
      messages.vehiclePlate = parsePlate(draft.vehiclePlate) === null ? fieldRuleMessages.plate : null;
      messages.downPayment =
        downPayment === null ? fieldRuleMessages.notAnAmount : price !== null && downPayment >= price ? fieldRuleMessages.downPayment : null;
      break;
    }
    case 'emprestimo-com-garantia': {
      if (!BROKER_OFFERS.emprestimoComGarantia) break;
      const loan = amount('loanAmount');
      const value = amount('ownedVehicleValue');
      const valueMessage = vehicleValueMessage(value, draft.ownedVehicleType);
      const loanToValue = productLoanToValue('emprestimo-com-garantia') ?? 1;
      // A vehicle not paid off backs what is left once its balance is paid.
      const balance = draft.ownedVehiclePaidOff === 'nao' ? amount('outstandingBalance') : null;
      const guarantee = value !== null && valueMessage === null ? securedLoanGuarantee(value, balance, loanToValue) : null;
      messages.loanAmount =
        loan === null
          ? fieldRuleMessages.notAnAmount
          : (securedLoanAmountError(loan) ??
            (value !== null && guarantee !== null && loan > guarantee.available
              ? guarantee.balance === null
                ? fieldRuleMessages.loanAboveGuarantee(value, guarantee.maxLoan, loanToValue)
                : fieldRuleMessages.loanAboveGuaranteeLessBalance(guarantee.balance, guarantee.available)
              : null));
      messages.ownedVehicleYear = yearMessage(draft.ownedVehicleYear, now);
      messages.ownedVehicleValue = valueMessage;
      if (draft.ownedVehiclePaidOff === 'nao') messages.outstandingBalance = balanceMessage(balance, value, valueMessage);
      break;
    }
    case 'refinanciamento': {
      if (!BROKER_OFFERS.refinanciamento) break;
      const value = amount('ownedVehicleValue');
      const balance = amount('outstandingBalance');
      const installment = amount('currentInstallment');
      const valueMessage = vehicleValueMessage(value, draft.ownedVehicleType);
      messages.ownedVehicleYear = yearMessage(draft.ownedVehicleYear, now);
      messages.ownedVehicleValue = valueMessage;
      messages.outstandingBalance = balanceMessage(balance, value, valueMessage);
      messages.remainingInstallments = remainingInstallmentsMessage(draft.remainingInstallments);
      messages.currentInstallment =
        installment === null
          ? fieldRuleMessages.notAnAmount
          : !(installment > 0)
            ? fieldRuleMessages.positive
            : balance !== null && balance > 0 && installment >= balance
              ? fieldRuleMessages.installmentAboveBalance
              : null;
      break;
    }
  }
  // Each product's messages are set in its display order.
  return (Object.keys(messages) as (RequestTextField)[]).flatMap((name) => {
    const message = messages[name];
    return message != null && filled(draft[name]) ? [{ field: name, message }] : [];
  });
}
