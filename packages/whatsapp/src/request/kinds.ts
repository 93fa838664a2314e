/**
 * The kinds of the request's fields, each defined once: its empty draft, which stored values it
 * accepts, how its text is parsed (the one parser of that kind: the estimate, the review and the
 * message read a value the same way), how the parsed answer is written, its bound and the control
 * that asks it. A field (`./fields.ts`) is a kind with its own bound and whether it is required.
 * Free text, an e-mail and a phone, which the contact form shares, are `./text.ts`'s.
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
  simulatorDefaults,
  wizardCopy,
  type InstallmentChoice,
} from '@repo/content';
import { cnpjAnswer, cpfAnswer, plateAnswer } from '../format';
import { text, type Bound, type Field, type Options, type OwnOptions, type TextAttributes } from './text';

export { text, type DetailsInput, type Field, type FieldInput, type TextAttributes } from './text';

/**
 * Trimmed text, or 'Não informado' for an optional answer left empty (`notInformed`: the word
 * agreeing with the field's label, `Não informada` for the plate).
 */
export function optionalAnswer(value: string, notInformed: string = wizardCopy.notInformed): string {
  return value.trim() || notInformed;
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

/**
 * `05/09/2026`, `5/9/2026` or the eight digits alone, `05092026` (a phone's numeric keyboard has no
 * slash; typed before the page's script writes them in) → `2026-09-05`; null for anything else, or a
 * day the calendar has not (31/02).
 */
export function parseDate(value: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})(\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date as it is being typed, with its slashes written in where the visitor types digits only (a
 * phone's numeric keyboard has none): `050` → `05/0`, `05092026` → `05/09/2026`, `05/092` →
 * `05/09/2`. A text written otherwise (`5/9/2026`, a slash just typed, anything but digits and
 * slashes) is left as typed.
 */
export function dateAsTyped(value: string): string {
  if (value.endsWith('/') || !/^(\d{2}\/){0,2}\d*$/.test(value)) return value;
  const digits = value.replace(/\//g, '');
  if (digits.length < 3 || digits.length > 8) return value;
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
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
