import { canonicalPath, pageMeta, type RoutePath } from '@repo/content';

/** Public pages: each has its meta in `@repo/content`, is prerendered and is in the sitemap. */
export const publicPaths = Object.keys(pageMeta) as RoutePath[];

/**
 * The catch-all route prerendered at this path becomes the host's 404 page
 * (`404.html`), served with status 404 for every unknown path.
 */
export const notFoundPath = '/404';

/** Pages in the sitemap: the canonical ones (`canonicalPath` in `@repo/content`). */
export const indexedPaths = publicPaths.filter((path) => canonicalPath(path) === path);

export const prerenderPaths = [...publicPaths, notFoundPath];
