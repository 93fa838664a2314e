import { createContext, useContext } from 'react';
import { Links } from 'react-router';
import { siteStylesheetAttribute } from './siteStylesheet';

/** The site's one stylesheet while a page is prerendered (see `entry.server.tsx`): its URL and text. */
export type SiteCss = { href: string; text: string };

/**
 * The site's whole stylesheet while a page is prerendered; `null` in the browser, which never
 * needs it: the page it hydrates already holds its styles.
 */
export const SiteCssContext = createContext<SiteCss | null>(null);

/**
 * The page's styles, in `<head>`. In the production build they are inline: the build makes one
 * stylesheet for the whole site (`build.cssCodeSplit: false`, ≈ 7 KB gzip), and `entry.server.tsx`
 * writes it into every page; the deploy step (`postbuild/critical-css.ts`) then keeps, in each page,
 * the rules that can style that page's elements (≈ 3–4 KB gzip), so first paint waits on no request
 * but the page's own, and a smaller one. The whole stylesheet, named by
 * {@link siteStylesheetAttribute}, is downloaded once the page's modules have arrived and applied
 * once it has hydrated (`siteStylesheet.ts`), for what only JavaScript puts on screen: menus,
 * dialogs, errors, the wizard's next steps, other pages after a client-side navigation.
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
  return (
    <style
      {...{ [siteStylesheetAttribute]: css?.href }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css?.text ?? '' }}
    />
  );
}
