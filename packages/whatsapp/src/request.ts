/**
 * The wizard's request, defined once for the three products (`products` of `@repo/content`): each
 * field's form as typed (the draft a form keeps), its parsed form (what the message is built from),
 * its presence and range rules, its bound and the labelled fact it becomes. The draft holds every
 * product's answers at once, so switching product loses nothing typed; the request, its facts and
 * the message carry the chosen product's answers only. The wizard's state, its review step and the
 * WhatsApp message all derive from this module.
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
  phonePatterns,
  productById,
  products,
  productWizardSteps,
  vehicleKinds,
  wizardCopy,
  wizardFieldLabels,
  type DetailsFieldCopy,
  type DetailsFieldName,
  type InstallmentChoice,
  type PersonType,
  type Product,
  type ProductId,
  type VehicleKindId,
  type WizardStep,
} from '@repo/content';
import { formatCNPJ, formatCPF, formatPhone, parseCNPJ, parseCPF, parsePhoneDigits } from './format';

/**
 * One field: its empty draft value, which stored values it accepts, how its text is parsed and how
 * the parsed answer reads; `extremes` are the drafts whose answers are the longest the field can
 * write within its bound, from which the message's bounds are computed.
 */
type Field<Draft extends string, Parsed> = {
  readonly empty: Draft;
  readonly accepts: (value: string) => value is Draft;
  readonly parse: (value: Draft) => Parsed;
  readonly answer: (value: Parsed) => string;
  readonly extremes: readonly Draft[];
};

/** Longest amount a visitor may type, as `R$ 999.999.999,99`. */
const AMOUNT_MAX_LENGTH = 'R$ 999.999.999,99'.length;

/**
 * The most characters a form lets the visitor type in each text field (the inputs' `maxLength`, in
 * UTF-16 code units like the message's length): a document or phone its mask's length
 * (`000.000.000-00`: 14), a year four digits, an amount up to `R$ 999.999.999,99`, an e-mail RFC
 * 5321's 254 characters (no longer address can be delivered). The name has none here: it gets what
 * the message can still afford (`requestFieldMaxLengths` in `./messages`).
 */
export const boundedFieldMaxLengths = {
  cpf: documentPatterns.cpf.length,
  cnpj: documentPatterns.cnpj.length,
  email: 254,
  phone: documentPatterns.mobile.length,
  vehiclePrice: AMOUNT_MAX_LENGTH,
  vehicleYear: 4,
  downPayment: AMOUNT_MAX_LENGTH,
  ownedVehicleYear: 4,
  ownedVehicleValue: AMOUNT_MAX_LENGTH,
  loanAmount: AMOUNT_MAX_LENGTH,
  outstandingBalance: AMOUNT_MAX_LENGTH,
  currentInstallment: AMOUNT_MAX_LENGTH,
} as const;

/** Trimmed text, or 'Não informado' for an optional answer left empty. */
function optionalAnswer(value: string): string {
  return value.trim() || wizardCopy.notInformed;
}

/** Free text, kept as typed; its answer is trimmed unless `answer` says otherwise. `maxLength` bounds it. */
function text(maxLength?: number, answer: (value: string) => string = (value) => value.trim()): Field<string, string> {
  return {
    empty: '',
    accepts: (_value): _value is string => true,
    parse: (value) => value,
    answer,
    extremes: maxLength === undefined ? [''] : ['', 'x'.repeat(maxLength)],
  };
}

/** One of `choices`, `empty` when none fits. */
function choice<const Choice extends string>(
  choices: readonly Choice[],
  empty: Choice,
  answer: (value: Choice) => string,
): Field<Choice, Choice> {
  return {
    empty,
    accepts: (value): value is Choice => (choices as readonly string[]).includes(value),
    parse: (value) => value,
    answer,
    extremes: choices,
  };
}

/** An amount in reais as `R$ 85.000,00`, or 'Não informado'. */
function amountAnswer(value: number | null): string {
  return value === null || !Number.isFinite(value) ? wizardCopy.notInformed : formatBRL(value);
}

/**
 * A masked amount as typed (`85.000,00`), parsed to reais; null when it holds no digit. Its longest
 * answer comes from nines only: every character a digit of the integer part.
 */
