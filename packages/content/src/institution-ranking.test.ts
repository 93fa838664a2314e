import { describe, expect, it } from 'vitest';
import { creditAnalysisDisclaimer } from './claims';
import { maxPlausibleMonthlyRate } from './field-rules';
import { findRankedInstitution, institutionAverageLine, institutionRanking, rankingPositionLabel } from './institution-ranking';
import ranking from './market-rate/ranking.json' with { type: 'json' };

describe('the week of the ranking by institution, as the offer check says it', () => {
  it('lists the 39 institutions of the week of 11–17 Aug 2026 in the Banco Central\'s order, from the committed snapshot', () => {
    expect(institutionRanking.institutions).toEqual(ranking.institutions);
    expect(institutionRanking.institutions).toHaveLength(39);
    expect(institutionRanking.periodLabel).toBe('semana de 11/08/2026 a 17/08/2026');
  });

  it('finds an institution by its CNPJ root, and nothing for a root not in the list', () => {
    expect(findRankedInstitution('59285411')).toEqual({ position: 36, name: 'BANCO PAN', cnpj8: '59285411', monthly: 2.9, yearly: 40.9 });
    expect(findRankedInstitution('00000000')).toMatchObject({ name: 'BCO DO BRASIL S.A.', position: 22 });
    expect(findRankedInstitution('12345678')).toBeNull();
    expect(findRankedInstitution('')).toBeNull();
    expect(findRankedInstitution(null)).toBeNull();
  });

  it('says a position as "36ª de 39"', () => {
    expect(rankingPositionLabel(36)).toBe('36ª de 39');
    expect(rankingPositionLabel(1, 40)).toBe('1ª de 40');
  });

  it('says an institution\'s figure as its average of the week, its position, and never as an offer', () => {
    expect(institutionAverageLine(findRankedInstitution('59285411')!)).toBe(
      'BANCO PAN: média de 2,9% a.m. (40,9% a.a.) na semana de 11/08/2026 a 17/08/2026, 36ª de 39 instituições, da menor para a maior taxa.',
    );
    expect(institutionRanking.notAnOffer).toBe('É a média de todos os contratos da instituição nessa semana, não uma oferta a você.');
    for (const text of [institutionRanking.covers, institutionRanking.source, institutionAverageLine(institutionRanking.institutions[0]!)]) {
      expect(text).not.toContain(creditAnalysisDisclaimer);
      expect(text).not.toMatch(/oferec|aprovad|garantid|sem consulta/i);
    }
  });

  it('names its source with the week, the day it was fetched and its licence, and links to a page for people', () => {
    expect(institutionRanking.source).toBe(
      'Banco Central, taxas de juros por instituição, semana de 11/08/2026 a 17/08/2026; obtida em 01/12/2026, dados abertos (ODbL)',
    );
    expect(institutionRanking.sourceUrl).toMatch(/^https:\/\/www\.bcb\.gov\.br\//);
    expect(institutionRanking.sourceUrl).not.toMatch(/olinda|odata|format=json/);
  });

  it('stays under the ceiling the refinancing\'s balance hint takes for a plausible rate', () => {
    // A new week whose dearest institution averages above it makes the hint call real balances wrong.
    const dearest = Math.max(...institutionRanking.institutions.map((institution) => institution.monthly));
    expect(dearest / 100).toBeLessThan(maxPlausibleMonthlyRate);
  });
});
