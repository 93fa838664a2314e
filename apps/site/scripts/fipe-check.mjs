/**
 * `pnpm fipe:check`: one real lookup against the live FIPE API (Parallelum, v2) with the site's own
 * client (`app/vehicle-value/fipe.ts`), for whoever deploys: it shows that the API answers, in the
 * shape the client expects, from this machine. Not part of the tests (they cannot reach the
 * internet; they serve fixtures instead). `FIPE_TOKEN=<token>` sends a fipe.online token;
 * `FIPE_BASE_URL=<url>` checks another server of the same API (a broker's proxy).
 * Exit code 0 when the whole lookup worked, 1 otherwise, with the step and the reason.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
// The client is TypeScript: Vite's module runner loads it as the site's build would.
const { module: fipe } = await runnerImport('./app/vehicle-value/fipe.ts', {
  root: siteRoot,
  configFile: false,
  logLevel: 'error',
});

const baseUrl = process.env.FIPE_BASE_URL || fipe.fipeApiBase;
const source = fipe.createFipeSource({ token: process.env.FIPE_TOKEN || undefined, baseUrl });

/** The answer of one step, or the end of the check with what failed. */
async function step(name, lookup) {
  const result = await lookup();
  if (result.ok) return result.value;
  const { reason, detail, status } = result.failure;
  console.error(`fipe:check FAILED at ${name}: ${reason}${status ? ` (HTTP ${status})` : ''} — ${detail}`);
  if (reason === 'network' || reason === 'timeout' || reason === 'offline') {
    console.error(`Could not reach ${baseUrl}: is this machine online, and does its network allow that origin?`);
  } else if (reason === 'rate-limited') {
    console.error('The API allows 500 requests a day without a token: set FIPE_TOKEN (free at https://fipe.online).');
  } else if (reason === 'unexpected-shape' || reason === 'malformed') {
    console.error('The API answered in a shape the client does not expect: compare it with v2/api.json of deividfortuna/fipe.');
  }
  process.exit(1);
}

/** The first choice whose name contains `wanted` (case aside), or the first one; an empty list ends the check. */
function pick(name, choices, wanted) {
  const choice = choices.find((c) => c.name.toLowerCase().includes(wanted)) ?? choices[0];
  if (choice) return choice;
  console.error(`fipe:check FAILED at ${name}: the API answered an empty list.`);
  process.exit(1);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

console.log(`fipe:check against ${baseUrl}${process.env.FIPE_TOKEN ? ' (with FIPE_TOKEN)' : ''}`);
const brands = await step('brands (cars)', () => source.brands('carro'));
console.log(`brands of cars: ${brands.length}`);
const brand = pick('brands (cars)', brands, 'volkswagen');
const models = await step(`models of ${brand.name}`, () => source.models('carro', brand.code));
const model = pick(`models of ${brand.name}`, models, 'gol');
console.log(`brand: ${brand.name} (${brand.code}), ${models.length} models; model: ${model.name} (${model.code})`);
const years = await step(`years of ${model.name}`, () => source.years('carro', brand.code, model.code));
const year = pick(`years of ${model.name}`, years, '');
console.log(`year: ${year.name} (${year.code}), of ${years.length}`);
const price = await step(`price of ${year.name}`, () => source.price('carro', brand.code, model.code, year.code));
console.log(`price: ${brl.format(price.value)} — reference month: ${price.referenceMonth}; FIPE code ${price.code}; ${price.brand} ${price.model} ${price.modelYear} ${price.fuel}`);
console.log('fipe:check OK');
