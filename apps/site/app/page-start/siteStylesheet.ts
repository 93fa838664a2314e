/** Attribute of the page's inline `<style>` that names the whole stylesheet it was cut from. */
export const siteStylesheetAttribute = 'data-site-stylesheet';

/** The whole stylesheet's URL, or `null` where the page holds all of it (in development). */
const wholeStylesheet = () => document.querySelector(`style[${siteStylesheetAttribute}]`)?.getAttribute(siteStylesheetAttribute) ?? null;

function appendLink(rel: 'preload' | 'stylesheet', href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'style';
  link.href = href;
  document.head.append(link);
  return link;
}

/**
 * Downloads the site's whole stylesheet without applying it. The client entry calls it as
 * hydration starts: the page's modules have all arrived, so it shares the network with none of
 * them, and it arrives while React hydrates. Applied then, its parsing and the page's restyling
 * would lengthen hydration (docs/decisions/0001-critical-css-per-page.md).
 */
export function fetchSiteStylesheet(): void {
  const href = wholeStylesheet();
  if (href) appendLink('preload', href);
}

let applied: Promise<void> | undefined;

/**
 * Applies the site's whole stylesheet after the page's inline part of it, so that the cascade is
 * the stylesheet's own: the same rules, in the same order, last. Called once the page has hydrated,
 * it comes from the download {@link fetchSiteStylesheet} started. Resolves once it has loaded or
 * failed, at once where there is none to apply (in development); a second call returns the first
 * one's promise.
 */
export function applySiteStylesheet(): Promise<void> {
  applied ??= new Promise<void>((resolve) => {
    const href = wholeStylesheet();
    if (!href) return resolve();
    const link = appendLink('stylesheet', href);
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  return applied;
}
