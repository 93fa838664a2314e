/**
 * The offer check's analysis (issue 51): a bank's vehicle-credit proposal as the visitor typed it,
 * read into its true cost. Pure: numbers in, numbers and Portuguese sentences out.
 *
 * The figures (BRAZIL.md, "Taxes and installment math", "Reading a bank's offer"):
 * - Installments fall due `firstDueDays` after the contract (30 by default), then a month apart
 *   (`dueMonths`: 30-day commercial months, as `loan.ts` counts them).
 * - The amount financed is what the installments repay; with the amount released typed instead,
 *   it is that plus the IOF and the costs financed into the loan.
 * - The true monthly interest rate is the rate at which the installments are worth the amount
 *   financed (`flowRate`): what the stated rate should be.
 * - The IOF, when not typed, is computed as everywhere on the site (`iofShare`: 0,38% once plus
 *   0,0082% a day on each installment's amortization, days capped at 365), financed, so charged on
 *   itself; with the amount released typed, the amount financed and the rate are found together.
 * - The CET (Res. CMN 4.881/2020) is the monthly rate at which the installments, on their due
 *   dates, are worth the amount released net of what is paid at signing; per year it is
 *   (1 + monthly)^12 − 1, with two decimals of a percent (BRAZIL.md's formula).
 * - What a cost financed into the loan costs over the term is its share of every installment
 *   (cost / financed × installment × count): the cost plus the interest on it.
 */
import { annualRate, dueMonths, flowRate, iof as iofForIndividuals, iofShare, roundCet, type CashFlow } from '../loan';
import { marketRate, monthLabel } from '../market-rate';
import { findRankedInstitution, institutionAverageLine, institutionRanking, rankingPositionLabel, type RankedInstitution } from '../institution-ranking';
import {
  imposedInsuranceChoices,
  offerBounds,
  offerFeeIds,
  type InsuranceChoice,
  type OfferAmountKind,
  type OfferCostPayment,
  type OfferFeeId,
} from './form';
import { offerCheckCopy, offerFlagCopy, type OfferDirection, type OfferFlagId, type OfferFlagTone } from './copy';

/** A proposal as typed, parsed: amounts in reais, rates as ratios (0.0199 is 1,99% a.m.). Absent or null: not typed. */
export type OfferInput = {
  /** The amount the proposal states: financed (the contract's total) or released, as `amountKind` says. */
  readonly amount: number;
  readonly amountKind: OfferAmountKind;
  /** One installment, in reais. */
  readonly installment: number;
  /** How many monthly installments. */
  readonly installments: number;
  /** Days from the contract to the first installment; 30 when absent. */
  readonly firstDueDays?: number | null;
  /** The monthly interest rate the proposal states, as a ratio. */
  readonly statedMonthlyRate?: number | null;
  /** The CET per year the proposal states, as a ratio. */
  readonly statedCet?: number | null;
  /** The IOF the proposal states; computed when absent. */
  readonly iof?: number | null;
  /** Each fee the proposal names. */
  readonly fees?: Partial<Record<OfferFeeId, number | null>>;
  /** Credit-life (prestamista) or any other insurance. */
  readonly insurance?: number | null;
  /** What the visitor was told of the insurance. */
  readonly insuranceChoice?: InsuranceChoice | null;
  /** Anything bundled that is not credit (capitalização, extended warranty), its total. */
  readonly bundled?: number | null;
  /** What the bundled products are, as typed. */
  readonly bundledName?: string | null;
  /** Whether the fees, insurance and products are in the installments (default) or paid at signing. */
  readonly costsPaid?: OfferCostPayment | null;
  /** The institution's CNPJ root (8 digits), from the Banco Central's list. */
  readonly institution?: string | null;
};

/** One cost of the proposal and what it weighs. */
export type OfferCost = {
  readonly id: OfferFeeId | 'iof' | 'seguro' | 'produtos';
  /** Its name (`Tarifa de cadastro`; the products' as typed when given). */
  readonly name: string;
  readonly amount: number;
  /** In the installments (true) or paid at signing. */
  readonly financed: boolean;
  /** Its share of each installment (0 when paid at signing). */
  readonly perInstallment: number;
  /** What it costs over the term: financed, its share of every installment (interest included); paid at signing, itself. */
  readonly overTerm: number;
  /** The sentence that says it. */
  readonly text: string;
};

