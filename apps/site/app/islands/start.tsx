import { startCounts } from '#analytics';
import { type ReactNode, startTransition, useEffect, useLayoutEffect } from 'react';
import { recoverLazyModules, restoreTyped } from '../start/deploys';
import { takeEarlyPresses } from '../start/earlyPresses';
import { applySiteStylesheet, fetchSiteStylesheet } from '../start/siteStylesheet';
import { islandAttribute } from './Island';

/** Name of the `performance.mark` set when the page's island has hydrated (as entry.client.tsx's). */
const hydratedMark = 'hydrated';

/**
 * Marks when the island is committed (its last layout effect, a parent's running after its
 * children's), then, once the whole stylesheet is applied, hands over to `onCommitted` (the held
 * presses): as entry.client.tsx's `Hydrated` does for a whole page.
 */
export function Committed({ children, onCommitted }: { children: ReactNode; onCommitted?: () => void }) {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(hydratedMark, 'mark').length === 0) performance.mark(hydratedMark);
  }, []);
  useEffect(() => {
    if (onCommitted) void applySiteStylesheet().then(onCommitted);
    // What a whole page's <head> starts once hydrated (AnalyticsHead): the tracker, if counting.
    startCounts();
  }, [onCommitted]);
  return children;
}

/**
 * An island's start, in the order of app/start/README.md's client entry, less what the plain page
 * already does inline (the campaign in the links pressed): the whole stylesheet downloaded, the
 * held presses taken over (performed once hydrated), a lazy module lost to a deploy recovered and
 * what was typed before that reload put back; then the island hydrates.
 */
export function startIsland(name: string, hydrate: (container: Element, onCommitted: () => void) => void): void {
  const container = document.querySelector(`div[${islandAttribute}="${name}"]`);
  if (!container) throw new Error(`Island "${name}": not in this page`);
  fetchSiteStylesheet();
  const replayEarlyPresses = takeEarlyPresses();
  // Another build is deployed when the page served no longer names this module's file (a file of
  // this island's build, which its page preloads: deploy/islands.ts).
  recoverLazyModules(new URL(import.meta.url).pathname);
  restoreTyped();
  startTransition(() => hydrate(container, replayEarlyPresses));
}
