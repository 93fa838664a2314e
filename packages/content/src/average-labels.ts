/**
 * How the Banco Central's figures are said, by the market's average (`./market-rate.ts`) and the
 * ranking by institution (`./institution-ranking.ts`) alike. A module of their own, beside neither:
 * the offer form reads the ranking up front and carries no copy of the market's snapshot, and the
 * pages that fetch the market's block later carry none of these in their first script.
 */
import { formatPercent } from './format';

/** `1.97` (percent a month) → `1,97% a.m.`. */
export function formatMonthlyPercent(value: number): string {
  return `${formatPercent(value / 100)} a.m.`;
}

/** `2026-08-11` → `11/08/2026`. */
export function dateLabel(isoDate: string): string {
  return isoDate.split('-').reverse().join('/');
}
