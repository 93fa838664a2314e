import { startTransition } from 'react';
import { recoverLazyModules, restoreTyped } from '../start/deploys';
import { takeEarlyPresses } from '../start/earlyPresses';
import { fetchSiteStylesheet } from '../start/siteStylesheet';
import { islandAttribute } from './Island';

/**
 * An island's start, in the order of app/start/README.md's client entry, less what the plain page
 * already does inline (the campaign in the links pressed): the whole stylesheet downloaded, the
 * held presses taken over (performed once hydrated), a lazy module lost to a deploy recovered and
 * what was typed before that reload put back; then the island hydrates, in `Committed`
 * (app/start/Committed.tsx), which performs the presses and starts the counts once it has.
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
