/**
 * pt-BR numbers, both ways: the formatters the copy in this package is derived from ("1,2% a.m.",
 * "R$ 20.000") and the one parser of amounts typed by visitors. The site and `@repo/whatsapp`
 * import them from here (dependencies only point from `whatsapp` to `content`).
 *
 * The formatters write the digits themselves, to the letter of `Intl.NumberFormat('pt-BR')` (the
 * unit tests compare them over thousands of values): the first `Intl.NumberFormat` a page creates
 * costs 15–35 ms of main thread in Chromium (loading ICU's number data) — on a phone 4× that, one
 * long task in every page's hydration, since every page formats a figure. `Intl` is still used,
 * created on first need, for what the copy never holds: negative, non-finite and huge values.
 */

/** `1234567` → `1.234.567`: an unsigned integer's digits grouped by thousands. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** `value`'s shortest decimal form (as `String(value)` writes it) split at the point, `shift` places right. */
function decimalParts(value: number, shift: number): [whole: string, fraction: string] {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent) + shift;
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits: `199` → `200`, `99` → `100`. */
function incremented(digits: string): string {
  const last = digits.search(/9*$/) - 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, last) + String(Number(digits[last]) + 1) + '0'.repeat(digits.length - last - 1);
}

/**
 * `value` in pt-BR digits, with at least `minFraction` and at most `maxFraction` decimals, as
 * `Intl.NumberFormat` writes it: from the shortest decimal form of the double (so 1.005 → `1,01`,
 * where `toFixed` gives `1.00`), rounded half up. `shift` moves the decimal point right first (2
 * for a percentage), on the digits, as `Intl` does. Null for what takes `Intl`'s own path.
 */
function ptBrDigits(value: number, minFraction: number, maxFraction: number, shift = 0): string | null {
  if (!(value >= 0) || Object.is(value, -0) || value >= 1e21) return null;
  const [whole, fraction] = decimalParts(value, shift);
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') digits = incremented(digits);
  const point = digits.length - maxFraction;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '').padEnd(minFraction, '0');
  return decimals === '' ? groupThousands(integer) : `${groupThousands(integer)},${decimals}`;
}

/** `Intl.NumberFormat('pt-BR', options)`, created the first time it is needed. */
function intlFallback(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('pt-BR', options)).format(value);
}

const brlWithCents = intlFallback({ style: 'currency', currency: 'BRL' });
const brlWhole = intlFallback({ style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const integer = intlFallback({ maximumFractionDigits: 0 });
const twoDecimals = intlFallback({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = intlFallback({ style: 'percent', maximumFractionDigits: 2 });

/** Options of {@link formatBRL}. */
export type FormatBRLOptions = {
  /** Show the centavos (`R$ 85.000,00`, the default) or round to whole reais (`R$ 85.000`). */
  cents?: boolean;
};

/** Formats reais as pt-BR currency: `R$ 85.000,00` (the space after `R$` is U+00A0). */
export function formatBRL(value: number, options: FormatBRLOptions = {}): string {
  const cents = options.cents !== false;
  const digits = cents ? ptBrDigits(value, 2, 2) : ptBrDigits(value, 0, 0);
  if (digits === null) return (cents ? brlWithCents : brlWhole)(value);
  return `R$\u00a0${digits}`;
}

/** Formats reais as the currency fields show them, without `R$`: 85000 → `85.000,00`. */
export function formatAmount(value: number): string {
  return ptBrDigits(value, 2, 2) ?? twoDecimals(value);
}

/** Formats an integer with pt-BR grouping: `10.000`. */
export function formatInteger(value: number): string {
  return ptBrDigits(value, 0, 0) ?? integer(value);
}

/** Formats a number with pt-BR grouping and up to `maxFraction` decimals (two by default): 0.11 → `0,11`, 1234.5 → `1.234,5`. */
export function formatDecimal(value: number, maxFraction = 2): string {
  return ptBrDigits(value, 0, maxFraction) ?? new Intl.NumberFormat('pt-BR', { maximumFractionDigits: maxFraction }).format(value);
}

/** Formats a ratio as a pt-BR percentage with up to two decimals: 0.012 → `1,2%`. */
export function formatPercent(ratio: number): string {
  const digits = ptBrDigits(ratio, 0, 2, 2);
  return digits === null ? percent(ratio) : `${digits}%`;
}

/**
 * A percentage as a Brazilian types it, the comma (or a dot) as the decimal, with or without `%`
 * and `a.m.` / `a.a.` after it: `1,99`, `1,99%`, `1.99 %`, `29,05% a.a.` → 1.99, 29.05 (the
 * percentage itself, not the ratio). Null when it is not one number of at most three whole digits
 * (`1.234,5`, `1,9,9`, `abc`): a rate is never typed with a thousands separator.
 */
export function parsePercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,4}))?\s*%?\s*(?:a\.?\s?[ma]\.?|ao\s+(?:m[eê]s|ano))?\s*$/i.exec(text);
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

/**
 * Reais from an amount typed, pasted or masked in pt-BR, as a Brazilian means it: a dot groups
 * thousands, the comma is the decimal (`85.000,00`, `R$ 85.000`, `85000`, `50000,5`, `1.234,56`).
 * The currency mask reads a typed dot the same way, so what a field shows is what this returns;
 * like the mask, it keeps two decimals and the first comma. Null when the text holds no digit.
 */
export function parseBRL(text: string): number | null {
  const [whole = '', ...rest] = text.replace(/[^\d,]/g, '').split(',');
  const fraction = rest.join('').slice(0, 2);
  if (!/\d/.test(whole + fraction)) return null;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}
