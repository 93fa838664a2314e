/**
 * The kinds of the request's fields, each defined once: its empty draft, which stored values it
 * accepts, how its text is parsed (the one parser of that kind: the estimate, the review and the
 * message read a value the same way), how the parsed answer is written, its bound and the control
 * that asks it. A field (`./fields.ts`) is a kind with its own bound and whether it is required.
 * The rules a filled answer must meet, with their Portuguese messages, are the lazily fetched
 * rules module's (`../rules.ts`, which reads the same parsers): no page pays for them up front, and
 * importing this table there would carry step 2's copy into every page's shared chunk.
 */
import {
  cpfFieldPatterns,
  documentPatterns,
  formatBRL,
  formatDecimal,
  installmentChoices,
  installmentLabel,
  parseBRL,
  parsePercent,
  phonePatterns,
  simulatorDefaults,
  wizardCopy,
  type InstallmentChoice,
} from '@repo/content';
import { cnpjAnswer, cpfAnswer, phoneAnswer, plateAnswer } from '../format';

/**
 * The control a step-2 field needs: an amount (the currency mask), a year, a count (digits only), a
 * plate (capitals), a short text, the current bank (a text with the catalogue's names as suggestions), or a
 * select. Step 1's and the contact form's fields are text inputs (masked when their attributes give
 * a mask), the contact form's message a text area (`message`).
 */
export type DetailsInput = 'amount' | 'year' | 'count' | 'plate' | 'text' | 'lender' | 'vehicleType' | 'paidOff' | 'installments';

/** The control of any field of a kind here: a step-2 one, or the offer check's percentages, dates and choices. */
export type FieldInput = DetailsInput | 'percent' | 'date' | 'choice' | 'message';

/**
 * What a text control of a kind says to the browser beside its `maxLength`: the keyboard, capitals,
 * digits only; what the browser may fill it with, its type, and the patterns it is masked with (ui's
 * `MaskedInput`, which then bounds it instead of `maxLength`).
 */
export type TextAttributes = {
  readonly inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
  readonly autoCapitalize?: 'characters';
  readonly spellCheck?: false;
  /** Digits only: the wizard drops other characters as the visitor types, like a mask. */
  readonly digitsOnly?: true;
  /** The `autocomplete` token: `off` for what the browser has no business filling. */
  readonly autoComplete?: string;
  readonly type?: 'email';
  /** The patterns, in content's notation (`documentPatterns`), tried in order as the text grows. */
  readonly mask?: string | readonly string[];
};

/**
 * One kind of field: its empty draft value, which stored values it accepts, how its text is parsed
 * and how the parsed answer reads; `extremes` are the drafts whose answers are the longest the field
 * can write within its bound, from which the message's bounds are computed. `maxLength` is the
 * input's bound (UTF-16 code units, as the message counts), absent when the message gives the
 * field what it can still afford (the name).
 */
export type Field<Draft extends string, Parsed> = {
  readonly empty: Draft;
  readonly accepts: (value: string) => value is Draft;
  readonly parse: (value: Draft) => Parsed;
  readonly answer: (value: Parsed) => string;
  readonly extremes: readonly Draft[];
  readonly maxLength?: number;
  readonly input?: FieldInput;
  readonly attributes?: TextAttributes;
  /** Whether the broker cannot act without it (presence only, SPEC §5), where its product asks it. */
  readonly required?: boolean;
};

/** A field's options: its bound, control and attributes where the kind leaves them open, and whether it is required. */
type Options = { readonly maxLength?: number; readonly required?: boolean; readonly input?: FieldInput; readonly attributes?: TextAttributes };

/** A field of options `O` has a bound in its type when `O` gives one (`boundedFieldMaxLengths` lists those). */
type Bound<O> = O extends { readonly maxLength: number } ? { readonly maxLength: number } : unknown;

/**
 * Trimmed text, or 'Não informado' for an optional answer left empty (`notInformed`: the word
 * agreeing with the field's label, `Não informada` for the plate).
 */
export function optionalAnswer(value: string, notInformed: string = wizardCopy.notInformed): string {
  return value.trim() || notInformed;
}

