import { type ComponentType, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AfterHydration } from './AfterHydration';
import { recoverLazyModules, restoreTyped } from './deploys';
import { takeEarlyPresses } from './earlyPresses';
import { fetchSiteStylesheet } from './siteStylesheet';
import { islandAttribute, islandPrefix } from './islandNames';

/**
 * An island's module, `app/islands/<name>.island.tsx`: what its `<Island name>` holds, as its
 * default export; and, if its page needs it, `start`, run as the island starts, before it
 * hydrates, which returns what to do once it has (the landing's links to its simulator).
 */
export type IslandModule = { default: ComponentType; start?: () => () => void };

/**
 * An island's start (its client entry, written by the build for each island its pages hold:
 * `islandEntryCode`, islandNames.ts), in the order of app/page-start/README.md's client entry, less what the plain
 * page already does inline (the campaign in the links pressed): the whole stylesheet downloaded,
 * a lazy module lost to a deploy recovered and what was typed before that reload put back (and the
 * press that waited on the module made again), the held presses taken over, that one included
 * (performed once hydrated); then the island hydrates as its own root, with the `identifierPrefix`
 * of its prerender, in `AfterHydration` (app/page-start/AfterHydration.tsx), which performs the presses and starts
 * the counts once it has.
 */
export function startIsland(name: string, { default: Content, start }: IslandModule): void {
  const started = start?.();
  const container = document.querySelector(`div[${islandAttribute}="${name}"]`);
  if (!container) throw new Error(`Island "${name}": not in this page`);
  fetchSiteStylesheet();
  // Another build is deployed when the page served no longer names this module's file (a file of
  // this island's build, which its page preloads: postbuild/islands.ts).
  recoverLazyModules(new URL(import.meta.url).pathname);
  restoreTyped();
  const replayEarlyPresses = takeEarlyPresses();
  const onCommitted = started
    ? () => {
        started();
        replayEarlyPresses();
      }
    : replayEarlyPresses;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AfterHydration onCommitted={onCommitted}>
          <Content />
        </AfterHydration>
      </StrictMode>,
      { identifierPrefix: islandPrefix(name) },
    );
  });
}
