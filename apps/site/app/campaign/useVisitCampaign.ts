import { useSyncExternalStore } from 'react';
import { visitCampaign } from './campaign';

/** The campaign is noted once, before the page's modules run: there is nothing to listen to. */
const subscribe = () => () => {};
const prerendered = () => null;

/**
 * The visit's campaign for a form's message: none in the prerendered page (and so while it
 * hydrates, which must match it), the kept one from then on.
 */
export function useVisitCampaign(): string | null {
  return useSyncExternalStore(subscribe, visitCampaign, prerendered);
}
