import type { OriginId, ProductId } from '@repo/content';
import type { CountedEvent } from './api';

/*
 * For a broker with counts only (`on.tsx` renders it; `off.ts` has none of this). A press on a
 * WhatsApp, phone or e-mail link hands the visitor over at once (a new tab, the dialler, the mail
 * app), also before the page has hydrated, and the tracker arrives only once the page is
 * interactive: an inline script in `<head>` (`recorder.inline.ts`) notes each such press from the
 * first byte, and the tracker (`counts.ts`) sends what was noted, then each press as it comes. The
 * events the forms count (`count` of `on.tsx`) wait in the same queue.
 */

/** The global the presses and events wait in until the tracker takes them. */
export const countsGlobal = '__siteCounts';

/** A press on a link noted by `recorder.inline.ts`: its address, its container's `data-origem`, the page. */
export type RecordedPress = { readonly href: string; readonly origin: string; readonly page: string };

/** An event counted by the site's code. */
export type RecordedEvent = { readonly event: CountedEvent; readonly origin: OriginId; readonly product?: ProductId; readonly page: string };

/** Anything waiting to be sent. */
export type Recorded = RecordedPress | RecordedEvent;

declare global {
  interface Window {
    /** Absent when nothing is counted: no counts configured, or the browser asks not to be tracked. */
    [countsGlobal]?: { push(entry: Recorded): void };
  }
}