/** A computed figure beside the one it is compared with (ratios), and the sentence. */
export type OfferComparison = {
  readonly computed: number;
  readonly reference: number;
  /** computed − reference, as a ratio (0.0011 is 0,11 ponto percentual). */
  readonly difference: number;
  readonly direction: OfferDirection;
  readonly text: string;
};

/** A flag: what was found, for a visitor, and its basis. */
export type OfferFlag = {
  readonly id: OfferFlagId;
  readonly tone: OfferFlagTone;
  readonly title: string;
  readonly text: string;
  readonly basis: string;
};

/** The institution's average of the week, said as an average. */
export type OfferInstitution = RankedInstitution & {
  /** `36ª de 39`. */
  readonly positionLabel: string;
  /** `BANCO PAN: média de 2,9% a.m. (40,9% a.a.) na semana de …, 36ª de 39 instituições, da menor para a maior taxa.` */
  readonly line: string;
  readonly notAnOffer: string;
  readonly source: string;
  readonly sourceUrl: string;
  readonly comparison: OfferComparison;
};

/** The proposal read. Amounts in reais (unrounded unless said), rates as ratios. */
export type OfferAnalysis = {
  readonly amountKind: OfferAmountKind;
  /** What the installments repay. */
  readonly financed: number;
  /** What goes to the seller or the client. */
  readonly released: number;
  /** Paid at signing: the costs not financed. */
  readonly upfront: number;
  /** released − upfront: what the client effectively receives, the CET's starting point. */
  readonly netReleased: number;
  readonly iof: number;
  /** True when the IOF was not typed and was computed. */
  readonly iofComputed: boolean;
  readonly installment: number;
  readonly installments: number;
  readonly firstDueDays: number;
  /** installment × installments, to the centavo. */
  readonly totalInstallments: number;
  /** totalInstallments + upfront. */
  readonly totalPaid: number;
  /** totalPaid − released: interest, IOF, fees, insurance and products. */
  readonly creditCost: number;
  /** The true interest rate: from the amount financed and the installments. */
  readonly rate: { readonly monthly: number; readonly yearly: number; readonly text: string };
  /** The CET from the cash flows: `yearly` with two decimals of a percent. */
  readonly cet: { readonly monthly: number; readonly yearly: number; readonly text: string };
  /** Against what the proposal states, when it states it. */
  readonly comparisons: { readonly rate: OfferComparison | null; readonly cet: OfferComparison | null };
  /** IOF first, then the fees, insurance and products typed (none of zero). */
  readonly costs: readonly OfferCost[];
  /** The market's average of the latest month, and the true rate against it. */
  readonly market: {
    readonly month: string;
    /** `agosto de 2026`. */
    readonly monthLabel: string;
    /** The average, as a ratio a month. */
    readonly rate: number;
    readonly line: string;
    readonly source: string;
    readonly sourceUrl: string;
    readonly comparison: OfferComparison;
    readonly note: string;
  };
  /** The institution chosen, when it is in the week's list. */
  readonly institution: OfferInstitution | null;
  /** Most pressing first. */
  readonly flags: readonly OfferFlag[];
  readonly disclaimer: string;
};

/** Why the figures make no loan: the installments add up to no more than what they repay, or the costs eat the amount. */
export type OfferProblem = 'parcelas-abaixo-do-valor' | 'custos-acima-do-valor' | 'dados-invalidos';

export type OfferResult = { readonly ok: true; readonly analysis: OfferAnalysis } | { readonly ok: false; readonly problem: OfferProblem; readonly message: string };

/** A rate stated with two decimals of a percent agrees with one computed within half a hundredth. */
const rateTolerance = 0.000_05;
/**
 * A CET stated agrees with the computed one within 0,1 point a year: a bank counts calendar days
 * where this check counts 30-day months, which moves the CET by hundredths.
 */
const cetTolerance = 0.001;

/** A typed amount, or 0 when absent, not a number or negative. */
const amountOf = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const cents = (value: number) => Math.round(value * 100) / 100;

function compare(computed: number, reference: number, tolerance: number, text: (direction: OfferDirection) => string): OfferComparison {
  const difference = computed - reference;
  const direction: OfferDirection = Math.abs(difference) <= tolerance + 1e-12 ? 'igual' : difference > 0 ? 'acima' : 'abaixo';
  return { computed, reference, difference, direction, text: text(direction) };
}

/**
 * The amount financed and the true monthly rate, with the IOF computed when not typed. From the
 * amount financed: the rate is the installments' and the IOF a share of it. From the amount
 * released: financed = (released + costs financed) / (1 − IOF share at the rate), the rate the one
 * the installments give that amount: found together by iterating (the share moves little with
 * the rate; a handful of rounds settle it to the centavo's billionth).
 */
