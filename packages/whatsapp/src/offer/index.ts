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
  offerIssues,
  readOfferDraft,
  requiredOfferFields,
  toOfferInput,
  type OfferControl,
  type OfferDraft,
  type OfferField,
  type OfferFieldSpec,
  type OfferIssue,
} from './fields';
export { offerCheckMessage, offerCheckWhatsApp } from './message';
