import { pageMeta, type RoutePath } from '@repo/content';

/** Public pages: each has its meta in `@repo/content`, is prerendered and is in the sitemap. */
export const publicPaths = Object.keys(pageMeta) as RoutePath[];

/**
 * The catch-all route prerendered at this path becomes the host's 404 page
 * (`404.html`), served with status 404 for every unknown path.
 */
export const notFoundPath = '/404';

/**
 * `/home` repeats the landing page's purpose, so its canonical URL is `/`: search engines
 * consolidate the two under the landing page, while `/home` stays crawlable (a `noindex` would
 * also hide the links it holds). Only canonical pages go in the sitemap.
 */
export const canonicalPaths: Partial<Record<RoutePath, RoutePath>> = { '/home': '/' };
export const canonicalPath = (path: RoutePath): RoutePath => canonicalPaths[path] ?? path;
export const indexedPaths = publicPaths.filter((path) => canonicalPath(path) === path);

export const prerenderPaths = [...publicPaths, notFoundPath];

/** Where the build writes the share image (1200×630) every page's Open Graph tags point to. */
export const shareImagePath = '/og-image.png';
export const shareImageSize = { width: 1200, height: 630 } as const;
