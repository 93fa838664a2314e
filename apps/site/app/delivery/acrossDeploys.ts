import type { ClientInstrumentation, DataRouteObject, InstrumentRouterFunction } from 'react-router';
import { matchRoutes } from 'react-router';
import { afterLazyModuleFailed, beforeNavigation, restoreTyped } from './deploys';

/*
 * A page stays open across a deploy. Its build's hashed modules are then gone from the host
 * (atomic deploys replace the whole folder), and two things would fail: a client-side navigation
 * to a page whose route module was never loaded (React Router then reloads the *current* page: the
 * click is lost), and a module loaded lazily (the input masks, the toast region, what comes next).
 * What to do then (`deploys.ts`) is part of the client entry, not a chunk of its own: a module
 * fetched when it is needed, or even as the page hydrates, is itself gone after a deploy that
 * renamed it, as every deploy that changes it or the framework does (docs/deploy.md, "Across a
 * deploy").
 */

/** Where what was typed waits across a reload: this tab only, read and removed by the next page. */
const typedKey = 'typed';

/** What a navigation instrumentation is told of a navigation. */
export type NavigationInfo = Parameters<NonNullable<Parameters<Parameters<InstrumentRouterFunction>[0]['instrument']>[0]['navigate']>>[1];

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
 * One whose modules are loaded goes on at once, waiting for nothing; otherwise `beforeNavigation`
 * tries them first.
 */
export const deploySafeNavigations: ClientInstrumentation[] = [
  {
    router: ({ instrument }) =>
      instrument({
        async navigate(navigate, info) {
          if (!routeModulesLoaded(info.to)) await beforeNavigation(info);
          await navigate();
        },
      }),
  },
];

/** From the start: Vite's loader hands any lazy module it could not load to `afterLazyModuleFailed`. */
export function recoverAcrossDeploys(): void {
  window.addEventListener('vite:preloadError', () => void afterLazyModuleFailed(typedKey));
}

/** Before hydrating: after a reload across a deploy, what the visitor had typed is put back. */
export function restoreTypedAcrossDeploys(): void {
  restoreTyped(typedKey);
}
