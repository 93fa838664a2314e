import { startTransition, StrictMode, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { deploySafeNavigations, recoverLazyModules, restoreTyped } from './start/deploys';
import { applySiteStylesheet, fetchSiteStylesheet } from './start/siteStylesheet';
import { takeEarlyPresses } from './start/earlyPresses';
import { nameCampaignInPressedLinks } from './campaign/campaign';

/** Name of the `performance.mark` set when React has hydrated the page. */
const hydratedMark = 'hydrated';

/**
 * Marks the moment React commits the hydrated page (`performance.mark('hydrated')`): from then on
 * every element on screen has its event handlers, so a press is handled by the page itself.
 * A parent's layout effect runs after all of its children's, in the same commit, so this one runs
 * once the whole document has been hydrated — before the browser paints again. `pnpm bench` and
 * any RUM script read it with `performance.getEntriesByName('hydrated')`.
 *
 * Then performs the presses held before hydration. Its mount effect is the page's last (a parent's
 * runs after its children's): the router listens by then, and the forms, whose fields own what
 * was typed, have read them. A held 'Continuar' goes through the form's own submit handler,
 * which reads the fields. And once the site's whole stylesheet, applied here, is there: what a
 * press opens (the menu, a dialog, the wizard's next step) may have no rule in the page's inline
 * part of it.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(hydratedMark, 'mark').length === 0) performance.mark(hydratedMark);
  }, []);
  useEffect(() => {
    void applySiteStylesheet().then(replayEarlyPresses);
  }, []);
  return children;
}

// The page's start, in the order app/start/README.md gives. React Router's default client entry,
// plus: download the site's whole stylesheet (the page holds the part of it that styles what was
// prerendered; it is applied once hydrated), take over the
// presses held before hydration (from here on, React handles presses itself), perform them once
// hydrated, and mark when that is. What was typed before hydration needs nothing: the fields are
// uncontrolled, and hydration leaves their text in place. Across a deploy (start/deploys.ts, part
// of this entry): a navigation whose page's modules are gone loads that page instead, a lazy module
// that is gone reloads this page from the new build, and what was typed before that reload is put
// back first. And every WhatsApp link pressed from now on names the visit's campaign
// (campaign/campaign.ts).
fetchSiteStylesheet();
const replayEarlyPresses = takeEarlyPresses();
nameCampaignInPressedLinks();
recoverLazyModules();
restoreTyped();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Hydrated>
        <HydratedRouter instrumentations={deploySafeNavigations} />
      </Hydrated>
    </StrictMode>,
  );
});
