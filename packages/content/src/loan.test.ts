import { describe, expect, it } from 'vitest';
import { formatBRL, formatPercent } from './format';
import { annualRate, cashFlowRate, dueMonths, flowRate, iof, iofByBorrower, iofShare, paymentForDueMonths, pricePayment, roundCet, simulateLoan, simulateVehicle } from './loan';

/** Rounds reais to centavos, as a bank statement shows them. */
const cents = (value: number) => Math.round(value * 100) / 100;

describe('simulator math › Tabela Price', () => {
  it('gives BRAZIL.md check value: R$ 40.000,00 at 1,99% a.m. over 48 months is R$ 1.301,42 a month', () => {
    const payment = pricePayment(40_000, 0.0199, 48);
    expect(cents(payment)).toBe(1301.42);
    expect(formatBRL(payment)).toBe('R$\u00a01.301,42');
  });

  it('gives BRAZIL.md check total: R$ 62.468,22 over the 48 months', () => {
    expect(formatBRL(pricePayment(40_000, 0.0199, 48) * 48)).toBe('R$\u00a062.468,22');
  });

  it.each([
    // Textbook values of the Price table.
    [10_000, 0.01, 12, 888.49],
    [1_000, 0.02, 10, 111.33],
    [100_000, 0.01, 360, 1_028.61],
  ])('R$ %d at %d a.m. over %d months is R$ %d', (principal, rate, count, expected) => {
    expect(cents(pricePayment(principal, rate, count))).toBeCloseTo(expected, 2);
  });

  it('splits the principal evenly at a zero rate', () => {
    expect(pricePayment(1_200, 0, 12)).toBe(100);
  });
});

describe('simulator math › IOF financed into the loan', () => {
  it('charges 0,38% plus 0,0082% a day on each amortization, days capped at 365', () => {
    // One installment due in 30 days: the whole principal is repaid on day 30.
    expect(iofShare(0.0199, 1)).toBeCloseTo(iof.fixedRate + iof.dailyRate * 30, 12);
    // The share never exceeds 0,38% + 365 days of the daily rate.
    expect(iofShare(0.0199, 60)).toBeLessThan(iof.fixedRate + iof.dailyRate * iof.maxDays);
  });

  it('gives BRAZIL.md example: installment ≈ R$ 1.343,70 and CET ≈ 29,05% a.a.', () => {
    const loan = simulateLoan({ principal: 40_000, monthlyRate: 0.0199, installments: 48 });
    expect(formatBRL(loan.installment)).toBe('R$\u00a01.343,70');
    expect(formatPercent(loan.cetAnnual)).toBe('29,05%');
    // The IOF is charged on the financed amount, IOF included.
    expect(loan.financed).toBeCloseTo(loan.principal + loan.iof, 9);
    expect(loan.iof).toBeCloseTo(loan.financed * iofShare(0.0199, 48), 9);
  });

  it('adds the IOF to the amount financed and to the total payable', () => {
    const loan = simulateLoan({ principal: 40_000, monthlyRate: 0.012, installments: 48 });
    expect(loan.iof).toBeGreaterThan(0);
    // From the installment as shown, to the centavo: the visitor can multiply it out.
    expect(loan.totalPayable).toBe((Math.round(loan.installment * 100) * 48) / 100);
    expect(loan.installment).toBeGreaterThan(pricePayment(40_000, 0.012, 48));
  });
});

describe('simulator math › IOF for companies (Decreto 12.499/2025)', () => {
  // Since Decreto 12.499/2025 (11 June 2025) a company pays the same 0,0082% a day + 0,38% as an
  // individual; before, 0,0041% a day. A return to the old figure must fail here.
  it('charges a company (pessoa jurídica) 0,38% plus 0,0082% a day for at most 365 days, like an individual', () => {
    expect(iofByBorrower.juridica).toEqual({ fixedRate: 0.0038, dailyRate: 0.000082, maxDays: 365 });
    expect(iofByBorrower.juridica).toEqual(iofByBorrower.fisica);
  });

  it('gives a company the same installment and CET as an individual for the same loan', () => {
    const company = simulateLoan({ principal: 40_000, monthlyRate: 0.0199, installments: 48, borrower: 'juridica' });
    const person = simulateLoan({ principal: 40_000, monthlyRate: 0.0199, installments: 48, borrower: 'fisica' });
    expect(company.borrower).toBe('juridica');
    expect(formatBRL(company.installment)).toBe('R$\u00a01.343,70');
    expect(company.cetAnnual).toBe(person.cetAnnual);
  });

  it('would differ with the pre-2025 company rate of 0,0041% a day (the rule is really applied)', () => {
    const old = { fixedRate: 0.0038, dailyRate: 0.000041, maxDays: 365 };
    expect(iofShare(0.0199, 48, old)).toBeLessThan(iofShare(0.0199, 48, iofByBorrower.juridica));
  });
});