const amount: Field<string, number | null> = {
  ...text(),
  parse: parseBRL,
  answer: amountAnswer,
  extremes: ['', '9'.repeat(AMOUNT_MAX_LENGTH)],
};

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
  return maskedWhenComplete(value, parsePhoneDigits, phonePatterns, formatPhone);
}

/** One of the wizard's installment choices from a select's value, or null: `'48'` → 48. */
export function parseInstallments(value: string): InstallmentChoice | null {
  return installmentChoices.find((choice) => String(choice) === value.trim()) ?? null;
}

/** A kind of vehicle, optional: '' when not chosen. */
const vehicleKind = choice<'' | VehicleKindId>(
  ['', ...vehicleKinds.map((kind) => kind.id)],
  '',
  (id) => vehicleKinds.find((kind) => kind.id === id)?.singular ?? wizardCopy.notInformed,
);

/**
 * The fields of the request. Birth date, income and bank preference are deliberately absent: they
 * are never shown and never sent (SPEC §3, §7). `fullName` has no bound of its own here: it gets what
 * the message can still afford (`requestFieldMaxLengths` in `./messages`).
 */
const fields = {
  product: choice<ProductId>(
    products.map((product) => product.id),
    products[0].id,
    (id) => productById(id).label,
  ),
  personType: choice<PersonType>(
    personTypes.map((type) => type.id),
    personTypes[0].id,
    (id) => personTypeOption(id).label,
  ),
  /** Sent only for 'fisica'; masked when complete. */
  cpf: text(boundedFieldMaxLengths.cpf, (value) =>
    maskedWhenComplete(value, parseCPF, [documentPatterns.cpf], formatCPF),
  ),
  /** Numeric or alphanumeric; sent only for 'juridica'; masked when complete. */
  cnpj: text(boundedFieldMaxLengths.cnpj, (value) =>
    maskedWhenComplete(value, parseCNPJ, [documentPatterns.cnpj], formatCNPJ),
  ),
  /** Nome completo ('fisica') or razão social ('juridica'). */
  fullName: text(),
  email: text(boundedFieldMaxLengths.email),
  phone: text(boundedFieldMaxLengths.phone, phoneAnswer),
  /** Financing: the kind of vehicle being bought. Optional: '' when not chosen. */
  vehicleType: vehicleKind,
  /** Financing: the price of the vehicle being bought. */
  vehiclePrice: amount,
  /** Financing: the year of the vehicle being bought, as typed, four digits, e.g. `2020`. */
  vehicleYear: text(boundedFieldMaxLengths.vehicleYear, optionalAnswer),
  /** Financing only. */
  downPayment: amount,
  /** Secured loan and refinancing: the kind of vehicle the visitor owns. Optional. */
  ownedVehicleType: vehicleKind,
  /** Secured loan and refinancing: the year of the vehicle the visitor owns. */
  ownedVehicleYear: text(boundedFieldMaxLengths.ownedVehicleYear, optionalAnswer),
  /** Secured loan (the guarantee's estimated value) and refinancing: what the visitor's vehicle is worth. */
  ownedVehicleValue: amount,
  /** Secured loan only: the amount wanted, within `securedLoanRange`. */
  loanAmount: amount,
  /** Refinancing only: what is left to pay on the current financing. */
  outstandingBalance: amount,
  /** Refinancing only, optional: the installment paid today. */
  currentInstallment: amount,
  /** Optional: a select's value (`'48'`), parsed to one of the installment choices or null. */
  installments: {
    ...text(),
    parse: parseInstallments,
    answer: (value) => (value === null ? wizardCopy.notInformed : installmentLabel(value)),
    extremes: ['', ...installmentChoices.map(String)],
  } satisfies Field<string, InstallmentChoice | null>,
} as const;

type Fields = typeof fields;
type DraftOf<F> = F extends { readonly empty: infer Draft } ? Draft : never;
type ParsedOf<F> = F extends { readonly parse: (value: never) => infer Parsed } ? Parsed : never;
type ParsedFields = { [Key in keyof Fields]: ParsedOf<Fields[Key]> };

/** Every answer of every product as the visitor typed it (masked text for amounts and documents). */
export type RequestDraft = { [Key in keyof Fields]: DraftOf<Fields[Key]> };

/** A field of the draft. */
export type RequestField = keyof Fields;

