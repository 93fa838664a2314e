/**
 * `@repo/whatsapp/offer`: the offer check's form and its 'Quero uma proposta melhor' message
 * (issue 51), a module of its own so that only the offer check's page loads it. The analysis and
 * every word are `@repo/content`'s (`analyseOffer`, `offerFieldCopy`, `offerCheckCopy`…).
 */
export {
  emptyOfferDraft,
  missingOfferFields,
  offerFields,
  offerFieldSpecs,
  readOfferDraft,
  requiredOfferFields,
  type OfferControl,
  type OfferDraft,
  type OfferField,
  type OfferFieldSpec,
} from './fields';
export { offerIssues, toOfferInput, type OfferIssue } from './rules';
export { offerCheckMessage, offerCheckWhatsApp } from './message';
/** The first due date's slashes written in as digits are typed (a phone's numeric keyboard has none). */
export { dateAsTyped } from '../request/kinds';
