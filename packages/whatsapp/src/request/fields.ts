/**
 * Every field of the request, defined once: its kind (`./kinds.ts`: parse, answer, bound, control
 * and its attributes), its own bound where the kind leaves it open and whether it is required. Its
 * Portuguese copy is content's, under the same name (`productDetailsFields` of `wizard-details.ts`
 * for step 2, which also lists each product's fields in display order; `personalFieldCopy` of
 * `wizard.ts` for step 1, whose order is {@link personalFields} here). The draft, the parsed request,
 * the review, the message and its bounds, what each step requires and the wizard's controls all
 * derive from this table: adding a field of a known kind is one line here (and, for step 1, one in
 * {@link personalFields}) and its copy (and, when it has one, its rule in `../rules.ts`).
 */
import {
  paidOffChoices,
  personTypeOption,
  personTypes,
  productById,
  products,
  requestMessageCopy,
  vehicleKinds,
  wizardCopy,
  type PersonType,
  type ProductId,
  type VehicleKindId,
  type PaidOffChoice,
} from '@repo/content';
import { fipeReferenceText, parseFipeReference, type FipeReference } from '../fipe-reference';
import { choice, cnpj, count, cpf, installments, money, optionalText, plate, text, year, type Field } from './kinds';
import { email, phone } from './text';

/** Longest make and model: the FIPE table's longest names ("VW - VolksWagen AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut") fit. */
const MAKE_MODEL_MAX_LENGTH = 80;

/** A FIPE reference, optional: '' when the value is the visitor's own (a hidden field the lookup writes). */
const fipeReference: Field<string, FipeReference | null> = {
  empty: '',
  accepts: (_value): _value is string => true,
  parse: parseFipeReference,
  // Alone, what it adds beside the value; the longest is a value the visitor changed since.
  answer: (reference) => (reference === null ? '' : requestMessageCopy.valueSource(reference, false)),
  extremes: ['', fipeReferenceText({ code: '000000-0', referenceMonth: 'fevereiro de 0000', value: 999_999_999.99 })],
};

/** A kind of vehicle, optional: '' when not chosen. */
const vehicleKind = () =>
  choice<'' | VehicleKindId>(
    ['', ...vehicleKinds.map((kind) => kind.id)],
    '',
    (id) => vehicleKinds.find((kind) => kind.id === id)?.singular ?? wizardCopy.notInformed,
    { input: 'vehicleType' },
  );

/**
 * The fields of the request. Birth date, income and bank preference are deliberately absent: they
 * are never shown and never sent (SPEC §3, §7). Bounds: a document or phone its mask's length (the
 * CPF field keeps a CNPJ typed into it), an e-mail RFC 5321's 254 characters (their kinds'), a make
 * and model 80, a bank's name 60, a company's contact person 120 (the contact form's name);
 * `fullName` has none here: it gets what the message can still afford (`requestFieldMaxLengths` in
 * `../request-message`).
 */
