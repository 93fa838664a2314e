import type { VehicleKindId } from '@repo/content';
import * as v from 'valibot';
import type {
  VehicleChoice,
  VehiclePrice,
  VehicleValueFailure,
  VehicleValueResult,
  VehicleValueSource,
} from './source';

/**
 * The FIPE table through Parallelum's public API v2 (MIT; documented in the `deividfortuna/fipe`
 * repository, `v2/api.json`). This is the one module that knows the API's address, paths and
 * answer shapes; everything else sees a {@link VehicleValueSource}.
 *
 * Every answer is checked against the published schema at run time (valibot): a changed or broken
 * answer is a `unexpected-shape` failure, not an exception in the page. Answers are kept in memory
 * for the visit (the table changes once a month); a failure is not kept, so asking again retries.
 */

/** Where the API lives; the site's CSP `connect-src` must list this origin. */
export const fipeApiBase = 'https://fipe.parallelum.com.br/api/v2';

/** How long one request may take before it is a `timeout` failure. */
export const fipeTimeoutMs = 6000;

/** The API's name for each kind of vehicle of the site. */
const apiVehicleType = {
  carro: 'cars',
  moto: 'motorcycles',
  caminhao: 'trucks',
} as const satisfies Record<VehicleKindId, 'cars' | 'motorcycles' | 'trucks'>;

// The published schema (`definitions` of v2/api.json). Unknown keys are ignored, so additions to
// the API do not break the site; a missing or retyped key does.

/** `domain.VehicleBrand`, `domain.VehicleModel` and `domain.VehicleYear` share this shape. */
const choiceList = v.array(v.object({ code: v.string(), name: v.string() }));

/** The table writes prices as "R$ 10.000,00" (the space may be a no-break space). */
const brlPrice = v.pipe(
  v.string(),
  v.regex(/^R\$\s*\d{1,3}(\.\d{3})*,\d{2}$/u, 'price is not written as "R$ 10.000,00"'),
  v.transform((text) => Number(text.replace(/[^\d,]/gu, '').replace(',', '.'))),
);

/** `domain.VehicleDetail` (the price endpoint). */
const vehicleDetail = v.object({
  brand: v.string(),
  codeFipe: v.string(),
  fuel: v.string(),
  model: v.string(),
  modelYear: v.pipe(v.number(), v.integer()),
  price: brlPrice,
  referenceMonth: v.string(),
});

/** Options of {@link createFipeSource}. */
export type FipeSourceOptions = {
  /** A free token from fipe.online (more requests a day); sent as `X-Subscription-Token`. */
  readonly token?: string;
  /** Milliseconds before a request is given up ({@link fipeTimeoutMs} by default). */
  readonly timeoutMs?: number;
  /** The API's base URL (a broker's proxy of the same API, say). */
  readonly baseUrl?: string;
};

function failure(reason: VehicleValueFailure['reason'], detail: string, status?: number): { ok: false; failure: VehicleValueFailure } {
  return { ok: false, failure: status === undefined ? { reason, detail } : { reason, detail, status } };
}

/** The FIPE table as a {@link VehicleValueSource}, with its own in-memory cache. */
export function createFipeSource(options: FipeSourceOptions = {}): VehicleValueSource {
  const { token, timeoutMs = fipeTimeoutMs, baseUrl = fipeApiBase } = options;
  const cache = new Map<string, Promise<VehicleValueResult<unknown>>>();

  async function request<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<VehicleValueResult<T>> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      return failure('offline', 'the browser reports no network connection');
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          headers: token ? { accept: 'application/json', 'X-Subscription-Token': token } : { accept: 'application/json' },
          signal: controller.signal,
          // Nothing of the visitor's goes with the request.
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        });
      } catch (error) {
        if (timedOut) return failure('timeout', `no answer within ${timeoutMs} ms`);
        // Node's fetch hides the reason (ENOTFOUND, ECONNREFUSED) in `cause`; browsers give none (CORS).
        const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        return failure('network', `request failed: ${String(error)}${cause}`);
      }
      if (response.status === 429) return failure('rate-limited', 'HTTP 429: too many requests', 429);
      if (response.status === 404) return failure('not-found', 'HTTP 404', 404);
      if (!response.ok) return failure('http', `HTTP ${response.status}`, response.status);
      let body: unknown;
      try {
        body = JSON.parse(await response.text());
      } catch (error) {
        if (timedOut) return failure('timeout', `no answer within ${timeoutMs} ms`);
        return failure('malformed', `the answer is not JSON: ${String(error)}`);
      }
      const parsed = v.safeParse(schema, body);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const where = issue ? v.getDotPath(issue) : null;
        return failure('unexpected-shape', `the answer does not match the schema${where ? ` at ${where}` : ''}: ${issue?.message ?? ''}`);
      }
      return { ok: true, value: parsed.output };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One request per path for the visit; a failed one is forgotten so that it can be asked again. */
  function cached<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<VehicleValueResult<T>> {
    const known = cache.get(path) as Promise<VehicleValueResult<T>> | undefined;
    if (known) return known;
    const pending = request(path, schema).then((result) => {
      if (!result.ok) cache.delete(path);
      return result;
    });
    cache.set(path, pending);
    return pending;
  }

  const segment = encodeURIComponent;
  const brandsPath = (kind: VehicleKindId) => `/${apiVehicleType[kind]}/brands`;
  const modelsPath = (kind: VehicleKindId, brand: string) => `${brandsPath(kind)}/${segment(brand)}/models`;
  const yearsPath = (kind: VehicleKindId, brand: string, model: string) => `${modelsPath(kind, brand)}/${segment(model)}/years`;

  const choices = (path: string): Promise<VehicleValueResult<readonly VehicleChoice[]>> => cached(path, choiceList);

  return {
    brands: (kind) => choices(brandsPath(kind)),
    models: (kind, brand) => choices(modelsPath(kind, brand)),
    years: (kind, brand, model) => choices(yearsPath(kind, brand, model)),
    async price(kind, brand, model, year) {
      const result = await cached(`${yearsPath(kind, brand, model)}/${segment(year)}`, vehicleDetail);
      if (!result.ok) return result;
      const detail = result.value;
      const price: VehiclePrice = {
        value: detail.price,
        referenceMonth: detail.referenceMonth.trim(),
        brand: detail.brand,
        model: detail.model,
        modelYear: detail.modelYear,
        fuel: detail.fuel,
        code: detail.codeFipe,
      };
      return { ok: true, value: price };
    },
  };
}
