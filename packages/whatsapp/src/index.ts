/**
 * @repo/whatsapp: pure WhatsApp click-to-chat link and message builders, the wizard's request (three
 * products) they are built from, and the CPF, CNPJ and phone formatters, validators and parsers the forms
 * need. No React; every text comes from `@repo/content`. The forms' rules are a module of their own,
 * `@repo/whatsapp/rules`, fetched by the forms once they have hydrated.
 */
export {
  formatCNPJ,
  formatCPF,
  formatPhone,
  isValidCNPJ,
  isValidCPF,
  onlyDigits,
  parseCNPJ,
  parseCPF,
  parsePhoneDigits,
} from './format';
export { greetingLink, isWhatsAppNumber, whatsappLink } from './link';
export {
  contactMessage,
  contactMessageBudget,
  contactWhatsApp,
  MAX_MESSAGE_LENGTH,
  requestFieldMaxLengths,
  requestMessage,
  requestWhatsApp,
  type ContactForm,
  type WhatsAppMessage,
} from './messages';
export {
  detailsFields,
  emptyRequestDraft,
  missingRequestFields,
  parseInstallments,
  readRequestDraft,
  requestFacts,
  requestProduct,
  requiredRequestFields,
  toCreditRequest,
  type CreditRequest,
  type CreditRequestOf,
  type DetailsFieldSpec,
  type DetailsInput,
  type ProductDetailsField,
  type RequestDraft,
  type RequestFact,
  type RequestFacts,
  type RequestField,
  type RequestSection,
  type RequestTextField,
} from './request';
