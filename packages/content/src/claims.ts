import { brokerProfile } from './broker';
import { productIds, type BrokerClaims, type BrokerProfile, type CountClaimKey, type ProductId } from './brokers/profile';
import { formatBRL, formatInteger, formatPercent } from './format';
import { simulateLoan, type Loan } from './loan';

/**
 * Every advertised rate goes with this phrase (CDC art. 54-C: credit may not be advertised as
 * granted without assessing the consumer; BRAZIL.md). "mediante" rather than "sujeito a", which
 * after "Taxa(s)" or "Parcela" reads as an agreement error.
 */
export const creditAnalysisDisclaimer = 'mediante análise de crédito';

const offers = brokerProfile.products;

/**
 * Installment counts the wizard and the simulator offer, in months: every count one of the
 * broker's products offers, ascending (`brokers/<id>/broker.json`, `produtos.*.parcelas`).
 */
export const installmentChoices: readonly number[] = [
  ...new Set(productIds.flatMap((id) => offers[id]?.installments ?? [])),
].sort((a, b) => a - b);

/** One of {@link installmentChoices}. */
export type InstallmentChoice = number;

/**
 * FAQ rule (not enforced by the wizard): smallest down payment as a share of the value, the
 * broker's own (`produtos.financiamento.entradaMinimaPercentual`). Without financing the site
 * asks for no down payment, and the representative example assumes the usual 20%.
 */
export const minDownPaymentRatio = downPaymentRatioOf(brokerProfile);

function downPaymentRatioOf(profile: Pick<BrokerProfile, 'products'>): number {
  return profile.products.financiamento?.minDownPaymentRatio ?? 0.2;
}

/** The term of the representative example: 48 months when a product offers it, else its longest. */
function exampleTerm(profile: Pick<BrokerProfile, 'products'>, id: ProductId): number {
  const choices = profile.products[id]?.installments ?? installmentChoices;
  return choices.includes(48) ? 48 : Math.max(...choices);
}

/**
 * The representative example printed beside every advertised rate (CDC art. 54-B: the CET stands
 * beside the rate), and the figures the landing simulator starts from: a R$ 50.000 vehicle with
 * the broker's smallest down payment (20% for the default broker: R$ 40.000 financed) in 48
 * installments.
 */
