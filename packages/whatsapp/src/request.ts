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
  paidOffChoices,
  parseBRL,
  personTypeOption,
  personTypes,
  productById,
  productDetailsFields,
  products,
  productWizardSteps,
  requestMessageCopy,
  simulatorDefaults,
  vehicleKinds,
  wizardCopy,
  wizardFieldLabels,
  type DetailsFieldCopy,
  type DetailsFieldName,
  type InstallmentChoice,
  type PaidOffChoice,
  type PersonType,
  type Product,
  type ProductId,
  type VehicleKindId,
  type WizardStep,
} from '@repo/content';
import { fipeReferenceText, parseFipeReference, vehicleFields, type FipeReference } from './fipe-reference';
import { cnpjAnswer, cpfAnswer, phoneAnswer } from './format';

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

/** Longest make and model: the FIPE table's longest names ("VW - VolksWagen AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut") fit. */
const MAKE_MODEL_MAX_LENGTH = 80;

/**
 * The most characters a form lets the visitor type in each text field (the inputs' `maxLength`, in
 * UTF-16 code units like the message's length): a document or phone its mask's length
 * (`000.000.000-00`: 14), a year four digits, an amount up to `R$ 999.999.999,99`, an e-mail RFC
 * 5321's 254 characters (no longer address can be delivered), a make and model 80, a bank's name 60,
 * the installments left three digits, a company's contact person 120 (the contact form's name). The
 * name has none here: it gets what the message can still afford (`requestFieldMaxLengths` in
 * `./request-message`).
 */
