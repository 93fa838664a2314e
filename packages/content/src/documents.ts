/**
 * How a CPF, a CNPJ and a phone are written in Brazil: the one statement of these formats. Written
 * in the notation of ui's `MaskedInput`, which the forms' fields are masked with: `0` a digit, `A`
 * a letter or a digit (the alphanumeric CNPJ of IN RFB 2.229/2024 takes letters, upper-cased, in
 * its first 12 places; its check digits stay numeric); any other character is written as it is.
 * The placeholders show them ({@link patternPlaceholder}), and `@repo/whatsapp` masks an answer
 * once it has as many characters as its pattern has places ({@link patternLength}).
 */
export const documentPatterns = {
  cpf: '000.000.000-00',
  cnpj: 'AA.AAA.AAA/AAAA-00',
  landline: '(00) 0000-0000',
  mobile: '(00) 00000-0000',
  /** A mobile with its long-distance `0`, as many write it: `066 99876-5432`. */
  mobileWithTrunk: '000 00000-0000',
  /** A mobile with the country code, as WhatsApp copies a number: `+55 66 99876-5432`. */
  mobileInternational: '+00 00 00000-0000',
} as const;

/**
 * A phone's patterns, in the order a number growing as it is typed meets them: the field takes a
 * number as it is written or pasted (the mask picks the pattern that holds most of it), and the
 * message writes its national form, `(66) 99876-5432`.
 */
export const phonePatterns = [
  documentPatterns.landline,
  documentPatterns.mobile,
  documentPatterns.mobileWithTrunk,
  documentPatterns.mobileInternational,
] as const;

/**
 * The CPF field's patterns: a CPF, or a company's CNPJ typed or pasted there, kept whole (the
 * field then offers to switch to Pessoa Jurídica) rather than cut to a CPF's 11 digits.
 */
export const cpfFieldPatterns = [documentPatterns.cpf, documentPatterns.cnpj] as const;

/** The patterns of a phone's national form, which a message writes. */
export const nationalPhonePatterns = [documentPatterns.landline, documentPatterns.mobile] as const;

/** How many characters (digits, or letters in a CNPJ) a pattern holds: `000.000.000-00` → 11. */
export function patternLength(pattern: string): number {
  return pattern.replace(/[^0A]/g, '').length;
}

/** A pattern as a field's placeholder shows it, each place a `0`: `AA.AAA.AAA/AAAA-00` → `00.000.000/0000-00`. */
export function patternPlaceholder(pattern: string): string {
  return pattern.replace(/A/g, '0');
}
