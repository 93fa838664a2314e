import { routeErrorPage } from '@repo/content';
import { Text } from '@repo/ui';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { themeClass } from './brand';
import { brandIcons } from './components/brandMark';
import { InlineScript } from './components/InlineScript';
import { ProblemScreen } from './components/ProblemScreen';
import { earlyPressesScript, SiteStyles, usePageMode } from './page-start';
import { AnalyticsHead } from '#analytics';
import campaign from './campaign/campaign.inline.ts?inline-script';
import campaignLinks from './campaign/campaignLinks.inline.ts?inline-script';
import { mainId, SiteLayout } from './layout/SiteLayout';
import { focusPageHeading } from './layout/focusPageHeading';
import { usePageChange } from './layout/usePageChange';

export function Layout({ children }: { children: ReactNode }) {
  // A page whose route says it does not hydrate whole (its mode, page-start/hydrates.ts) gets none of
  // React Router's scripts: no module, no preload, no scroll restoration (the browser's own restores it).
  const mode = usePageMode();
  const hydrates = mode === 'whole';
  // A plain page with an island (app/islands/) runs the site's modules too, for the island alone:
  // its entry takes over the held presses and starts the counts as a whole page's does.
  const runsModules = mode !== 'plain';
  return (
    <html lang="pt-BR" className={themeClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First, so that no press before hydration is lost (see earlyPresses.ts). */}
        {runsModules && <InlineScript code={earlyPressesScript} />}
        {/* The visit's campaign, noted from its first address and named by every WhatsApp link as
            it is pressed (campaign.inline.ts); before the counts' recorder, which notes the link. */}
        <InlineScript code={campaign} />
        {/* On a page that does not hydrate, what its client entry would do: name the campaign in the links pressed. */}
        {import.meta.env.SSR && !hydrates && <InlineScript code={campaignLinks} />}
        {/* A broker with counts: its link presses are noted from here on (app/analytics/); the
            tracker is inline on a page without modules, else started by them (page-start/AfterHydration.tsx). */}
        <AnalyticsHead runsModules={runsModules} />
        <Meta />
        <SiteStyles />
        {/* No frame before the whole header is parsed: a browser paints what it has parsed so far,
            and a header painted without its last buttons widened as they arrived, moving its
            links (a layout shift). Chromium holds rendering until `<main>` is parsed. */}
        <link rel="expect" href={`#${mainId}`} blocking="render" />
        <link rel="icon" href={brandIcons.ico} sizes="32x32" />
        <link rel="icon" href={brandIcons.svg} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={brandIcons.appleTouch} />
      </head>
      <body>
        {children}
        {hydrates && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * After a client-side navigation to another page, moves focus to its `h1` so screen readers
 * announce the new page. In-page anchors (hash changes) and the first load keep focus where it is.
 * (Scrolling to the top, or to the anchor, is ScrollRestoration's job.)
 */
function useFocusHeadingOnNavigation() {
  usePageChange(focusPageHeading);
}

export default function App() {
  useFocusHeadingOnNavigation();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The routing-failure screen, in the site's frame: React Router shows this instead of its own
 * English one ("Unexpected Application Error!"; docs/site.md, "Where the site departs from SPEC.md").
 * The detail is the error's own message; of a thrown response, its status code alone (its
 * status text is English).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? String(error.status) : error instanceof Error ? error.message : String(error);
  return (
    <SiteLayout>
      <ProblemScreen copy={routeErrorPage}>
        <Text as="p" weight="medium">
          {routeErrorPage.detailLabel} <code>{message}</code>
        </Text>
      </ProblemScreen>
    </SiteLayout>
  );
}
