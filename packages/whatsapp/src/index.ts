/**
 * @repo/whatsapp: pure WhatsApp click-to-chat link and message builders, the financing request
 * they are built from, and the CPF, CNPJ and phone formatters, validators and parsers the forms
 * need. No React; every text comes from `@repo/content`.
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
export { isWhatsAppNumber, whatsappLink } from './link';
export {
  contactMessage,
  contactMessageBudget,
  contactWhatsApp,
  financingMessage,
  financingWhatsApp,
  greetingLink,
  MAX_MESSAGE_LENGTH,
  type ContactForm,
  type WhatsAppMessage,
} from './messages';
export {
  emptyFinancingDraft,
  financingFacts,
  missingFinancingFields,
  parseInstallments,
  readFinancingDraft,
  requiredFinancingFields,
  toFinancingRequest,
  type FinancingDraft,
  type FinancingFact,
  type FinancingFacts,
  type FinancingField,
  type FinancingTextField,
  type FinancingRequest,
  type FinancingSection,
} from './request';
