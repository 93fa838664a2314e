/** Public pages, in navigation order. Every one is prerendered and listed in the sitemap. */
export const publicPaths = [
  '/',
  '/home',
  '/sobre',
  '/servicos',
  '/como-funciona',
  '/contato',
  '/financiamento',
  '/clientes',
] as const;

/**
 * The catch-all route prerendered at this path becomes the host's 404 page
 * (`404.html`), served with status 404 for every unknown path.
 */
export const notFoundPath = '/404';

export const prerenderPaths = [...publicPaths, notFoundPath];
