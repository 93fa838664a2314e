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
 *   date, which moves the IOF by a few centavos).
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
 * IOF per real financed (the `c` above): the fixed share plus the daily share on each
 * installment's amortization, days capped at the rule's `maxDays`.
 */
export function iofShare(monthlyRate: number, count: number, rule: IofRule = iof): number {
  const payment = pricePayment(1, monthlyRate, count);
  let balance = 1;
  let share = rule.fixedRate;
  for (let k = 1; k <= count; k += 1) {
    const amortization = payment - balance * monthlyRate;
    balance -= amortization;
    share += amortization * rule.dailyRate * Math.min(DAYS_PER_MONTH * k, rule.maxDays);
  }
  return share;
}

/**
 * The monthly rate r that makes the installments worth what the client receives:
 * received = Σ payment / (1 + r)^k, k = 1…count. Newton's method from the contract rate, with
 * bisection as a safety net; precise to about 1e-12.
 */
export function cashFlowRate(received: number, payment: number, count: number): number {
  const presentValue = (rate: number) => {
    if (rate === 0) return payment * count;
    return (payment * (1 - (1 + rate) ** -count)) / rate;
  };
  if (received <= 0 || payment <= 0) return Number.NaN;
  if (payment * count <= received) return 0;
  // Bracket: PV is decreasing in r; PV(0) = payment·count > received.
  let low = 0;
  let high = 1;
  while (presentValue(high) > received) high *= 2;
  let rate = payment / received; // a rough first guess, above the true rate
  for (let iteration = 0; iteration < 100; iteration += 1) {
    const value = presentValue(rate) - received;
    if (Math.abs(value) < 1e-9) break;
    if (value > 0) low = rate;
    else high = rate;
    // Numerical derivative; fall back to bisection when Newton leaves the bracket.
    const step = 1e-7;
    const slope = (presentValue(rate + step) - presentValue(rate - step)) / (2 * step);
    let next = rate - value / slope;
    if (!(next > low && next < high)) next = (low + high) / 2;
    rate = next;
  }
  return rate;
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
