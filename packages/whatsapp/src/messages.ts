import {
  broker,
  contactFormLabels,
  installmentLabel,
  personTypeOption,
  vehicleKinds,
  wizardCopy,
  wizardFieldLabels,
  wizardSteps,
  type InstallmentChoice,
  type PersonType,
  type VehicleKindId,
} from '@repo/content';
import {
  formatBRL,
  formatCNPJ,
  formatCPF,
  formatPhone,
  parseCNPJ,
  parseCPF,
  parsePhoneDigits,
} from './format';
import { whatsappLink } from './link';

/**
 * Longest message the builders consider safe. WhatsApp documents no limit, but truncation has
 * been reported at about 2,250 characters; measured in UTF-16 code units, like `maxLength`.
 */
export const MAX_MESSAGE_LENGTH = 2000;

/** First line of the contact form's message. */
export const CONTACT_MESSAGE_HEADER = 'Nova mensagem do site institucional';

/** First line of the financing wizard's message. */
export const FINANCING_MESSAGE_HEADER = 'Nova solicitação de financiamento';

/** Prefilled text of the plain WhatsApp buttons. */
export const GREETING_TEXT = 'Olá! Gostaria de saber mais sobre os veículos disponíveis.';

/** The contact form's fields, all free text as typed. */
export type ContactForm = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

/**
 * What the financing wizard sends. Birth date, income and bank preference are deliberately absent:
 * they are never shown and never sent (SPEC §3, §7).
 */
export type FinancingRequest = {
  personType: PersonType;
  /** As typed; sent only for 'fisica'. */
  cpf: string;
  /** As typed, numeric or alphanumeric; sent only for 'juridica'. */
  cnpj: string;
  /** Nome completo ('fisica') or razão social ('juridica'). */
  fullName: string;
  email: string;
  phone: string;
  /** '' when not chosen (optional). */
  vehicleType: '' | VehicleKindId;
  /** In reais (the form keeps text: convert it with `parseBRL`); null when empty. */
  vehicleValue: number | null;
  /** As typed, e.g. `2020`. */
  vehicleYear: string;
  /** In reais (convert the form's text with `parseBRL`); null when empty. */
  downPayment: number | null;
  /** null when not chosen (optional); convert a select's value with `parseInstallments`. */
  installments: InstallmentChoice | null;
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

/** The masked value when `value` has the expected number of characters, else the text as typed. */
function maskedWhenComplete(
  value: string,
  parse: (value: string) => string,
  lengths: readonly number[],
  mask: (value: string) => string,
): string {
  return lengths.includes(parse(value).length) ? mask(value) : value.trim();
}

/** The contact form's message: header, blank line, then one labelled line per field. */
export function contactMessage(form: ContactForm): string {
  return [
    CONTACT_MESSAGE_HEADER,
    '',
    line(contactFormLabels.name, form.name),
    line(contactFormLabels.email, form.email),
    line(contactFormLabels.phone, maskedWhenComplete(form.phone, parsePhoneDigits, [10, 11], formatPhone)),
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

/** An amount in reais as `R$ 85.000,00`, or 'Não informado'. */
function amount(value: number | null): string {
  return value === null || !Number.isFinite(value) ? wizardCopy.notInformed : formatBRL(value);
}

/** The wizard's message: header, then personal data and vehicle data in labelled lines. */
export function financingMessage(request: FinancingRequest): string {
  const person = personTypeOption(request.personType);
  const document =
    request.personType === 'fisica'
      ? maskedWhenComplete(request.cpf, parseCPF, [11], formatCPF)
      : maskedWhenComplete(request.cnpj, parseCNPJ, [14], formatCNPJ);
  const vehicleKind = vehicleKinds.find((kind) => kind.id === request.vehicleType);
  const [personalStep, vehicleStep] = wizardSteps;
  return [
    FINANCING_MESSAGE_HEADER,
    '',
    personalStep.title,
    line(wizardFieldLabels.personType, person.label),
    line(person.documentLabel, document),
    line(person.nameLabel, request.fullName),
    line(wizardFieldLabels.email, request.email),
    line(
      wizardFieldLabels.phone,
      maskedWhenComplete(request.phone, parsePhoneDigits, [10, 11], formatPhone),
    ),
    '',
    vehicleStep.title,
    line(wizardFieldLabels.vehicleType, vehicleKind?.singular ?? wizardCopy.notInformed),
    line(wizardFieldLabels.vehicleValue, amount(request.vehicleValue)),
    line(wizardFieldLabels.vehicleYear, request.vehicleYear.trim() || wizardCopy.notInformed),
    line(wizardFieldLabels.downPayment, amount(request.downPayment)),
    line(
      wizardFieldLabels.installments,
      request.installments === null ? wizardCopy.notInformed : installmentLabel(request.installments),
    ),
  ].join('\n');
}

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
export function financingWhatsApp(
  request: FinancingRequest,
  number: string = broker.whatsapp.international,
): WhatsAppMessage {
  return toWhatsAppMessage(financingMessage(request), number);
}

/** Link of the plain WhatsApp buttons: the broker's number with {@link GREETING_TEXT}. */
export function greetingLink(number: string = broker.whatsapp.international): string {
  return whatsappLink(number, GREETING_TEXT);
}
