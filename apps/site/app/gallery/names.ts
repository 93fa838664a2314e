/*
 * What /clientes' photos (routes/clientes.css.ts), their inline script (carousel.inline.ts) and the
 * critical CSS (postbuild/critical-css.ts) all name: one place, so they never disagree.
 */

/** A photo that failed to load: dimmed (`data-failed="true"`). */
export const failedAttribute = 'data-failed';
