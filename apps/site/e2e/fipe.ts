import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { fipeAnswers, type FipeVehicle } from './fipeAnswers';

/*
 * The FIPE API (Parallelum v2), served by the test: the site's browser asks it directly, and no
 * network reaches it here. Its answers are the fixtures' (e2e/fipeAnswers.ts); they carry the API's
 * CORS header, as the real one does, so the browser applies its rules.
 */

/** The API's origin and base path, as the site's CSP and client name them. */
export const fipeApi = 'https://fipe.parallelum.com.br/api/v2';

const { fipeVehicles, answerOf } = fipeAnswers((path) =>
  JSON.parse(readFileSync(new URL(`../app/vehicle-value/fixtures/${path}`, import.meta.url), 'utf8')),
);
export { fipeVehicles, type FipeVehicle };

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
