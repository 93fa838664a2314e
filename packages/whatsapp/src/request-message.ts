/**
 * The wizard's WhatsApp message, made of parts so that what is sent and what the review step shows
 * are one thing: a greeting naming the product, the request's sections (personal data, the
 * product's data), the estimate the visitor saw in step 2 (and in the simulator, the same), and
 * room for closing lines (an origin line) after them. Only the wizard loads this module.
 */
import {
  broker,
  estimateProduct,
  formatBRL,
  installmentChoices,
  personTypes,
  productMonthlyRate,
  products,
  refinancingComparisonFacts,
  requestMessageCopy,
  simulateLoan,
  simulatorCopy,
  type EstimateFigures,
  type ProductId,
  type RefinancingTotals,
  wizardOrigins,
  type WizardOriginId,
} from '@repo/content';
import { campaignMaxLength } from './campaign';
import { MAX_MESSAGE_LENGTH, toWhatsAppMessage, type WhatsAppMessage } from './whatsapp-message';
import { cutToLength } from './format';
import { closingLines, originLine } from './origin';
import {
  boundedFieldMaxLengths,
  largestAmount,
  longestRequestDraft,
  requestFacts,
  toCreditRequest,
  type CreditRequest,
  type MessageSection,
  type RequestFacts,
} from './request';

/** What an estimate line needs of a loan: its installment, its count and its CET a year. */
type EstimatedLoan = { readonly installment: number; readonly installments: number; readonly cetAnnual: number };

/** The parts of the wizard's message, in order. */
export type RequestMessageParts = {
  /** First line, in the visitor's voice, naming the product. */
  readonly greeting: string;
  /** The request's answers: personal data, then the product's (each with its wizard step). */
  readonly answers: readonly RequestFacts[];
  /** The estimate the visitor saw in step 2 (the simulator's own), marked as one; null when the figures allow none. */
  readonly estimate: MessageSection | null;
  /**
   * The last lines, after a blank line: the origin line (how the visitor reached the wizard, the
   * product, the visit's campaign), then that the broker never asks for a payment in advance.
   */
  readonly closing: readonly string[];
};

/**
 * The estimate section of a loan: installment, term and CET (and refinancing's comparison with
 * the current financing, monthly and in total, when given), under a title that says it is an estimate.
 */
function estimateSection({ installment, installments, cetAnnual }: EstimatedLoan, comparison: RefinancingTotals | null = null): MessageSection {
  return {
    title: requestMessageCopy.estimateTitle,
    facts: [
      { label: requestMessageCopy.installmentLabel, value: formatBRL(installment) },
      { label: requestMessageCopy.termLabel, value: requestMessageCopy.term(installments) },
      { label: requestMessageCopy.cetLabel, value: simulatorCopy.cetValue(cetAnnual) },
      // Folded at build (`BROKER_OFFERS`): without refinancing, no comparison is ever written.
      ...(comparison === null || !BROKER_OFFERS.refinanciamento ? [] : refinancingComparisonFacts(comparison)),
    ],
  };
}

/**
 * The estimate step 2 showed for the request's figures (`estimateProduct`, the simulator's own,
 * at the request's installments: the count sent), whether or not the visitor came from the
 * simulator, so the broker reads what the visitor saw. Null when the figures allow none.
 */
function requestEstimate(request: CreditRequest): MessageSection | null {
  // The request holds the figures of its product only, by the names the estimate reads.
  const estimate = estimateProduct(request.product, request as unknown as EstimateFigures, request.installments, request.personType);
  if (!estimate) return null;
  return estimateSection(estimate.loan, BROKER_OFFERS.refinanciamento ? estimate.comparison : null);
}

/**
 * The parts of the wizard's message for a request reached from `origin`, in a visit brought by
 * `campaign` (if any); the review step shows these very parts, its closing origin line included.
 */
export function requestMessageParts(
  request: CreditRequest,
  origin: WizardOriginId = 'assistente',
  campaign?: string | null,
): RequestMessageParts {
  return {
    greeting: requestMessageCopy.greeting[request.product],
    answers: requestFacts(request),
    estimate: requestEstimate(request),
    closing: closingLines({ origin, product: request.product }, campaign),
  };
}

/**
 * A message's text: the greeting, then each section after a blank line (its title, then one
 * `Label: value` line per fact), then the closing lines after a blank line, if any.
 */
export function composeMessage(greeting: string, sections: readonly MessageSection[], closing: readonly string[] = []): string {
  return [
    greeting,
    ...sections.flatMap(({ title, facts }) => ['', title, ...facts.map((fact) => `${fact.label}: ${fact.value}`)]),
    ...(closing.length > 0 ? ['', ...closing] : []),
  ].join('\n');
}

/** The sections of a message's parts, in order. */
function partSections({ answers, estimate }: RequestMessageParts): MessageSection[] {
  return estimate ? [...answers, estimate] : [...answers];
}

/**
 * The wizard's message: the greeting naming the product (`Olá! Gostaria de solicitar um empréstimo
 * com garantia de veículo.`), each part's title and facts, one labelled line each (only the chosen
 * product's answers), the estimate step 2 showed, and its origin line:
 * how the visitor reached the wizard, the product and the visit's campaign, if any (`Origem:
 * simulador da página inicial · Empréstimo com garantia · instagram / julho`).
 */
export function requestMessage(request: CreditRequest, origin: WizardOriginId = 'assistente', campaign?: string | null): string {
  const parts = requestMessageParts(request, origin, campaign);
  return fittedMessage(parts.greeting, partSections(parts), parts.closing);
}

/**
 * The message composed within {@link MAX_MESSAGE_LENGTH}, whatever the request holds: the fields'
 * bounds keep a request typed in the wizard within it, and a request built otherwise (a draft
 * edited by hand) has its longest answers cut, marked with `…`, never its greeting, titles or
 * closing lines.
 */
