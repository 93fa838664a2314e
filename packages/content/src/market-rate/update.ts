/**
 * `pnpm rates:update`'s logic: the schema of the committed snapshot, the reading of the Banco
 * Central's SGS answer, and the refusal of an answer that is malformed or older than the snapshot,
 * with Portuguese messages for whoever runs it. Node-side only (valibot stays out of the pages);
 * `scripts/rates-update.mjs` gives it the real `fetch`, the tests a fixture shaped like the API's.
 */
import * as v from 'valibot';

export const sgsSeriesId = 25471;
export const sgsApiUrl = `https://api.bcb.gov.br/dados/serie/bcdata.sgs.${sgsSeriesId}/dados/ultimos/12?formato=json`;

const month = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'esperado um mês como 2026-06'));
/** A monthly average rate in percent: the series has stayed between 1 and 4 since it began. */
const percentAMonth = v.pipe(v.number(), v.minValue(0.01, 'esperada uma taxa acima de zero'), v.maxValue(20, 'esperada uma taxa abaixo de 20% a.m.'));

/** The snapshot committed in `snapshot.json`. */
export const snapshotSchema = v.pipe(
  v.strictObject({
    seriesId: v.literal(sgsSeriesId),
    seriesName: v.pipe(v.string(), v.minLength(10)),
    unit: v.literal('% a.m.'),
    apiUrl: v.literal(sgsApiUrl),
    datasetUrl: v.pipe(v.string(), v.startsWith('https://dadosabertos.bcb.gov.br/')),
    licence: v.literal('ODbL'),
    fetchedAt: v.pipe(v.string(), v.isoDate('esperada a data da consulta como 2026-08-11')),
    provenance: v.pipe(v.string(), v.minLength(10)),
    points: v.pipe(
      v.array(v.strictObject({ month, value: percentAMonth })),
      v.minLength(1, 'esperado ao menos um mês'),
      v.maxLength(12, 'esperados no máximo 12 meses'),
    ),
  }),
  v.check(
    (snapshot) => snapshot.points.every((point, index) => index === 0 || snapshot.points[index - 1]!.month < point.month),
    'esperados os meses em ordem, sem repetição',
  ),
);
export type MarketRateSnapshot = v.InferOutput<typeof snapshotSchema>;

/** One row of the API's answer, as it is published: `{"data":"01/06/2026","valor":"1.97"}`, both strings. */
const sgsRow = v.strictObject({
  data: v.pipe(v.string('esperado "data" como texto'), v.regex(/^01\/(0[1-9]|1[0-2])\/\d{4}$/, 'esperado "data" como 01/06/2026')),
  valor: v.pipe(v.string('esperado "valor" como texto'), v.regex(/^\d{1,2}(\.\d{1,4})?$/, 'esperado "valor" como 1.97')),
});
const sgsAnswer = v.pipe(v.array(sgsRow, 'esperada uma lista de meses'), v.minLength(1, 'a lista de meses veio vazia'));

export type UpdateResult = { ok: true; snapshot: MarketRateSnapshot } | { ok: false; message: string };

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** The committed snapshot checked against its schema, or what is wrong with it, in Portuguese. */
export function checkedSnapshot(data: unknown): UpdateResult {
  const checked = v.safeParse(snapshotSchema, data);
  return checked.success ? { ok: true, snapshot: checked.output } : { ok: false, message: issueText(checked.issues) };
}

/**
 * The snapshot that `answer` (the API's parsed JSON) makes of `current`, or why it is refused: a
 * malformed answer, months out of order, a rate outside the plausible range, or a latest month
 * older than the snapshot's (the API answering from a stale cache, or a wrong series).
 */
export function updatedSnapshot(current: MarketRateSnapshot, answer: unknown, fetchedAt: string): UpdateResult {
  const rows = v.safeParse(sgsAnswer, answer);
  if (!rows.success) return { ok: false, message: `Resposta do Banco Central recusada (formato inesperado): ${issueText(rows.issues)}.` };
  const points = rows.output.map(({ data, valor }) => {
    const [, monthNumber, year] = data.split('/');
    return { month: `${year}-${monthNumber}`, value: Number(valor) };
  });
  const candidate = { ...current, fetchedAt, provenance: `Fetched from ${sgsApiUrl} by \`pnpm rates:update\`.`, points: points.slice(-12) };
  const checked = v.safeParse(snapshotSchema, candidate);
  if (!checked.success) return { ok: false, message: `Resposta do Banco Central recusada: ${issueText(checked.issues)}.` };
  const latest = checked.output.points.at(-1)!.month;
  const committed = current.points.at(-1)!.month;
  if (latest < committed) {
    return {
      ok: false,
      message: `Resposta do Banco Central recusada: o mês mais recente (${latest}) é anterior ao da cópia guardada (${committed}). Nada foi gravado.`,
    };
  }
  return { ok: true, snapshot: checked.output };
}

/** The snapshot `current` updated from the live API through `fetcher`, or why it was not. */
export async function fetchUpdatedSnapshot(
  current: MarketRateSnapshot,
  fetcher: (url: string, init: RequestInit) => Promise<Response>,
  today: Date,
): Promise<UpdateResult> {
  let response: Response;
  try {
    response = await fetcher(sgsApiUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    return { ok: false, message: `Não foi possível consultar o Banco Central (${sgsApiUrl}): ${(error as Error).message}. A máquina está conectada à internet?` };
  }
  if (!response.ok) return { ok: false, message: `O Banco Central respondeu HTTP ${response.status} a ${sgsApiUrl}. Nada foi gravado.` };
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { ok: false, message: 'Resposta do Banco Central recusada: não é JSON. Nada foi gravado.' };
  }
  return updatedSnapshot(current, answer, today.toISOString().slice(0, 10));
}
