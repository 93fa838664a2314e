/**
 * The wizard's request, defined once for the three products (`products` of `@repo/content`): each
 * field's form as typed (the draft a form keeps), its parsed form (what the message is built from),
 * its presence and range rules, its bound and the labelled fact it becomes. The draft holds every
 * product's answers at once, so switching product loses nothing typed; the request, its facts and
 * the message carry the chosen product's answers only. The wizard's state, its review step and the
 * WhatsApp message all derive from this module.
 */
import {
  parseBRL,
  personalFieldCopy,
  personalFieldLabel,
  productById,
  productDetailsFields,
  products,
  productWizardSteps,
  requestMessageCopy,
  wizardFieldLabels,
  type DetailsFieldCopy,
  type PersonalFieldCopy,
  type DetailsFieldName,
  type PersonType,
  type Product,
  type ProductId,
  type WizardStep,
} from '@repo/content';
import { vehicleFields, type FipeReference } from './fipe-reference';
import { personalFields, requestField, type PersonalFieldEntry, requestFieldNames, requestFields, type RequestField, type RequestFields } from './request/fields';
import { AMOUNT_MAX_LENGTH, type DetailsInput, type Field, type TextAttributes } from './request/kinds';

export { parseInstallments, type DetailsInput, type TextAttributes } from './request/kinds';
export type { RequestField } from './request/fields';

type Fields = RequestFields;
const fields = requestFields;

/**
 * The most characters a form lets the visitor type in each bounded field (the inputs' `maxLength`,
 * in UTF-16 code units like the message's length), from the table (`./request/fields.ts`). The name
 * has none here: it gets what the message can still afford (`requestFieldMaxLengths` in
 * `./request-message`).
 */
export const boundedFieldMaxLengths = Object.fromEntries(
  requestFieldNames.flatMap((name) => {
    const { maxLength } = requestField(name);
    return maxLength === undefined ? [] : [[name, maxLength]];
  }),
) as { readonly [Name in BoundedField]: number };

/** The fields with a bound of their own. */
type BoundedField = { [Name in RequestField]: Fields[Name] extends { readonly maxLength: number } ? Name : never }[RequestField];
type DraftOf<F> = F extends { readonly empty: infer Draft } ? Draft : never;
type ParsedOf<F> = F extends { readonly parse: (value: never) => infer Parsed } ? Parsed : never;
type ParsedFields = { [Key in keyof Fields]: ParsedOf<Fields[Key]> };

/** Every answer of every product as the visitor typed it (masked text for amounts and documents). */
export type RequestDraft = { [Key in keyof Fields]: DraftOf<Fields[Key]> };

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
const personalFieldNames = ['personType', ...personalFields.map((field) => field.name)] as const;

/** The answers of step 1. */
type PersonalField = 'personType' | (typeof personalFields)[number]['name'];

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

const fieldNames = requestFieldNames;

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
  ...(BROKER_OFFERS.emprestimoComGarantia ? { 'emprestimo-com-garantia': { outstandingBalance: ((answers) => answers.ownedVehiclePaidOff === 'nao') satisfies AskedWhen } } : {}),
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

/** The fields a part requires for this draft, in display order (presence only, SPEC §5). */
export function requiredRequestFields(section: RequestSection, draft: RequestDraft): RequestTextField[] {
  if (section === 'personal') {
    return personalFieldSpecs(draft.personType).filter((spec) => spec.asked && spec.required).map((spec) => spec.name);
  }
  return detailsFieldNames(draft.product).filter((name) => requestField(name).required === true && asksDetailsField(draft.product, name, draft));
}

/** The required fields of a part left empty (whitespace counts as empty), in display order. */
export function missingRequestFields(section: RequestSection, draft: RequestDraft): RequestTextField[] {
  return requiredRequestFields(section, draft).filter((name) => draft[name].trim() === '');
}

/** A step-1 field as the wizard renders it: its copy, its kind's bound and attributes, and who is asked it. */
export type PersonalFieldSpec = {
  readonly name: PersonalFieldEntry['name'];
  /** Its label for the person type. */
  readonly label: string;
  readonly placeholder: string | undefined;
  /** The person type it is asked of alone (the other's form keeps it, hidden); undefined when every one is. */
  readonly only: PersonType | undefined;
  /** Whether the person type is asked it. */
  readonly asked: boolean;
  readonly required: boolean;
  readonly attributes: TextAttributes;
};

/**
 * Step 1's fields for a person type, in display order, the other person type's among them (`asked`
 * false): their labels, placeholders and attributes for that person type.
 */
export function personalFieldSpecs(personType: PersonType): readonly PersonalFieldSpec[] {
  const entries: readonly PersonalFieldEntry[] = personalFields;
  return entries.map(({ name, only, autoComplete }) => {
    const { required, attributes } = requestField(name);
    const copy: PersonalFieldCopy = personalFieldCopy[name];
    return {
      name,
      label: personalFieldLabel(copy, personType),
      placeholder: copy.placeholder,
      only,
      asked: only === undefined || only === personType,
      required: required === true,
      attributes: { ...attributes, autoComplete: autoComplete?.[personType] ?? attributes?.autoComplete },
    };
  });
}

/** A step-2 field as the wizard renders it: the product's copy, its control, rule and bound. */
export type DetailsFieldSpec = DetailsFieldCopy<DetailsFieldName> & {
  readonly required: boolean;
  /** The input's `maxLength` (text controls only). */
  readonly maxLength?: number;
  /** What a text control says to the browser beside its bound (its kind's). */
  readonly attributes?: TextAttributes;
} & (
    | {
        readonly input: 'amount';
        /** Its kind's parser (money: content's `parseBRL`), which the currency mask reads the text with. */
        readonly parse: (text: string) => number | null;
      }
    | { readonly input: Exclude<DetailsInput, 'amount'> }
  );

/** Step 2 of a product, field by field, in display order. */
export function detailsFields(product: ProductId): readonly DetailsFieldSpec[] {
  return productDetailsFields[product].map((copy: DetailsFieldCopy<DetailsFieldName>) => {
    const { required, input, maxLength, attributes, parse } = requestField(copy.name);
    return {
      ...copy,
      required: required === true,
      input: input!,
      // Only the money kind's fields are amounts: their parser reads a text as reais.
      ...(input === 'amount' ? { parse } : {}),
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(attributes === undefined ? {} : { attributes }),
    } as DetailsFieldSpec;
  });
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
  const [personalStep, detailsStep] = productWizardSteps(request.product, request.personType) as [WizardStep, WizardStep];
  const asked = request as unknown as Pick<RequestDraft, 'ownedVehiclePaidOff'>;
  return [
    {
      section: 'personal',
      step: personalStep,
      title: personalStep.title,
      facts: [
        { label: wizardFieldLabels.personType, value: factValue(request, 'personType') },
        // A company's message names whom the broker talks to as well as the company.
        ...personalFieldSpecs(request.personType)
          .filter((spec) => spec.asked)
          .map(({ name, label }) => ({ label, value: factValue(request, name) })),
      ],
    },
    {
      section: 'details',
      step: detailsStep,
      title: detailsStep.title,
      facts: productDetailsFields[request.product]
        .filter(({ name }: DetailsFieldCopy<DetailsFieldName>) => asksDetailsField(request.product, name, asked))
        .map(({ name, label }: DetailsFieldCopy<DetailsFieldName>) => ({ label, value: factValue(request, name) })),
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