/** Free text, kept as typed; its answer is trimmed, or 'Não informado' when `optional` and empty. */
export function text<const O extends Options = Options>(
  options?: O,
  answer: (value: string) => string = (value) => value.trim(),
): Field<string, string> & Bound<O> {
  const { maxLength, required, input, attributes }: Options = options ?? {};
  return {
    empty: '',
    accepts: (_value): _value is string => true,
    parse: (value) => value,
    answer,
    extremes: maxLength === undefined ? [''] : ['', 'x'.repeat(maxLength)],
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(input === undefined ? {} : { input }),
    ...(attributes === undefined ? {} : { attributes }),
    ...(required ? { required } : {}),
  } as Field<string, string> & Bound<O>;
}

/**
 * An optional free text, 'Não informado' when left empty (the current bank), or `notInformed`, the
 * word agreeing with its label (make and model: `Não informados`).
 */
export function optionalText<const O extends Options>(options: O, notInformed?: string): Field<string, string> & Bound<O> {
  return text({ input: 'text', ...options }, (value) => optionalAnswer(value, notInformed)) as Field<string, string> & Bound<O>;
}

/** One of `choices`, `empty` when none fits. */
export function choice<const Choice extends string>(
  choices: readonly Choice[],
  empty: Choice,
  answer: (value: Choice) => string,
  options: Options = {},
): Field<Choice, Choice> {
  return {
    empty,
    accepts: (value): value is Choice => (choices as readonly string[]).includes(value),
    parse: (value) => value,
    answer,
    extremes: choices,
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.required ? { required: true } : {}),
  };
}

/** Longest amount a visitor may type, as `R$ 999.999.999,99`. */
export const AMOUNT_MAX_LENGTH = 'R$ 999.999.999,99'.length;

/**
 * An amount in reais as typed (`45.000`, `R$ 45.000,00`: a dot groups thousands, the comma is the
 * decimal), parsed to reais by content's `parseBRL`, null when it holds no digit; written
 * `R$ 85.000,00`, or 'Não informado'. Its longest answer comes from nines only.
 */
export function money(options: Options = {}): Field<string, number | null> & { readonly maxLength: number } {
  return {
    ...text(),
    parse: parseBRL,
    answer: (value) => (value === null || !Number.isFinite(value) ? wizardCopy.notInformed : formatBRL(value)),
    extremes: ['', '9'.repeat(AMOUNT_MAX_LENGTH)],
    maxLength: AMOUNT_MAX_LENGTH,
    input: 'amount',
    ...(options.required ? { required: true } : {}),
  };
}

/** A vehicle's year, as typed, four digits (`2020`); checked against the years the forms accept. */
export function year(options: Options = {}): Field<string, string> & { readonly maxLength: number } {
  return { ...text({ maxLength: 4, input: 'year', ...options }, optionalAnswer), attributes: { inputMode: 'numeric', digitsOnly: true } };
}

/** A count of installments left, as typed, up to three digits (`24`). */
export function count(options: Options = {}): Field<string, string> & { readonly maxLength: number } {
  return { ...text({ maxLength: 3, input: 'count', ...options }, optionalAnswer), attributes: { inputMode: 'numeric', digitsOnly: true } };
}

/**
 * A vehicle's plate as typed: the Mercosul `ABC1D23` or the old `ABC-1234`, in either case, with or
 * without the hyphen or a space (`parsePlate`); the message writes it as the registry does
 * (`plateAnswer`). Optional: `Não informada` (a placa) when left empty.
 */
export function plate(): Field<string, string> & { readonly maxLength: number } {
  const notInformed = wizardCopy.notInformedAgreeing.vehiclePlate;
  return {
    ...text({ maxLength: 'ABC-1234'.length, input: 'plate' }, (value) => (value.trim() === '' ? notInformed : plateAnswer(value))),
    attributes: { autoCapitalize: 'characters', spellCheck: false },
  };
}

/** The options of a kind whose bound and attributes are its own. */
type OwnOptions = { readonly required?: boolean; readonly attributes?: TextAttributes };

/**
 * A CPF as typed, with or without punctuation; masked in the message when complete. Its field keeps
 * a CNPJ typed into it (`cpfFieldPatterns`), whole: the wizard then offers to switch to a company.
 */
