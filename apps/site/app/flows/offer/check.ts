/**
 * What the offer check does once the visitor presses (issue 51): the form's rules, the analysis,
 * the results and the WhatsApp message, in one module fetched once the form has hydrated, as the
 * other forms fetch their rules (../shared/rules.ts): the page's first script carries the form
 * only, and ships no more than /contato's (postbuild/budgets.ts). A press made before it has arrived
 * waits for it (`useOfferCheck`).
 */
export { analyseOffer } from '@repo/content';
export { offerCheckWhatsApp, offerIssues, toOfferInput } from '@repo/whatsapp/offer';
export { OfferResults } from './OfferResults';
