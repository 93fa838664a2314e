import { init, track, type PlausibleRequestPayload } from '@plausible-analytics/tracker';
import type { BrokerAnalytics } from '@repo/content';
import { countsGlobal, type Recorded } from './recorder';
import { type SentEvent, sentUrl } from './sent';

let started = false;

/**
 * Starts Plausible's tracker for the broker's endpoint: the page view, then what waits in the
 * queue, then each press and event as it comes, each as `toEvent` says. Nothing without the
 * queue (the browser asks not to be tracked). The tracker's module (`counts.ts`) and the inline
 * sender of pages that do not hydrate (`sender.inline.ts`) both start it here.
 */
export function startTracker({ domain, endpoint }: BrokerAnalytics, toEvent: (entry: Recorded) => SentEvent): void {
  const queue = window[countsGlobal];
  if (started || !queue) return;
  started = true;
  init({
    domain,
    endpoint,
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
    const { name, props } = toEvent(entry);
    track(name, { props, url: `${window.location.origin}${props.page}` });
  };
  window[countsGlobal] = { push: send };
  for (const entry of queue as Recorded[]) send(entry);
}
