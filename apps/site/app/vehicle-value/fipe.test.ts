import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFipeSource, fipeApiBase } from './fipe';
import brands from './fixtures/cars/brands.json';
import models from './fixtures/cars/models.json';
import price from './fixtures/cars/price.json';
import years from './fixtures/cars/years.json';
import motorcycleBrands from './fixtures/motorcycles/brands.json';
import motorcycleModels from './fixtures/motorcycles/models.json';
import motorcyclePrice from './fixtures/motorcycles/price.json';
import motorcycleYears from './fixtures/motorcycles/years.json';
import truckBrands from './fixtures/trucks/brands.json';
import truckModels from './fixtures/trucks/models.json';
import truckPrice from './fixtures/trucks/price.json';
import truckYears from './fixtures/trucks/years.json';

/** A stub of `fetch` answering every request with `body` (a value to serialise, or raw text). */
function answer(body: unknown, init: ResponseInit = { status: 200 }) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const stub = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(text, { ...init, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', stub);
  return stub;
}

const requestedUrl = (stub: ReturnType<typeof answer>, call = 0) => String(stub.mock.calls[call]![0]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FIPE source › answers shaped as the published schema (v2/api.json)', () => {
  it('brands: the brands of the vehicle type, by code and name', async () => {
    const stub = answer(brands);
    const result = await createFipeSource().brands('carro');
    expect(requestedUrl(stub)).toBe(`${fipeApiBase}/cars/brands`);
    expect(result).toEqual({ ok: true, value: brands });
  });

  it.each([
    ['moto', 'motorcycles'],
    ['caminhao', 'trucks'],
  ] as const)('brands of a %s ask for the %s table', async (kind, apiType) => {
    const stub = answer(brands);
    await createFipeSource().brands(kind);
    expect(requestedUrl(stub)).toBe(`${fipeApiBase}/${apiType}/brands`);
  });

  // The e2e suite serves these to the browser (e2e/fipe.ts): each kind's answers pass the client's schema.
  it.each([
    ['moto', motorcycleBrands, motorcycleModels, motorcycleYears, motorcyclePrice, 12_345],
    ['caminhao', truckBrands, truckModels, truckYears, truckPrice, 389_900],
  ] as const)('the %s fixtures are answers the client takes', async (kind, kindBrands, kindModels, kindYears, kindPrice, value) => {
    for (const [body, ask] of [
      [kindBrands, (source: ReturnType<typeof createFipeSource>) => source.brands(kind)],
      [kindModels, (source: ReturnType<typeof createFipeSource>) => source.models(kind, '1')],
      [kindYears, (source: ReturnType<typeof createFipeSource>) => source.years(kind, '1', '2')],
    ] as const) {
      answer(body);
      expect(await ask(createFipeSource())).toEqual({ ok: true, value: body });
    }
    answer(kindPrice);
    expect(await createFipeSource().price(kind, '1', '2', '3')).toMatchObject({ ok: true, value: { value, code: kindPrice.codeFipe } });
  });

  it('models: the models of a brand', async () => {
    const stub = answer(models);
    const result = await createFipeSource().models('carro', '23');
    expect(requestedUrl(stub)).toBe(`${fipeApiBase}/cars/brands/23/models`);
    expect(result).toEqual({ ok: true, value: models });
  });

  it('years: the model years of a model', async () => {
    const stub = answer(years);
    const result = await createFipeSource().years('carro', '23', '5940');
    expect(requestedUrl(stub)).toBe(`${fipeApiBase}/cars/brands/23/models/5940/years`);
    expect(result).toEqual({ ok: true, value: years });
  });

  it('price: reais as a number, the reference month and what identifies the vehicle', async () => {
    const stub = answer(price);
    const result = await createFipeSource().price('carro', '23', '5940', '2014-3');
    expect(requestedUrl(stub)).toBe(`${fipeApiBase}/cars/brands/23/models/5940/years/2014-3`);
    expect(result).toEqual({
      ok: true,
      value: {
        value: 58231,
        referenceMonth: 'novembro de 2026',
        brand: 'VW - VolksWagen',
        model: 'AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut',
        modelYear: 2014,
        fuel: 'Diesel',
        code: '005340-6',
      },
    });
  });

  it.each([
    ['R$ 58.231,00', 58231],
    ['R$\u00a01.234.567,89', 1234567.89],
    ['R$ 999,50', 999.5],
  ])('price %j is %d reais', async (written, reais) => {
    answer({ ...price, price: written });
    const result = await createFipeSource().price('carro', '23', '5940', '2014-3');
    expect(result.ok && result.value.value).toBe(reais);
  });

  it('sends the token, when the broker has one, and nothing of the visitor', async () => {
    const stub = answer(brands);
    await createFipeSource({ token: 'abc.def' }).brands('carro');
    const init = stub.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('X-Subscription-Token')).toBe('abc.def');
    expect(init.credentials).toBe('omit');
    expect(init.referrerPolicy).toBe('no-referrer');
  });

  it('sends no token header without a token', async () => {
    const stub = answer(brands);
    await createFipeSource().brands('carro');
    expect(new Headers(stub.mock.calls[0]![1]!.headers).has('X-Subscription-Token')).toBe(false);
  });
});

