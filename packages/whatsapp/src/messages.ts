import { broker, contactFormLabels, personTypes, products, whatsappCopy } from '@repo/content';
import {
  boundedFieldMaxLengths,
  longestRequestDraft,
  phoneAnswer,
  requestFacts,
  requestProduct,
  toCreditRequest,
  type CreditRequest,
} from './request';
import { whatsappLink } from './link';

/**
 * Longest message the builders consider safe. WhatsApp documents no limit, but truncation has
 * been reported at about 2,250 characters; measured in UTF-16 code units, like `maxLength`.
 */
export const MAX_MESSAGE_LENGTH = 2000;

/** The contact form's fields, all free text as typed. */
export type ContactForm = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

/** A message ready to open: its text, its wa.me URL and whether it is over the limit. */
export type WhatsAppMessage = {
  text: string;
  url: string;
  /** `text.length`. */
  length: number;
  /** True when longer than {@link MAX_MESSAGE_LENGTH}; bound the free-text fields instead. */
  tooLong: boolean;
};

/** `Label: value` with the value trimmed. */
function line(label: string, value: string): string {
  return `${label}: ${value.trim()}`;
}

/** The contact form's message: header, blank line, then one labelled line per field. */
export function contactMessage(form: ContactForm): string {
  return [
    whatsappCopy.contactHeader,
    '',
    line(contactFormLabels.name, form.name),
    line(contactFormLabels.email, form.email),
    line(contactFormLabels.phone, phoneAnswer(form.phone)),
    line(contactFormLabels.subject, form.subject),
    line(contactFormLabels.message, form.message),
  ].join('\n');
}

/**
 * How many characters the message field may still hold so that the whole contact message stays
 * within {@link MAX_MESSAGE_LENGTH}; use it as the textarea's live `maxLength` (never negative).
 */
export function contactMessageBudget(form: Omit<ContactForm, 'message'>): number {
  return Math.max(0, MAX_MESSAGE_LENGTH - contactMessage({ ...form, message: '' }).length);
}

/**
 * The wizard's message: the header naming the product (`Nova solicitação de empréstimo com
 * garantia`), then each part's title and its facts, one labelled line each; only the chosen
 * product's answers.
 */
export function requestMessage(request: CreditRequest): string {
  return [
    requestProduct(request).messageHeader,
    ...requestFacts(request).flatMap(({ step, facts }) => [
      '',
      step.title,
      ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    ]),
  ].join('\n');
}

/**
 * The `maxLength` of every field of the wizard typed as text, so that the message of every product
 * stays within {@link MAX_MESSAGE_LENGTH} even with every field full: the documents, phone, year and
 * amounts as their masks allow, the e-mail RFC 5321's 254 characters, and the name (nome completo or
 * razão social) what is left once every other field is at its bound, over every product and person
 * type.
 */
function boundRequestFields() {
  const longestWithoutName = Math.max(
    ...products.flatMap((product) =>
      personTypes.map((person) => requestMessage(toCreditRequest(longestRequestDraft(product.id, person.id))).length),
    ),
  );
  return { ...boundedFieldMaxLengths, fullName: MAX_MESSAGE_LENGTH - longestWithoutName } as const;
}

type RequestFieldMaxLengths = ReturnType<typeof boundRequestFields>;

/**
 * The wizard fields' `maxLength` (see {@link boundRequestFields}), computed on first read: it
 * builds a message per product and person type, ≈ 5 ms of a page's main thread when the page
 * loads (4× that on a phone), which only the wizard's personal-data step needs. Dropped from
 * bundles that do not use it.
 */
export const requestFieldMaxLengths: RequestFieldMaxLengths = /* @__PURE__ */ (() => {
  let computed: RequestFieldMaxLengths | undefined;
  const keys = [...Object.keys(boundedFieldMaxLengths), 'fullName'] as (keyof RequestFieldMaxLengths)[];
  const properties = keys.map((key) => [key, { enumerable: true, get: () => (computed ??= boundRequestFields())[key] }]);
  return Object.freeze(Object.defineProperties({}, Object.fromEntries(properties))) as RequestFieldMaxLengths;
})();

/** Wraps a text as a {@link WhatsAppMessage} to `number`. */
function toWhatsAppMessage(text: string, number: string): WhatsAppMessage {
  return {
    text,
    url: whatsappLink(number, text),
    length: text.length,
    tooLong: text.length > MAX_MESSAGE_LENGTH,
  };
}

/** The contact form's message and its link, to the broker's WhatsApp unless `number` is given. */
export function contactWhatsApp(
  form: ContactForm,
  number: string = broker.whatsapp.international,
): WhatsAppMessage {
  return toWhatsAppMessage(contactMessage(form), number);
}

/** The wizard's message and its link, to the broker's WhatsApp unless `number` is given. */
export function requestWhatsApp(
  request: CreditRequest,
  number: string = broker.whatsapp.international,
): WhatsAppMessage {
  return toWhatsAppMessage(requestMessage(request), number);
}
