import { startTransition } from 'react';
import { recoverLazyModules, restoreTyped } from '../start/deploys';
import { takeEarlyPresses } from '../start/earlyPresses';
import { fetchSiteStylesheet } from '../start/siteStylesheet';
import { islandAttribute } from './Island';

/**
 * An island's start, in the order of app/start/README.md's client entry, less what the plain page
 * already does inline (the campaign in the links pressed): the whole stylesheet downloaded, a lazy
 * module lost to a deploy recovered and what was typed before that reload put back (and the press
 * that waited on the module made again), the held presses taken over, that one included
 * (performed once hydrated); then the island hydrates, in `Committed`
 * (app/start/Committed.tsx), which performs the presses and starts the counts once it has.
 */
export function startIsland(name: string, hydrate: (container: Element, onCommitted: () => void) => void): void {
  const container = document.querySelector(`div[${islandAttribute}="${name}"]`);
  if (!container) throw new Error(`Island "${name}": not in this page`);
  fetchSiteStylesheet();
  // Another build is deployed when the page served no longer names this module's file (a file of
  // this island's build, which its page preloads: deploy/islands.ts).
  recoverLazyModules(new URL(import.meta.url).pathname);
  restoreTyped();
  const replayEarlyPresses = takeEarlyPresses();
  startTransition(() => hydrate(container, replayEarlyPresses));
}
