/**
 * `pnpm rates:update`'s logic for the two committed Banco Central snapshots: the market's monthly
 * average (SGS series 25471, `snapshot.json`) and one week of the per-institution ranking (Olinda,
 * `TaxasJurosDiariaPorInicioPeriodo`, `ranking.json`). For each: the schema of the committed file,
 * the reading of the live answer, and the refusal of an answer that is malformed, implausible or
 * older than the committed one, with Portuguese messages for whoever runs it. Node-side only
 * (valibot stays out of the pages); `scripts/rates-update.mjs` gives it the real `fetch`, the tests
 * fixtures shaped as the published answers.
 */
import * as v from 'valibot';

/* ---------------------------------------------------------------- shared */

const isoDate = (message: string) => v.pipe(v.string(message), v.isoDate(message));

/**
 * Where a snapshot's figures come from, for every value in it: the source as published and how
 * the copy was obtained (transcribed from a stored copy, or fetched by `pnpm rates:update`).
 */
const provenanceSchema = v.strictObject({
  source: v.pipe(v.string(), v.minLength(10, 'esperada a fonte dos valores')),
  howObtained: v.pipe(v.string(), v.minLength(10, 'esperado como os valores foram obtidos')),
});

export type UpdateResult<Snapshot> = { ok: true; snapshot: Snapshot } | { ok: false; message: string };

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A committed snapshot checked against its schema, or what is wrong with it, in Portuguese. */
function checkedAgainst<Schema extends v.GenericSchema>(schema: Schema, data: unknown): UpdateResult<v.InferOutput<Schema>> {
  const checked = v.safeParse(schema, data);
  return checked.success ? { ok: true, snapshot: checked.output } : { ok: false, message: issueText(checked.issues) };
}

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** The JSON a Banco Central address answers, or why there is none (network, HTTP, not JSON), in Portuguese. */
async function fetchJson(url: string, fetcher: Fetcher, refused: string): Promise<{ ok: true; answer: unknown } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    return { ok: false, message: `Não foi possível consultar o Banco Central (${url}): ${(error as Error).message}. A máquina está conectada à internet?` };
  }
  if (!response.ok) return { ok: false, message: `O Banco Central respondeu HTTP ${response.status} a ${url}. Nada foi gravado.` };
  try {
    return { ok: true, answer: await response.json() };
  } catch {
    return { ok: false, message: `${refused}: não é JSON. Nada foi gravado.` };
  }
}

/**
 * One Banco Central source of a committed snapshot. Both follow one path (`updated`): the answer is
 * read by its published shape, made into a candidate, checked by the committed file's schema, and
 * compared with the committed copy; only the two middle steps are the source's own.
 */
type Source<Answer extends v.GenericSchema, Snapshot extends v.GenericSchema> = {
  /** The address asked. */
  url: string;
  /** The first words of every refusal: whose answer was refused. */
  refused: string;
  /** The answer as published. */
  answer: Answer;
  /** The committed file. */
  snapshot: Snapshot;
  /** The candidate the answer makes of the committed copy, or why the answer is refused. */
  candidate: (current: v.InferOutput<Snapshot>, answer: v.InferOutput<Answer>, fetchedAt: string) => { ok: true; candidate: unknown } | { ok: false; why: string };
  /** Why the checked candidate may not replace the committed copy (older, another series), if it may not. */
  conflict: (current: v.InferOutput<Snapshot>, next: v.InferOutput<Snapshot>) => string | undefined;
};

/** The snapshot `answer` makes of `current` through `source`, or why it is refused, in Portuguese. */
function updated<Answer extends v.GenericSchema, Snapshot extends v.GenericSchema>(
  source: Source<Answer, Snapshot>,
  current: v.InferOutput<Snapshot>,
  answer: unknown,
  fetchedAt: string,
): UpdateResult<v.InferOutput<Snapshot>> {
  // `why` ends a sentence: its own question mark, or a full stop added.
  const refusal = (why: string) => ({ ok: false as const, message: `${source.refused}: ${why}${/[.?!]$/.test(why) ? '' : '.'} Nada foi gravado.` });
  const parsed = v.safeParse(source.answer, answer);
  if (!parsed.success) return refusal(`formato inesperado (${issueText(parsed.issues)})`);
  const made = source.candidate(current, parsed.output, fetchedAt);
  if (!made.ok) return refusal(made.why);
  const checked = v.safeParse(source.snapshot, made.candidate);
  if (!checked.success) return refusal(issueText(checked.issues));
  const conflict = source.conflict(current, checked.output);
  return conflict ? refusal(conflict) : { ok: true, snapshot: checked.output };
}

