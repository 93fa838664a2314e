import { documentPatterns, patternPlaceholder } from './documents';
import { formatInteger } from './format';

/** Labels of the contact form's fields, in display order (also the WhatsApp message's labels). */
export const contactFormLabels = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  subject: 'Assunto',
  message: 'Mensagem',
} as const;

/** Placeholders of the contact form's fields. */
export const contactFormPlaceholders = {
  name: 'Seu nome',
  email: 'seuemail@exemplo.com',
  phone: patternPlaceholder(documentPatterns.mobile),
  subject: 'Sobre o que você quer falar?',
  message: 'Escreva sua mensagem',
} as const;

/** The contact form's submit button. */
export const contactFormSubmitLabel = 'Enviar mensagem';

/** Live counter under the message field: `120 caracteres restantes`. */
export function remainingCharactersLabel(remaining: number): string {
  return remaining === 1 ? '1 caractere restante' : `${formatInteger(remaining)} caracteres restantes`;
}

/** The button that empties the contact form (values are kept after sending so it can be retried). */
export const contactFormClearLabel = 'Limpar';

/** Shown under the message when other fields grew and the message no longer fits the WhatsApp limit. */
export function messageOverLimitLabel(excess: number): string {
  return excess === 1
    ? 'A mensagem passou do limite em 1 caractere. Encurte o texto para enviar.'
    : `A mensagem passou do limite em ${formatInteger(excess)} caracteres. Encurte o texto para enviar.`;
}

/**
 * Said at every bounded text field (the contact form's, the wizard's) when what was typed or
 * pasted did not fit and the field kept only its first `maxLength` characters: nothing is cut
 * without a word, and what is sent is what the field shows.
 */
export function textCutLabel(maxLength: number): string {
  return `O texto foi cortado em ${formatInteger(maxLength)} caracteres, o máximo deste campo: confira o final, só o que aparece aqui será enviado.`;
}
