import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';

/*
 * The FIPE API (Parallelum v2), served by the test: the site's browser asks it directly, and no
 * network reaches it here. Its answers are the fixtures of `app/vehicle-value/fixtures/`, shaped as
 * its published schema (`deividfortuna/fipe`, `v2/api.json`), one set per kind of vehicle; the
 * answers carry the API's CORS header, as the real one does, so the browser applies its rules.
 */

/** The API's origin and base path, as the site's CSP and client name them. */
export const fipeApi = 'https://fipe.parallelum.com.br/api/v2';

type Choice = { code: string; name: string };
type Detail = { brand: string; codeFipe: string; model: string; modelYear: number; price: string; referenceMonth: string };

const fixture = <T>(path: string): T => JSON.parse(readFileSync(new URL(`../app/vehicle-value/fixtures/${path}`, import.meta.url), 'utf8')) as T;

/** One kind of vehicle's answers, and the choices a test makes among them. */
export type FipeVehicle = {
  /** The API's name for the kind. */
  readonly type: 'cars' | 'motorcycles' | 'trucks';
  /** The site's name, as the lookup's radio and the wizard's select show it. */
  readonly kindLabel: string;
  readonly brands: Choice[];
  readonly models: Choice[];
  readonly years: Choice[];
  readonly price: Detail;
  /** The brand, model and year the fixtures' price is of (the models and years are that brand's and model's). */
  readonly brand: Choice;
  readonly model: Choice;
  readonly year: Choice;
};

function vehicle(type: FipeVehicle['type'], kindLabel: string, names: { brand: string; model: string; year: string }): FipeVehicle {
  const brands = fixture<Choice[]>(`${type}/brands.json`);
  const models = fixture<Choice[]>(`${type}/models.json`);
  const years = fixture<Choice[]>(`${type}/years.json`);
  const pick = (list: Choice[], name: string) => list.find((choice) => choice.name === name)!;
  return {
    type,
    kindLabel,
    brands,
    models,
    years,
    price: fixture<Detail>(`${type}/price.json`),
    brand: pick(brands, names.brand),
    model: pick(models, names.model),
    year: pick(years, names.year),
  };
}

export const fipeVehicles = {
  carro: vehicle('cars', 'Carro', { brand: 'VW - VolksWagen', model: 'AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut', year: '2014 Diesel' }),
  moto: vehicle('motorcycles', 'Moto', { brand: 'HONDA', model: 'CG 160 FAN/ FAN ESDi/ FAN FLEX/ FLEXONE', year: '2019 Gasolina' }),
  caminhao: vehicle('trucks', 'Caminhão', { brand: 'SCANIA', model: 'R-440 A 6x4 3-Eixos 2p (diesel)(E5)', year: '2015 Diesel' }),
} as const;

/** How the served API misbehaves: the failures the lookup must survive. */
export type FipeFailure = 'rate-limited' | 'server-error' | 'cors' | 'malformed';

/** What the served API does now; a test changes it as it goes. */
export type FipeServer = {
  /** Every request the page made to the API, by path (`/cars/brands`). */
  readonly requests: string[];
  /** Answers fail this way from now on (null: they succeed). */
  fail: FipeFailure | null;
  /** Milliseconds before each answer of a path matching this is sent. */
  delay: { path: RegExp; ms: number } | null;
};

const cors = { 'access-control-allow-origin': '*' };

/**
 * Serves the FIPE API to `page` from the fixtures: the brands of each kind, and the models, years
 * and price of the fixtures' brand and model only (any other code is the API's 404).
 */
export async function serveFipe(page: Page): Promise<FipeServer> {
  const server: FipeServer = { requests: [], fail: null, delay: null };
  await page.route(`${fipeApi}/**`, async (route: Route) => {
    const path = new URL(route.request().url()).pathname.replace('/api/v2', '');
    server.requests.push(path);
    if (server.delay?.path.test(path)) await new Promise((resolve) => setTimeout(resolve, server.delay!.ms));
    switch (server.fail) {
      case 'rate-limited':
        return route.fulfill({ status: 429, headers: cors, contentType: 'application/json', body: '{"error":"Too Many Requests"}' });
      case 'server-error':
        return route.fulfill({ status: 503, headers: cors, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' });
      case 'cors':
        // A CORS refusal reaches the page as a fetch that failed, like a dropped connection (an
        // answer fulfilled here without the CORS header would reach it anyway: the browser leaves
        // intercepted answers unchecked).
        return route.abort('accessdenied');
      case 'malformed':
        return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: '[{"code": "23", "name": ' });
      default:
    }
    const answer = answerOf(path);
    return answer === undefined
      ? route.fulfill({ status: 404, headers: cors, contentType: 'application/json', body: '{"error":"Not Found"}' })
      : route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  return server;
}

/** The fixture the API answers `path` with, or undefined (404). */
function answerOf(path: string): unknown {
  const [, type, , brand, , model, , year] = path.split('/');
  const served = Object.values(fipeVehicles).find((entry) => entry.type === type);
  if (!served) return undefined;
  if (brand === undefined) return served.brands;
  if (brand !== served.brand.code) return undefined;
  if (model === undefined) return served.models;
  if (model !== served.model.code) return undefined;
  if (year === undefined) return served.years;
  return year === served.year.code ? served.price : undefined;
}