/** The snapshot `current` updated from `source`'s live address through `fetcher`, or why it was not. */
async function fetchUpdated<Answer extends v.GenericSchema, Snapshot extends v.GenericSchema>(
  source: Source<Answer, Snapshot>,
  current: v.InferOutput<Snapshot>,
  fetcher: Fetcher,
  today: Date,
): Promise<UpdateResult<v.InferOutput<Snapshot>>> {
  const fetched = await fetchJson(source.url, fetcher, source.refused);
  return fetched.ok ? updated(source, current, fetched.answer, today.toISOString().slice(0, 10)) : fetched;
}

/* ------------------------------------------- the market's average (SGS 25471) */

export const sgsSeriesId = 25471;
/** How many months the snapshot holds, the chart draws and the update asks for. */
export const sgsMonths = 24;
export const sgsApiUrl = `https://api.bcb.gov.br/dados/serie/bcdata.sgs.${sgsSeriesId}/dados/ultimos/${sgsMonths}?formato=json`;

/**
 * The market's monthly average, plausibly: series 25471 has stayed between about 1,2% and 3% a.m.
 * since it began (2011); outside 0,5–6% the answer is another series (the annual 20749: 26,44) or
 * a typing error at the source.
 */
export const plausibleAverage = { min: 0.5, max: 6 } as const;
/** The most the average moves from one month to the next, in percentage points (it moves by hundredths). */
export const plausibleMonthlyChange = 0.5;
/**
 * The most a month already committed may be revised by a new answer, in percentage points: the
 * Banco Central revises its latest month or two by about 0,01; a larger change is another series.
 */
export const plausibleRevision = 0.1;

const month = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'esperado um mês como 2026-06'));
const average = v.pipe(
  v.number(),
  v.minValue(plausibleAverage.min, 'esperada uma taxa média de ao menos 0,5% a.m.'),
  v.maxValue(plausibleAverage.max, 'esperada uma taxa média de no máximo 6% a.m. (uma taxa ao ano, da série 20749?)'),
);

