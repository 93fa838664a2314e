/**
 * The offer check's form (issue 51), defined once: each field's kind (`../request/kinds.ts`, the
 * wizard's: money parsed by content's `parseBRL`, a count, a percentage by `parsePercent`, a date,
 * a choice), its copy (content's `offerFieldCopy`, under the same name), its bound and whether it
 * is required. The rules an answer must meet, and the draft read into the analysis' input, are
 * `./rules.ts`'.
 */
import {
  institutionRanking,
  insuranceChoices,
  offerAmountKinds,
  offerBounds,
  offerCostPayments,
  offerFieldCopy,
  type InsuranceChoice,
  type OfferAmountKind,
  type OfferCostPayment,
} from '@repo/content';
import { choice, count, date, money, optionalText, percent, type Field, type TextAttributes } from '../request/kinds';

/** The fields of the offer form, in display order. */
export const offerFields = {
  amountKind: choice<OfferAmountKind>(offerAmountKinds, 'financiado', (id) => offerFieldCopy.amountKind.options[id], { input: 'choice' }),
  amount: money({ required: true }),
  installment: money({ required: true }),
  installments: count({ required: true }),
  firstDueDate: date(),
  statedRate: percent(),
  statedCet: percent(),
  iof: money(),
  feeCadastro: money(),
  feeAvaliacao: money(),
  feeRegistro: money(),
  feeTac: money(),
  feeOutras: money(),
  insurance: money(),
  insuranceChoice: choice<InsuranceChoice>(insuranceChoices, '', (id) => offerFieldCopy.insuranceChoice.options[id], { input: 'choice' }),
  bundled: money(),
  bundledName: optionalText({ maxLength: offerBounds.bundledNameMaxLength }),
  costsPaid: choice<OfferCostPayment>(offerCostPayments, 'financiados', (id) => offerFieldCopy.costsPaid.options[id], { input: 'choice' }),
  /** The institution's CNPJ root, one of the Banco Central's list ('' for none), offered by name in alphabetical order (the list's own is by rate). */
  institution: choice<string>(
    ['', ...[...institutionRanking.institutions].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')).map((institution) => institution.cnpj8)],
    '',
    (cnpj8) => institutionRanking.institutions.find((institution) => institution.cnpj8 === cnpj8)?.name ?? offerFieldCopy.institution.none,
    { input: 'choice' },
  ),
} as const;

type OfferFields = typeof offerFields;
/** A field of the offer form. */
export type OfferField = keyof OfferFields;
/** Every answer as typed (amounts, rates and dates as text; choices as their ids). */
export type OfferDraft = { [Name in OfferField]: OfferFields[Name] extends { readonly empty: infer Draft } ? Draft : never };

const fieldNames = Object.keys(offerFields) as OfferField[];
/** A field's kind, as the rules read it. */
export const field = (name: OfferField) => offerFields[name] as unknown as Field<string, unknown>;

/** Nothing typed: the amount read as financed, the costs as in the installments. */
export const emptyOfferDraft = Object.fromEntries(fieldNames.map((name) => [name, field(name).empty])) as OfferDraft;

/**
 * `draft` with the answers in `record` (`FormData` entries, what was typed before hydration): only
 * known fields holding strings; a choice the form does not offer reads as its empty value.
 */
export function readOfferDraft(draft: OfferDraft, record: Record<string, unknown>): OfferDraft {
  const next: Record<string, string> = { ...draft };
  for (const name of fieldNames) {
    const value = record[name];
    if (typeof value === 'string') next[name] = field(name).accepts(value) ? value : field(name).empty;
  }
  return next as OfferDraft;
}

/** The control a field needs: a currency amount, a count, a percentage, a date, a short text, or one of its options. */
export type OfferControl = 'amount' | 'count' | 'percent' | 'date' | 'text' | 'choice';

/** A field as the page renders it: its copy, control, bound, and its options when it is a choice. */
export type OfferFieldSpec = {
  readonly name: OfferField;
  readonly label: string;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly required: boolean;
  readonly input: OfferControl;
  /** The input's `maxLength` (text controls). */
  readonly maxLength?: number;
  /** What a text control says to the browser (its keyboard). */
  readonly attributes?: TextAttributes;
  /** Amounts: the one parser the currency mask reads a text with (content's `parseBRL`). */
  readonly parse?: (text: string) => number | null;
  /** Choices: each value with its label, the empty one first where there is one. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
};

type FieldCopy = { readonly label: string; readonly hint?: string; readonly placeholder?: string };

/** Every field of the form, in display order, with its copy. */
export const offerFieldSpecs: readonly OfferFieldSpec[] = fieldNames.map((name) => {
  const { required, input, maxLength, attributes, parse, extremes, answer } = field(name);
  const copy: FieldCopy = offerFieldCopy[name];
  const control = (input ?? 'text') as OfferControl;
  return {
    name,
    label: copy.label,
    ...(copy.hint === undefined ? {} : { hint: copy.hint }),
    ...(copy.placeholder === undefined ? {} : { placeholder: copy.placeholder }),
    required: required === true,
    input: control,
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(attributes === undefined ? {} : { attributes }),
    ...(control === 'amount' ? { parse: parse as (text: string) => number | null } : {}),
    ...(control === 'choice' ? { options: extremes.map((value) => ({ value, label: (answer as (value: string) => string)(value) })) } : {}),
  };
});

/** The fields the check cannot do without, in display order (presence only). */
export const requiredOfferFields: readonly OfferField[] = fieldNames.filter((name) => field(name).required === true);

/** The required fields left empty (whitespace counts as empty), in display order. */
export function missingOfferFields(draft: OfferDraft): OfferField[] {
  return requiredOfferFields.filter((name) => draft[name].trim() === '');
}