describe('FIPE source › cache for the visit', () => {
  it('asks the API once for the same question', async () => {
    const stub = answer(brands);
    const source = createFipeSource();
    const [first, second] = await Promise.all([source.brands('carro'), source.brands('carro')]);
    const third = await source.brands('carro');
    expect(stub).toHaveBeenCalledTimes(1);
    expect(first).toEqual(second);
    expect(third).toEqual(first);
    await source.brands('moto');
    expect(stub).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so that asking again retries', async () => {
    answer('', { status: 503 });
    const source = createFipeSource();
    expect((await source.brands('carro')).ok).toBe(false);
    const stub = answer(brands);
    expect(await source.brands('carro')).toEqual({ ok: true, value: brands });
    expect(stub).toHaveBeenCalledTimes(1);
  });
});

describe('FIPE source › every failure is a typed result, never an exception', () => {
  it('offline: no request is made', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stub = answer(brands);
    const result = await createFipeSource().brands('carro');
    expect(result).toMatchObject({ ok: false, failure: { reason: 'offline' } });
    expect(stub).not.toHaveBeenCalled();
  });

  it('429: rate limited (500 requests a day without a token)', async () => {
    answer('{"message":"Too Many Requests"}', { status: 429 });
    expect(await createFipeSource().brands('carro')).toMatchObject({ ok: false, failure: { reason: 'rate-limited', status: 429 } });
  });

  it.each([500, 502, 503])('HTTP %d: a server error', async (status) => {
    answer('', { status });
    expect(await createFipeSource().models('carro', '23')).toMatchObject({ ok: false, failure: { reason: 'http', status } });
  });

  it('404: a code the table does not know', async () => {
    answer('{}', { status: 404 });
    expect(await createFipeSource().years('carro', '23', '1')).toMatchObject({ ok: false, failure: { reason: 'not-found' } });
  });

  it('CORS or network error: fetch rejects', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await createFipeSource().brands('carro')).toMatchObject({ ok: false, failure: { reason: 'network' } });
  });

  it('malformed JSON', async () => {
    answer('[{"code": "21", "name": "Fiat"');
    expect(await createFipeSource().brands('carro')).toMatchObject({ ok: false, failure: { reason: 'malformed' } });
  });

  it.each([
    ['an object instead of a list', { brands }],
    ['a numeric code', [{ code: 21, name: 'Fiat' }]],
    ['a missing name', [{ code: '21' }]],
  ])('brands with %s: the schema changed', async (_case, body) => {
    answer(body);
    expect(await createFipeSource().brands('carro')).toMatchObject({ ok: false, failure: { reason: 'unexpected-shape' } });
  });

  it.each([
    ['a price without R$', { ...price, price: '58231.00' }],
    ['a year as text', { ...price, modelYear: '2014' }],
    ['no reference month', { ...price, referenceMonth: undefined }],
  ])('price with %s: the schema changed', async (_case, body) => {
    answer(body);
    const result = await createFipeSource().price('carro', '23', '5940', '2014-3');
    expect(result).toMatchObject({ ok: false, failure: { reason: 'unexpected-shape' } });
  });

  it('timeout: a request with no answer is given up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const result = await createFipeSource({ timeoutMs: 50 }).brands('carro');
    expect(result).toMatchObject({ ok: false, failure: { reason: 'timeout' } });
  });
});
