/**
 * The offer form's rules (issue 51): the answers that break one, each with its Portuguese message
 * at the field, and the draft read into the analysis' input (`analyseOffer` of `@repo/content`). A
 * module of its own, apart from the fields' table (`./fields.ts`): the page renders the form from
 * that table up front and fetches these with the analysis, once the form has hydrated.
 */
import { annualRate, fieldRuleMessages, offerBounds, offerFieldMessages, type OfferInput } from '@repo/content';
import { field, missingOfferFields, type OfferDraft, type OfferField } from './fields';

/** An answer that breaks a rule, with the message to show at its field. */
export type OfferIssue = { readonly field: OfferField; readonly message: string };

/** The money fields that are costs of the proposal: each below the amount. */
const costFields = ['iof', 'feeCadastro', 'feeAvaliacao', 'feeRegistro', 'feeTac', 'feeOutras', 'insurance', 'bundled'] as const satisfies readonly OfferField[];

/** Whole days from `today` (its local calendar day) to an ISO date. */
function daysFrom(today: Date, isoDate: string): number {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) / 86_400_000);
}

/** A percentage typed within its bounds, or null. */
const withinPercent = (value: number | null, bounds: { readonly min: number; readonly max: number }) =>
  value !== null && value >= bounds.min && value <= bounds.max ? value : null;

/**
 * The answers present that break a rule, in display order, each with its message: the amount
 * within R$ 1.000–3.000.000; the installment above zero and below the amount, the installments
 * adding up to more than it; 1 to 120 installments; the first due date a day of the calendar from
 * tomorrow to 180 days; a rate 0,01–20% a.m. and a CET 0,01–1.000% a.a., the CET not below the
 * rate compounded to a year; each cost an amount below the amount. Empty answers are presence's business
 * ({@link missingOfferFields}), never listed here; nothing typed is touched.
 */
export function offerIssues(draft: OfferDraft, today: Date = new Date()): OfferIssue[] {
  const issues: OfferIssue[] = [];
  const filled = (name: OfferField) => draft[name].trim() !== '';
  const add = (name: OfferField, message: string | null) => {
    if (message !== null && filled(name)) issues.push({ field: name, message });
  };
  const parsed = (name: OfferField) => (filled(name) ? (field(name).parse(draft[name]) as number | string | null) : null);

  const amount = parsed('amount') as number | null;
  const amountOk = amount !== null && amount >= offerBounds.amount.min && amount <= offerBounds.amount.max;
  add('amount', amount === null ? fieldRuleMessages.notAnAmount : amountOk ? null : offerFieldMessages.amount);

  const installment = parsed('installment') as number | null;
  const countText = draft.installments.trim();
  const installments = /^\d+$/.test(countText) ? Number(countText) : null;
  const countOk = installments !== null && installments >= offerBounds.installments.min && installments <= offerBounds.installments.max;
  add(
    'installment',
    installment === null
      ? fieldRuleMessages.notAnAmount
      : !(installment > 0)
        ? fieldRuleMessages.positive
        : amountOk && installment >= amount
          ? offerFieldMessages.installmentAboveAmount
          : amountOk && countOk && installment * installments <= amount
            ? offerFieldMessages.installmentsBelowAmount(Math.round(installment * installments * 100) / 100, amount)
            : null,
  );
  add('installments', countOk ? null : offerFieldMessages.installments);

  const due = parsed('firstDueDate') as string | null;
  const days = due === null ? null : daysFrom(today, due);
  add(
    'firstDueDate',
    due === null ? offerFieldMessages.firstDueDate : days! < offerBounds.firstDueDays.min || days! > offerBounds.firstDueDays.max ? offerFieldMessages.firstDueDateRange : null,
  );

  const rate = withinPercent(parsed('statedRate') as number | null, offerBounds.statedRate);
  add('statedRate', rate === null ? offerFieldMessages.statedRate : null);
  const cet = withinPercent(parsed('statedCet') as number | null, offerBounds.statedCet);
  // The CET includes the interest: never below the stated rate compounded (a hundredth of a point of rounding aside).
  const yearlyRate = rate === null ? null : annualRate(rate / 100);
  add(
    'statedCet',
    cet === null
      ? offerFieldMessages.statedCet
      : yearlyRate !== null && cet / 100 < yearlyRate - 0.0001
        ? offerFieldMessages.cetBelowRate(yearlyRate)
        : null,
  );

  for (const name of costFields) {
    const cost = parsed(name) as number | null;
    add(name, cost === null ? fieldRuleMessages.notAnAmount : amountOk && cost >= amount ? offerFieldMessages.costAboveAmount : null);
  }
  return issues;
}

/**
 * The draft as the analysis takes it (`analyseOffer`), or null while a required answer is missing
 * or an answer breaks a rule: amounts in reais, rates as ratios, the first due date as days from
 * `today` (30 when left blank), an empty cost as none.
 */
export function toOfferInput(draft: OfferDraft, today: Date = new Date()): OfferInput | null {
  if (missingOfferFields(draft).length > 0 || offerIssues(draft, today).length > 0) return null;
  const amountOf = (name: OfferField) => (draft[name].trim() === '' ? null : (field(name).parse(draft[name]) as number | null));
  const ratio = (name: 'statedRate' | 'statedCet') => {
    const value = draft[name].trim() === '' ? null : (field(name).parse(draft[name]) as number | null);
    return value === null ? null : value / 100;
  };
  const due = draft.firstDueDate.trim() === '' ? null : (field('firstDueDate').parse(draft.firstDueDate) as string | null);
  return {
    amount: amountOf('amount')!,
    amountKind: draft.amountKind,
    installment: amountOf('installment')!,
    installments: Number(draft.installments.trim()),
    firstDueDays: due === null ? null : daysFrom(today, due),
    statedMonthlyRate: ratio('statedRate'),
    statedCet: ratio('statedCet'),
    iof: amountOf('iof'),
    fees: {
      cadastro: amountOf('feeCadastro'),
      avaliacao: amountOf('feeAvaliacao'),
      registro: amountOf('feeRegistro'),
      tac: amountOf('feeTac'),
      outras: amountOf('feeOutras'),
    },
    insurance: amountOf('insurance'),
    insuranceChoice: draft.insuranceChoice,
    bundled: amountOf('bundled'),
    bundledName: draft.bundledName.trim() || null,
    costsPaid: draft.costsPaid,
    institution: draft.institution || null,
  };
}
