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
import { init, track, type PlausibleRequestPayload } from '@plausible-analytics/tracker';
import { analyticsEvents, brokerAnalytics, origins, productById, type OriginId } from '@repo/content';
import { readOriginLine } from '@repo/whatsapp';
import { countsGlobal, type Recorded } from './recorder';

/** Query parameters an address keeps when sent: how a visit was brought (Plausible's sources). */
const campaignParams = /^(utm_(source|medium|campaign|content|term)|ref|source)$/;

/** `url` without its query (campaign tags aside) and fragment. */
export function sentUrl(url: string): string {
  const parsed = new URL(url);
  const kept = new URLSearchParams([...parsed.searchParams].filter(([name]) => campaignParams.test(name))).toString();
  return `${parsed.origin}${parsed.pathname}${kept ? `?${kept}` : ''}`;
}

/** An event as sent: its name and props. */
export type SentEvent = { readonly name: string; readonly props: { origin: string; product?: string; page: string } };

const withProduct = (product: string | undefined) => (product ? { product } : {});

/**
 * What a press or an event is counted as: a WhatsApp link by its text's origin line (the words the
 * broker reads in the conversation), a phone or e-mail link by its container's `data-origem`.
 */
export function sentEvent(entry: Recorded): SentEvent {
  if ('event' in entry) {
    const { event, origin, product, page } = entry;
    const name = typeof event === 'object' ? analyticsEvents.wizardStep(event.step) : analyticsEvents[event];
    return { name, props: { origin: origins[origin], ...withProduct(product && productById(product).label), page } };
  }
  const { href, page } = entry;
  if (href.startsWith('https://wa.me/')) {
    // The spot and the product only: the campaign its origin line may name is never sent.
    const { origin = '', product } = readOriginLine(decodeURIComponent(href.split('?text=')[1] ?? '')) ?? {};
    return { name: analyticsEvents.whatsapp, props: { origin, ...withProduct(product), page } };
  }
  const origin = origins[entry.origin as OriginId] ?? '';
  return { name: href.startsWith('tel:') ? analyticsEvents.phone : analyticsEvents.email, props: { origin, page } };
}

let started = false;

/** Starts counting: page views from now on, then what waits in the queue, then each as it comes. */
export function startCounting(): void {
  const queue = window[countsGlobal];
  if (started || !brokerAnalytics || !queue) return;
  started = true;
  init({
    domain: brokerAnalytics.domain,
    endpoint: brokerAnalytics.endpoint,
    // No `window.plausible`, no console line for an ignored event.
    bindToWindow: false,
    logging: false,
    transformRequest: (payload: PlausibleRequestPayload) => ({
      ...payload,
      u: sentUrl(payload.u),
      r: payload.r ? sentUrl(payload.r) : payload.r,
    }),
  });
  const send = (entry: Recorded) => {
    const { name, props } = sentEvent(entry);
    track(name, { props, url: `${window.location.origin}${props.page}` });
  };
  window[countsGlobal] = { push: send };
  for (const entry of queue as Recorded[]) send(entry);
}
