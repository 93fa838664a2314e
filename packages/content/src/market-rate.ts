/**
 * The Banco Central's average rate of vehicle acquisition credit for individuals (SGS series
 * 25471, % a.m.), printed beside the broker's own financing rate: the committed snapshot
 * (`market-rate/snapshot.json`, written by `pnpm rates:update`) and the Portuguese words around
 * it. Only the site's lazy market-rate block and the offer check import this module, so the
 * snapshot rides in their chunks, not in any other page's first scripts.
 */
import snapshot from './market-rate/snapshot.json' with { type: 'json' };
import { dateLabel, formatMonthlyPercent } from './average-labels';

const { fetchedAt, licence, points, seriesId } = snapshot;

/** One month of the series: `2026-06` and its rate in percent a month (`1.97`). */
export interface MarketRatePoint {
  readonly month: string;
  readonly value: number;
}

const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

function monthParts(month: string): [year: string, index: number] {
  const [year = '', number = ''] = month.split('-');
  return [year, Number(number) - 1];
}

/** `2026-06` → `junho de 2026`. */
export function monthLabel(month: string): string {
  const [year, index] = monthParts(month);
  return `${monthNames[index]} de ${year}`;
}

/** `2026-06` → `jun./26`: a chart's axis, where the full name does not fit. */
export function shortMonthLabel(month: string): string {
  const [year, index] = monthParts(month);
  return `${monthNames[index]!.slice(0, 3)}./${year.slice(2)}`;
}

/** Every month of the snapshot (24 in a row, `pnpm rates:update` keeps them so), oldest first: the chart's. */
export const marketRatePoints: readonly MarketRatePoint[] = points;
const latest = marketRatePoints[marketRatePoints.length - 1]!;

/**
 * What the site prints beside the broker's financing rate, whether its rate is below or above
 * this average: the line, which says the month the figure is of and the segment it averages
 * (`Média do mercado (veículos, pessoa física), Banco Central, agosto de 2026: 1,97% a.m.`: an
 * August figure read in December says it is August's; short enough to sit beside the hero's buttons at
 * 1280 px, where the simulator's first field must stay on the first screen), what the series
 * covers, and where it comes from (the series' page at the Banco Central, its licence's
 * attribution, the day it was fetched).
 */
const covers = 'Compra de veículos, novos e usados, por pessoas físicas';
/** The segment the series averages, as the line names it beside every advertised rate (the hero's too). */
const segment = 'veículos, pessoa física';
const source = `Série ${seriesId}, obtida em ${dateLabel(fetchedAt)}, dados abertos (${licence})`;

export const marketRate = {
  latest,
  line: `Média do mercado (${segment}), Banco Central, ${monthLabel(latest.month)}: ${formatMonthlyPercent(latest.value)}`,
  segment,
  covers,
  source,
  /** What the series covers and its source, as one sentence under the line. */
  detail: `${covers}. ${source}.`,
  sourceLinkLabel: 'Fonte',
  /**
   * The series' page in the Banco Central's SGS, for people (its chart, values and metadata), not
   * the JSON API the snapshot is updated from (`apiUrl`).
   */
  sourceUrl: `https://www3.bcb.gov.br/sgspub/consultarvalores/consultarValoresSeries.do?method=consultarGraficoPorId&hdOidSeriesSelecionadas=${seriesId}`,
  chartTitle: `Média do mercado nos últimos ${marketRatePoints.length} meses`,
  chartPeriodLabel: 'Mês',
  chartValueLabel: 'Taxa média (% a.m.)',
} as const;
