/**
 * The tracker, fetched by `on.tsx` once the page is interactive, for a broker with counts only:
 * Plausible's own (`@plausible-analytics/tracker`), pointed at the broker's endpoint. It counts
 * the page views (client-side navigations too) and sends what waits in the queue, then each press
 * and event as it comes. Plausible sets no cookie and keeps nothing in the browser; it sends with
 * `fetch(…, { keepalive: true })`, so an event outlives the page that sent it.
 *
 * Every event carries only `{ origin, product, page }` in Plausible's words (`analyticsEvents`,
 * `origins`): never anything typed. Its addresses are cut to the page's path (and campaign tags):
 * the wizard's address may carry the simulator's figures.
 */
import { analyticsEvents, brokerAnalytics, origins, productById } from '@repo/content';
import type { Recorded } from './recorder';
import { pressEvent, type SentEvent } from './sent';
import { countsTable } from './table';
import { startTracker } from './tracker';

/** What a press (`sent.ts`) or an event the site counts is sent as. */
export function sentEvent(entry: Recorded): SentEvent {
  if (!('event' in entry)) return pressEvent(entry, countsTable);
  const { event, origin, product, page } = entry;
  const name = typeof event === 'object' ? analyticsEvents.wizardStep(event.step) : analyticsEvents[event];
  return { name, props: { origin: origins[origin], ...(product ? { product: productById(product).label } : {}), page } };
}

/** Starts counting (`tracker.ts`): page views from now on, then what waits in the queue, then each as it comes. */
export function startCounting(): void {
  if (brokerAnalytics) startTracker(brokerAnalytics, sentEvent);
}
