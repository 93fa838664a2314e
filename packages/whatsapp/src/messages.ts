/**
 * The contact form's message (its fields' table, its text, its link). What every message shares,
 * the 2,000-character limit and the wa.me link, is `./whatsapp-message.ts`, re-exported here; the
 * wizard's message is `./request-message.ts`, which only the wizard loads.
 */
import { broker, contactFormLabels, whatsappCopy } from '@repo/content';
import { cutToLength } from './format';
import { email, phone, text, type Field } from './request/text';
import { withOrigin } from './origin';
import { MAX_MESSAGE_LENGTH, toWhatsAppMessage, type WhatsAppMessage } from './whatsapp-message';

export { MAX_MESSAGE_LENGTH, toWhatsAppMessage, type WhatsAppMessage } from './whatsapp-message';

/**
 * The contact form's fields, in display order, of the request's text kinds (`./request/text.ts`: the
 * e-mail and the phone are the wizard's): each its bound, attributes and how the message writes it.
 * Their copy is content's `contactFormLabels` and `contactFormPlaceholders`, under the same names.
 * Bounds: a name or a subject 120 characters, an e-mail RFC 5321's 254, a phone as WhatsApp copies
 * it; the message has none of its own: it gets what the WhatsApp text can still afford
 * ({@link contactMessageBudget}). Each field has its own bound, so none eats the message's room:
 * with all of them full, the message still has well over a thousand characters.
 */
export const contactFields = {
  name: text({ maxLength: 120, required: true, attributes: { autoComplete: 'name', inputMode: 'text' } }),
  email: email({ required: true }),
  phone: phone({ required: true }),
  subject: text({ maxLength: 120, required: true }),
  message: text({ input: 'message', required: true }),
} as const satisfies Record<string, Field<string, string>>;

/** A field of the contact form. */
export type ContactField = keyof typeof contactFields;

/** The contact form's fields' names, in display order. */
export const contactFieldNames = Object.keys(contactFields) as ContactField[];

/** A contact field as its kind defines it, for code that handles any field. */
export function contactField(name: ContactField): Field<string, string> {
  return contactFields[name];
}

/** The contact form's fields, all free text as typed. */
export type ContactForm = Record<ContactField, string>;

/** The contact form with nothing typed. */
export const emptyContactForm = Object.fromEntries(contactFieldNames.map((name) => [name, contactFields[name].empty])) as ContactForm;

/** The contact fields with a bound of their own: all but the message. */
type BoundedContactField = { [Name in ContactField]: (typeof contactFields)[Name] extends { readonly maxLength: number } ? Name : never }[ContactField];

/** The most each contact field other than the message may hold (its `maxLength`), from {@link contactFields}. */
export const contactFieldMaxLengths = Object.fromEntries(
  contactFieldNames.flatMap((name) => {
    const { maxLength } = contactField(name);
    return maxLength === undefined ? [] : [[name, maxLength]];
  }),
) as { readonly [Name in BoundedContactField]: number };

/** `Label: value` with the value trimmed. */
function line(label: string, value: string): string {
  return `${label}: ${value.trim()}`;
}

/**
 * The contact form's message: header, blank line, one labelled line per field, then its origin line
 * (`Origem: formulário de contato`, and the visit's campaign when there was one).
 */
export function contactMessage(form: ContactForm, campaign?: string | null): string {
  return contactMessageText(boundedContactForm(form, campaign), campaign);
}

/**
 * The form with each field cut to its bound and the message to what is left: what the form's
 * `maxLength`s allow, so the builder never returns more than {@link MAX_MESSAGE_LENGTH}, whatever
 * it is given.
 */
function boundedContactForm(form: ContactForm, campaign?: string | null): ContactForm {
  const bounded = Object.fromEntries(
    contactFieldNames.map((name) => {
      const maxLength = (contactFieldMaxLengths as Partial<Record<ContactField, number>>)[name];
      return [name, maxLength === undefined ? '' : cutToLength(form[name], maxLength)];
    }),
  ) as ContactForm;
  const room = Math.max(0, MAX_MESSAGE_LENGTH - contactMessageText(bounded, campaign).length);
  return { ...bounded, message: cutToLength(form.message.trim(), room) };
}

function contactMessageText(form: ContactForm, campaign?: string | null): string {
  const text = [
    whatsappCopy.contactHeader,
    '',
    // Each field as its kind writes it (a phone in its national form when complete).
    ...contactFieldNames.map((name) => {
      const field = contactField(name);
      return line(contactFormLabels[name], field.answer(field.parse(form[name])));
    }),
  ].join('\n');
  return withOrigin(text, { origin: 'contato-formulario' }, campaign);
}

/**
 * How many characters the message field may still hold so that the whole contact message stays
 * within {@link MAX_MESSAGE_LENGTH}; use it as the textarea's live `maxLength` (never negative).
 */
export function contactMessageBudget(form: Omit<ContactForm, 'message'>, campaign?: string | null): number {
  return Math.max(0, MAX_MESSAGE_LENGTH - contactMessageText({ ...form, message: '' }, campaign).length);
}

/**
 * The contact form's message (naming the visit's `campaign`, if any) and its link, to the broker's
 * WhatsApp unless `number` is given.
 */
export function contactWhatsApp(
  form: ContactForm,
  number: string = broker.whatsapp.international,
  campaign?: string | null,
): WhatsAppMessage {
  return toWhatsAppMessage(contactMessage(form, campaign), number);
}
