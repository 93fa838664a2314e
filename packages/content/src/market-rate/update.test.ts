import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkedSnapshot, fetchUpdatedSnapshot, sgsApiUrl, updatedSnapshot, type MarketRateSnapshot } from './update';

const committedFile = JSON.parse(readFileSync(new URL('./snapshot.json', import.meta.url), 'utf8')) as unknown;

/** A snapshot whose latest month is June 2026, as the committed one. */
const current: MarketRateSnapshot = {
  seriesId: 25471,
  seriesName: 'Taxa média mensal de juros das operações de crédito com recursos livres - Pessoas físicas - Aquisição de veículos',
  unit: '% a.m.',
  apiUrl: sgsApiUrl,
  datasetUrl: 'https://dadosabertos.bcb.gov.br/dataset/25471',
  licence: 'ODbL',
  fetchedAt: '2026-08-11',
  provenance: 'A fixture of the tests.',
  points: [{ month: '2026-06', value: 1.97 }],
};

/** Rows shaped exactly as the API publishes them: both fields strings, the date the first of the month. */
const rows = (...entries: [data: string, valor: string][]) => entries.map(([data, valor]) => ({ data, valor }));

describe('the committed snapshot (snapshot.json)', () => {
  it('passes its schema: series 25471 in % a.m., its API and open-data addresses, ODbL, when it was fetched, 1 to 12 months in order', () => {
    const result = checkedSnapshot(committedFile);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.snapshot.apiUrl).toBe('https://api.bcb.gov.br/dados/serie/bcdata.sgs.25471/dados/ultimos/12?formato=json');
    expect(result.snapshot.seriesName).toMatch(/Pessoas físicas - Aquisição de veículos/);
    expect(result.snapshot.points.length).toBeGreaterThanOrEqual(1);
  });

  it('fails the schema, in Portuguese, on months out of order, a rate of zero or another licence', () => {
    expect(checkedSnapshot({ ...current, points: [{ month: '2026-06', value: 1.9 }, { month: '2026-05', value: 1.8 }] })).toEqual({
      ok: false,
      message: 'esperados os meses em ordem, sem repetição',
    });
    expect(checkedSnapshot({ ...current, points: [{ month: '2026-06', value: 0 }] })).toEqual({
      ok: false,
      message: 'points.0.value: esperada uma taxa acima de zero',
    });
    expect(checkedSnapshot({ ...current, licence: 'CC-BY' })).toMatchObject({ ok: false });
  });
});

describe('updatedSnapshot: the API answer read into the snapshot', () => {
  it('reads "01/07/2026" / "2.01" into month 2026-07 at 2.01, keeps the series, records the day fetched', () => {
    const result = updatedSnapshot(current, rows(['01/06/2026', '1.97'], ['01/07/2026', '2.01']), '2026-09-30');
    expect(result).toEqual({
      ok: true,
      snapshot: {
        ...current,
        fetchedAt: '2026-09-30',
        provenance: `Fetched from ${sgsApiUrl} by \`pnpm rates:update\`.`,
        points: [
          { month: '2026-06', value: 1.97 },
          { month: '2026-07', value: 2.01 },
        ],
      },
    });
  });

  it('accepts an answer for the same latest month (the Banco Central revises its figures)', () => {
    const result = updatedSnapshot(current, rows(['01/06/2026', '1.98']), '2026-08-20');
    expect(result.ok && result.snapshot.points).toEqual([{ month: '2026-06', value: 1.98 }]);
  });

  it('keeps the last 12 months of a longer answer', () => {
    const answer = Array.from({ length: 14 }, (_, index) => {
      const date = new Date(Date.UTC(2025, 4 + index, 1));
      return { data: `01/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`, valor: '1.9' };
    });
    const result = updatedSnapshot(current, answer, '2026-08-20');
    expect(result.ok && result.snapshot.points.map((point) => point.month)).toEqual([
      '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06',
    ]);
  });

  it('refuses an answer older than the snapshot, naming both months', () => {
    expect(updatedSnapshot(current, rows(['01/04/2026', '1.95'], ['01/05/2026', '1.96']), '2026-08-20')).toEqual({
      ok: false,
      message: 'Resposta do Banco Central recusada: o mês mais recente (2026-05) é anterior ao da cópia guardada (2026-06). Nada foi gravado.',
    });
  });

  it.each([
    ['an object instead of the list', { erro: 'Série não encontrada' }, 'esperada uma lista de meses'],
    ['an empty list', [], 'a lista de meses veio vazia'],
    ['a number where the API writes a string', [{ data: '01/07/2026', valor: 2.01 }], 'esperado "valor" como texto'],
    ['a comma as the decimal', rows(['01/07/2026', '2,01']), 'esperado "valor" como 1.97'],
    ['an ISO date', rows(['2026-07-01', '2.01']), 'esperado "data" como 01/06/2026'],
    ['a day other than the first (a daily series)', rows(['15/07/2026', '2.01']), 'esperado "data" como 01/06/2026'],
    ['a field missing', [{ data: '01/07/2026' }], 'valor'],
    ['months out of order', rows(['01/07/2026', '2.01'], ['01/06/2026', '1.97']), 'esperados os meses em ordem, sem repetição'],
    ['a rate of zero', rows(['01/07/2026', '0.00']), 'esperada uma taxa acima de zero'],
    ['an annual rate (series 20749) by mistake', rows(['01/07/2026', '26.44']), 'esperada uma taxa abaixo de 20% a.m.'],
  ])('refuses %s, in Portuguese', (_, answer, reason) => {
    const result = updatedSnapshot(current, answer, '2026-08-20');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Resposta do Banco Central recusada/);
    expect(!result.ok && result.message).toContain(reason);
  });
});

describe('fetchUpdatedSnapshot: the live request, with the fetch injected', () => {
  const today = new Date('2026-09-30T12:00:00Z');

  it('asks the API for the last 12 months as JSON and reads the answer', async () => {
    const asked: string[] = [];
    const result = await fetchUpdatedSnapshot(
      current,
      async (url) => {
        asked.push(url);
        return Response.json(rows(['01/06/2026', '1.97'], ['01/07/2026', '2.01']));
      },
      today,
    );
    expect(asked).toEqual(['https://api.bcb.gov.br/dados/serie/bcdata.sgs.25471/dados/ultimos/12?formato=json']);
    expect(result.ok && result.snapshot.fetchedAt).toBe('2026-09-30');
    expect(result.ok && result.snapshot.points.at(-1)).toEqual({ month: '2026-07', value: 2.01 });
  });

  it('refuses an HTTP error, a body that is not JSON, and a network failure, each said in Portuguese', async () => {
    await expect(fetchUpdatedSnapshot(current, async () => new Response('', { status: 503 }), today)).resolves.toEqual({
      ok: false,
      message: `O Banco Central respondeu HTTP 503 a ${sgsApiUrl}. Nada foi gravado.`,
    });
    await expect(fetchUpdatedSnapshot(current, async () => new Response('<html>Manutenção</html>'), today)).resolves.toEqual({
      ok: false,
      message: 'Resposta do Banco Central recusada: não é JSON. Nada foi gravado.',
    });
    const offline = await fetchUpdatedSnapshot(current, async () => Promise.reject(new TypeError('fetch failed')), today);
    expect(offline).toEqual({
      ok: false,
      message: `Não foi possível consultar o Banco Central (${sgsApiUrl}): fetch failed. A máquina está conectada à internet?`,
    });
  });
});
