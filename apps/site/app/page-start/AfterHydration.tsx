import { startCounts } from '#analytics';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { applySiteStylesheet } from './siteStylesheet';

/** Name of the `performance.mark` set when React has hydrated the page (or its island). */
const hydratedMark = 'hydrated';

/**
 * What follows hydration, for both client entries: around a whole page (entry.client.tsx) and
 * around an island (app/page-start/startIsland.tsx).
 *
 * Marks the moment React commits what it hydrated (`performance.mark('hydrated')`): from then on
 * every element it rendered has its event handlers, so a press is handled by the page itself. A
 * parent's layout effect runs after all of its children's, in the same commit, so this one runs
 * once the whole tree has been hydrated — before the browser paints again. `pnpm bench` and any RUM
 * script read it with `performance.getEntriesByName('hydrated')`; a page marks it once.
 *
 * Then performs the presses held before hydration (`onCommitted`: the entry gives it; the island's
 * prerender, where no effect runs, does not). Its mount effect is the tree's last (a parent's
 * runs after its children's): the router, on a whole page, listens by then, and the forms, whose
 * fields own what was typed, have read them. A held 'Continuar' goes through the form's own submit
 * handler, which reads the fields. And once the site's whole stylesheet, applied here, is there:
 * what a press opens (the menu, a dialog, the wizard's next step) may have no rule in the page's
 * inline part of it. And it starts the counts' tracker, for a broker with counts (it waits for the
 * page to be idle; `#analytics`).
 */
export function AfterHydration({ children, onCommitted }: { children: ReactNode; onCommitted?: () => void }) {
  useLayoutEffect(markHydrated, []);
  useEffect(() => finishStart(onCommitted), [onCommitted]);
  return children;
}

/** The `hydrated` mark, once a page. */
function markHydrated(): void {
  if (performance.getEntriesByName(hydratedMark, 'mark').length === 0) performance.mark(hydratedMark);
}

/** The whole stylesheet applied, then the held presses made; the counts' tracker started. */
function finishStart(replayHeldPresses?: () => void): void {
  void applySiteStylesheet().then(replayHeldPresses);
  startCounts();
}
