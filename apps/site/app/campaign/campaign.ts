import { parseCampaign, withCampaign } from '@repo/whatsapp/campaign';
import { readVisit } from '../visitStorage';

/*
 * The campaign that brought the visit (`instagram / julho`), which every message's origin line
 * names. Kept in sessionStorage, the tab's, for the visit only: never a cookie, never sent anywhere
 * but in the message the visitor sends. Noted by an inline script in every page's <head>
 * (campaign.inline.ts), before hydration; read here by the forms that build their message, and
 * written into the links the page was prerendered with as they are pressed.
 */

/** Where the visit's campaign is kept. */
export const CAMPAIGN_STORAGE_KEY = 'visita:campanha';

/** The visit's campaign, or null (none, storage unavailable, or a kept value the site could not have written). */
export function visitCampaign(): string | null {
  return parseCampaign(readVisit(CAMPAIGN_STORAGE_KEY));
}

const textParam = '?text=';

/** A press of a WhatsApp link: its text gains the visit's campaign at the end of its origin line, before the browser follows it. */
function nameCampaign(event: MouseEvent): void {
  if (event.type === 'auxclick' && event.button !== 1) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[href^="https://wa.me/"]');
  const at = link ? link.href.indexOf(textParam) : -1;
  const campaign = at < 0 ? null : visitCampaign();
  if (!link || !campaign) return;
  const text = decodeURIComponent(link.href.slice(at + textParam.length));
  const named = withCampaign(text, campaign);
  if (named !== text) link.href = `${link.href.slice(0, at)}${textParam}${encodeURIComponent(named)}`;
}

/**
 * From now on, every WhatsApp link pressed (a click, Enter, a middle click) names the visit's
 * campaign: the links the page was prerendered with (the buttons') cannot know it. Called by the
 * client entry, before hydration, and on a page that does not hydrate by an inline script
 * (`campaignLinks.inline.ts`); the forms build their messages with it (`visitCampaign`), and a
 * link already naming it is left as it is.
 */
export function nameCampaignInPressedLinks(): void {
  document.addEventListener('click', nameCampaign, true);
  document.addEventListener('auxclick', nameCampaign, true);
}
