import {
  formatCnpj,
  formatCpf,
  formatPhone as formatPhoneNumber,
  isValidCnpj,
  isValidCpf,
  parseCnpj,
  parseCpf,
  parsePhone,
} from '@brazilian-utils/brazilian-utils';
import { documentPatterns, nationalPhonePatterns, patternLength } from '@repo/content';

// Amounts (formatBRL, parseBRL) are formatted and parsed in @repo/content, whose copy is derived
// from numbers ("R$ 20.000"); this module holds what is particular to documents and phones.

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
  return formatPhoneNumber(parsePhoneDigits(value), { mask: 'nanp' });
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

/**
 * A phone's national digits (area code + number) however it is written: the country code dropped
 * (`+55 66 99876-5432`), and the long-distance `0`, with a carrier's two digits after it when
 * there are (`066 99876-5432`, `0 15 66 99876-5432`).
 */
export function parsePhoneDigits(value: string): string {
  const digits = onlyDigits(value);
  if (digits.startsWith('0')) return digits.length > 12 ? digits.slice(3) : digits.slice(1);
  return parsePhone(value);
}

/**
 * The masked value when `value` has as many characters as one of `patterns` (see
 * `documentPatterns`), else the text as typed (trimmed): what a message writes of a document or phone.
 */
function maskedWhenComplete(
  value: string,
  parse: (value: string) => string,
  patterns: readonly string[],
  mask: (value: string) => string,
): string {
  const length = parse(value).length;
  return patterns.some((pattern) => patternLength(pattern) === length) ? mask(value) : value.trim();
}

/** A phone in its national form when complete (a landline's or a mobile's digits), else as typed. */
export function phoneAnswer(value: string): string {
  return maskedWhenComplete(value, parsePhoneDigits, nationalPhonePatterns, formatPhone);
}

/** A CPF masked when complete, else as typed. */
export function cpfAnswer(value: string): string {
  return maskedWhenComplete(value, parseCPF, [documentPatterns.cpf], formatCPF);
}

/** A CNPJ (numeric or alphanumeric) masked when complete, else as typed. */
export function cnpjAnswer(value: string): string {
  return maskedWhenComplete(value, parseCNPJ, [documentPatterns.cnpj], formatCNPJ);
}

/**
 * A vehicle's plate, its letters and digits upper-cased (`abc-1d23` → `ABC1D23`, `ABC 1234` →
 * `ABC1234`), when they make one: the Mercosul `ABC1D23` or the old `ABC1234`; else null.
 */
export function parsePlate(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z]{3}\d[A-Z\d]\d{2}$/.test(compact) ? compact : null;
}

/**
 * A plate as the registry writes it, which a broker looks up: Mercosul `ABC1D23`, the old format
 * with its hyphen (`ABC-1234`); a text that is no plate as typed, trimmed (nothing typed is lost).
 */
export function plateAnswer(value: string): string {
  const plate = parsePlate(value);
  if (plate === null) return value.trim();
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/**
 * `text` cut to at most `max` UTF-16 code units (as `maxLength` counts them), never inside a
 * character: an emoji's two halves stay together or go together.
 */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