export const requestFields = {
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
  /** Sent only for 'fisica'. */
  cpf: cpf({ required: true }),
  /** Numeric or alphanumeric; sent only for 'juridica'. */
  cnpj: cnpj({ required: true }),
  /** Nome completo ('fisica') or razão social ('juridica': the browser fills an organization's, {@link personalFields}). */
  fullName: text({ required: true, attributes: { autoComplete: 'name' } }),
  /** 'juridica' only: the company's contact person, whom the broker talks to. */
  contactName: text({ maxLength: 120, required: true, attributes: { autoComplete: 'name' } }),
  email: email({ required: true }),
  phone: phone({ required: true }),
  /** Financing: the kind of vehicle being bought. */
  vehicleType: vehicleKind(),
  /** Financing: the make and model of the vehicle being bought (`Fiat Strada Freedom 1.3`). */
  vehicleMakeModel: optionalText({ maxLength: MAKE_MODEL_MAX_LENGTH }, wizardCopy.notInformedAgreeing.vehicleMakeModel),
  /** Financing: the price of the vehicle being bought. */
  vehiclePrice: money({ required: true }),
  /** Financing: the FIPE reference of `vehiclePrice`, when the visitor took it from the table (hidden). */
  vehicleFipe: fipeReference,
  /** Financing: the year of the vehicle being bought. */
  vehicleYear: year({ required: true }),
  /** Financing: the plate of the vehicle being bought. */
  vehiclePlate: plate(),
  /** Financing: the down payment. */
  downPayment: money({ required: true }),
  /** Secured loan and refinancing: the kind of vehicle the visitor owns. */
  ownedVehicleType: vehicleKind(),
  /** Secured loan and refinancing: the make and model of the vehicle the visitor owns. */
  ownedVehicleMakeModel: optionalText({ maxLength: MAKE_MODEL_MAX_LENGTH }, wizardCopy.notInformedAgreeing.ownedVehicleMakeModel),
  /** Secured loan and refinancing: the year of the vehicle the visitor owns. */
  ownedVehicleYear: year({ required: true }),
  /** Secured loan (the guarantee's estimated value) and refinancing: what the visitor's vehicle is worth. */
  ownedVehicleValue: money({ required: true }),
  /** The FIPE reference of `ownedVehicleValue`, when the visitor took it from the table (hidden). */
  ownedVehicleFipe: fipeReference,
  /** Secured loan: whether the guarantee is paid off ('sim', 'nao'; '' when not said). */
  ownedVehiclePaidOff: choice<'' | PaidOffChoice>(
    ['', ...paidOffChoices.map((option) => option.id)],
    '',
    (id) => paidOffChoices.find((option) => option.id === id)?.answer ?? wizardCopy.notInformed,
    { input: 'paidOff', required: true },
  ),
  /** Secured loan: the amount wanted, within `securedLoanRange`. */
  loanAmount: money({ required: true }),
  /** Refinancing: the bank or finance company of the current financing, as typed. */
  currentLender: optionalText({ maxLength: 60, input: 'lender', required: true }),
  /** Refinancing (and the secured loan on a vehicle not paid off): what is left to pay on the current financing. */
  outstandingBalance: money({ required: true }),
  /** Refinancing: how many installments of the current financing are left (`24`). */
  remainingInstallments: count({ required: true }),
  /** Refinancing: the installment paid today. */
  currentInstallment: money(),
  /** The count the request is estimated and sent with. */
  installments: installments(),
} as const;

/** The request's fields. */
export type RequestFields = typeof requestFields;

/**
 * Step 1's fields after the person type, in display order: each asked of every person type, or of
 * the one it names (`only`; the form holds both documents, the other person type's hidden, so
 * switching keeps what was typed); `autoComplete` what the browser fills it with for a person type
 * where it is not the kind's (a company's name is an organization's).
 */
export const personalFields = [
  { name: 'cpf', only: 'fisica' },
  { name: 'cnpj', only: 'juridica' },
  { name: 'fullName', autoComplete: { juridica: 'organization' } },
  { name: 'contactName', only: 'juridica' },
  { name: 'email' },
  { name: 'phone' },
] as const satisfies readonly PersonalFieldEntry<keyof RequestFields>[];

/** An entry of {@link personalFields}. */
export type PersonalFieldEntry<Name extends string = (typeof personalFields)[number]['name']> = {
  readonly name: Name;
  readonly only?: PersonType;
  readonly autoComplete?: Partial<Record<PersonType, string>>;
};

/** A field of the draft. */
export type RequestField = keyof RequestFields;

/** Every field's name, in the table's order. */
export const requestFieldNames = Object.keys(requestFields) as RequestField[];

/** A field as its kind defines it, for code that handles any field. */
export function requestField(name: RequestField): Field<string, unknown> {
  return requestFields[name] as unknown as Field<string, unknown>;
}
