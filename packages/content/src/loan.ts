/**
 * The credit math of every figure the site shows: Tabela Price, IOF financed into the loan, total
 * payable and the CET (Custo Efetivo Total) from the cash flow. Pure functions, amounts in reais.
 * It lives in this package, not in the site, because the copy itself quotes a worked example
 * computed with it (`rates.*.example`: "Ex.: R$ 40.000,00 em 48x de … · CET …% a.a."), and the
 * simulator, the wizard's estimate, the page descriptions and the share image must agree.
 *
 * IOF day count (the standard one banks use for Price loans, Decreto 6.306/2007 art. 7):
 * - 0,38% once on the whole amount financed;
 * - 0,0082% a day on the principal repaid by each installment, counted from the contract to that
 *   installment's due date, capped at 365 days. Installment k falls due 30·k days after the
 *   contract (a 30-day commercial month: real contracts count calendar days from the signature
 *   date, which moves the IOF by a few centavos); with a first due date other than 30 days,
 *   the first falls due then and each next one a month later (`dueMonths`).
 * The IOF is financed, so it is charged on itself: the amount financed F solves
 * F = received + IOF(F). IOF is linear in F (the amortization schedule scales with F), so
 * F = received / (1 − c), with c the IOF per real financed.
 * With BRAZIL.md's example (R$ 40.000,00 at 1,99% a.m. over 48 months) this gives the installment
 * R$ 1.343,70 and the CET 29,05% a.a. quoted there.
 */

/** Who borrows: 'fisica' (individual, CPF) or 'juridica' (company, CNPJ). */
export type Borrower = 'fisica' | 'juridica';

/** An IOF rule on credit operations: a share once, plus a daily share for at most `maxDays` days. */
export type IofRule = {
  /** Share of the amount charged once (0,38%). */
  readonly fixedRate: number;
  /** Share of the amount charged per day (0,0082%). */
  readonly dailyRate: number;
  /** Days beyond this are not charged. */
  readonly maxDays: number;
};

/** IOF for individuals (Decreto 6.306/2007, art. 7, I, b, 3 and § 15): 0,38% + 0,0082% a day. */
export const iof = {
  /** 0,38% of the amount, once. */
  fixedRate: 0.0038,
  /** 0,0082% of the amount per day. */
  dailyRate: 0.000082,
  /** Days beyond this are not charged. */
  maxDays: 365,
} as const satisfies IofRule;

/**
 * The IOF rule for each kind of borrower.
 *
 * Companies: since Decreto 12.499/2025 (11 June 2025, amending Decreto 6.306/2007) a company pays
 * the same 0,0082% a day + 0,38% as an individual (it paid 0,0041% a day before). Borrowers under
 * the Simples Nacional and MEIs pay 0,00274% a day + 0,38% on operations up to R$ 30.000; the site
 * does not ask for the tax regime, so its estimates use the general rule, the higher of the two.
 */
export const iofByBorrower = {
  fisica: iof,
  juridica: iof,
} as const satisfies Record<Borrower, IofRule>;

/** Days in a commercial month: installment k falls due 30·k days after the contract. */
export const DAYS_PER_MONTH = 30;

/**
 * Tabela Price installment: PMT = PV · i / (1 − (1 + i)^−n). Unrounded; round for display only.
 * With a zero rate the principal is split evenly.
 */
export function pricePayment(principal: number, monthlyRate: number, count: number): number {
  if (count <= 0) throw new RangeError('count must be positive');
  if (monthlyRate === 0) return principal / count;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -count);
}

/**
 * When each of `count` monthly installments falls due, in months after the contract: the first
 * `firstDueDays` days after it (30 by default: one commercial month), each next one a month later
 * (k-th: firstDueDays/30 + k − 1). A first installment due in 45 days is due at 1.5 months.
 */
export function dueMonths(count: number, firstDueDays: number = DAYS_PER_MONTH): number[] {
  const first = firstDueDays / DAYS_PER_MONTH;
  return Array.from({ length: count }, (_, index) => first + index);
}

/**
 * The fixed installment that repays `principal` at `monthlyRate` over installments due at `months`
 * (from {@link dueMonths}): principal / Σ (1 + i)^−t. With the first due in 30 days it is
 * {@link pricePayment}'s; a later first due date charges the longer first period's interest.
 */
export function paymentForDueMonths(principal: number, monthlyRate: number, months: readonly number[]): number {
  if (months.length === 0) throw new RangeError('months must not be empty');
  return principal / months.reduce((sum, t) => sum + (1 + monthlyRate) ** -t, 0);
}

/**
 * IOF per real financed (the `c` above): the fixed share plus the daily share on each
 * installment's amortization, its days (30 a month after the first due date) capped at the rule's
 * `maxDays`. The first installment falls due `firstDueDays` after the contract (30 by default).
 */
export function iofShare(monthlyRate: number, count: number, rule: IofRule = iof, firstDueDays: number = DAYS_PER_MONTH): number {
  const months = dueMonths(count, firstDueDays);
  const payment = paymentForDueMonths(1, monthlyRate, months);
  let balance = 1;
  let share = rule.fixedRate;
  let previous = 0;
  for (const [index, t] of months.entries()) {
    const amortization = payment - balance * ((1 + monthlyRate) ** (t - previous) - 1);
    balance -= amortization;
    previous = t;
    share += amortization * rule.dailyRate * Math.min(firstDueDays + DAYS_PER_MONTH * index, rule.maxDays);
  }
  return share;
}

