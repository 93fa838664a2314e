/**
 * @repo/content: every claim, constant and piece of Portuguese copy of the site, typed.
 * No React, no styles. The broker's identity comes from the active profile (`profiles/<id>.ts`,
 * `BROKER=<id>`) through `broker.ts`; everything else derives from it.
 */
export * from './banks';
export * from './broker';
export * from './claims';
export * from './contact-form';
export * from './documents';
export * from './fipe';
export * from './format';
export * from './gallery';
export * from './legal';
export * from './loan';
export * from './messages';
export * from './navigation';
export * from './pages';
export * from './privacy';
export * from './process';
export * from './products';
export * from './services';
export * from './simulations';
export * from './simulator';
export * from './urls';
export * from './vehicle-value';
export * from './wizard';

// The active profile's copy overrides: these explicit exports take precedence over the
// same-named ones of `export * from './pages'` above.
export { aboutPage, contactPage, footerCopy, pageMeta } from './copy-overrides';