export const boundedFieldMaxLengths = {
  // The CPF field keeps a CNPJ typed into it (`cpfFieldPatterns`).
  cpf: documentPatterns.cnpj.length,
  cnpj: documentPatterns.cnpj.length,
  contactName: 120,
  email: 254,
  phone: documentPatterns.mobileInternational.length,
  vehicleMakeModel: MAKE_MODEL_MAX_LENGTH,
  vehiclePrice: AMOUNT_MAX_LENGTH,
  vehicleYear: 4,
  downPayment: AMOUNT_MAX_LENGTH,
  ownedVehicleMakeModel: MAKE_MODEL_MAX_LENGTH,
  ownedVehicleYear: 4,
  ownedVehicleValue: AMOUNT_MAX_LENGTH,
  loanAmount: AMOUNT_MAX_LENGTH,
  currentLender: 60,
  outstandingBalance: AMOUNT_MAX_LENGTH,
  remainingInstallments: 3,
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

/** One of the wizard's installment choices from a select's value, or null: `'48'` → 48. */
export function parseInstallments(value: string): InstallmentChoice | null {
  return installmentChoices.find((choice) => String(choice) === value.trim()) ?? null;
}

/**
 * The installments a request is estimated and sent with: the chosen count, which starts at the
 * simulator's default (48x) as its select does. One count for the estimate shown and the message.
 */
const defaultInstallments = String(simulatorDefaults.installments);

/** A FIPE reference, optional: '' when the value is the visitor's own. */
const fipeReference: Field<string, FipeReference | null> = {
  empty: '',
  accepts: (_value): _value is string => true,
  parse: parseFipeReference,
  // Alone, what it adds beside the value; the longest is a value the visitor changed since.
  answer: (reference) => (reference === null ? '' : requestMessageCopy.valueSource(reference, false)),
  extremes: ['', fipeReferenceText({ code: '000000-0', referenceMonth: 'fevereiro de 0000', value: 999_999_999.99 })],
};

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
  cpf: text(boundedFieldMaxLengths.cpf, cpfAnswer),
  /** Numeric or alphanumeric; sent only for 'juridica'; masked when complete. */
  cnpj: text(boundedFieldMaxLengths.cnpj, cnpjAnswer),
  /** Nome completo ('fisica') or razão social ('juridica'). */
  fullName: text(),
  /** 'juridica' only: the company's contact person, whom the broker talks to. */
  contactName: text(boundedFieldMaxLengths.contactName),
  email: text(boundedFieldMaxLengths.email),
  phone: text(boundedFieldMaxLengths.phone, phoneAnswer),
  /** Financing: the kind of vehicle being bought. Optional: '' when not chosen. */
  vehicleType: vehicleKind,
  /** Financing, optional: the make and model of the vehicle being bought (`Fiat Strada Freedom 1.3`). */
  vehicleMakeModel: text(boundedFieldMaxLengths.vehicleMakeModel, optionalAnswer),
  /** Financing: the price of the vehicle being bought. */
  vehiclePrice: amount,
  /** Financing: the FIPE reference of `vehiclePrice`, when the visitor took it from the table (hidden). */
  vehicleFipe: fipeReference,
  /** Financing: the year of the vehicle being bought, as typed, four digits, e.g. `2020`. */
  vehicleYear: text(boundedFieldMaxLengths.vehicleYear, optionalAnswer),
  /** Financing only. */
  downPayment: amount,
  /** Secured loan and refinancing: the kind of vehicle the visitor owns. Optional. */
  ownedVehicleType: vehicleKind,
  /** Secured loan and refinancing, optional: the make and model of the vehicle the visitor owns. */
  ownedVehicleMakeModel: text(boundedFieldMaxLengths.ownedVehicleMakeModel, optionalAnswer),
  /** Secured loan and refinancing: the year of the vehicle the visitor owns. */
  ownedVehicleYear: text(boundedFieldMaxLengths.ownedVehicleYear, optionalAnswer),
  /** Secured loan (the guarantee's estimated value) and refinancing: what the visitor's vehicle is worth. */
  ownedVehicleValue: amount,
  /** The FIPE reference of `ownedVehicleValue`, when the visitor took it from the table (hidden). */
  ownedVehicleFipe: fipeReference,
  /** Secured loan only: whether the guarantee is paid off ('sim', 'nao'; '' when not said). */
  ownedVehiclePaidOff: choice<'' | PaidOffChoice>(
    ['', ...paidOffChoices.map((option) => option.id)],
    '',
    (id) => paidOffChoices.find((option) => option.id === id)?.answer ?? wizardCopy.notInformed,
  ),
  /** Secured loan only: the amount wanted, within `securedLoanRange`. */
  loanAmount: amount,
  /** Refinancing only: the bank or finance company of the current financing, as typed. */
  currentLender: text(boundedFieldMaxLengths.currentLender, optionalAnswer),
  /** Refinancing only: what is left to pay on the current financing. */
  outstandingBalance: amount,
  /** Refinancing only: how many installments of the current financing are left, as typed (`24`). */
  remainingInstallments: text(boundedFieldMaxLengths.remainingInstallments, optionalAnswer),
  /** Refinancing only, optional: the installment paid today. */
  currentInstallment: amount,
  /**
   * A select's value (`'48'`), starting at the simulator's default; a value it does not offer (a
   * stored draft of another version) reads as that default, so the count sent is the one estimated.
   */
  installments: {
    ...text(),
    empty: defaultInstallments,
    parse: (value) => parseInstallments(value) ?? simulatorDefaults.installments,
    answer: installmentLabel,
    extremes: installmentChoices.map(String),
  } satisfies Field<string, InstallmentChoice>,
} as const;

type Fields = typeof fields;
type DraftOf<F> = F extends { readonly empty: infer Draft } ? Draft : never;
type ParsedOf<F> = F extends { readonly parse: (value: never) => infer Parsed } ? Parsed : never;
type ParsedFields = { [Key in keyof Fields]: ParsedOf<Fields[Key]> };

/** Every answer of every product as the visitor typed it (masked text for amounts and documents). */
export type RequestDraft = { [Key in keyof Fields]: DraftOf<Fields[Key]> };

/** A field of the draft. */
export type RequestField = keyof Fields;

