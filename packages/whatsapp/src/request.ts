/**
 * The financing request, defined once: each field's form as typed (the draft a form keeps), its
 * parsed form (what the message is built from), its presence rule and the labelled fact it becomes.
 * The wizard's state, its review step and the WhatsApp message all derive from this module.
 */
import {
  documentPatterns,
  formatBRL,
  installmentChoices,
  installmentLabel,
  parseBRL,
  patternLength,
  personTypeOption,
  personTypes,
  vehicleKinds,
  wizardCopy,
  wizardFieldLabels,
  wizardSteps,
  type InstallmentChoice,
  type PersonType,
  type VehicleKindId,
} from '@repo/content';
import { formatCNPJ, formatCPF, formatPhone, parseCNPJ, parseCPF, parsePhoneDigits } from './format';

/** One field: its empty draft value, which stored values it accepts, and how its text is parsed. */
type Field<Draft extends string, Parsed> = {
  readonly empty: Draft;
  readonly accepts: (value: string) => value is Draft;
  readonly parse: (value: Draft) => Parsed;
};

/** Free text, kept as typed. */
const text: Field<string, string> = {
  empty: '',
  accepts: (_value): _value is string => true,
  parse: (value) => value,
};

/** One of `choices`, `empty` when none fits. */
function choice<const Choice extends string>(choices: readonly Choice[], empty: Choice): Field<Choice, Choice> {
  return {
    empty,
    accepts: (value): value is Choice => (choices as readonly string[]).includes(value),
    parse: (value) => value,
  };
}

/** A masked amount as typed (`85.000,00`), parsed to reais; null when it holds no digit. */
const amount: Field<string, number | null> = { ...text, parse: parseBRL };

/**
 * The fields of the request. Birth date, income and bank preference are deliberately absent: they
 * are never shown and never sent (SPEC §3, §7).
 */
const fields = {
  personType: choice<PersonType>(
    personTypes.map((type) => type.id),
    personTypes[0].id,
  ),
  /** Sent only for 'fisica'. */
  cpf: text,
  /** Numeric or alphanumeric; sent only for 'juridica'. */
  cnpj: text,
  /** Nome completo ('fisica') or razão social ('juridica'). */
  fullName: text,
  email: text,
  phone: text,
  /** Optional: '' when not chosen. */
  vehicleType: choice<'' | VehicleKindId>(['', ...vehicleKinds.map((kind) => kind.id)], ''),
  vehicleValue: amount,
  /** As typed, e.g. `2020`. */
  vehicleYear: text,
  downPayment: amount,
  /** Optional: a select's value (`'48'`), parsed to one of the installment choices or null. */
  installments: { ...text, parse: parseInstallments } satisfies Field<string, InstallmentChoice | null>,
} as const;

type Fields = typeof fields;
type DraftOf<F> = F extends { readonly empty: infer Draft } ? Draft : never;
type ParsedOf<F> = F extends { readonly parse: (value: never) => infer Parsed } ? Parsed : never;

/** Every answer as the visitor typed it (masked text for amounts and documents). */
export type FinancingDraft = { [Key in keyof Fields]: DraftOf<Fields[Key]> };

/** What the message is built from: amounts in reais (null when empty), installments as a number. */
export type FinancingRequest = { [Key in keyof Fields]: ParsedOf<Fields[Key]> };

/** A field of the request. */
export type FinancingField = keyof Fields;

/** A field typed as text (every field but the person type, a choice between two buttons). */
export type FinancingTextField = Exclude<FinancingField, 'personType'>;

const fieldNames = Object.keys(fields) as FinancingField[];

/** The draft with nothing typed (the default person type chosen). */
export const emptyFinancingDraft = Object.fromEntries(
  fieldNames.map((name) => [name, fields[name].empty]),
) as FinancingDraft;

/**
 * `draft` with the answers in `record` — a stored draft, or what was typed before hydration —
 * keeping only known fields holding strings and falling back on the empty value for choices the
 * content does not offer.
 */
export function readFinancingDraft(draft: FinancingDraft, record: Record<string, unknown>): FinancingDraft {
  const next: Record<string, string> = { ...draft };
  for (const name of fieldNames) {
    const value = record[name];
    if (typeof value === 'string') next[name] = fields[name].accepts(value) ? value : fields[name].empty;
  }
  return next as FinancingDraft;
}

/** The draft parsed: amounts in reais, installments as a number. */
export function toFinancingRequest(draft: FinancingDraft): FinancingRequest {
  return Object.fromEntries(
    fieldNames.map((name) => [name, (fields[name].parse as (value: string) => unknown)(draft[name])]),
  ) as FinancingRequest;
}

