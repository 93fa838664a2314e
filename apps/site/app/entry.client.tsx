import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { AfterHydration } from './page-start/entries';
import { deploySafeNavigations, recoverLazyModules, restoreTyped, routerManifestFile } from './page-start/entries';
import { fetchSiteStylesheet } from './page-start/entries';
import { takeEarlyPresses } from './page-start/entries';
import { nameCampaignInPressedLinks } from './campaign/campaign';

// The page's start, in the order app/page-start/README.md gives. React Router's default client entry,
// plus: download the site's whole stylesheet (the page holds the part of it that styles what was
// prerendered; it is applied once hydrated), take over the presses held before hydration (from
// here on, React handles presses itself), and once hydrated perform them, mark when that is and
// start the counts (page-start/AfterHydration.tsx). What was typed before hydration needs nothing: the
// fields are uncontrolled, and hydration leaves their text in place. Across a deploy (page-start/deploys.ts, part
// of this entry): a navigation whose page's modules are gone loads that page instead, a lazy module
// that is gone reloads this page from the new build, and what was typed before that reload is put
// back first (and a press that waited on such a module made again: before the held presses are
// taken over, which hold it too). And every WhatsApp link pressed from now on names the visit's
// campaign (campaign/campaign.ts).
fetchSiteStylesheet();
nameCampaignInPressedLinks();
recoverLazyModules(routerManifestFile());
restoreTyped();
const replayEarlyPresses = takeEarlyPresses();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AfterHydration onCommitted={replayEarlyPresses}>
        <HydratedRouter instrumentations={deploySafeNavigations} />
      </AfterHydration>
    </StrictMode>,
  );
});
