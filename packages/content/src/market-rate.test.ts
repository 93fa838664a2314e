import { describe, expect, it } from 'vitest';
import { creditAnalysisDisclaimer } from './claims';
import { formatMonthlyPercent } from './average-labels';
import { marketRate, marketRatePoints, monthLabel, shortMonthLabel } from './market-rate';
import snapshot from './market-rate/snapshot.json' with { type: 'json' };

describe('the market rate as the site prints it', () => {
  it('says the month its figure is of, the segment it averages and the rate, in pt-BR', () => {
    const latest = snapshot.points.at(-1)!;
    expect(marketRate.latest).toEqual(latest);
    expect(marketRate.line).toBe(
      `Média do mercado (veículos, pessoa física), Banco Central, ${monthLabel(latest.month)}: ${formatMonthlyPercent(latest.value)}`,
    );
    // The committed snapshot's latest month: read in December, it says it is August's (issue 48).
    expect(marketRate.line).toBe('Média do mercado (veículos, pessoa física), Banco Central, agosto de 2026: 1,97% a.m.');
  });

  it('names the months in Portuguese, lower case, with "de", and short for a chart axis', () => {
    expect(monthLabel('2026-10')).toBe('outubro de 2026');
    expect(monthLabel('2026-03')).toBe('março de 2026');
    expect(monthLabel('2025-12')).toBe('dezembro de 2025');
    expect(shortMonthLabel('2026-03')).toBe('mar./26');
    expect(shortMonthLabel('2025-12')).toBe('dez./25');
  });

  it('writes rates with a comma and "a.m.", at most two decimals', () => {
    expect(formatMonthlyPercent(1.97)).toBe('1,97% a.m.');
    expect(formatMonthlyPercent(2)).toBe('2% a.m.');
    expect(formatMonthlyPercent(1.905)).toBe('1,91% a.m.');
  });

  it('says what the series covers (new and used vehicles, individuals) and where it comes from, with its licence and the day fetched', () => {
    expect(marketRate.covers).toBe('Compra de veículos, novos e usados, por pessoas físicas');
    expect(marketRate.source).toBe(`Série 25471, obtida em ${snapshot.fetchedAt.split('-').reverse().join('/')}, dados abertos (ODbL)`);
    expect(marketRate.source).toBe('Série 25471, obtida em 01/12/2026, dados abertos (ODbL)');
    expect(marketRate.sourceLinkLabel).toBe('Fonte');
    expect(marketRate.detail).toBe(`${marketRate.covers}. ${marketRate.source}.`);
    // A page for people (the series' page in the SGS), never the JSON API the snapshot is read from.
    expect(marketRate.sourceUrl).toBe(
      'https://www3.bcb.gov.br/sgspub/consultarvalores/consultarValoresSeries.do?method=consultarGraficoPorId&hdOidSeriesSelecionadas=25471',
    );
    expect(marketRate.sourceUrl).not.toBe(snapshot.apiUrl);
    expect(marketRate.sourceUrl).not.toMatch(/api\.bcb|formato=json/);
  });

  it('is the market\'s figure, not an offer: no credit-analysis disclaimer is needed, and none of its words promise credit', () => {
    for (const text of [marketRate.line, marketRate.covers, marketRate.source, marketRate.segment]) {
      expect(text).not.toContain(creditAnalysisDisclaimer);
      expect(text).not.toMatch(/aprovad|garantid|sem consulta/i);
    }
  });

  it('draws the 24 months of the snapshot, oldest first, under a title that says how many', () => {
    expect(marketRatePoints).toEqual(snapshot.points);
    expect(marketRatePoints).toHaveLength(24);
    expect(marketRatePoints.map((point) => shortMonthLabel(point.month))).toEqual(
      expect.arrayContaining(['set./24', 'dez./25', 'ago./26']),
    );
    expect(marketRatePoints[0]!.month).toBe('2024-09');
    expect(marketRate.chartTitle).toBe('Média do mercado nos últimos 24 meses');
  });
});
