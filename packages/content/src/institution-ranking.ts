/**
 * One week of the Banco Central's ranking of vehicle credit rates by institution (individuals,
 * "Aquisição de veículos - Prefixado"; Olinda's `TaxasJurosDiariaPorInicioPeriodo`): the committed
 * snapshot (`market-rate/ranking.json`, written by `pnpm rates:update`) and the Portuguese words
 * around it. Each rate is an institution's average over all its contracts that week, never an
 * offer to anyone (BRAZIL.md): every sentence built here says so. Only the offer check imports it.
 */
import ranking from './market-rate/ranking.json' with { type: 'json' };
import { dateLabel, formatMonthlyPercent } from './average-labels';
import { formatPercent } from './format';

/** One institution of the week, in the Banco Central's order (lowest rate first); rates in percent. */
export interface RankedInstitution {
  readonly position: number;
  /** The name as the Banco Central writes it (`BCO DO BRASIL S.A.`). */
  readonly name: string;
  /** The CNPJ's first 8 digits (the institution's root), the key the offer check picks it by. */
  readonly cnpj8: string;
  /** Its average that week, % a.m. (`2.9`). */
  readonly monthly: number;
  /** Its average that week, % a.a. (`40.9`). */
  readonly yearly: number;
}

const { period, fetchedAt, licence } = ranking;
const institutions: readonly RankedInstitution[] = ranking.institutions;
/** `semana de 11/08/2026 a 17/08/2026`. */
const periodLabel = `semana de ${dateLabel(period.start)} a ${dateLabel(period.end)}`;

/** The position in the week's list, as said: `36ª de 39`. */
export function rankingPositionLabel(position: number, count: number = institutions.length): string {
  return `${position}ª de ${count}`;
}

/**
 * The week's ranking and its words: the period, the institutions (the offer form's list), what the
 * averages are (and are not), and where they come from.
 */
export const institutionRanking = {
  period,
  periodLabel,
  institutions,
  /** What the list ranks, for its heading or the form's hint. */
  covers: 'Taxas médias de financiamento de veículos para pessoa física (prefixadas), por instituição',
  /** Said wherever an institution's average is shown (BRAZIL.md: an average, not an offer). */
  notAnOffer: 'É a média de todos os contratos da instituição nessa semana, não uma oferta a você.',
  /** `Banco Central, taxas de juros por instituição, semana de 11/08/2026 a 17/08/2026; obtida em 01/12/2026, dados abertos (ODbL)`. */
  source: `Banco Central, taxas de juros por instituição, ${periodLabel}; obtida em ${dateLabel(fetchedAt)}, dados abertos (${licence})`,
  sourceLinkLabel: 'Fonte',
  /** The Banco Central's page of the rates by institution, for people (not the Olinda API the snapshot is read from). */
  sourceUrl: 'https://www.bcb.gov.br/estatisticas/txjuros',
} as const;

/** The institution of the week with this CNPJ root (8 digits), or null when it is not in the list. */
export function findRankedInstitution(cnpj8: string | null | undefined): RankedInstitution | null {
  return institutions.find((institution) => institution.cnpj8 === cnpj8) ?? null;
}

/**
 * An institution's average said as an average:
 * `BANCO PAN: média de 2,9% a.m. (40,9% a.a.) na semana de 11/08/2026 a 17/08/2026, 36ª de 39 instituições, da menor para a maior taxa.`
 * (no article before the name: the Banco Central's names are of either gender).
 */
export function institutionAverageLine(institution: RankedInstitution): string {
  return (
    `${institution.name}: média de ${formatMonthlyPercent(institution.monthly)} (${formatPercent(institution.yearly / 100)} a.a.) ` +
    `na ${periodLabel}, ${rankingPositionLabel(institution.position)} instituições, da menor para a maior taxa.`
  );
}
