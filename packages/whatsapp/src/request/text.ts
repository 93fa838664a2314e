/**
 * The text kinds the contact form shares with the wizard (free text, an e-mail, a phone) and what
 * every kind is: a module of its own, small, so the contact form's page loads these and not the
 * wizard's other kinds (`./kinds.ts`: money, years, documents, choices).
 */
import { documentPatterns, phonePatterns } from '@repo/content';
import { phoneAnswer } from '../format';

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
export type Options = { readonly maxLength?: number; readonly required?: boolean; readonly input?: FieldInput; readonly attributes?: TextAttributes };

/** A field of options `O` has a bound in its type when `O` gives one (`boundedFieldMaxLengths` lists those). */
export type Bound<O> = O extends { readonly maxLength: number } ? { readonly maxLength: number } : unknown;

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


/** The options of a kind whose bound and attributes are its own. */
export type OwnOptions = { readonly required?: boolean; readonly attributes?: TextAttributes };

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

