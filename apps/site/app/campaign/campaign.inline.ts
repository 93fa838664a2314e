import { campaignFromQuery } from '@repo/whatsapp/campaign';
import { CAMPAIGN_STORAGE_KEY } from './campaign';
import { withVisitStorage } from '../visitStorage';

/*
 * Inline, in every page's <head> (root.tsx), before the body is parsed: notes the campaign of the
 * visit's first address that names one (`utm_*`, an ad's click identifier), cleaned and bounded,
 * in sessionStorage, so that a visitor who lands on any page and acts before it has hydrated is
 * still told apart (the client entry names it in the links pressed from then on, campaign.ts).
 * Bundled alone into the page's text at build (postbuild/inline-scripts.ts); the CSP allows it by
 * its hash.
 */
// Storage refused (a private mode's): the messages name no campaign.
withVisitStorage((storage) => {
  if (storage.getItem(CAMPAIGN_STORAGE_KEY)) return;
  const params = new URLSearchParams(window.location.search);
  const campaign = campaignFromQuery((name) => params.get(name));
  if (campaign) storage.setItem(CAMPAIGN_STORAGE_KEY, campaign);
});
