import { formatBRL, formatInteger, formatPercent } from './format';
import { simulateLoan, type Loan } from './loan';

/**
 * Every advertised rate goes with this phrase (CDC art. 54-C: credit may not be advertised as
 * granted without assessing the consumer; BRAZIL.md). "mediante" rather than "sujeito a", which
 * after "Taxa(s)" or "Parcela" reads as an agreement error.
 */
export const creditAnalysisDisclaimer = 'mediante análise de crédito';

/** Installment counts the wizard offers, in months. */
export const installmentChoices = [12, 24, 36, 48, 60] as const;

/** One of {@link installmentChoices}. */
export type InstallmentChoice = (typeof installmentChoices)[number];

/** FAQ rule (not enforced by the wizard): smallest down payment as a share of the value. */
export const minDownPaymentRatio = 0.2;

/**
 * The representative example printed beside every advertised rate (CDC art. 54-B: the CET stands
 * beside the rate), and the figures the landing simulator starts from: a R$ 50.000 vehicle with
 * 20% down, R$ 40.000 financed in 48 installments.
 */
export const representativeExample = {
  /** Vehicle value in reais. */
  vehicleValue: 50_000,
  /** Down payment as a share of the value. */
  downPaymentRatio: minDownPaymentRatio,
  installments: 48 as InstallmentChoice,
} as const;

/** An advertised monthly rate: the number, how it is written, and its worked example with the CET. */
export type RateClaim = {
  /** Monthly rate as a ratio: 0.012 is 1,2% a.m. */
  readonly monthly: number;
  /** The rate alone, `1,2% a.m.`; print it only next to {@link RateClaim.claim}'s disclaimer. */
  readonly display: string;
  /** The full advertising phrase, `a partir de 1,2% a.m., mediante análise de crédito`. */
  readonly claim: string;
  /** {@link representativeExample} simulated at this rate, IOF financed in. */
  readonly example: Loan;
  /**
   * The example as printed beside the rate, e.g. `Ex.: R$ 40.000,00 em 48x de R$ 1.136,36 ·
   * CET 17,38% a.a.`: wherever the rate is shown, this stands in the same card or paragraph.
   */
  readonly exampleLine: string;
};

/** Builds a {@link RateClaim} from a monthly ratio; the example is computed here, once. */
function rateClaim(monthly: number): RateClaim {
  const display = `${formatPercent(monthly)} a.m.`;
  const { vehicleValue, downPaymentRatio, installments } = representativeExample;
  const example = simulateLoan({ principal: vehicleValue * (1 - downPaymentRatio), monthlyRate: monthly, installments });
  const exampleLine =
    `Ex.: ${formatBRL(example.principal)} em ${example.installments}x de ${formatBRL(example.installment)}` +
    ` · CET ${formatPercent(example.cetAnnual)} a.a.`;
  return { monthly, display, claim: `a partir de ${display}, ${creditAnalysisDisclaimer}`, example, exampleLine };
}

/** Advertised minimum monthly rates. */
export const rates = {
  /** Vehicle financing: from 1,2% a.m. */
  financing: rateClaim(0.012),
  /** Loan secured by the vehicle: from 1,49% a.m. */
  securedLoan: rateClaim(0.0149),
} as const;

/** The longest term offered, in months (60). */
export const maxInstallments: InstallmentChoice = Math.max(
  ...installmentChoices,
) as InstallmentChoice;

/** Amount range of the loan secured by the vehicle, in reais. */
export const securedLoanRange = { min: 5_000, max: 500_000 } as const;

/** FAQ rule (not enforced by the wizard): smallest financed vehicle value, in reais. */
export const minVehicleValue = 20_000;

/** Refinancing claim: the new installment can be up to this share lower. */
export const refinancingMaxInstallmentReduction = 0.4;

/** The numbers the site claims, each in one place. */
export const claims = {
  /** Years in the market ("10+ anos"). */
  yearsInMarket: 10,
  /** Partner banks claimed on the landing page ("10+ bancos"). */
  partnerBanks: 10,
  /** Financial partners claimed in the wizard's side panel ("15+"). */
  wizardPartners: 15,
  /** Credit approval within this many hours. */
  approvalHours: 24,
  /** Satisfied clients claimed on most pages ("1000+"). */
  satisfiedClients: 1_000,
  /** Clients claimed on the about page ("10.000+"). */
  aboutPageClients: 10_000,
  /** Share of satisfied clients (95%). */
  satisfactionRate: 0.95,
  /** Year in the footer copyright line. */
  copyrightYear: 2024,
} as const;

/** The claims as short display strings, derived from {@link claims}. */
export const claimLabels = {
  yearsInMarket: `${claims.yearsInMarket}+ anos`,
  partnerBanks: `${claims.partnerBanks}+ bancos parceiros`,
  wizardPartners: `${claims.wizardPartners}+ parceiros financeiros`,
  approval: `Aprovação em até ${claims.approvalHours} horas`,
  // "1000+" without a thousands dot, as the spec and the gallery badge write it.
  satisfiedClients: `${claims.satisfiedClients}+ clientes satisfeitos`,
  aboutPageClients: `${formatInteger(claims.aboutPageClients)}+ clientes atendidos`,
  satisfaction: `${formatPercent(claims.satisfactionRate)} de satisfação`,
  maxInstallments: `Até ${maxInstallments} parcelas`,
  securedLoanRange: `De ${formatBRL(securedLoanRange.min, { cents: false })} a ${formatBRL(securedLoanRange.max, { cents: false })}`,
  /** A claim, never a promise: the reduction depends on the balance, the term and the analysis. */
  refinancingReduction: `Parcela até ${formatPercent(refinancingMaxInstallmentReduction)} menor, ${creditAnalysisDisclaimer}`,
  multipleBanks: 'Análise em tempo real com múltiplos bancos',
} as const;
