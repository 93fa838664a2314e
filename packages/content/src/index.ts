/**
 * @repo/content: every claim, constant and piece of Portuguese copy of the site, typed.
 * No React, no styles. The broker's identity is in `broker.ts`; everything else derives from it.
 */
export * from './banks';
export * from './broker';
export * from './claims';
export * from './contact-form';
export * from './documents';
export * from './format';
export * from './gallery';
export * from './legal';
export * from './loan';
export * from './messages';
export * from './navigation';
export * from './pages';
export * from './privacy';
export * from './process';
export * from './services';
export * from './simulator';
export * from './urls';
export * from './wizard';
