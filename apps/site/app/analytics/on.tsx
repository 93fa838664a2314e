/**
 * `#analytics` for a broker with counts (`estatisticas` in its file; the broker plugin picks this
 * module at build time, `off.ts` otherwise): the inline script that notes every link press from
 * the first byte (`recorder.inline.ts`), `count` for the forms' events, and the tracker (`counts.ts`,
 * Plausible's), fetched once the page is interactive; on a page that does not hydrate, the same
 * tracker inline (`sender.inline.ts`); on the others, the page's start (app/page-start/AfterHydration.tsx)
 * starts it.
 */
import { analyticsPrivacySection, brokerAnalytics } from '@repo/content';
import { InlineScript } from '../components/InlineScript';
import type { AnalyticsHeadComponent, AnalyticsPrivacy, Count, StartCounts } from './api';
import { countsGlobal } from './recorder';
import recorder from './recorder.inline.ts?inline-script';
import sender from './sender.inline.ts?inline-script';
import { countsAttribute, type SenderConfig, whenIdle } from './sent';
import { countsTable } from './table';

export const count: Count = (event, { origin, product }, page = window.location.pathname) => {
  window[countsGlobal]?.push({ event, origin, ...(product ? { product } : {}), page });
};

let countsStarted = false;

/** Fetches and starts the tracker, once the page has loaded and the main thread is idle; once a page, however many islands ask. */
export const startCounts: StartCounts = () => {
  // No queue: the browser asks not to be tracked. Nothing is fetched.
  if (!window[countsGlobal] || countsStarted) return;
  countsStarted = true;
  whenIdle(
    () =>
      // Failing to load it (offline, blocked) loses the counts only; the queue stays in memory.
      void import('./counts').then(({ startCounting }) => startCounting(), () => {}),
  );
};

export const analyticsPrivacy: AnalyticsPrivacy = brokerAnalytics && analyticsPrivacySection(brokerAnalytics);

/** The inline sender's data: the broker's endpoint and the table of its copy (a page without modules only). */
const senderConfig = (): string => JSON.stringify({ ...brokerAnalytics!, table: countsTable } satisfies SenderConfig);

export const AnalyticsHead: AnalyticsHeadComponent = ({ runsModules }) => {
  // A page without the site's modules gets the tracker inline, after the recorder (sender.inline.ts).
  return (
    <>
      <InlineScript code={recorder} />
      {import.meta.env.SSR && !runsModules && <InlineScript code={sender} {...{ [countsAttribute]: senderConfig() }} />}
    </>
  );
};
