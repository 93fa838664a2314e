/**
 * The page start's API for pages: what a route module, the root and a component may use. The rest
 * of this folder is its machinery (README.md); a page never imports it directly (ESLint says so).
 * Its other doors: `forms.ts` (what a form inside an island uses), `entries.ts` (the client and
 * server entries), `build.ts` (the names the post-build steps and the tests share with it).
 */
export { Island } from './Island';
export { type PageHandle, type PageMode, usePageMode } from './hydrates';
export { heldPressAttribute } from './earlyPresses';
export { SiteStyles } from './SiteStyles';
export { default as earlyPressesScript } from './earlyPresses.inline.ts?inline-script';
