/**
 * @repo/content: every claim, constant and piece of Portuguese copy of the site, typed.
 * No React, no styles. Every fact of the broker comes from its checked data file
 * (`brokers/<id>/broker.json`, `BROKER=<id>`) through `broker.ts`; the copy derives from it. Each
 * name is exported by one module only, so `export *` hides nothing.
 */
export * from './about-page';
export * from './analytics';
export * from './banks';
export * from './brokers/profile';
export * from './broker';
export * from './channels';
export * from './claims';
export * from './contact-form';
export * from './documents';
export * from './fipe';
export * from './fipe-action';
export * from './format';
export * from './gallery';
export * from './how-it-works-page';
export * from './institution-ranking';
export * from './legal';
export * from './loan';
export * from './average-labels';
export * from './market-rate';
export * from './messages';
export * from './navigation';
export * from './origins';
export * from './page-meta';
export * from './pages';
export * from './privacy';
export * from './process';
export * from './process-times';
export * from './products';
export * from './services';
export * from './services-page';
export * from './simulations';
export * from './simulator';
export * from './urls';
export * from './vehicle-value';
export * from './wizard';
export * from './wizard-details';
export * from './field-help';
export * from './field-rules';
export * from './offer-check/analyse';
export * from './offer-check/copy';
export * from './offer-check/form';
export * from './offer-check/invitations';