/** A field typed or picked in a form control (every field but the two choices between buttons). */
export type RequestTextField = Exclude<RequestField, 'product' | 'personType'>;

/** The fields of step 1, the same for every product, in display order. */
const personalFieldNames = ['personType', 'cpf', 'cnpj', 'fullName', 'email', 'phone'] as const;

/** The answers of step 1. */
type PersonalField = (typeof personalFieldNames)[number];

/** The step-2 fields of a product, as `products` lists them. */
export type ProductDetailsField<P extends ProductId> =
  Extract<(typeof products)[number], { readonly id: P }>['fields'][number]['name'];

/** The request for one product: the personal answers and that product's answers only, parsed. */
export type CreditRequestOf<P extends ProductId> = { product: P } & Pick<ParsedFields, PersonalField | ProductDetailsField<P>>;

/**
 * What the message is built from, for the chosen product: amounts in reais (null when empty),
 * installments as a number. Narrow it on `product`.
 */
export type CreditRequest = { [P in ProductId]: CreditRequestOf<P> }[ProductId];

const fieldNames = Object.keys(fields) as RequestField[];

/** The draft with nothing typed (the default product and person type chosen). */
export const emptyRequestDraft = Object.fromEntries(
  fieldNames.map((name) => [name, fields[name].empty]),
) as RequestDraft;

/**
 * `draft` with the answers in `record` — a stored draft, what was typed before hydration, a
 * simulator's prefill — keeping only known fields holding strings and falling back on the empty
 * value for choices the content does not offer (an unknown product reads as the default one).
 */
export function readRequestDraft(draft: RequestDraft, record: Record<string, unknown>): RequestDraft {
  const next: Record<string, string> = { ...draft };
  for (const name of fieldNames) {
    const value = record[name];
    if (typeof value === 'string') next[name] = fields[name].accepts(value) ? value : fields[name].empty;
  }
  return next as RequestDraft;
}

/** The step-2 field names of a product, in display order. */
function detailsFieldNames(product: ProductId): readonly DetailsFieldName[] {
  return productById(product).fields.map((field) => field.name);
}

/** Parses one field of the draft. */
function parseField(name: RequestField, draft: RequestDraft): unknown {
  return (fields[name].parse as (value: string) => unknown)(draft[name]);
}

/** The draft parsed for its product: the personal answers and that product's answers only. */
export function toCreditRequest(draft: RequestDraft): CreditRequest {
  const names: readonly RequestField[] = [...personalFieldNames, ...detailsFieldNames(draft.product)];
  return Object.fromEntries([
    ['product', draft.product],
    ...names.map((name) => [name, parseField(name, draft)]),
  ]) as CreditRequest;
}

/** The request's two parts, each a wizard step: personal data (step 1), the product's (step 2). */
export type RequestSection = 'personal' | 'details';

/** The step-2 answers each product requires (presence only, SPEC §5 for financing). */
const requiredDetails = {
  financiamento: ['vehiclePrice', 'vehicleYear', 'downPayment'],
  'emprestimo-com-garantia': ['loanAmount', 'ownedVehicleYear', 'ownedVehicleValue'],
  refinanciamento: ['ownedVehicleYear', 'ownedVehicleValue', 'outstandingBalance'],
} as const satisfies { readonly [P in ProductId]: readonly ProductDetailsField<P>[] };

/** The fields a part requires for this draft, in display order (presence only, SPEC §5). */
export function requiredRequestFields(section: RequestSection, draft: RequestDraft): RequestTextField[] {
  if (section === 'personal') return [draft.personType === 'fisica' ? 'cpf' : 'cnpj', 'fullName', 'email', 'phone'];
  const required: readonly DetailsFieldName[] = requiredDetails[draft.product];
  return detailsFieldNames(draft.product).filter((name) => required.includes(name));
}

/** The required fields of a part left empty (whitespace counts as empty), in display order. */
export function missingRequestFields(section: RequestSection, draft: RequestDraft): RequestTextField[] {
  return requiredRequestFields(section, draft).filter((name) => draft[name].trim() === '');
}

/** The control a step-2 field needs. */
export type DetailsInput = 'amount' | 'year' | 'vehicleType' | 'installments';