/** A payment of `amount` reais due `months` months after the money is released. */
export type CashFlow = { readonly months: number; readonly amount: number };

/**
 * The monthly rate r that makes the payments worth what the client receives:
 * received = Σ amount / (1 + r)^months (an internal rate of return: the CET's and the true rate's
 * definition, Res. CMN 4.881/2020, BRAZIL.md). Newton's method with bisection as a safety net,
 * precise to about 1e-12; NaN without a positive amount received or paid, 0 when the payments add
 * up to no more than what was received (no interest).
 */
export function flowRate(received: number, payments: readonly CashFlow[]): number {
  const total = payments.reduce((sum, { amount }) => sum + amount, 0);
  if (!(received > 0) || !(total > 0)) return Number.NaN;
  if (total <= received) return 0;
  const presentValue = (rate: number) => payments.reduce((sum, { months, amount }) => sum + amount * (1 + rate) ** -months, 0);
  const slopeAt = (rate: number) => payments.reduce((sum, { months, amount }) => sum - months * amount * (1 + rate) ** (-months - 1), 0);
  // Bracket: the present value falls as the rate rises; at 0 it is the total, above what was received.
  let low = 0;
  let high = 1;
  while (presentValue(high) > received) high *= 2;
  let rate = Math.min(total / received - 1, high / 2);
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const value = presentValue(rate) - received;
    if (Math.abs(value) < 1e-12 * received) break;
    if (value > 0) low = rate;
    else high = rate;
    let next = rate - value / slopeAt(rate);
    // Newton leaving the bracket: bisect instead.
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - rate) < 1e-15) break;
    rate = next;
  }
  return rate;
}

/**
 * The monthly rate r that makes `count` equal installments, the first a month after the
 * contract, worth what the client receives: received = Σ payment / (1 + r)^k, k = 1…count
 * ({@link flowRate} on a Price schedule).
 */
export function cashFlowRate(received: number, payment: number, count: number): number {
  return flowRate(received, dueMonths(count).map((months) => ({ months, amount: payment })));
}

/** Annual equivalent of a monthly rate: (1 + r)^12 − 1. */
export function annualRate(monthlyRate: number): number {
  return (1 + monthlyRate) ** 12 - 1;
}

/** An annual CET as a ratio with two decimals of a percent (0.290527… → 0.2905). */
export function roundCet(annual: number): number {
  return Math.round(annual * 10_000) / 10_000;
}

/** What the simulator needs. */
export type LoanInput = {
  /** Amount the client receives (vehicle value − down payment), in reais. */
  principal: number;
  /** Monthly interest rate as a ratio (0.012 is 1,2% a.m.). */
  monthlyRate: number;
  /** Number of monthly installments. */
  installments: number;
  /** Whose IOF rule applies; individuals' by default. */
  borrower?: Borrower;
};

/** A simulated loan. Amounts unrounded, in reais; format them for display. */
export type Loan = Required<LoanInput> & {
  /** IOF financed into the loan. */
  iof: number;
  /** principal + iof: what the bank lends. */
  financed: number;
  /** Fixed monthly installment (Tabela Price on `financed`). */
  installment: number;
  /**
   * The installment as shown (rounded to the centavo) × installments, in centavos: the total a
   * visitor can check against the figures beside it (48 × R$ 1.136,36 = R$ 54.545,28).
   */
  totalPayable: number;
  /** CET per month, from the cash flow (principal received, installments paid). */
  cetMonthly: number;
  /** CET per year, (1 + monthly)^12 − 1, rounded to two decimals of a percent. */
  cetAnnual: number;
};

/**
 * Price loan with IOF financed in, and its CET. There are no fees or insurance in an
 * illustrative simulation, so the CET reflects interest and IOF only.
 */
export function simulateLoan({ principal, monthlyRate, installments, borrower = 'fisica' }: LoanInput): Loan {
  const financed = principal / (1 - iofShare(monthlyRate, installments, iofByBorrower[borrower]));
  const installment = pricePayment(financed, monthlyRate, installments);
  const cetMonthly = cashFlowRate(principal, installment, installments);
  return {
    principal,
    monthlyRate,
    installments,
    borrower,
    iof: financed - principal,
    financed,
    installment,
    totalPayable: (Math.round(installment * 100) * installments) / 100,
    cetMonthly,
    cetAnnual: roundCet(annualRate(cetMonthly)),
  };
}

/** The simulator's inputs as the visitor gives them. */
export type VehicleSimulationInput = {
  vehicleValue: number | null;
  downPayment: number | null;
  monthlyRate: number;
  installments: number;
  borrower?: Borrower;
};

/**
 * The loan for a vehicle purchase, or null when there is nothing to finance (no value, or a
 * down payment that covers it). An empty down payment counts as zero.
 */
export function simulateVehicle({ vehicleValue, downPayment, monthlyRate, installments, borrower }: VehicleSimulationInput): Loan | null {
  if (vehicleValue === null || !Number.isFinite(vehicleValue)) return null;
  const principal = vehicleValue - (downPayment ?? 0);
  if (!(principal > 0) || !(installments > 0)) return null;
  return simulateLoan({ principal, monthlyRate, installments, borrower });
}
