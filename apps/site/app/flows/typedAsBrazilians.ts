/**
 * Amounts, phones and CPFs as Brazilians write them (issue 34 §2), for the forms' property tests:
 * fast-check draws them, the tests type them into the real fields key by key or paste them, and
 * check they reach the field, the review and the WhatsApp text as the visitor meant them. The
 * issue's own examples run first, every time.
 */
import fc from 'fast-check';
import type { Locator } from 'vitest/browser';
import { pressSequentially } from './flowTesting';

/** How a visitor puts text into a field: key by key, or pasted at once. */
export type Entry = 'typed' | 'pasted';
export const entry = fc.constantFrom<Entry>('typed', 'pasted');

export async function enter(field: Locator, text: string, how: Entry) {
  if (how === 'typed') await pressSequentially(field, text);
  else await field.fill(text);
}

/** Thousands grouped by dots, as written in Brazil: 45000 → `45.000`. */
const grouped = (reais: number) => String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const twoDigits = (cents: number) => String(cents).padStart(2, '0');

/** How Brazilians write an amount: `45.000`, `45000`, `45.000,00`, `R$ 45.000,00`, `45000,50`. */
const writings = {
  grouped: (reais: number) => grouped(reais),
  bare: (reais: number) => String(reais),
  groupedWithCents: (reais: number, cents: number) => `${grouped(reais)},${twoDigits(cents)}`,
  prefixed: (reais: number, cents: number) => `R$ ${grouped(reais)},${twoDigits(cents)}`,
  bareWithCents: (reais: number, cents: number) => `${reais},${twoDigits(cents)}`,
} as const;
type Writing = keyof typeof writings;

/** An amount as written, and what it means. */
export type Amount = { text: string; value: number };
export const amount = (reais: number, cents: number, writing: Writing): Amount => {
  const withCents = writing === 'groupedWithCents' || writing === 'prefixed' || writing === 'bareWithCents';
  return { text: writings[writing](reais, cents), value: withCents ? reais + cents / 100 : reais };
};
export const amountBetween = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(...(Object.keys(writings) as Writing[])))
    .map(([reais, cents, writing]) => amount(reais, cents, writing));

/** A mobile as Brazilians write it, and its national form. */
export type Phone = { text: string; national: string };
export const phone = fc
  .tuple(fc.integer({ min: 11, max: 99 }), fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('international', 'trunk', 'masked', 'bare'))
  .filter(([ddd]) => !String(ddd).includes('0'))
  .map(([ddd, number, writing]): Phone => {
    const digits = String(number).padStart(8, '0');
    const [head, tail] = [`9${digits.slice(0, 4)}`, digits.slice(4)];
    const national = `(${ddd}) ${head}-${tail}`;
    const text = { international: `+55 ${ddd} ${head}-${tail}`, trunk: `0${ddd} ${head}-${tail}`, masked: national, bare: `${ddd}${head}${tail}` }[writing];
    return { text, national };
  });

/** A valid CPF from its first nine digits (BRAZIL.md's check digits). */
function cpfOf(nine: string): string {
  const check = (digits: string) => {
    const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (digits.length + 1 - index), 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const ten = nine + check(nine);
  return ten + check(ten);
}
const maskedCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
/** A CPF, written with or without its punctuation, and its masked form. */
export const cpf = fc
  .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean())
  .map(([number, punctuated]) => {
    const digits = cpfOf(String(number).padStart(9, '0'));
    return { text: punctuated ? maskedCpf(digits) : digits, masked: maskedCpf(digits) };
  })
  .filter(({ masked }) => !/^(\d)\1\1\.\1\1\1\.\1\1\1-\1\1$/.test(masked));