/**
 * The fields no control shows, which a form carries as hidden inputs: where a vehicle's value came
 * from (its FIPE reference, written by the lookup).
 */
export const requestHiddenFields = [vehicleFields.vehicle.reference, vehicleFields.ownedVehicle.reference] as const satisfies readonly RequestField[];

/** One of {@link requestHiddenFields}. */
export type RequestHiddenField = (typeof requestHiddenFields)[number];

/** A field typed or picked in a form control (every field but the two choices between buttons and the hidden ones). */
export type RequestTextField = Exclude<RequestField, 'product' | 'personType' | RequestHiddenField>;

/** The fields of step 1, the same for every product, in display order. */
const personalFieldNames = ['personType', 'cpf', 'cnpj', 'fullName', 'contactName', 'email', 'phone'] as const;

/** The answers of step 1. */
type PersonalField = (typeof personalFieldNames)[number];

/** The step-2 fields of a product, as `productDetailsFields` lists them. */
export type ProductDetailsField<P extends ProductId> = (typeof productDetailsFields)[P][number]['name'];

/** Each vehicle value's FIPE reference. */
const fipeFields = {
  [vehicleFields.vehicle.value]: vehicleFields.vehicle.reference,
  [vehicleFields.ownedVehicle.value]: vehicleFields.ownedVehicle.reference,
} as const;

/** The FIPE reference of a product's vehicle value. */
type FipeFieldOf<P extends ProductId> = (typeof fipeFields)[Extract<ProductDetailsField<P>, keyof typeof fipeFields>];

/**
 * The request for one product: the personal answers and that product's answers only, parsed, and
 * the FIPE reference of its vehicle's value when there is one.
 */
export type CreditRequestOf<P extends ProductId> = { product: P } & Pick<
  ParsedFields,
  PersonalField | ProductDetailsField<P>
> &
  Partial<Pick<ParsedFields, FipeFieldOf<P>>>;

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
  return productDetailsFields[product].map((field) => field.name);
}

/** The answers that decide whether a product asks one of its fields. */
type AskedWhen = (answers: Pick<RequestDraft, 'ownedVehiclePaidOff'>) => boolean;

/**
 * The step-2 fields a product asks only on a condition of its other answers: the secured loan's
 * balance still owed, when its guarantee is not paid off. Every other listed field is always asked.
 */
const conditionalDetails: { readonly [P in ProductId]?: Partial<Record<ProductDetailsField<P>, AskedWhen>> } = {
  ...(BROKER_OFFERS.securedLoan ? { 'emprestimo-com-garantia': { outstandingBalance: ((answers) => answers.ownedVehiclePaidOff === 'nao') satisfies AskedWhen } } : {}),
};

/**
 * Whether the product of `answers` asks `name` now: one of its step-2 fields whose condition, if
 * any, its answers meet. A field not asked is neither shown, required nor sent.
 */
export function asksDetailsField(product: ProductId, name: DetailsFieldName, answers: Pick<RequestDraft, 'ownedVehiclePaidOff'>): boolean {
  if (!detailsFieldNames(product).includes(name)) return false;
  const when = (conditionalDetails[product] as Partial<Record<DetailsFieldName, AskedWhen>> | undefined)?.[name];
  return when === undefined || when(answers);
}

/** Parses one field of the draft. */
function parseField(name: RequestField, draft: RequestDraft): unknown {
  return (fields[name].parse as (value: string) => unknown)(draft[name]);
}

/**
 * The draft parsed for its product: the personal answers and that product's answers only (with its
 * vehicle value's FIPE reference).
 */
export function toCreditRequest(draft: RequestDraft): CreditRequest {
  const details = detailsFieldNames(draft.product);
  const names: readonly RequestField[] = [
    ...personalFieldNames,
    ...details,
    ...details.flatMap((name) => (name in fipeFields ? [fipeFields[name as keyof typeof fipeFields]] : [])),
  ];
  return Object.fromEntries([
    ['product', draft.product],
    ...names.map((name) => [name, parseField(name, draft)]),
  ]) as CreditRequest;
}

