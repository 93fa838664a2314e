/**
 * @repo/whatsapp: pure WhatsApp click-to-chat link and message builders, the wizard's request (three
 * products) they are built from, and the CPF, CNPJ and phone formatters, validators and parsers the forms
 * need. No React; every text comes from `@repo/content`. The forms' rules are a module of their own,
 * `@repo/whatsapp/rules`, fetched by the forms once they have hydrated.
 */
export {
  cnpjAnswer,
  cpfAnswer,
  cutToLength,
  formatCNPJ,
  formatCPF,
  formatPhone,
  isValidCNPJ,
  isValidCPF,
  onlyDigits,
  parseCNPJ,
  parseCPF,
  parsePhoneDigits,
  phoneAnswer,
} from './format';
export { greetingLink, handoffLink, isWhatsAppNumber, whatsappLink } from './link';
export { campaignFromQuery, campaignFromSearch, campaignMaxLength, campaignSuffix, cleanCampaignPart, parseCampaign, withCampaign } from './campaign';
export { closingLines, originLine, readOriginLine, withOrigin } from './origin';
export {
  contactField,
  contactFieldNames,
  contactMessage,
  contactFieldMaxLengths,
  contactMessageBudget,
  contactWhatsApp,
  emptyContactForm,
  MAX_MESSAGE_LENGTH,
  type ContactField,
  type ContactForm,
  type WhatsAppMessage,
} from './messages';
export {
  composeMessage,
  requestFieldMaxLengths,
  requestMessage,
  requestMessageParts,
  requestWhatsApp,
  type RequestMessageParts,
} from './request-message';
export {
  fipeReferenceText,
  parseFipeReference,
  vehicleFields,
  type FipeReference,
  type VehicleRole,
} from './fipe-reference';
export {
  allDetailsFields,
  asksDetailsField,
  detailsFields,
  emptyRequestDraft,
  missingRequestFields,
  parseInstallments,
  personalFieldSpecs,
  readRequestDraft,
  requestFacts,
  requestProduct,
  requestHiddenFields,
  requiredRequestFields,
  toCreditRequest,
  type CreditRequest,
  type CreditRequestOf,
  type DetailsFieldSpec,
  type DetailsInput,
  type MessageSection,
  type PersonalFieldSpec,
  type ProductDetailsField,
  type RequestDraft,
  type RequestFact,
  type RequestFacts,
  type RequestField,
  type RequestHiddenField,
  type RequestSection,
  type RequestTextField,
  type TextAttributes,
} from './request';
