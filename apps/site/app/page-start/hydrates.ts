import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';

/*
 * A route says how its page runs JavaScript, once, in its `handle` (React Router's place for what a
 * route tells its parents): `export const handle = { mode: 'plain' } satisfies PageHandle`. Everything
 * else reads it: root.tsx here, the build's map of the built pages' modes (postbuild/page-modes.ts),
 * which the build checks and the end-to-end helpers read.
 *
 * - `whole` (a route without a handle): the page hydrates whole, React Router's modules and all.
 * - `plain`: nothing interactive but links. root.tsx leaves `<Scripts />` out of it, so it loads
 *   no module at all, and a client-side navigation to it loads it as a document (`deploys.ts`). Its
 *   phone menu is the browser's own popover (layout/Header.tsx), its counts an inline sender
 *   (app/analytics/).
 * - `island`: a plain page but for its `<Island>` (app/islands/), which hydrates alone, as its own
 *   React root, with none of React Router's code; the presses before it are held.
 */

/** How a page runs JavaScript (above). */
export type PageMode = 'plain' | 'island' | 'whole';

/** What a route module's `handle` may say about its page's JavaScript. */
export type PageHandle = { readonly mode: PageMode };

/** A route module's mode: its handle's, `whole` without one. */
export const handleMode = (handle: unknown): PageMode => (handle as Partial<PageHandle> | undefined)?.mode ?? 'whole';

/** Whether a route module's `handle` lets its page hydrate whole (any route without a handle does). */
export const handleHydrates = (handle: unknown): boolean => handleMode(handle) === 'whole';

/** A page's mode, from its matched routes' handles: the deepest route's that says one, else `whole`. */
export const pageMode = (matches: readonly { handle?: unknown }[]): PageMode =>
  matches.map((match) => (match.handle as Partial<PageHandle> | undefined)?.mode).findLast((mode) => mode !== undefined) ?? 'whole';

/**
 * True in React Router's render of its SPA fallback (entry.server.tsx: `isSpaMode`, the build's
 * `__spa-fallback.html`, which postbuild/write.ts deletes): React Router refuses to build unless that
 * render has its scripts, and it renders at `/`, whose route (the landing) says it does not hydrate.
 */
export const SpaFallbackContext = createContext(false);

/** The mode of the page being rendered (the SPA fallback's: `whole`). */
export const usePageMode = (): PageMode => {
  const fallback = useContext(SpaFallbackContext);
  const mode = pageMode(useMatches());
  return fallback ? 'whole' : mode;
};