/** The request's two parts, each a wizard step: personal data (step 1), the product's (step 2). */
export type RequestSection = 'personal' | 'details';

/**
 * The step-2 answers each product requires when it asks them (presence only, SPEC §5 for
 * financing): what the broker cannot act without — for the secured loan whether the guarantee is
 * paid off and, when not, what is still owed on it; for refinancing the current bank and the
 * installments left.
 */
const requiredDetails = {
  // Folded at build (`BROKER_OFFERS`): empty in the bundles of a broker without the product.
  financiamento: BROKER_OFFERS.financing ? ['vehiclePrice', 'vehicleYear', 'downPayment'] : [],
  'emprestimo-com-garantia': BROKER_OFFERS.securedLoan ? ['loanAmount', 'ownedVehicleYear', 'ownedVehicleValue', 'ownedVehiclePaidOff', 'outstandingBalance'] : [],
  refinanciamento: BROKER_OFFERS.refinancing ? ['ownedVehicleYear', 'ownedVehicleValue', 'currentLender', 'outstandingBalance', 'remainingInstallments'] : [],
} as const satisfies { readonly [P in ProductId]: readonly ProductDetailsField<P>[] };

/** The fields a part requires for this draft, in display order (presence only, SPEC §5). */
export function requiredRequestFields(section: RequestSection, draft: RequestDraft): RequestTextField[] {
  if (section === 'personal') {
    return draft.personType === 'fisica' ? ['cpf', 'fullName', 'email', 'phone'] : ['cnpj', 'fullName', 'contactName', 'email', 'phone'];
  }
  const required: readonly DetailsFieldName[] = requiredDetails[draft.product];
  return detailsFieldNames(draft.product).filter((name) => required.includes(name) && asksDetailsField(draft.product, name, draft));
}

/** The required fields of a part left empty (whitespace counts as empty), in display order. */
export function missingRequestFields(section: RequestSection, draft: RequestDraft): RequestTextField[] {
  return requiredRequestFields(section, draft).filter((name) => draft[name].trim() === '');
}

/**
 * The control a step-2 field needs: an amount, a year or a count (digits only), a short text, the
 * current bank (a text with the catalogue's names as suggestions), or a select.
 */
export type DetailsInput = 'amount' | 'year' | 'count' | 'text' | 'lender' | 'vehicleType' | 'paidOff' | 'installments';

/** Each step-2 field's control; indexed by content's `DetailsFieldName`, so the two lists agree. */
const detailsInputs = {
  vehicleType: 'vehicleType',
  vehicleMakeModel: 'text',
  vehiclePrice: 'amount',
  vehicleYear: 'year',
  downPayment: 'amount',
  ownedVehicleType: 'vehicleType',
  ownedVehicleMakeModel: 'text',
  ownedVehicleYear: 'year',
  ownedVehicleValue: 'amount',
  ownedVehiclePaidOff: 'paidOff',
  loanAmount: 'amount',
  currentLender: 'lender',
  outstandingBalance: 'amount',
  remainingInstallments: 'count',
  currentInstallment: 'amount',
  installments: 'installments',
} as const satisfies Record<Exclude<RequestField, PersonalField | 'product' | RequestHiddenField>, DetailsInput>;

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
  return productDetailsFields[product].map((copy: DetailsFieldCopy) => ({
    ...copy,
    required: required.includes(copy.name),
    input: detailsInputs[copy.name],
    ...(copy.name in boundedFieldMaxLengths
      ? { maxLength: boundedFieldMaxLengths[copy.name as keyof typeof boundedFieldMaxLengths] }
      : {}),
  }));
}

/**
 * Every offered product's step-2 fields, each once, in an order that keeps each product's own: a
 * form holding them all (the other products' hidden) shows each product's in its order.
 */
