import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkedRanking,
  checkedSnapshot,
  fetchUpdatedRanking,
  fetchUpdatedSnapshot,
  rankingApiUrl,
  sgsApiUrl,
  updatedRanking,
  updatedSnapshot,
  type InstitutionRankingSnapshot,
  type MarketRateSnapshot,
} from './update';

/** The fetch the updates are given (the real one, or a test's). */
type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

const committedSnapshot = JSON.parse(readFileSync(new URL('./snapshot.json', import.meta.url), 'utf8')) as unknown;
const committedRanking = JSON.parse(readFileSync(new URL('./ranking.json', import.meta.url), 'utf8')) as unknown;

/** `count` months in a row ending at `last` (`2026-08`), each `value` unless `values` gives it. */
function monthsEnding(last: string, count: number, value = 1.97): { month: string; value: number }[] {
  const [year = 0, number = 0] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, number - 1 - (count - 1 - index), 1));
    return { month: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`, value };
  });
}

/** SGS rows as the API publishes them: both fields strings, the date the first of the month. */
function sgsRows(points: readonly { month: string; value: number }[]): { data: string; valor: string }[] {
  return points.map(({ month, value }) => {
    const [year, number] = month.split('-');
    return { data: `01/${number}/${year}`, valor: String(value) };
  });
}

/** A snapshot whose latest month is August 2026, as the committed one. */
const current: MarketRateSnapshot = {
  seriesId: 25471,
  seriesName: 'Taxa média mensal de juros das operações de crédito com recursos livres - Pessoas físicas - Aquisição de veículos',
  unit: '% a.m.',
  apiUrl: sgsApiUrl,
  datasetUrl: 'https://dadosabertos.bcb.gov.br/dataset/25471',
  licence: 'ODbL',
  fetchedAt: '2026-12-01',
  provenance: { source: 'A fixture of the tests.', howObtained: 'Written by hand for the tests.' },
  points: monthsEnding('2026-08', 24),
};

describe('the committed SGS snapshot (snapshot.json)', () => {
  it('passes its schema: series 25471 in % a.m., its 24-month API and open-data addresses, ODbL, its provenance, 24 months in a row', () => {
    const result = checkedSnapshot(committedSnapshot);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.snapshot.apiUrl).toBe('https://api.bcb.gov.br/dados/serie/bcdata.sgs.25471/dados/ultimos/24?formato=json');
    expect(result.snapshot.seriesName).toMatch(/Pessoas físicas - Aquisição de veículos/);
    expect(result.snapshot.points.map((point) => point.month)).toEqual(monthsEnding('2026-08', 24).map((point) => point.month));
    expect(result.snapshot.points[0]).toEqual({ month: '2024-09', value: 1.91 });
    // Every value is covered by the snapshot's provenance: the Banco Central's SGS, and how the copy was obtained.
    expect(result.snapshot.provenance.source).toMatch(/^Banco Central do Brasil, Sistema Gerenciador de Séries Temporais \(SGS\), série 25471/);
    expect(result.snapshot.provenance.howObtained).toMatch(/as published by the BCB API/);
  });

  it.each([
    ['months out of order', { points: [...current.points.slice(0, 22), current.points[23]!, current.points[22]!] }, 'esperados 24 meses seguidos, em ordem, sem repetição'],
    ['a month missing in the middle', { points: [...monthsEnding('2025-07', 12), ...monthsEnding('2026-08', 12)] }, 'esperados 24 meses seguidos'],
    ['twelve months only', { points: monthsEnding('2026-08', 12) }, 'points: esperados 24 meses'],
    ['a rate of zero', { points: [...current.points.slice(0, 23), { month: '2026-08', value: 0 }] }, 'points.23.value: esperada uma taxa média de ao menos 0,5% a.m.'],
    ['a jump of a whole point in a month', { points: [...current.points.slice(0, 23), { month: '2026-08', value: 2.97 }] }, 'esperada uma variação de no máximo 0,5 ponto percentual'],
    ['another licence', { licence: 'CC-BY' }, 'licence'],
    ['no provenance', { provenance: undefined }, 'provenance'],
  ])('fails the schema, in Portuguese, on %s', (_, change, reason) => {
    const result = checkedSnapshot({ ...current, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(reason);
  });
});

describe('updatedSnapshot: the SGS answer read into the snapshot', () => {
  it('reads "01/09/2026" / "2.01" into month 2026-09 at 2.01, keeps the last 24 months and the series, records the day and the provenance', () => {
    const answer = sgsRows([...monthsEnding('2026-08', 24).slice(1), { month: '2026-09', value: 2.01 }]);
    const result = updatedSnapshot(current, answer, '2026-10-15');
    expect(result).toEqual({
      ok: true,
      snapshot: {
        ...current,
        fetchedAt: '2026-10-15',
        provenance: {
          source: `Banco Central do Brasil, SGS, série 25471; ${sgsApiUrl}`,
          howObtained: 'Fetched from the API by `pnpm rates:update`.',
        },
        points: [...current.points.slice(1), { month: '2026-09', value: 2.01 }],
      },
    });
  });

  it('accepts an answer for the same latest month with a revision of a hundredth (the Banco Central revises its figures)', () => {
    const answer = sgsRows([...current.points.slice(0, 23), { month: '2026-08', value: 1.98 }]);
    const result = updatedSnapshot(current, answer, '2026-09-20');
    expect(result.ok && result.snapshot.points.at(-1)).toEqual({ month: '2026-08', value: 1.98 });
  });

  it('keeps the last 24 months of a longer answer', () => {
    const result = updatedSnapshot(current, sgsRows(monthsEnding('2026-08', 30)), '2026-09-20');
    expect(result.ok && result.snapshot.points.map((point) => point.month)).toEqual(current.points.map((point) => point.month));
  });

  it('refuses an answer older than the snapshot, naming both months', () => {
    expect(updatedSnapshot(current, sgsRows(monthsEnding('2026-07', 24)), '2026-09-20')).toEqual({
      ok: false,
      message: 'Resposta do Banco Central (SGS 25471) recusada: o mês mais recente (2026-07) é anterior ao da cópia guardada (2026-08). Nada foi gravado.',
    });
  });

  it('refuses an answer that rewrites a committed month by more than the usual revision (another series), naming the month', () => {
    const answer = sgsRows(monthsEnding('2026-08', 24, 2.3));
    expect(updatedSnapshot(current, answer, '2026-09-20')).toEqual({
      ok: false,
      message:
        'Resposta do Banco Central (SGS 25471) recusada: o mês 2024-09 passaria de 1.97 para 2.3, mais que a revisão habitual (0.1). É a série certa? Nada foi gravado.',
    });
  });

  it.each([
    ['an object instead of the list', { erro: 'Série não encontrada' }, 'esperada uma lista de meses'],
    ['an empty list', [], 'a lista de meses veio vazia'],
    ['a number where the API writes a string', [{ data: '01/09/2026', valor: 2.01 }], 'esperado "valor" como texto'],
    ['a comma as the decimal', [{ data: '01/09/2026', valor: '2,01' }], 'esperado "valor" como 1.97'],
    ['an ISO date', [{ data: '2026-09-01', valor: '2.01' }], 'esperado "data" como 01/06/2026'],
    ['a day other than the first (a daily series)', [{ data: '15/09/2026', valor: '2.01' }], 'esperado "data" como 01/06/2026'],
    ['a field missing', [{ data: '01/09/2026' }], 'valor'],
    ['fewer than 24 months', sgsRows(monthsEnding('2026-09', 12)), 'esperados 24 meses'],
    ['months out of order', sgsRows([...monthsEnding('2026-09', 24)].reverse()), 'esperados 24 meses seguidos, em ordem, sem repetição'],
    ['a rate of zero', sgsRows([...monthsEnding('2026-08', 23), { month: '2026-09', value: 0 }]), 'esperada uma taxa média de ao menos 0,5% a.m.'],
    ['an annual rate (series 20749) by mistake', sgsRows(monthsEnding('2026-09', 24, 26.44)), 'no máximo 6% a.m.'],
    ['a month jumping by a whole point', sgsRows([...monthsEnding('2026-08', 23), { month: '2026-09', value: 2.97 }]), 'variação de no máximo 0,5 ponto'],
  ])('refuses %s, in Portuguese', (_, answer, reason) => {
    const result = updatedSnapshot(current, answer, '2026-10-20');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Resposta do Banco Central \(SGS 25471\) recusada/);
    expect(!result.ok && result.message).toContain(reason);
  });
});

describe('fetchUpdatedSnapshot: the live SGS request, with the fetch injected', () => {
  const today = new Date('2026-10-15T12:00:00Z');

  it('asks the API for the last 24 months as JSON and reads the answer', async () => {
    const asked: string[] = [];
    const result = await fetchUpdatedSnapshot(
      current,
      async (url) => {
        asked.push(url);
        return Response.json(sgsRows(monthsEnding('2026-09', 24)));
      },
      today,
    );
    expect(asked).toEqual(['https://api.bcb.gov.br/dados/serie/bcdata.sgs.25471/dados/ultimos/24?formato=json']);
    expect(result.ok && result.snapshot.fetchedAt).toBe('2026-10-15');
    expect(result.ok && result.snapshot.points.at(-1)).toEqual({ month: '2026-09', value: 1.97 });
  });
});

/* ------------------------------------------------------------- the ranking */

type OlindaRow = {
  InicioPeriodo: string;
  FimPeriodo: string;
  Segmento: string;
  Modalidade: string;
  Posicao: number;
  InstituicaoFinanceira: string;
  TaxaJurosAoMes: number;
  TaxaJurosAoAno: number;
  cnpj8: string;
};

/**
 * One period of the Olinda resource as it publishes it (`{"@odata.context": …, "value": [rows]}`):
 * `count` institutions from 1,00% a.m. up by 0,05, their yearly rate the monthly compounded.
 */
function olindaWeek(start: string, end: string, count = 12): OlindaRow[] {
  return Array.from({ length: count }, (_, index) => {
    const monthly = Math.round((1 + index * 0.05) * 100) / 100;
    return {
      InicioPeriodo: start,
      FimPeriodo: end,
      Segmento: 'PESSOA FÍSICA',
      Modalidade: 'Aquisição de veículos - Prefixado',
      Posicao: index + 1,
      InstituicaoFinanceira: `BCO EXEMPLO ${index + 1} S.A.`,
      TaxaJurosAoMes: monthly,
      TaxaJurosAoAno: Math.round(((1 + monthly / 100) ** 12 - 1) * 10_000) / 100,
      cnpj8: String(10_000_000 + index),
    };
  });
}
const odata = (rows: readonly object[]) => ({ '@odata.context': 'https://olinda.bcb.gov.br/olinda/servico/taxaJuros/versao/v2/odata$metadata#TaxasJurosDiariaPorInicioPeriodo', value: rows });

const currentRanking: InstitutionRankingSnapshot = {
  resource: 'TaxasJurosDiariaPorInicioPeriodo',
  apiUrl: rankingApiUrl,
  datasetUrl: 'https://dadosabertos.bcb.gov.br/dataset/taxas-de-juros-de-operacoes-de-credito',
  segment: 'PESSOA FÍSICA',
  modality: 'Aquisição de veículos - Prefixado',
  period: { start: '2026-08-11', end: '2026-08-17' },
  licence: 'ODbL',
  fetchedAt: '2026-12-01',
  provenance: { source: 'A fixture of the tests.', howObtained: 'Written by hand for the tests.' },
  institutions: olindaWeek('2026-08-11', '2026-08-17').map((row) => ({
    position: row.Posicao,
    name: row.InstituicaoFinanceira,
    cnpj8: row.cnpj8,
    monthly: row.TaxaJurosAoMes,
    yearly: row.TaxaJurosAoAno,
  })),
};

describe('the committed ranking (ranking.json)', () => {
  it('passes its schema: the week of 11–17 Aug 2026, PESSOA FÍSICA, "Aquisição de veículos - Prefixado", 39 institutions in order, each rate its own, with provenance', () => {
    const result = checkedRanking(committedRanking);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.snapshot.period).toEqual({ start: '2026-08-11', end: '2026-08-17' });
    expect(result.snapshot.institutions).toHaveLength(39);
    expect(result.snapshot.institutions[0]).toEqual({ position: 1, name: 'BCO MERCEDES-BENZ S.A.', cnpj8: '60814191', monthly: 0.39, yearly: 4.83 });
    expect(result.snapshot.institutions[35]).toEqual({ position: 36, name: 'BANCO PAN', cnpj8: '59285411', monthly: 2.9, yearly: 40.9 });
    expect(result.snapshot.institutions.at(-1)).toMatchObject({ position: 39, monthly: 3.36 });
    expect(result.snapshot.provenance.source).toMatch(/TaxasJurosDiariaPorInicioPeriodo/);
    expect(result.snapshot.provenance.howObtained).toMatch(/not an offer to any one person/);
    // BRAZIL.md: 0,39% to 3,36% a.m., median 1,77%.
    expect(result.snapshot.institutions[19]!.monthly).toBe(1.77);
  });

  it.each([
    ['a gap in the positions', (institutions: InstitutionRankingSnapshot['institutions']) => institutions.map((row, index) => (index === 3 ? { ...row, position: 5 } : row)), 'esperadas as posições 1, 2, 3…'],
    ['rates out of order', (institutions: InstitutionRankingSnapshot['institutions']) => institutions.map((row, index) => (index === 0 ? { ...row, monthly: 9, yearly: 181.27 } : row)), 'esperadas as taxas em ordem crescente de posição'],
    ['a yearly rate that is not the monthly compounded', (institutions: InstitutionRankingSnapshot['institutions']) => institutions.map((row, index) => (index === 2 ? { ...row, yearly: row.monthly * 12 + 5 } : row)), 'esperada a taxa ao ano equivalente à taxa ao mês'],
    ['a CNPJ twice', (institutions: InstitutionRankingSnapshot['institutions']) => institutions.map((row, index) => (index === 1 ? { ...row, cnpj8: institutions[0]!.cnpj8 } : row)), 'esperado cada CNPJ uma vez só'],
    ['a CNPJ of seven digits', (institutions: InstitutionRankingSnapshot['institutions']) => institutions.map((row, index) => (index === 1 ? { ...row, cnpj8: '1234567' } : row)), 'esperado o CNPJ básico com 8 dígitos'],
    ['five institutions only', (institutions: InstitutionRankingSnapshot['institutions']) => institutions.slice(0, 5), 'esperadas ao menos 10 instituições'],
  ])('fails the schema, in Portuguese, on %s', (_, change, reason) => {
    const result = checkedRanking({ ...currentRanking, institutions: change(currentRanking.institutions) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(reason);
  });

  it('fails the schema on a period that is not a week', () => {
    const result = checkedRanking({ ...currentRanking, period: { start: '2026-08-11', end: '2026-09-11' } });
    expect(!result.ok && result.message).toBe('esperado um período de 5 dias úteis (de 4 a 10 dias corridos)');
  });
});

describe('updatedRanking: the Olinda answer read into the ranking', () => {
  it('keeps the latest period of the answer (the previous week dropped), its institutions by position, and records the day and the provenance', () => {
    const latest = olindaWeek('2026-08-18', '2026-08-24', 15);
    const answer = odata([...[...latest].reverse(), ...olindaWeek('2026-08-11', '2026-08-17')]);
    const result = updatedRanking(currentRanking, answer, '2026-08-26');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.snapshot.period).toEqual({ start: '2026-08-18', end: '2026-08-24' });
    expect(result.snapshot.fetchedAt).toBe('2026-08-26');
    expect(result.snapshot.institutions).toHaveLength(15);
    expect(result.snapshot.institutions[0]).toEqual({ position: 1, name: 'BCO EXEMPLO 1 S.A.', cnpj8: '10000000', monthly: 1, yearly: 12.68 });
    expect(result.snapshot.provenance).toEqual({
      source: 'Banco Central do Brasil, Olinda, taxaJuros v2, TaxasJurosDiariaPorInicioPeriodo; PESSOA FÍSICA / Aquisição de veículos - Prefixado',
      howObtained: 'Fetched from the API by `pnpm rates:update` (the latest period of the answer).',
    });
  });

  it('accepts the same period again (a revision)', () => {
    const result = updatedRanking(currentRanking, odata(olindaWeek('2026-08-11', '2026-08-17', 11)), '2026-08-26');
    expect(result.ok && result.snapshot.institutions).toHaveLength(11);
  });

  it('refuses a period older than the committed one, naming both', () => {
    expect(updatedRanking(currentRanking, odata(olindaWeek('2026-08-04', '2026-08-10')), '2026-08-26')).toEqual({
      ok: false,
      message:
        'Resposta do Banco Central (taxas por instituição) recusada: o período mais recente (2026-08-04) é anterior ao da cópia guardada (2026-08-11). Nada foi gravado.',
    });
  });

  const week = olindaWeek('2026-08-18', '2026-08-24');
  it.each([
    ['a list without its OData envelope', week, 'esperado um objeto OData com "value"'],
    ['an empty list', odata([]), 'a lista de instituições veio vazia'],
    ['a rate written as text', odata(week.map((row, index) => (index === 0 ? { ...row, TaxaJurosAoMes: '1,00' } : row))), 'esperada "TaxaJurosAoMes" como número'],
    ['a date as the SGS writes it', odata(week.map((row) => ({ ...row, InicioPeriodo: '18/08/2026' }))), 'esperado "InicioPeriodo" como 2026-08-11'],
    ['a row of another modality', odata([...week, { ...week[0]!, Modalidade: 'Crédito pessoal não consignado - Prefixado' }]), 'veio uma linha de outra modalidade (PESSOA FÍSICA / Crédito pessoal não consignado - Prefixado)'],
    ['a row of companies', odata(week.map((row) => ({ ...row, Segmento: 'PESSOA JURÍDICA' }))), 'veio uma linha de outra modalidade'],
    ['a period with two ends', odata(week.map((row, index) => (index === 0 ? { ...row, FimPeriodo: '2026-08-25' } : row))), 'o período 2026-08-18 tem mais de um fim'],
    ['a period filling the whole page (maybe cut)', odata(Array.from({ length: 200 }, (_, index) => ({ ...week[0]!, Posicao: index + 1 }))), 'ocupa as 200 linhas pedidas'],
    ['five institutions only', odata(week.slice(0, 5)), 'esperadas ao menos 10 instituições'],
    ['a rate of 30% a.m.', odata(week.map((row, index) => (index === 11 ? { ...row, TaxaJurosAoMes: 30, TaxaJurosAoAno: 2229.81 } : row))), 'esperada uma taxa de no máximo 20% a.m.'],
    ['the monthly and yearly rates swapped', odata(week.map((row) => ({ ...row, TaxaJurosAoMes: row.TaxaJurosAoAno, TaxaJurosAoAno: row.TaxaJurosAoMes }))), 'esperada'],
    ['positions with a gap', odata(week.map((row, index) => (index > 4 ? { ...row, Posicao: row.Posicao + 1 } : row))), 'esperadas as posições 1, 2, 3…'],
  ])('refuses %s, in Portuguese', (_, answer, reason) => {
    const result = updatedRanking(currentRanking, answer, '2026-08-26');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Resposta do Banco Central \(taxas por instituição\) recusada/);
    expect(!result.ok && result.message).toContain(reason);
  });
});

describe('fetchUpdatedRanking: the live Olinda request, with the fetch injected', () => {
  const today = new Date('2026-08-26T12:00:00Z');

  it('asks for PESSOA FÍSICA, "Aquisição de veículos - Prefixado", latest period first, as JSON, spaces and accents percent-encoded', async () => {
    const asked: string[] = [];
    const result = await fetchUpdatedRanking(
      currentRanking,
      async (url) => {
        asked.push(url);
        return Response.json(odata(olindaWeek('2026-08-18', '2026-08-24')));
      },
      today,
    );
    expect(asked).toEqual([
      "https://olinda.bcb.gov.br/olinda/servico/taxaJuros/versao/v2/odata/TaxasJurosDiariaPorInicioPeriodo?$format=json&$filter=Segmento%20eq%20'PESSOA%20F%C3%8DSICA'%20and%20Modalidade%20eq%20'Aquisi%C3%A7%C3%A3o%20de%20ve%C3%ADculos%20-%20Prefixado'&$orderby=InicioPeriodo%20desc&$top=200",
    ]);
    expect(decodeURIComponent(asked[0]!)).toContain("$filter=Segmento eq 'PESSOA FÍSICA' and Modalidade eq 'Aquisição de veículos - Prefixado'");
    expect(asked[0]).not.toContain('+');
    expect(result.ok && result.snapshot.period.start).toBe('2026-08-18');
    expect(result.ok && result.snapshot.fetchedAt).toBe('2026-08-26');
  });
});

describe.each([
  ['fetchUpdatedSnapshot', sgsApiUrl, 'Resposta do Banco Central (SGS 25471) recusada', (fetcher: Fetcher) => fetchUpdatedSnapshot(current, fetcher, new Date())],
  ['fetchUpdatedRanking', rankingApiUrl, 'Resposta do Banco Central (taxas por instituição) recusada', (fetcher: Fetcher) => fetchUpdatedRanking(currentRanking, fetcher, new Date())],
])('%s: a request that fails', (_, url, refused, update) => {
  it('refuses an HTTP error, a body that is not JSON, and a network failure, each said in Portuguese with the address', async () => {
    await expect(update(async () => new Response('', { status: 503 }))).resolves.toEqual({
      ok: false,
      message: `O Banco Central respondeu HTTP 503 a ${url}. Nada foi gravado.`,
    });
    await expect(update(async () => new Response('<html>Manutenção</html>'))).resolves.toEqual({
      ok: false,
      message: `${refused}: não é JSON. Nada foi gravado.`,
    });
    await expect(update(async () => Promise.reject(new TypeError('fetch failed')))).resolves.toEqual({
      ok: false,
      message: `Não foi possível consultar o Banco Central (${url}): fetch failed. A máquina está conectada à internet?`,
    });
  });
});