describe('simulator math › CET from the cash flow', () => {
  it.each([
    [40_000, 0.0199, 48],
    [40_000, 0.012, 12],
    [8_000, 0.0149, 60],
    [250_000, 0.012, 36],
  ])('round-trips: R$ %d at %d a.m. × %d discounted at the CET gives back the amount received', (principal, rate, count) => {
    const loan = simulateLoan({ principal, monthlyRate: rate, installments: count });
    let presentValue = 0;
    for (let k = 1; k <= count; k += 1) presentValue += loan.installment / (1 + loan.cetMonthly) ** k;
    expect(presentValue).toBeCloseTo(principal, 6);
    // IOF makes the CET higher than the interest rate alone.
    expect(loan.cetMonthly).toBeGreaterThan(rate);
    expect(loan.cetAnnual).toBe(roundCet(annualRate(loan.cetMonthly)));
  });

  it('finds the contract rate back when there is no IOF', () => {
    const payment = pricePayment(40_000, 0.0199, 48);
    expect(cashFlowRate(40_000, payment, 48)).toBeCloseTo(0.0199, 10);
  });

  it('solves any cash flow: payments at fractional months, nothing but the release, no interest', () => {
    // R$ 1.000,00 released, R$ 1.050,00 paid 45 days later: (1 + r)^1.5 = 1.05.
    expect(flowRate(1_000, [{ months: 1.5, amount: 1_050 }])).toBeCloseTo(1.05 ** (1 / 1.5) - 1, 12);
    expect(flowRate(1_000, [{ months: 1, amount: 600 }, { months: 2, amount: 400 }])).toBe(0);
    expect(flowRate(0, [{ months: 1, amount: 100 }])).toBeNaN();
    expect(flowRate(100, [])).toBeNaN();
  });

  it('places installments from the first due date on, a month apart: 30 days by default, 45 days at 1.5 months', () => {
    expect(dueMonths(3)).toEqual([1, 2, 3]);
    expect(dueMonths(3, 45)).toEqual([1.5, 2.5, 3.5]);
    expect(paymentForDueMonths(40_000, 0.0199, dueMonths(48))).toBeCloseTo(pricePayment(40_000, 0.0199, 48), 9);
    // A later first installment carries the longer first period's interest.
    expect(paymentForDueMonths(40_000, 0.0199, dueMonths(48, 60))).toBeCloseTo(pricePayment(40_000, 0.0199, 48) * 1.0199, 9);
  });

  it('charges the IOF\'s days from the first due date: the default is the 30-day schedule, a later one costs more', () => {
    expect(iofShare(0.0199, 48, iof, 30)).toBe(iofShare(0.0199, 48));
    expect(iofShare(0.0199, 1, iof, 45)).toBeCloseTo(iof.fixedRate + iof.dailyRate * 45, 12);
    expect(iofShare(0.0199, 48, iof, 60)).toBeGreaterThan(iofShare(0.0199, 48));
  });

  it('annualizes by compounding: 1% a.m. is 12,68% a.a.', () => {
    expect(formatPercent(roundCet(annualRate(0.01)))).toBe('12,68%');
  });
});

describe('simulator math › vehicle simulation', () => {
  it('finances the value minus the down payment', () => {
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: 0.012, installments: 48 });
    expect(loan?.principal).toBe(40_000);
  });

  it.each([
    ['no vehicle value', null, 10_000],
    ['a down payment equal to the value', 50_000, 50_000],
    ['a down payment above the value', 50_000, 60_000],
  ])('has nothing to finance with %s', (_case, vehicleValue, downPayment) => {
    expect(simulateVehicle({ vehicleValue, downPayment, monthlyRate: 0.012, installments: 48 })).toBeNull();
  });

  it('reads an empty down payment as zero', () => {
    expect(simulateVehicle({ vehicleValue: 30_000, downPayment: null, monthlyRate: 0.012, installments: 12 })?.principal).toBe(30_000);
  });
});