/** One of the wizard's installment choices from a select's value, or null: `'48'` → 48. */
export function parseInstallments(value: string): InstallmentChoice | null {
  return installmentChoices.find((choice) => String(choice) === value.trim()) ?? null;
}

/** The request's two parts, each a wizard step: personal data, then vehicle data. */
export type FinancingSection = 'personal' | 'vehicle';

/** The fields a part requires for this draft, in display order (presence only, SPEC §5). */
export function requiredFinancingFields(section: FinancingSection, draft: FinancingDraft): FinancingTextField[] {
  return section === 'personal'
    ? [draft.personType === 'fisica' ? 'cpf' : 'cnpj', 'fullName', 'email', 'phone']
    : ['vehicleValue', 'vehicleYear', 'downPayment'];
}

/** The required fields of a part left empty (whitespace counts as empty), in display order. */
export function missingFinancingFields(section: FinancingSection, draft: FinancingDraft): FinancingTextField[] {
  return requiredFinancingFields(section, draft).filter((name) => draft[name].trim() === '');
}

/** One labelled answer, as the review step shows it and the message writes it. */
export type FinancingFact = { readonly label: string; readonly value: string };

/** A part of the request with its title (the wizard step's) and its facts, in display order. */
export type FinancingFacts = {
  readonly section: FinancingSection;
  readonly step: (typeof wizardSteps)[number];
  readonly facts: readonly FinancingFact[];
};

/** Trimmed text, or 'Não informado' for an optional answer left empty. */
function answer(value: string): string {
  return value.trim() || wizardCopy.notInformed;
}

/**
 * The masked value when `value` has as many characters as one of `patterns` (see
 * `documentPatterns`), else the text as typed.
 */
function maskedWhenComplete(
  value: string,
  parse: (value: string) => string,
  patterns: readonly string[],
  mask: (value: string) => string,
): string {
  const length = parse(value).length;
  return patterns.some((pattern) => patternLength(pattern) === length) ? mask(value) : value.trim();
}

/** A phone masked when complete (a landline's or a mobile's digits), else as typed. */
export function phoneAnswer(value: string): string {
  return maskedWhenComplete(value, parsePhoneDigits, [documentPatterns.landline, documentPatterns.mobile], formatPhone);
}

/** An amount in reais as `R$ 85.000,00`, or 'Não informado'. */
function amountAnswer(value: number | null): string {
  return value === null || !Number.isFinite(value) ? wizardCopy.notInformed : formatBRL(value);
}

/**
 * Every answer of the request as labelled facts, in two parts. Values are trimmed; a CPF, CNPJ or
 * phone is masked when complete and otherwise kept as typed (presence is all the spec checks, and
 * nothing typed is lost); the vehicle's optional answers left empty read 'Não informado'.
 */
export function financingFacts(request: FinancingRequest): readonly FinancingFacts[] {
  const person = personTypeOption(request.personType);
  const document =
    request.personType === 'fisica'
      ? maskedWhenComplete(request.cpf, parseCPF, [documentPatterns.cpf], formatCPF)
      : maskedWhenComplete(request.cnpj, parseCNPJ, [documentPatterns.cnpj], formatCNPJ);
  const vehicleKind = vehicleKinds.find((kind) => kind.id === request.vehicleType);
  const [personalStep, vehicleStep] = wizardSteps;
  return [
    {
      section: 'personal',
      step: personalStep,
      facts: [
        { label: wizardFieldLabels.personType, value: person.label },
        { label: person.documentLabel, value: document },
        { label: person.nameLabel, value: request.fullName.trim() },
        { label: wizardFieldLabels.email, value: request.email.trim() },
        { label: wizardFieldLabels.phone, value: phoneAnswer(request.phone) },
      ],
    },
    {
      section: 'vehicle',
      step: vehicleStep,
      facts: [
        { label: wizardFieldLabels.vehicleType, value: vehicleKind?.singular ?? wizardCopy.notInformed },
        { label: wizardFieldLabels.vehicleValue, value: amountAnswer(request.vehicleValue) },
        { label: wizardFieldLabels.vehicleYear, value: answer(request.vehicleYear) },
        { label: wizardFieldLabels.downPayment, value: amountAnswer(request.downPayment) },
        {
          label: wizardFieldLabels.installments,
          value: request.installments === null ? wizardCopy.notInformed : installmentLabel(request.installments),
        },
      ],
    },
  ];
}