export function allDetailsFields(): readonly DetailsFieldName[] {
  const order: DetailsFieldName[] = [];
  for (const { id } of products) {
    let next = 0;
    for (const name of detailsFieldNames(id)) {
      const at = order.indexOf(name);
      if (at === -1) order.splice(next++, 0, name);
      else next = at + 1;
    }
  }
  return order;
}

/** One labelled answer, as the review step shows it and the message writes it. */
export type RequestFact = { readonly label: string; readonly value: string };

/** A part of a message: its title line and its facts, one `Label: value` line each. */
export type MessageSection = { readonly title: string; readonly facts: readonly RequestFact[] };

/** A part of the request: its wizard step (titled for the product), whose title it bears, and its facts. */
export type RequestFacts = MessageSection & {
  readonly section: RequestSection;
  readonly step: WizardStep;
};

/** The product of a request, with its label and wizard wording. */
export function requestProduct(request: CreditRequest): Product {
  return productById(request.product);
}

/** The answer of one field of a request, as the review and the message write it. */
function factValue(request: CreditRequest, name: RequestField): string {
  const parsed = (request as Partial<Record<RequestField, unknown>>)[name];
  const answer = (fields[name].answer as (value: unknown) => string)(parsed);
  if (!(name in fipeFields) || typeof parsed !== 'number' || !Number.isFinite(parsed)) return answer;
  // A vehicle's value says what it is based on: the visitor's word, or the FIPE table's.
  const fipe = (request as Partial<Record<RequestField, unknown>>)[fipeFields[name as keyof typeof fipeFields]] as FipeReference | null | undefined;
  return `${answer} ${requestMessageCopy.valueSource(fipe ?? null, fipe != null && Math.round(fipe.value * 100) === Math.round(parsed * 100))}`;
}

/**
 * Every answer of the request as labelled facts, in two parts: personal data, then the product's
 * step 2 (titled for the product: `Dados do empréstimo`), in its order with its labels. Values are
 * trimmed; a CPF, CNPJ or phone is masked when complete and otherwise kept as typed (nothing typed
 * is lost); optional answers left empty read 'Não informado'; a vehicle's value says what it is
 * based on (`valor informado pelo cliente`, or the FIPE table's month and code).
 */
export function requestFacts(request: CreditRequest): readonly RequestFacts[] {
  const person = personTypeOption(request.personType);
  const [personalStep, detailsStep] = productWizardSteps(request.product, request.personType) as [WizardStep, WizardStep];
  const asked = request as unknown as Pick<RequestDraft, 'ownedVehiclePaidOff'>;
  return [
    {
      section: 'personal',
      step: personalStep,
      title: personalStep.title,
      facts: [
        { label: wizardFieldLabels.personType, value: factValue(request, 'personType') },
        { label: person.documentLabel, value: factValue(request, request.personType === 'fisica' ? 'cpf' : 'cnpj') },
        { label: person.nameLabel, value: factValue(request, 'fullName') },
        // A company's message names whom the broker talks to as well as the company.
        ...(person.contactNameLabel === null ? [] : [{ label: person.contactNameLabel, value: factValue(request, 'contactName') }]),
        { label: wizardFieldLabels.email, value: factValue(request, 'email') },
        { label: wizardFieldLabels.phone, value: factValue(request, 'phone') },
      ],
    },
    {
      section: 'details',
      step: detailsStep,
      title: detailsStep.title,
      facts: productDetailsFields[request.product]
        .filter(({ name }: DetailsFieldCopy) => asksDetailsField(request.product, name, asked))
        .map(({ name, label }: DetailsFieldCopy) => ({ label, value: factValue(request, name) })),
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

/** The largest figure an amount field can hold: every character a nine (its longest answer). */
export const largestAmount = parseBRL('9'.repeat(AMOUNT_MAX_LENGTH)) ?? 0;
