/**
 * A vehicle's value as the rules read it: within its kind's plausible range, and what it backs for
 * a secured loan. Step 2's rules and what the value means for the product both start from it.
 */
import { fieldRuleMessages, maxLoanForVehicle, refinancingFromVehicleValue, vehicleValueRanges, type AmountRange, type VehicleKindId } from '@repo/content';

/** The range a vehicle's value must be in: its kind's, or the widest without one. */
export function vehicleValueRange(kind: VehicleKindId | ''): AmountRange {
  if (kind !== '') return vehicleValueRanges[kind];
  const ranges = Object.values(vehicleValueRanges);
  return { min: Math.min(...ranges.map((range) => range.min)), max: Math.max(...ranges.map((range) => range.max)) };
}

/** What to say of a vehicle's value outside its kind's range, or not an amount; null when plausible. */
export function vehicleValueMessage(value: number | null, kind: VehicleKindId | ''): string | null {
  if (value === null) return fieldRuleMessages.notAnAmount;
  const range = vehicleValueRange(kind);
  return value >= range.min && value <= range.max ? null : fieldRuleMessages.vehicleValue(range, kind);
}

/**
 * What a vehicle of `value` reais backs for a secured loan: the broker's share of its value, less
 * what is still owed on it (`balance`, null when paid off), never below zero.
 */
export function securedLoanGuarantee(value: number, balance: number | null, loanToValue: number) {
  if (balance === null || !(balance > 0)) {
    const maxLoan = maxLoanForVehicle(value, loanToValue);
    return { maxLoan, balance: null, available: maxLoan, coversBalance: true };
  }
  const { maxLoan, available, coversBalance } = refinancingFromVehicleValue(value, balance, loanToValue);
  return { maxLoan, balance, available, coversBalance };
}
