/**
 * `#analytics` for a broker with counts (`estatisticas` in its file; the broker plugin picks this
 * module at build time, `off.ts` otherwise): the inline script that notes every link press from
 * the first byte (`recorder.inline.ts`), `count` for the forms' events, and the tracker (`counts.ts`,
 * Plausible's), fetched once the page is interactive.
 */
import { analyticsPrivacySection, brokerAnalytics } from '@repo/content';
import { useEffect } from 'react';
import type { AnalyticsHeadComponent, AnalyticsPrivacy, Count } from './api';
import { countsGlobal } from './recorder';
import recorder from './recorder.inline.ts?inline-script';

export const count: Count = (event, { origin, product }, page = window.location.pathname) => {
  window[countsGlobal]?.push({ event, origin, ...(product ? { product } : {}), page });
};

/** Fetches and starts the tracker, once the page has loaded and the main thread is idle. */
function startWhenIdle() {
  const start = () =>
    // Failing to load it (offline, blocked) loses the counts only; the queue stays in memory.
    void import('./counts').then(({ startCounting }) => startCounting(), () => {});
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export const analyticsPrivacy: AnalyticsPrivacy = brokerAnalytics && analyticsPrivacySection(brokerAnalytics);

export const AnalyticsHead: AnalyticsHeadComponent = () => {
  useEffect(() => {
    // No queue: the browser asks not to be tracked. Nothing is fetched.
    if (window[countsGlobal]) startWhenIdle();
  }, []);
  // Written into the prerendered page only: React keeps an element's prerendered inner HTML as it
  // hydrates, so no page downloads the script's text again in its modules.
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? recorder : '' }} />;
};