function financing(input: OfferInput, flows: readonly CashFlow[], financedCosts: number, firstDueDays: number) {
  const typedIof = input.iof === null || input.iof === undefined || !Number.isFinite(input.iof) ? null : Math.max(0, input.iof);
  const share = (rate: number) => iofShare(rate, input.installments, iofForIndividuals, firstDueDays);
  if (input.amountKind === 'financiado') {
    const financed = input.amount;
    const rate = flowRate(financed, flows);
    const iof = typedIof ?? financed * share(rate);
    return { financed, rate, iof, released: financed - iof - financedCosts, iofComputed: typedIof === null };
  }
  const base = input.amount + financedCosts;
  if (typedIof !== null) {
    const financed = base + typedIof;
    return { financed, rate: flowRate(financed, flows), iof: typedIof, released: input.amount, iofComputed: false };
  }
  let financed = base;
  let rate = flowRate(financed, flows);
  for (let round = 0; round < 100 && rate > 0; round += 1) {
    const next = base / (1 - share(rate));
    const settled = Math.abs(next - financed) < 1e-9;
    financed = next;
    rate = flowRate(financed, flows);
    if (settled) break;
  }
  return { financed, rate, iof: financed - base, released: input.amount, iofComputed: true };
}

/** The flags the proposal raises, most pressing first, each with its basis. */
function offerFlags(input: OfferInput, costs: readonly OfferCost[], cetComparison: OfferComparison | null): OfferFlag[] {
  const flags: OfferFlag[] = [];
  const add = (id: OfferFlagId, text: string) => {
    const { tone, title, basis } = offerFlagCopy[id];
    flags.push({ id, tone, title, text, basis });
  };
  const fee = (id: OfferFeeId) => amountOf(input.fees?.[id]);
  const insurance = amountOf(input.insurance);
  const bundled = amountOf(input.bundled);
  const bundledName = input.bundledName?.trim() || null;
  const imposed = input.insuranceChoice != null && imposedInsuranceChoices.includes(input.insuranceChoice);

  if (fee('tac') > 0) add('tac', offerFlagCopy.tac.text(fee('tac')));
  if (imposed) add('seguro-imposto', offerFlagCopy['seguro-imposto'].text(insurance > 0 ? insurance : null));
  if (bundled > 0 || bundledName !== null) add('produtos', offerFlagCopy.produtos.text(bundledName, bundled > 0 ? bundled : null));
  if (cetComparison !== null && cetComparison.direction === 'acima') {
    add('cet-informado', offerFlagCopy['cet-informado'].text(cetComparison.reference, cetComparison.computed));
  }
  const serviceFees = fee('registro') + fee('avaliacao');
  if (serviceFees > 0) add('registro-avaliacao', offerFlagCopy['registro-avaliacao'].text(serviceFees));
  if (insurance > 0 && !imposed) {
    const overTerm = costs.find((cost) => cost.id === 'seguro')?.overTerm ?? insurance;
    add('seguro-opcional', offerFlagCopy['seguro-opcional'].text(insurance, overTerm));
  }
  if (fee('cadastro') > 0) add('cadastro', offerFlagCopy.cadastro.text(fee('cadastro')));
  return flags;
}

/**
 * The true cost of a proposal: its true monthly rate, its CET, what each cost weighs over the
 * term, the difference from what it states, the market's average and the institution's, and the
 * flags with their basis. Not a result when the figures make no loan (`problem` and the message
 * to show).
 */
