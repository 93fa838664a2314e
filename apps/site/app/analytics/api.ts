import type { HandoffOrigin } from '@repo/content';

/**
 * What the site counts (`analyticsEvents` of `@repo/content` names each): a hand-off to WhatsApp
 * made by a form (links are counted as they are pressed, see `recorder.ts`), a simulation taken to
 * the wizard, a step of the wizard reached.
 */
export type CountedEvent = 'whatsapp' | 'simulation' | { readonly step: number };

/**
 * Counts one event at its origin, on `page` (the current page's path unless given). Returns at
 * once: nothing waits on the network, and before the tracker has arrived the event waits in a
 * queue. A no-op for a broker without counts, and when the browser asks not to be tracked.
 */
export type Count = (event: CountedEvent, origin: HandoffOrigin, page?: string) => void;

/**
 * Rendered in `<head>`: for a broker with counts, the inline script that queues every press on a
 * WhatsApp, phone or e-mail link from the first byte of the page, and on a page that runs none of
 * the site's modules, the tracker inline (`sender.inline.ts`). Nothing for a broker without.
 */
export type AnalyticsHeadComponent = (props: {
  /** Whether the page runs the site's modules (it hydrates, whole or an island): they start the tracker ({@link StartCounts}). */
  runsModules: boolean;
}) => React.ReactElement | null;

/**
 * Starts the tracker once the page is interactive (a no-op without counts, or when the browser asks
 * not to be tracked): called once React has committed what it hydrated, a whole page or an island
 * (app/page-start/AfterHydration.tsx).
 */
export type StartCounts = () => void;

/** The privacy notice's section on the counts (what, by whom, no cookie); null without counts. */
export type AnalyticsPrivacy = { readonly title: string; readonly text: string } | null;