function fittedMessage(greeting: string, sections: readonly MessageSection[], closing: readonly string[]): string {
  let fitted = sections;
  let text = composeMessage(greeting, fitted, closing);
  while (text.length > MAX_MESSAGE_LENGTH) {
    const excess = text.length - MAX_MESSAGE_LENGTH;
    const longest = Math.max(...fitted.flatMap(({ facts }) => facts.map((fact) => fact.value.length)));
    if (longest <= 1) break;
    const keep = Math.max(1, longest - excess - 1);
    let cut = false;
    fitted = fitted.map((section) => ({
      ...section,
      facts: section.facts.map((fact) => {
        if (cut || fact.value.length !== longest) return fact;
        cut = true;
        return { ...fact, value: `${cutToLength(fact.value, keep)}…` };
      }),
    }));
    text = composeMessage(greeting, fitted, closing);
  }
  return text;
}

/**
 * The wizard's message, ending with its `origin` (and the visit's `campaign`, if any), and its link,
 * to the broker's WhatsApp unless `number` is given.
 */
export function requestWhatsApp(
  request: CreditRequest,
  origin: WizardOriginId = 'assistente',
  number: string = broker.whatsapp.international,
  campaign?: string | null,
): WhatsAppMessage {
  return toWhatsAppMessage(requestMessage(request, origin, campaign), number);
}

/**
 * The longest estimate section any request can carry: its installment as long as the largest
 * figure a field holds (an installment is never more than the amount it pays off), the longest
 * term, the longest CET of any product, installment count and person type (the CET does not
 * depend on the amount), and refinancing's comparison at its longest: the largest amounts and
 * the longest counts.
 */
export function longestEstimateSection(): MessageSection {
  const counts = installmentChoices;
  const loans = products.flatMap(({ id }: { id: ProductId }) =>
    counts.flatMap((installments) =>
      personTypes.map(({ id: borrower }) => simulateLoan({ principal: 10_000, monthlyRate: productMonthlyRate(id), installments, borrower })),
    ),
  );
  const longest = <T>(values: readonly T[], text: (value: T) => string) =>
    values.reduce((best, value) => (text(value).length > text(best).length ? value : best));
  return estimateSection(
    {
      installment: largestAmount,
      installments: longest(counts, requestMessageCopy.term),
      cetAnnual: longest(
        loans.map((loan) => loan.cetAnnual),
        simulatorCopy.cetValue,
      ),
    },
    // Refinancing's comparison at its longest: every installment the largest amount a field holds,
    // the installments left as many as the field's three digits, the term the longest offered, and
    // the totals that many times the largest installment.
    BROKER_OFFERS.refinanciamento
      ? {
          monthlyDifference: largestAmount,
          remainingInstallments: 999,
          currentInstallment: largestAmount,
          currentTotal: largestAmount * 999,
          installments: longest(counts, String),
          newInstallment: largestAmount,
          newTotal: largestAmount * 999,
          totalDifference: largestAmount * 999,
        }
      : null,
  );
}

/**
 * The longest origin line the wizard's message of a product may end with: over `wizardOrigins`,
 * with a campaign as long as one may be.
 */
export function longestOriginLine(product: ProductId): string {
  const campaign = 'x'.repeat(campaignMaxLength);
  return wizardOrigins.map((origin) => originLine({ origin, product }, campaign)).reduce((best, line) => (line.length > best.length ? line : best));
}

/**
 * The longest message of a product and person type once every field holds its longest answer
 * (the name, `fullName`, empty: it takes what is left), the estimate is at its longest and the
 * origin line is the longest the wizard may write.
 */
export function longestRequestMessage(product: ProductId, personType: (typeof personTypes)[number]['id'], estimate: MessageSection): string {
  const parts = requestMessageParts(toCreditRequest(longestRequestDraft(product, personType)));
  return composeMessage(parts.greeting, [...parts.answers, estimate], [longestOriginLine(product), ...parts.closing.slice(1)]);
}

/**
 * The `maxLength` of every field of the wizard typed as text, so that the message of every product
 * stays within {@link MAX_MESSAGE_LENGTH} even with every field full: the documents, phone, year and
 * amounts as their masks allow, the e-mail RFC 5321's 254 characters, the make and model, bank and
 * installments left their own bounds, and the name (nome completo or razão social) what is left
 * once every other field, the estimate and the origin line are at their longest, over every product
 * and person type.
 */
function boundRequestFields() {
  const estimate = longestEstimateSection();
  const longestWithoutName = Math.max(
    ...products.flatMap((product) => personTypes.map((person) => longestRequestMessage(product.id, person.id, estimate).length)),
  );
  return { ...boundedFieldMaxLengths, fullName: MAX_MESSAGE_LENGTH - longestWithoutName } as const;
}

type RequestFieldMaxLengths = ReturnType<typeof boundRequestFields>;

/**
 * The wizard fields' `maxLength` (see {@link boundRequestFields}), computed on first read: it
 * builds a message per product and person type, a few milliseconds of a page's main thread, which
 * only the wizard's personal-data step needs.
 */
export const requestFieldMaxLengths: RequestFieldMaxLengths = /* @__PURE__ */ (() => {
  let computed: RequestFieldMaxLengths | undefined;
  const keys = [...Object.keys(boundedFieldMaxLengths), 'fullName'] as (keyof RequestFieldMaxLengths)[];
  const properties = keys.map((key) => [key, { enumerable: true, get: () => (computed ??= boundRequestFields())[key] }]);
  return Object.freeze(Object.defineProperties({}, Object.fromEntries(properties))) as RequestFieldMaxLengths;
})();
