import { nameCampaignInPressedLinks } from './campaign';

/*
 * Inline on a page that does not hydrate (root.tsx; app/page-start/hydrates.ts), after the campaign is
 * noted (campaign.inline.ts): what the client entry does on the others, every WhatsApp link pressed
 * names the visit's campaign. Bundled alone into the page's text at build
 * (postbuild/inline-scripts.ts); the CSP allows it by its hash.
 */
nameCampaignInPressedLinks();
