/**
 * `BROKER=<id> pnpm analytics:check`: sends one event, as the site's tracker does, to the counts
 * endpoint of that broker's file (`estatisticas`), for whoever deploys: it shows that the endpoint
 * answers Plausible's events API from this machine (`202`). Not part of the tests (they cannot
 * reach the internet; they answer the endpoint themselves). The event, "Verificação da instalação",
 * shows once in the broker's dashboard. Exit code 0 when the endpoint took it, 1 otherwise.
 */
import { createRequire } from 'node:module';
import { runnerImport } from 'vite';

const require = createRequire(import.meta.url);
// The loader is TypeScript: Vite's module runner loads it as the site's build does.
const { module: brokers } = await runnerImport(require.resolve('@repo/content/brokers'), { configFile: false, logLevel: 'error' });
const broker = brokers.loadBroker(process.env.BROKER);
const analytics = broker.analytics;
if (!analytics) {
  console.error(`analytics:check: ${brokers.brokerFileLabel(broker.id)} has no "estatisticas": the site counts nothing, there is nothing to check.`);
  process.exit(1);
}

const event = { n: 'Verificação da instalação', u: `${broker.identity.siteUrl}/`, d: analytics.domain, r: null, p: { origin: 'analytics:check' } };
console.log(`analytics:check: ${broker.id} → ${analytics.endpoint} (domain ${analytics.domain})`);
try {
  const response = await fetch(analytics.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', 'User-Agent': 'Mozilla/5.0 (analytics:check)' },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== 202) {
    console.error(`analytics:check FAILED: HTTP ${response.status} ${body.slice(0, 200)} — is this the events endpoint (…/api/event)?`);
    process.exit(1);
  }
  console.log(`analytics:check ok: HTTP 202 ${body.trim()}. In the dashboard of ${analytics.domain}, "Verificação da instalação" appears under Goals once you add it; page views appear as soon as the site is visited.`);
} catch (error) {
  console.error(`analytics:check FAILED: could not reach ${analytics.endpoint} (${error.message}): is this machine online, and is the endpoint served over HTTPS?`);
  process.exit(1);
}
