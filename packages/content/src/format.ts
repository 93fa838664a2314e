/**
 * pt-BR number formatting shared by the copy in this package and re-exported by `@repo/whatsapp`.
 * It lives here, not in `@repo/whatsapp`, because the copy itself is derived from numbers
 * ("1,2% a.m.", "R$ 20.000") and dependencies only point from `whatsapp` to `content`.
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
