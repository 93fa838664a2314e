/**
 * The site's public URLs, needed both at run time (each page's canonical and Open Graph tags) and
 * at build time (sitemap, share image, host configuration): one neutral home for both.
 */
import { broker } from './broker';
import type { RoutePath } from './navigation';

/** Absolute URL of a site path, from the one configured base URL (`broker.siteUrl`). */
export const absoluteUrl = (path: string): string => `${broker.siteUrl}${path === '/' ? '/' : path}`;

/**
 * `/home` repeats the landing page's purpose, so its canonical URL is `/`: search engines
 * consolidate the two under the landing page, while `/home` stays crawlable (a `noindex` would
 * also hide the links it holds). Only canonical pages go in the sitemap.
 */
export const canonicalPaths: Partial<Record<RoutePath, RoutePath>> = { '/home': '/' };
export const canonicalPath = (path: RoutePath): RoutePath => canonicalPaths[path] ?? path;

/** Where the build writes the share image (1200×630) every page's Open Graph tags point to. */
export const shareImagePath = '/og-image.png';
export const shareImageSize = { width: 1200, height: 630 } as const;