export function cpf(options: OwnOptions = {}): Field<string, string> & { readonly maxLength: number } {
  const attributes: TextAttributes = { mask: cpfFieldPatterns, inputMode: 'numeric', autoComplete: 'off', ...options.attributes };
  return text({ ...options, maxLength: documentPatterns.cnpj.length, attributes }, cpfAnswer);
}

/** A CNPJ, numeric or alphanumeric, as typed; masked in the message when complete. */
export function cnpj(options: OwnOptions = {}): Field<string, string> & { readonly maxLength: number } {
  const attributes: TextAttributes = { mask: documentPatterns.cnpj, autoComplete: 'off', ...options.attributes };
  return text({ ...options, maxLength: documentPatterns.cnpj.length, attributes }, cnpjAnswer);
}

/**
 * A Brazilian phone however written (`+55 66 99876-5432`: bounded by the longest of its patterns);
 * in its national form in the message when complete.
 */
export function phone(options: OwnOptions = {}): Field<string, string> & { readonly maxLength: number } {
  const attributes: TextAttributes = { mask: phonePatterns, inputMode: 'tel', autoComplete: 'tel', ...options.attributes };
  return text({ ...options, maxLength: documentPatterns.mobileInternational.length, attributes }, phoneAnswer);
}

/** An e-mail address, bounded by RFC 5321's 254 characters (no longer address can be delivered). */
export function email(options: OwnOptions = {}): Field<string, string> & { readonly maxLength: number } {
  const attributes: TextAttributes = { type: 'email', inputMode: 'email', autoComplete: 'email', ...options.attributes };
  return text({ ...options, maxLength: 254, attributes });
}

/** Longest percentage a visitor may type, as `999,9999% a.a.`. */
export const PERCENT_MAX_LENGTH = '999,9999% a.a.'.length;

/**
 * A percentage as typed (`1,99`, `1,99%`, `29,05% a.a.`), parsed by content's `parsePercent` to the
 * percentage (1.99), null when it is not one; written `1,99%`, or 'Não informado'.
 */
export function percent(options: Options = {}): Field<string, number | null> & { readonly maxLength: number } {
  return {
    ...text(),
    parse: parsePercent,
    answer: (value) => (value === null ? wizardCopy.notInformed : `${formatDecimal(value, 4)}%`),
    extremes: ['', '999,9999'],
    maxLength: PERCENT_MAX_LENGTH,
    input: 'percent',
    attributes: { inputMode: 'decimal' },
    ...(options.required ? { required: true } : {}),
  };
}

/**
 * A date as a document writes it, `dd/mm/aaaa` (`5/9/2026` too), parsed to `2026-09-05`, null when
 * it is not a day of the calendar; written `05/09/2026`, or 'Não informado'.
 */
export function date(options: Options = {}): Field<string, string | null> & { readonly maxLength: number } {
  return {
    ...text(),
    parse: parseDate,
    answer: (value) => (value === null ? wizardCopy.notInformed : value.split('-').reverse().join('/')),
    extremes: ['', '00/00/0000'],
    maxLength: 'dd/mm/aaaa'.length,
    input: 'date',
    attributes: { inputMode: 'numeric' },
    ...(options.required ? { required: true } : {}),
  };
}

/** `05/09/2026` or `5/9/2026` → `2026-09-05`; null for anything else, or a day the calendar has not (31/02). */
export function parseDate(value: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The wizard's installment choices, from a select's value: `'48'` → 48, anything else null. */
export function parseInstallments(value: string): InstallmentChoice | null {
  return installmentChoices.find((option) => String(option) === value.trim()) ?? null;
}

/**
 * A select's value (`'48'`), starting at the simulator's default; a value it does not offer (a stored
 * draft of another version) reads as that default, so the count sent is the one estimated.
 */
export function installments(): Field<string, InstallmentChoice> {
  return {
    ...text(),
    empty: String(simulatorDefaults.installments),
    parse: (value) => parseInstallments(value) ?? simulatorDefaults.installments,
    answer: installmentLabel,
    extremes: installmentChoices.map(String),
    input: 'installments',
  };
}
