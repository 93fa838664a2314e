import { createContext, useContext } from 'react';
import { Links } from 'react-router';

/**
 * The site's whole stylesheet, as text, while a page is prerendered (see `entry.server.tsx`);
 * `null` in the browser, which never needs it: the page it hydrates already holds it.
 */
export const SiteCssContext = createContext<string | null>(null);

/**
 * The page's styles, in `<head>`. In the production build they are inline: the build makes one
 * stylesheet for the whole site (`build.cssCodeSplit: false`, ≈ 7 KB gzip, less than the five
 * per-page files it replaces), and `entry.server.tsx` writes it into every page, so first paint
 * waits on no request but the page's own, and a client-side navigation needs no CSS at all.
 *
 * In the browser the element hydrates as it is: React keeps the prerendered text of a
 * `dangerouslySetInnerHTML` element, and `suppressHydrationWarning` says the empty client value is
 * expected (React Router's own inline scripts hydrate the same way).
 *
 * In development, Vite injects each module's CSS itself, through `<Links />`. No route exports
 * `links`: in the production build they would not be rendered.
 */
export function SiteStyles() {
  const css = useContext(SiteCssContext);
  if (import.meta.env.DEV) return <Links />;
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css ?? '' }} />;
}
