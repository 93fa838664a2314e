/** The page start's API for the client and server entries (entry.client.tsx, entry.server.tsx; README.md, in order). */
export { AfterHydration } from './AfterHydration';
export { deploySafeNavigations, recoverLazyModules, restoreTyped, routerManifestFile } from './deploys';
export { fetchSiteStylesheet } from './siteStylesheet';
export { takeEarlyPresses } from './earlyPresses';
export { SpaFallbackContext } from './hydrates';
export { type SiteCss, SiteCssContext } from './SiteStyles';
export { type IslandPrerender, IslandPrerenderContext } from './Island';
export { islandNameOf } from './islandNames';
export type { IslandModule } from './startIsland';
