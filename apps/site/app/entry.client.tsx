import { startTransition, StrictMode, type ReactNode, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydratedMark } from './hydration/hydratedMark';
import { takeEarlyPresses } from './hydration/earlyPresses';

/**
 * Marks the moment React commits the hydrated page (`performance.mark('hydrated')`): from then on
 * every element on screen has its event handlers, so a press is handled by the page itself.
 * A parent's layout effect runs after all of its children's, in the same commit, so this one runs
 * once the whole document has been hydrated — before the browser paints again. `pnpm bench` and
 * any RUM script read it with `performance.getEntriesByName('hydrated')`.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(hydratedMark, 'mark').length === 0) performance.mark(hydratedMark);
  }, []);
  return children;
}

// React Router's default client entry, plus: keep what the visitor pressed before hydration (from
// here on, React handles presses itself), and mark when hydration is done. What was typed before
// hydration needs nothing: the fields are uncontrolled, and hydration leaves their text in place.
takeEarlyPresses();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <MarkHydrated>
        <HydratedRouter />
      </MarkHydrated>
    </StrictMode>,
  );
});
