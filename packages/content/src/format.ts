/**
 * pt-BR numbers, both ways: the formatters the copy in this package is derived from ("1,2% a.m.",
 * "R$ 20.000") and the one parser of amounts typed by visitors. The site and `@repo/whatsapp`
 * import them from here (dependencies only point from `whatsapp` to `content`).
 */

const brlWithCents = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brlWhole = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });

/** Options of {@link formatBRL}. */
export type FormatBRLOptions = {
  /** Show the centavos (`R$ 85.000,00`, the default) or round to whole reais (`R$ 85.000`). */
  cents?: boolean;
};

/** Formats reais as pt-BR currency: `R$ 85.000,00` (the space after `R$` is U+00A0). */
export function formatBRL(value: number, options: FormatBRLOptions = {}): string {
  return (options.cents === false ? brlWhole : brlWithCents).format(value);
}

/** Formats an integer with pt-BR grouping: `10.000`. */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** Formats a ratio as a pt-BR percentage with up to two decimals: 0.012 → `1,2%`. */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

/**
 * Reais from an amount typed or masked in pt-BR: `85.000,00`, `R$ 85.000`, `85000`, `50000,5`,
 * `85000.50`. A comma is the decimal separator; without one, a dot is a thousands separator when
 * it groups three digits (`50.000`), else a decimal point (`50000.50`). Null when the text holds
 * no digit.
 */
export function parseBRL(text: string): number | null {
  const cleaned = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  let normalized: string;
  if (cleaned.includes(',')) normalized = cleaned.replace(/\./g, '').replace(',', '.').replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) normalized = cleaned.replace(/\./g, '');
  else {
    const [whole, ...rest] = cleaned.split('.');
    normalized = rest.length > 0 ? `${whole}.${rest.join('')}` : cleaned;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}
