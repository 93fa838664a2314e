import {
  formatCnpj,
  formatCpf,
  formatPhone as formatPhoneNumber,
  isValidCnpj,
  isValidCpf,
  parseCnpj,
  parseCpf,
  parseCurrency,
  parsePhone,
} from '@brazilian-utils/brazilian-utils';
import { installmentChoices, type InstallmentChoice } from '@repo/content';

// The number formatters live in @repo/content because its copy is derived from numbers
// ("1,2% a.m."); they are re-exported here so forms import every formatter from one place.
export { formatBRL, formatInteger, formatPercent, type FormatBRLOptions } from '@repo/content';

// CPF, CNPJ and phone masks and check digits come from @brazilian-utils/brazilian-utils, whose
// version-2 CNPJ functions implement the alphanumeric CNPJ of IN RFB 2.229/2024 (letters in the
// first 12 positions, each worth its ASCII code − 48; numeric check digits) and still accept the
// numeric form, so nothing here is hand-rolled.
const cnpjVersion = { version: 2 } as const;

/** Masks a CPF as `000.000.000-00`; partial input is masked as far as it goes (live masks). */
export function formatCPF(value: string): string {
  return formatCpf(value);
}

/** Masks a CNPJ, numeric or alphanumeric, as `12.ABC.345/01DE-35` (letters upper-cased). */
export function formatCNPJ(value: string): string {
  return formatCnpj(value, cnpjVersion);
}

/**
 * Masks a Brazilian phone with its area code: mobile `(66) 99999-0000`, landline
 * `(66) 3000-0000`. A leading country code (`+55`) is dropped; partial input is masked as far as
 * it goes.
 */
export function formatPhone(value: string): string {
  return formatPhoneNumber(parsePhone(value), { mask: 'nanp' });
}

/** True for a CPF with valid check digits, masked or not (`529.982.247-25`). */
export function isValidCPF(value: string): boolean {
  return isValidCpf(value);
}

/** True for a CNPJ with valid check digits, numeric or alphanumeric, masked or not. */
export function isValidCNPJ(value: string): boolean {
  return isValidCnpj(value, cnpjVersion);
}

/** The digits of a masked text: `(66) 99999-0000` → `66999990000`. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** A CPF without its mask: `529.982.247-25` → `52998224725`. */
export function parseCPF(value: string): string {
  return parseCpf(value);
}

/** A CNPJ without its mask, upper-cased: `12.abc.345/01de-35` → `12ABC34501DE35`. */
export function parseCNPJ(value: string): string {
  return parseCnpj(value, cnpjVersion);
}

/** A phone's national digits (area code + number), country code dropped. */
export function parsePhoneDigits(value: string): string {
  return parsePhone(value);
}

/**
 * Reais from a typed or masked amount: `85.000,00`, `R$ 85.000,00`, `85000` and `85000.50` all
 * work; null when the text holds no digit.
 *
 * A digits-only text is read as whole reais: the wizard's numeric input yields `85000`, which
 * the library's `parseCurrency` would read in centavos (850). Everything with a separator goes
 * to `parseCurrency`.
 */
export function parseBRL(text: string): number | null {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed)) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : parseCurrency(trimmed);
}

/** One of the wizard's installment choices from a select's value, or null: `'48'` → 48. */
export function parseInstallments(value: string): InstallmentChoice | null {
  return installmentChoices.find((choice) => String(choice) === value.trim()) ?? null;
}