export function analyseOffer(input: OfferInput): OfferResult {
  const { amount, installment, installments } = input;
  const firstDueDays = input.firstDueDays ?? offerBounds.firstDueDays.default;
  if (!(amount > 0) || !(installment > 0) || !Number.isInteger(installments) || installments < 1 || !(firstDueDays > 0)) {
    return { ok: false, problem: 'dados-invalidos', message: offerCheckCopy.problems.invalid };
  }
  const upfrontCosts = input.costsPaid === 'a-vista';
  const named: { id: OfferCost['id']; name: string; amount: number }[] = [
    ...offerFeeIds.map((id) => ({ id, name: offerCheckCopy.costNames[id], amount: amountOf(input.fees?.[id]) })),
    { id: 'seguro', name: offerCheckCopy.costNames.seguro, amount: amountOf(input.insurance) },
    { id: 'produtos', name: input.bundledName?.trim() || offerCheckCopy.costNames.produtos, amount: amountOf(input.bundled) },
  ];
  const costsTotal = named.reduce((sum, cost) => sum + cost.amount, 0);
  const financedCosts = upfrontCosts ? 0 : costsTotal;
  const upfront = upfrontCosts ? costsTotal : 0;

  const months = dueMonths(installments, firstDueDays);
  const flows = months.map((t) => ({ months: t, amount: installment }));
  const totalInstallments = cents(installment * installments);
  const { financed, rate, iof, released, iofComputed } = financing(input, flows, financedCosts, firstDueDays);
  if (!(totalInstallments > financed) || !(rate > 0)) {
    return { ok: false, problem: 'parcelas-abaixo-do-valor', message: offerCheckCopy.problems.installmentsBelowFinanced(totalInstallments, financed) };
  }
  const netReleased = released - upfront;
  if (!(released > 0) || !(netReleased > 0)) {
    return { ok: false, problem: 'custos-acima-do-valor', message: offerCheckCopy.problems.costsAboveAmount(iof + costsTotal, amount) };
  }

  const cetMonthly = flowRate(netReleased, flows);
  const cetYearly = roundCet(annualRate(cetMonthly));
  const rateYearly = annualRate(rate);
  const perReal = installment / financed;
  const iofCost: (typeof named)[number] = { id: 'iof', name: offerCheckCopy.costNames.iof, amount: iof };
  const costs: OfferCost[] = [iofCost, ...named]
    .filter((cost) => cost.amount > 0)
    .map((cost) => {
      const isFinanced = cost.id === 'iof' || !upfrontCosts;
      const perInstallment = isFinanced ? cost.amount * perReal : 0;
      const overTerm = isFinanced ? perInstallment * installments : cost.amount;
      return {
        ...cost,
        financed: isFinanced,
        perInstallment,
        overTerm,
        text: isFinanced ? offerCheckCopy.financedCost(cost.name, cost.amount, overTerm) : offerCheckCopy.upfrontCost(cost.name, cost.amount),
      };
    });

  const statedRate = input.statedMonthlyRate ?? null;
  const statedCet = input.statedCet ?? null;
  const rateComparison =
    statedRate === null ? null : compare(rate, statedRate, rateTolerance, (direction) => offerCheckCopy.rateComparison(rate, statedRate, direction));
  const cetComparison =
    statedCet === null ? null : compare(cetYearly, statedCet, cetTolerance, (direction) => offerCheckCopy.cetComparison(cetYearly, statedCet, direction));

  const { month, value } = marketRate.latest;
  const marketAverage = value / 100;
  const ranked = findRankedInstitution(input.institution);
  const institution: OfferInstitution | null =
    ranked === null
      ? null
      : {
          ...ranked,
          positionLabel: rankingPositionLabel(ranked.position),
          line: institutionAverageLine(ranked),
          notAnOffer: institutionRanking.notAnOffer,
          source: institutionRanking.source,
          sourceUrl: institutionRanking.sourceUrl,
          comparison: compare(rate, ranked.monthly / 100, rateTolerance, (direction) =>
            offerCheckCopy.institutionComparison(rate, ranked.monthly / 100, direction),
          ),
        };

  const totalPaid = cents(totalInstallments + upfront);
  return {
    ok: true,
    analysis: {
      amountKind: input.amountKind,
      financed,
      released,
      upfront,
      netReleased,
      iof,
      iofComputed,
      installment,
      installments,
      firstDueDays,
      totalInstallments,
      totalPaid,
      creditCost: totalPaid - released,
      rate: { monthly: rate, yearly: rateYearly, text: offerCheckCopy.rateValue(rate, rateYearly) },
      cet: { monthly: cetMonthly, yearly: cetYearly, text: offerCheckCopy.cetValue(cetYearly) },
      comparisons: { rate: rateComparison, cet: cetComparison },
      costs,
      market: {
        month,
        monthLabel: monthLabel(month),
        rate: marketAverage,
        line: marketRate.line,
        source: marketRate.source,
        sourceUrl: marketRate.sourceUrl,
        comparison: compare(rate, marketAverage, rateTolerance, (direction) =>
          offerCheckCopy.marketComparison(rate, marketAverage, monthLabel(month), direction),
        ),
        note: offerCheckCopy.marketNote,
      },
      institution,
      flags: offerFlags(input, costs, cetComparison),
      disclaimer: offerCheckCopy.disclaimer,
    },
  };
}
