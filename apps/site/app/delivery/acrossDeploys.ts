import { type ClientInstrumentation, type DataRouteObject, type InstrumentRouterFunction, matchRoutes } from 'react-router';

/*
 * A page stays open across a deploy. Its build's hashed modules are then gone from the host
 * (atomic deploys replace the whole folder), and two things would fail: a client-side navigation
 * to a page whose route module was never loaded (React Router then reloads the *current* page: the
 * click is lost), and a module loaded lazily (the input masks, the toast region, what comes next).
 * What to do then is in `deploys.ts`, fetched once the page has hydrated so that no page carries it
 * up front; here is only the way in (docs/deploy.md, "Across a deploy").
 */

/** Where what was typed waits across a reload: this tab only, read and removed by the next page. */
const typedKey = 'typed';

/** What a navigation instrumentation is told of a navigation. */
export type NavigationInfo = Parameters<NonNullable<Parameters<Parameters<InstrumentRouterFunction>[0]['instrument']>[0]['navigate']>>[1];

let recovery: Promise<typeof import('./deploys')> | undefined;
/** `deploys.ts`, fetched once; when it cannot be any more, a deploy has removed it. */
const deploys = () => (recovery ??= import('./deploys'));

/** Whether the route modules of the page `to` leads to are all loaded (a page seen before, the same page). */
function routeModulesLoaded(to: NavigationInfo['to']): boolean {
  if (typeof to !== 'string') return true; // a step in the history, to a page seen before
  const { __reactRouterDataRouter: router, __reactRouterRouteModules: loaded } = window as unknown as {
    __reactRouterDataRouter: { routes: DataRouteObject[] };
    __reactRouterRouteModules: Record<string, unknown>;
  };
  return (matchRoutes(router.routes, to) ?? []).every(({ route }) => route.id in loaded);
}

/**
 * The `instrumentations` of `<HydratedRouter>`: a navigation whose modules are gone loads its page.
 * One whose modules are loaded goes on at once, waiting for nothing; otherwise `deploys.ts` tries
 * them first (it is fetched as the page hydrates; should a deploy remove it before it arrived, the
 * router's own handling is left: it reloads this page).
 */
export const deploySafeNavigations: ClientInstrumentation[] = [
  {
    router: ({ instrument }) =>
      instrument({
        async navigate(navigate, info) {
          if (!routeModulesLoaded(info.to)) await deploys().then(({ beforeNavigation }) => beforeNavigation(info), () => {});
          await navigate();
        },
      }),
  },
];

/**
 * Once the page has hydrated: fetches `deploys.ts` while this build is still served, then has
 * Vite's loader hand it any lazy module it could not load (`vite:preloadError`).
 */
export function recoverAcrossDeploys(): void {
  void deploys().then(
    ({ afterLazyModuleFailed }) => window.addEventListener('vite:preloadError', () => void afterLazyModuleFailed(typedKey)),
    () => {},
  );
}

/**
 * Before hydrating: after a reload across a deploy, what the visitor had typed is put back first
 * (deploys.ts); otherwise nothing is fetched and hydration waits for nothing.
 */
export function typedRestored(): Promise<void> | undefined {
  try {
    if (sessionStorage.getItem(typedKey) !== null) return deploys().then(({ restoreTyped }) => restoreTyped(typedKey), () => {});
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}