/** Each step-2 field's control; indexed by content's `DetailsFieldName`, so the two lists agree. */
const detailsInputs = {
  vehicleType: 'vehicleType',
  vehiclePrice: 'amount',
  vehicleYear: 'year',
  downPayment: 'amount',
  ownedVehicleType: 'vehicleType',
  ownedVehicleYear: 'year',
  ownedVehicleValue: 'amount',
  loanAmount: 'amount',
  outstandingBalance: 'amount',
  currentInstallment: 'amount',
  installments: 'installments',
} as const satisfies Record<Exclude<RequestField, PersonalField | 'product'>, DetailsInput>;

/** A step-2 field as the wizard renders it: the product's copy, its control, rule and bound. */
export type DetailsFieldSpec = DetailsFieldCopy & {
  readonly required: boolean;
  readonly input: DetailsInput;
  /** The input's `maxLength` (text controls only). */
  readonly maxLength?: number;
};

/** Step 2 of a product, field by field, in display order. */
export function detailsFields(product: ProductId): readonly DetailsFieldSpec[] {
  const required: readonly DetailsFieldName[] = requiredDetails[product];
  return productById(product).fields.map((copy) => ({
    ...copy,
    required: required.includes(copy.name),
    input: detailsInputs[copy.name],
    ...(copy.name in boundedFieldMaxLengths
      ? { maxLength: boundedFieldMaxLengths[copy.name as keyof typeof boundedFieldMaxLengths] }
      : {}),
  }));
}

/** One labelled answer, as the review step shows it and the message writes it. */
export type RequestFact = { readonly label: string; readonly value: string };

/** A part of the request with its title (the wizard step's, for the product) and its facts. */
export type RequestFacts = {
  readonly section: RequestSection;
  readonly step: WizardStep;
  readonly facts: readonly RequestFact[];
};

/** The product of a request, with its label and message header. */
export function requestProduct(request: CreditRequest): Product {
  return productById(request.product);
}

/** The answer of one field of a request, as the review and the message write it. */
function factValue(request: CreditRequest, name: RequestField): string {
  const parsed = (request as Partial<Record<RequestField, unknown>>)[name];
  return (fields[name].answer as (value: unknown) => string)(parsed);
}

/**
 * Every answer of the request as labelled facts, in two parts: personal data, then the product's
 * step 2 (titled for the product: `Dados do empréstimo`), in its order with its labels. Values are
 * trimmed; a CPF, CNPJ or phone is masked when complete and otherwise kept as typed (presence is all
 * the spec checks, and nothing typed is lost); optional answers left empty read 'Não informado'.
 */
export function requestFacts(request: CreditRequest): readonly RequestFacts[] {
  const person = personTypeOption(request.personType);
  const [personalStep, detailsStep] = productWizardSteps(request.product) as [WizardStep, WizardStep];
  return [
    {
      section: 'personal',
      step: personalStep,
      facts: [
        { label: wizardFieldLabels.personType, value: factValue(request, 'personType') },
        { label: person.documentLabel, value: factValue(request, request.personType === 'fisica' ? 'cpf' : 'cnpj') },
        { label: person.nameLabel, value: factValue(request, 'fullName') },
        { label: wizardFieldLabels.email, value: factValue(request, 'email') },
        { label: wizardFieldLabels.phone, value: factValue(request, 'phone') },
      ],
    },
    {
      section: 'details',
      step: detailsStep,
      facts: requestProduct(request).fields.map(({ name, label }) => ({ label, value: factValue(request, name) })),
    },
  ];
}

/** Each field's value whose answer is the longest (the first of equals), found on first need. */
let longestValues: RequestDraft | undefined;

/**
 * A draft for `product` and `personType` whose every fact is as long as the fields' bounds allow
 * (`fullName` empty: it takes what is left). The message's bounds are computed from it. A field's
 * longest value does not depend on the product or the person type: found once, not per draft.
 */
export function longestRequestDraft(product: ProductId, personType: PersonType): RequestDraft {
  longestValues ??= Object.fromEntries(
    fieldNames.map((name) => {
      const field = fields[name] as unknown as Field<string, unknown>;
      const lengths = field.extremes.map((value) => field.answer(field.parse(value)).length);
      return [name, field.extremes[lengths.indexOf(Math.max(...lengths))]!];
    }),
  ) as RequestDraft;
  return { ...longestValues, product, personType };
}
