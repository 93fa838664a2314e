/**
 * How a CPF, a CNPJ and a phone are written in Brazil, `0` standing for a digit (the alphanumeric
 * CNPJ of IN RFB 2.229/2024 also takes letters in its first 12 places). The forms' placeholders
 * show these patterns, and `@repo/whatsapp` masks an answer once it has as many characters as its
 * pattern has `0`s. (ui's MaskedInput keeps its own imask definitions: ui depends on no package.)
 */
export const documentPatterns = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  landline: '(00) 0000-0000',
  mobile: '(00) 00000-0000',
} as const;

/** How many characters (digits, or letters in a CNPJ) a pattern holds: `000.000.000-00` → 11. */
export function patternLength(pattern: string): number {
  return pattern.replace(/[^0]/g, '').length;
}
