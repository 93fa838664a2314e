/*
 * What the build step that asks for a page's modules after first paint (postbuild/module-preloads.ts)
 * and its inline script (modulesAfterPaint.inline.ts) share.
 */

/** How long, at most, the page's first preloaded image is given the network alone after first paint. */
export const imageHeadStartMs = 100;

/**
 * The `type` the build gives the page's module script (React Router's, or an island's), which
 * starts it: not a script type, so the browser leaves it alone until the inline script runs a copy.
 */
export const heldModuleType = 'text/x-module-after-paint';

/**
 * Attribute of the inline script: the page's modules to ask for, in order, as a JSON array (data
 * beside the script, so that its text, and its CSP hash, are the same on every page).
 */
export const modulesAttribute = 'data-modules';