export const representativeExample = {
  /** Vehicle value in reais. */
  vehicleValue: 50_000,
  /** Down payment as a share of the value. */
  downPaymentRatio: minDownPaymentRatio,
  installments: exampleTerm(brokerProfile, productIds.find((id) => offers[id] !== undefined) ?? 'financiamento'),
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

/**
 * The {@link RateClaim} of a broker's product (undefined when it does not offer it): the example and
 * its CET are computed here, from that broker's own rate and terms, never typed in a file.
 */
export function rateClaimOf(profile: Pick<BrokerProfile, 'products'>, id: ProductId): RateClaim | undefined {
  const monthly = profile.products[id]?.monthlyRate;
  if (monthly === undefined) return undefined;
  const display = `${formatPercent(monthly)} a.m.`;
  const principal = representativeExample.vehicleValue * (1 - downPaymentRatioOf(profile));
  const example = simulateLoan({ principal, monthlyRate: monthly, installments: exampleTerm(profile, id) });
  const exampleLine =
    `Ex.: ${formatBRL(example.principal)} em ${example.installments}x de ${formatBRL(example.installment)}` +
    ` · CET ${formatPercent(example.cetAnnual)} a.a.`;
  return { monthly, display, claim: `a partir de ${display}, ${creditAnalysisDisclaimer}`, example, exampleLine };
}

const offeredRates: Partial<Record<ProductId, RateClaim>> = Object.fromEntries(
  productIds.flatMap((id) => {
    const rate = rateClaimOf(brokerProfile, id);
    return rate ? [[id, rate]] : [];
  }),
);

/**
 * The advertised minimum monthly rate of each product the broker offers, by product id. Only those are its keys,
 * and reading the rate of a product the broker does not offer throws: a page that would advertise
 * it fails the build instead of printing another broker's business.
 */
export const rates: Readonly<Record<ProductId, RateClaim>> = new Proxy(offeredRates as Record<ProductId, RateClaim>, {
  get(target, key, receiver) {
    if (typeof key === 'string' && (productIds as readonly string[]).includes(key) && !(key in target)) {
      throw new Error(`The broker "${brokerProfile.id}" does not offer the product of rates.${key}.`);
    }
    return Reflect.get(target, key, receiver);
  },
});

/** The rate of the broker's first product (financing when it offers it): the one its pages headline. */
export const headlineRate: RateClaim = rates[productIds.find((id) => offers[id] !== undefined)!];

/** The longest term offered, in months. */
export const maxInstallments: number = Math.max(...installmentChoices);

/**
 * Amount range of the loan secured by the vehicle, in reais. Without that product, an empty range:
 * no amount is within it.
 */
export const securedLoanRange: { readonly min: number; readonly max: number } = {
  min: offers['emprestimo-com-garantia']?.minAmount ?? 0,
  max: offers['emprestimo-com-garantia']?.maxAmount ?? 0,
};

/** FAQ rule (not enforced by the wizard): smallest financed vehicle value, in reais. */
export const minVehicleValue = offers.financiamento?.minAmount ?? 0;

/** The numbers the site claims, each in one place: the broker's file (`numeros`). */
export const claims: BrokerClaims = brokerProfile.claims;

/**
 * How a claim states a count: the count itself when it is short enough to read (`6`, `650`,
 * `10.000`), else the round figure below it (two significant digits), which is then a lower bound
 * and says so (`mais de 1.200`, `1.200+`). "mais de N" and "N+" are only ever written for a figure
 * above N: a broker with 6 years is "6 anos", never "mais de 6 anos" nor "6+ anos".
 */
export function countClaim(count: number): { readonly figure: number; readonly exact: boolean } {
  const step = count < 100 ? 1 : 10 ** (String(Math.floor(count)).length - 2);
  const figure = Math.floor(count / step) * step;
  return { figure, exact: figure === count };
}

/**
 * A claimed count as a figure on its own (a stat's value): `650`, `10.000`, `1.200+`; `+` only for
 * a rounded figure or one the broker states as a minimum (`numeros.maisDe`: `10+`). It takes the
 * claim's key and looks up both the figure and its bound, so no figure is ever read with another
 * count's bound.
 */
export function claimFigure(key: CountClaimKey, profile: Pick<BrokerProfile, 'claims'> = brokerProfile): string {
  const { figure, lowerBound } = claimedCount(key, profile);
  return `${formatInteger(figure)}${lowerBound ? '+' : ''}`;
}

/**
 * A claimed count with its noun, singular for one, its bound as the broker states it: `6 anos`,
 * `1 banco parceiro`, `mais de 1.200 clientes` (rounded), `mais de 10 anos` (`numeros.maisDe`).
 */
export function claimPhrase(key: CountClaimKey, singular: string, plural: string, profile: Pick<BrokerProfile, 'claims'> = brokerProfile): string {
  const { figure, lowerBound } = claimedCount(key, profile);
  return `${lowerBound ? 'mais de ' : ''}${formatInteger(figure)} ${figure === 1 ? singular : plural}`;
}

/** A claim's figure as shown and whether it is a lower bound: rounded down, or stated as a minimum (`numeros.maisDe`). */
function claimedCount(key: CountClaimKey, { claims: numbers }: Pick<BrokerProfile, 'claims'>): { figure: number; lowerBound: boolean } {
  const { figure, exact } = countClaim(numbers[key]);
  return { figure, lowerBound: !exact || numbers.lowerBounds.includes(key) };
}

/**
 * A claimed count as a stat (a big figure above its caption, /sobre): `{ prefix: 'mais de', value:
 * '1.000', label: 'clientes satisfeitos' }`, read as the very words of {@link claimPhrase} (`mais de
 * 1.000 clientes satisfeitos`): one claim, one form on every page (issue 48).
 */
export function claimStat(
  key: CountClaimKey,
  singular: string,
  plural: string,
  profile: Pick<BrokerProfile, 'claims'> = brokerProfile,
): { readonly prefix: string; readonly value: string; readonly label: string } {
  const { figure, lowerBound } = claimedCount(key, profile);
  return { prefix: lowerBound ? 'mais de' : '', value: formatInteger(figure), label: figure === 1 ? singular : plural };
}

/** A broker's claimed numbers as the short display strings every page uses. */
export function claimNumberLabelsOf(profile: Pick<BrokerProfile, 'claims'>) {
  return {
    yearsInMarket: claimPhrase('yearsInMarket', 'ano', 'anos', profile),
    partnerBanks: claimPhrase('partnerBanks', 'banco parceiro', 'bancos parceiros', profile),
    approval: `Aprovação em até ${profile.claims.approvalHours} horas`,
    satisfiedClients: claimPhrase('satisfiedClients', 'cliente satisfeito', 'clientes satisfeitos', profile),
    aboutPageClients: claimPhrase('aboutPageClients', 'cliente atendido', 'clientes atendidos', profile),
  } as const;
}

/** The claims as short display strings, derived from {@link claims}. */
export const claimLabels = {
  ...claimNumberLabelsOf(brokerProfile),
  maxInstallments: `Até ${maxInstallments} parcelas`,
  // The secured loan's, folded at build: empty without it (`BROKER_OFFERS`).
  securedLoanRange: BROKER_OFFERS.emprestimoComGarantia ? `De ${formatBRL(securedLoanRange.min, { cents: false })} a ${formatBRL(securedLoanRange.max, { cents: false })}` : '',
} as const;

/**
 * Refinancing's claim, `Parcela até 40% menor, mediante análise de crédito`: a claim, never a
 * promise (the reduction depends on the balance, the term and the analysis). Apart from
 * {@link claimLabels} and folded at build (`BROKER_OFFERS`): empty, and no part of the bundles, for a
 * broker without refinancing.
 */
export const refinancingReductionClaim: string = BROKER_OFFERS.refinanciamento
  ? `Parcela até ${formatPercent(offers.refinanciamento?.maxInstallmentReduction ?? 0)} menor, ${creditAnalysisDisclaimer}`
  : '';
