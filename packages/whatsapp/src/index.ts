/**
 * @repo/whatsapp: pure WhatsApp click-to-chat link and message builders, plus the pt-BR
 * formatters, validators and parsers the forms need. No React.
 */
export {
  formatBRL,
  formatCNPJ,
  formatCPF,
  formatInteger,
  formatPercent,
  formatPhone,
  isValidCNPJ,
  isValidCPF,
  onlyDigits,
  parseBRL,
  parseCNPJ,
  parseCPF,
  parseInstallments,
  parsePhoneDigits,
  type FormatBRLOptions,
} from './format';
export { isWhatsAppNumber, whatsappLink } from './link';
export {
  CONTACT_MESSAGE_HEADER,
  contactMessage,
  contactMessageBudget,
  contactWhatsApp,
  FINANCING_MESSAGE_HEADER,
  financingMessage,
  financingWhatsApp,
  GREETING_TEXT,
  greetingLink,
  MAX_MESSAGE_LENGTH,
  type ContactForm,
  type FinancingRequest,
  type WhatsAppMessage,
} from './messages';
