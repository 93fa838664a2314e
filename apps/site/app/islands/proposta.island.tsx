/** /confira-sua-proposta's island: the offer form and its results. Its heading and notices, static, are the route's. */
export { OfferCheck as default } from '../flows/offer/OfferCheck';
