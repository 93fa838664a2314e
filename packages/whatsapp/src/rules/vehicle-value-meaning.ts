import {
  financingFromVehicleValue,
  formatBRL,
  minDownPaymentRatio,
  parseBRL,
  productLoanToValue,
  refinancingFromVehicleValue,
  vehicleValueCopy,
  type VehicleKindId,
} from '@repo/content';
import { type DetailsAnswers, withEmptyAnswers } from './answers';
import { securedLoanGuarantee, vehicleValueMessage } from './vehicle-value';

/** A figure a vehicle's value gives its product, labelled (wizard step 2's estimate). */
export type VehicleValueFact = { readonly label: string; readonly value: string };

/** What a vehicle's value means for the chosen product: a heading, the figures and what to say beside them. */
export type VehicleValueMeaning = { readonly title: string; readonly facts: readonly VehicleValueFact[]; readonly notes: readonly string[] };

/**
 * What the vehicle's value (typed, or the FIPE table's) means for the product, from the broker's
 * data: financing, the suggested down payment (the FAQ's share) and the amount left to finance;
 * the secured loan, the most the vehicle backs (its loan-to-value share); refinancing, the value
 * against the outstanding balance and what the vehicle backs. Null until the value (and, for
 * refinancing, the balance) is a plausible amount. Always an estimate: `notes` says so.
 */
export function vehicleValueMeaning(answers: DetailsAnswers): VehicleValueMeaning | null {
  const draft = withEmptyAnswers(answers);
  const plausible = (field: 'vehiclePrice' | 'ownedVehicleValue', kind: VehicleKindId | '') => {
    const value = parseBRL(draft[field]);
    return value !== null && vehicleValueMessage(value, kind) === null ? value : null;
  };
  const notes = [vehicleValueCopy.estimateNotice];
  const { title } = vehicleValueCopy;
  switch (draft.product) {
    case 'financiamento': {
      if (!BROKER_OFFERS.financiamento) return null;
      const price = plausible('vehiclePrice', draft.vehicleType);
      if (price === null) return null;
      const { downPayment, amountFinanced } = financingFromVehicleValue(price, minDownPaymentRatio);
      return {
        title,
        facts: [
          { label: vehicleValueCopy.suggestedDownPayment(minDownPaymentRatio), value: formatBRL(downPayment) },
          { label: vehicleValueCopy.amountToFinance, value: formatBRL(amountFinanced) },
        ],
        notes,
      };
    }
    case 'emprestimo-com-garantia': {
      if (!BROKER_OFFERS.emprestimoComGarantia) return null;
      const value = plausible('ownedVehicleValue', draft.ownedVehicleType);
      const loanToValue = productLoanToValue('emprestimo-com-garantia');
      if (value === null || loanToValue === null) return null;
      const owed = draft.ownedVehiclePaidOff === 'nao' ? parseBRL(draft.outstandingBalance) : null;
      const guarantee = securedLoanGuarantee(value, owed, loanToValue);
      const maxLoan = { label: vehicleValueCopy.maxLoan(loanToValue), value: formatBRL(guarantee.maxLoan) };
      if (guarantee.balance === null) return { title, facts: [maxLoan], notes };
      return {
        title,
        facts: [
          maxLoan,
          { label: vehicleValueCopy.balance, value: formatBRL(guarantee.balance) },
          { label: vehicleValueCopy.availableAfterBalance, value: formatBRL(guarantee.available) },
        ],
        notes: guarantee.coversBalance ? notes : [vehicleValueCopy.securedBalanceAboveGuarantee, ...notes],
      };
    }
    case 'refinanciamento': {
      if (!BROKER_OFFERS.refinanciamento) return null;
      const value = plausible('ownedVehicleValue', draft.ownedVehicleType);
      const balance = parseBRL(draft.outstandingBalance);
      const loanToValue = productLoanToValue('refinanciamento');
      if (value === null || balance === null || !(balance > 0) || loanToValue === null) return null;
      const { maxLoan, equity, coversBalance } = refinancingFromVehicleValue(value, balance, loanToValue);
      return {
        title,
        facts: [
          { label: vehicleValueCopy.equity, value: formatBRL(equity) },
          { label: vehicleValueCopy.maxLoan(loanToValue), value: formatBRL(maxLoan) },
        ],
        notes: coversBalance ? notes : [vehicleValueCopy.balanceAboveGuarantee, ...notes],
      };
    }
  }
}