/** `2026-12` → `2027-01`. */
function nextMonth(value: string): string {
  const [year = 0, number = 0] = value.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The committed `snapshot.json`: 24 months in a row, each with its value; the provenance covers every one. */
export const snapshotSchema = v.pipe(
  v.strictObject({
    seriesId: v.literal(sgsSeriesId),
    seriesName: v.pipe(v.string(), v.minLength(10)),
    unit: v.literal('% a.m.'),
    apiUrl: v.literal(sgsApiUrl),
    datasetUrl: v.pipe(v.string(), v.startsWith('https://dadosabertos.bcb.gov.br/')),
    licence: v.literal('ODbL'),
    fetchedAt: isoDate('esperada a data da consulta como 2026-08-11'),
    provenance: provenanceSchema,
    points: v.pipe(
      v.array(v.strictObject({ month, value: average })),
      v.length(sgsMonths, `esperados ${sgsMonths} meses`),
    ),
  }),
  v.check(
    ({ points }) => points.every((point, index) => index === 0 || nextMonth(points[index - 1]!.month) === point.month),
    `esperados ${sgsMonths} meses seguidos, em ordem, sem repetição`,
  ),
  v.check(
    ({ points }) => points.every((point, index) => index === 0 || Math.abs(point.value - points[index - 1]!.value) <= plausibleMonthlyChange + 1e-9),
    `esperada uma variação de no máximo ${String(plausibleMonthlyChange).replace('.', ',')} ponto percentual de um mês para o seguinte`,
  ),
);
export type MarketRateSnapshot = v.InferOutput<typeof snapshotSchema>;

/** One row of the SGS answer, as it is published: `{"data":"01/06/2026","valor":"1.97"}`, both strings. */
const sgsRow = v.strictObject({
  data: v.pipe(v.string('esperado "data" como texto'), v.regex(/^01\/(0[1-9]|1[0-2])\/\d{4}$/, 'esperado "data" como 01/06/2026')),
  valor: v.pipe(v.string('esperado "valor" como texto'), v.regex(/^\d{1,2}(\.\d{1,4})?$/, 'esperado "valor" como 1.97')),
});
const sgsAnswer = v.pipe(v.array(sgsRow, 'esperada uma lista de meses'), v.minLength(1, 'a lista de meses veio vazia'));

/** The market's average as `pnpm rates:update` reads it from the SGS API. */
const sgs: Source<typeof sgsAnswer, typeof snapshotSchema> = {
  url: sgsApiUrl,
  refused: 'Resposta do Banco Central (SGS 25471) recusada',
  answer: sgsAnswer,
  snapshot: snapshotSchema,
  candidate: (current, rows, fetchedAt) => {
    const points = rows.map(({ data, valor }) => {
      const [, monthNumber, year] = data.split('/');
      return { month: `${year}-${monthNumber}`, value: Number(valor) };
    });
    const provenance = { source: `Banco Central do Brasil, SGS, série ${sgsSeriesId}; ${sgsApiUrl}`, howObtained: 'Fetched from the API by `pnpm rates:update`.' };
    return { ok: true, candidate: { ...current, fetchedAt, provenance, points: points.slice(-sgsMonths) } };
  },
  conflict: (current, next) => {
    const latest = next.points.at(-1)!.month;
    const committed = current.points.at(-1)!.month;
    if (latest < committed) return `o mês mais recente (${latest}) é anterior ao da cópia guardada (${committed})`;
    const committedValues = new Map(current.points.map((point) => [point.month, point.value]));
    const revised = next.points.find((point) => {
      const before = committedValues.get(point.month);
      return before !== undefined && Math.abs(before - point.value) > plausibleRevision + 1e-9;
    });
    return revised
      ? `o mês ${revised.month} passaria de ${committedValues.get(revised.month)} para ${revised.value}, mais que a revisão habitual (${plausibleRevision}). É a série certa?`
      : undefined;
  },
};

/** The committed snapshot checked against its schema, or what is wrong with it, in Portuguese. */
export const checkedSnapshot = (data: unknown): UpdateResult<MarketRateSnapshot> => checkedAgainst(snapshotSchema, data);

/**
 * The snapshot that `answer` (the SGS API's parsed JSON) makes of `current`, or why it is refused:
 * a malformed answer; not 24 months in a row; an implausible value (outside 0,5–6% a.m., a jump of
 * more than half a point in a month, a committed month revised by more than 0,1); or a latest month
 * older than the committed one (a stale cache, a wrong series).
 */
export const updatedSnapshot = (current: MarketRateSnapshot, answer: unknown, fetchedAt: string) => updated(sgs, current, answer, fetchedAt);

/** The snapshot `current` updated from the live SGS API through `fetcher`, or why it was not. */
export const fetchUpdatedSnapshot = (current: MarketRateSnapshot, fetcher: Fetcher, today: Date) => fetchUpdated(sgs, current, fetcher, today);

/* ------------------------------- one week of the ranking by institution (Olinda) */

export const rankingResource = 'TaxasJurosDiariaPorInicioPeriodo';
export const rankingSegment = 'PESSOA FÍSICA';
export const rankingModality = 'Aquisição de veículos - Prefixado';
/** Rows asked for: several weeks of the modality's 30 to 50 institutions, the latest whole. */
export const rankingPageSize = 200;
/**
 * The Olinda query: the segment and modality, latest period first. OData's `$` parameters stay
 * literal; the values are percent-encoded (never URLSearchParams, which writes a space as `+`).
 */
export const rankingApiUrl =
  `https://olinda.bcb.gov.br/olinda/servico/taxaJuros/versao/v2/odata/${rankingResource}?$format=json` +
  `&$filter=${encodeURIComponent(`Segmento eq '${rankingSegment}' and Modalidade eq '${rankingModality}'`)}` +
  `&$orderby=${encodeURIComponent('InicioPeriodo desc')}&$top=${rankingPageSize}`;

/** Fewer institutions than this in a week is a partial answer: the modality has had 30 to 50. */
export const minRankedInstitutions = 10;
/** An institution's average, plausibly, in % a.m. (some lend at 0,4%, none above 20%). */
export const plausibleInstitutionRate = { min: 0.01, max: 20 } as const;

/** Days from the start to the end of a period: 5 business days span 4 to 10 calendar days with holidays. */
function periodDays(start: string, end: string): number {
  return (Date.parse(end) - Date.parse(start)) / 86_400_000;
}

/** The annual rate a monthly rate compounds to, both in percent: 1,97 → 26,39. */
const compounded = (monthly: number) => ((1 + monthly / 100) ** 12 - 1) * 100;

const rankedInstitution = v.strictObject({
  position: v.pipe(v.number(), v.integer('esperada uma posição inteira'), v.minValue(1, 'esperada uma posição a partir de 1')),
  name: v.pipe(v.string(), v.minLength(2, 'esperado o nome da instituição')),
  cnpj8: v.pipe(v.string(), v.regex(/^\d{8}$/, 'esperado o CNPJ básico com 8 dígitos')),
  monthly: v.pipe(
    v.number(),
    v.minValue(plausibleInstitutionRate.min, 'esperada uma taxa acima de zero'),
    v.maxValue(plausibleInstitutionRate.max, 'esperada uma taxa de no máximo 20% a.m.'),
  ),
  yearly: v.pipe(v.number(), v.minValue(plausibleInstitutionRate.min, 'esperada uma taxa ao ano acima de zero')),
});

/** The committed `ranking.json`: one period, its institutions in the Banco Central's order; the provenance covers every value. */
export const rankingSchema = v.pipe(
  v.strictObject({
    resource: v.literal(rankingResource),
    apiUrl: v.literal(rankingApiUrl),
    datasetUrl: v.pipe(v.string(), v.startsWith('https://dadosabertos.bcb.gov.br/')),
    segment: v.literal(rankingSegment),
    modality: v.literal(rankingModality),
    period: v.strictObject({ start: isoDate('esperado o início como 2026-08-11'), end: isoDate('esperado o fim como 2026-08-17') }),
    licence: v.literal('ODbL'),
    fetchedAt: isoDate('esperada a data da consulta como 2026-08-11'),
    provenance: provenanceSchema,
    institutions: v.pipe(
      v.array(rankedInstitution),
      v.minLength(minRankedInstitutions, `esperadas ao menos ${minRankedInstitutions} instituições`),
    ),
  }),
  v.check(({ period }) => {
    const days = periodDays(period.start, period.end);
    return days >= 4 && days <= 10;
  }, 'esperado um período de 5 dias úteis (de 4 a 10 dias corridos)'),
  v.check(
    ({ institutions }) => institutions.every((institution, index) => institution.position === index + 1),
    'esperadas as posições 1, 2, 3… em ordem, sem falta nem repetição',
  ),
  v.check(
    ({ institutions }) =>
      institutions.every((institution, index) => index === 0 || institution.monthly >= institutions[index - 1]!.monthly),
    'esperadas as taxas em ordem crescente de posição',
  ),
  v.check(
    ({ institutions }) =>
      institutions.every(({ monthly, yearly }) => Math.abs(compounded(monthly) - yearly) <= Math.max(0.5, 0.02 * yearly)),
    'esperada a taxa ao ano equivalente à taxa ao mês',
  ),
  v.check(({ institutions }) => new Set(institutions.map((institution) => institution.cnpj8)).size === institutions.length, 'esperado cada CNPJ uma vez só'),
);
export type InstitutionRankingSnapshot = v.InferOutput<typeof rankingSchema>;

/** One row of the Olinda answer as published (its other fields, if any, are ignored). */
const olindaRow = v.object({
  InicioPeriodo: isoDate('esperado "InicioPeriodo" como 2026-08-11'),
  FimPeriodo: isoDate('esperado "FimPeriodo" como 2026-08-17'),
  Segmento: v.string('esperado "Segmento" como texto'),
  Modalidade: v.string('esperada "Modalidade" como texto'),
  Posicao: v.number('esperada "Posicao" como número'),
  InstituicaoFinanceira: v.string('esperada "InstituicaoFinanceira" como texto'),
  TaxaJurosAoMes: v.number('esperada "TaxaJurosAoMes" como número'),
  TaxaJurosAoAno: v.number('esperada "TaxaJurosAoAno" como número'),
  cnpj8: v.string('esperado "cnpj8" como texto'),
});
const olindaAnswer = v.object(
  { value: v.pipe(v.array(olindaRow, 'esperada uma lista de instituições em "value"'), v.minLength(1, 'a lista de instituições veio vazia')) },
  'esperado um objeto OData com "value"',
);

/** One week of the ranking as `pnpm rates:update` reads it from the Olinda service. */
const olinda: Source<typeof olindaAnswer, typeof rankingSchema> = {
  url: rankingApiUrl,
  refused: 'Resposta do Banco Central (taxas por instituição) recusada',
  answer: olindaAnswer,
  snapshot: rankingSchema,
  candidate: (current, { value: rows }, fetchedAt) => {
    const stray = rows.find((row) => row.Segmento !== rankingSegment || row.Modalidade !== rankingModality);
    if (stray) return { ok: false, why: `veio uma linha de outra modalidade (${stray.Segmento} / ${stray.Modalidade})` };
    const start = rows.reduce((latest, row) => (row.InicioPeriodo > latest ? row.InicioPeriodo : latest), '');
    const week = rows.filter((row) => row.InicioPeriodo === start).sort((a, b) => a.Posicao - b.Posicao);
    if (week.length >= rankingPageSize) return { ok: false, why: `o período ${start} ocupa as ${rankingPageSize} linhas pedidas e pode estar incompleto` };
    const ends = new Set(week.map((row) => row.FimPeriodo));
    if (ends.size !== 1) return { ok: false, why: `o período ${start} tem mais de um fim (${[...ends].join(', ')})` };
    const provenance = {
      source: `Banco Central do Brasil, Olinda, taxaJuros v2, ${rankingResource}; ${rankingSegment} / ${rankingModality}`,
      howObtained: 'Fetched from the API by `pnpm rates:update` (the latest period of the answer).',
    };
    const institutions = week.map((row) => ({
      position: row.Posicao,
      name: row.InstituicaoFinanceira.trim(),
      cnpj8: row.cnpj8,
      monthly: row.TaxaJurosAoMes,
      yearly: row.TaxaJurosAoAno,
    }));
    return { ok: true, candidate: { ...current, period: { start, end: week[0]!.FimPeriodo }, fetchedAt, provenance, institutions } };
  },
  conflict: (current, next) =>
    next.period.start < current.period.start
      ? `o período mais recente (${next.period.start}) é anterior ao da cópia guardada (${current.period.start})`
      : undefined,
};

/** The committed ranking checked against its schema, or what is wrong with it, in Portuguese. */
export const checkedRanking = (data: unknown): UpdateResult<InstitutionRankingSnapshot> => checkedAgainst(rankingSchema, data);

/**
 * The ranking that `answer` (the Olinda query's parsed JSON) makes of `current`: the rows of its
 * latest period, or why it is refused: a malformed answer; a row of another segment or modality;
 * a latest period that fills the whole page (it may be cut) or has two ends; implausible rows
 * (fewer than 10 institutions, positions with gaps, rates out of order or out of range, the yearly
 * rate not the monthly compounded, a CNPJ twice); or a period older than the committed one.
 */
export const updatedRanking = (current: InstitutionRankingSnapshot, answer: unknown, fetchedAt: string) => updated(olinda, current, answer, fetchedAt);

/** The ranking `current` updated from the live Olinda service through `fetcher`, or why it was not. */
export const fetchUpdatedRanking = (current: InstitutionRankingSnapshot, fetcher: Fetcher, today: Date) => fetchUpdated(olinda, current, fetcher, today);
