import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';

/*
 * A route says whether its page hydrates, in its `handle` (React Router's place for what a route
 * tells its parents). A page with nothing interactive but links says `handle = plainPage`: root.tsx
 * then leaves `<Scripts />` out of it, so it loads no module at all, and a client-side navigation to
 * it loads it as a document instead (`deploys.ts`). Its phone menu is
 * the browser's own popover (layout/Header.tsx), its counts an inline sender (app/analytics/).
 */

/** What a route module's `handle` may say about its page's JavaScript. */
export type PageHandle = { readonly hydrates?: boolean; readonly island?: boolean };

/** The `handle` of a page with nothing interactive but links: it ships no framework JavaScript. */
export const plainPage: PageHandle = { hydrates: false };

/**
 * The `handle` of a page that does not hydrate but holds a form that does, alone (app/islands/):
 * a plain page, plus the presses held before its island hydrates.
 */
export const islandPage: PageHandle = { hydrates: false, island: true };

/** Whether a route module's `handle` lets its page hydrate (any route without a handle does). */
export const handleHydrates = (handle: unknown): boolean => (handle as PageHandle | undefined)?.hydrates !== false;

/** Whether a page whose matched routes have these handles hydrates: only when every one of them does. */
export const pageHydrates = (matches: readonly { handle?: unknown }[]): boolean => matches.every((match) => handleHydrates(match.handle));

/**
 * True in React Router's render of its SPA fallback (entry.server.tsx: `isSpaMode`, the build's
 * `__spa-fallback.html`, which deploy/write.ts deletes): React Router refuses to build unless that
 * render has its scripts, and it renders at `/`, whose route (the landing) says it does not hydrate.
 */
export const SpaFallbackContext = createContext(false);

/** Whether the page being rendered hydrates: root.tsx, and what renders differently on a page that does not. */
export const usePageHydrates = (): boolean => {
  const fallback = useContext(SpaFallbackContext);
  const matches = useMatches();
  return fallback || pageHydrates(matches);
};

/** Whether the page being rendered holds an island (app/islands/), which hydrates alone. */
export const usePageHasIsland = (): boolean => useMatches().some((match) => (match.handle as PageHandle | undefined)?.island === true);
