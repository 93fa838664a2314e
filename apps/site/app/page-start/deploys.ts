import { type ClientInstrumentation, type DataRouteObject, type InstrumentRouterFunction, matchRoutes } from 'react-router';
import { changedSinceRender, type Field, isCheck, isField } from './changedSinceRender';
import { handleHydrates } from './hydrates';
import { readVisitJson, writeVisit } from '../visitStorage';

/*
 * A page stays open across a deploy (docs/deploy.md, "Across a deploy"). Its build's hashed
 * modules are then gone from the host (atomic deploys replace the whole folder), and two things
 * would fail: a client-side navigation to a page whose route module was never loaded (React Router
 * then reloads the *current* page: the click is lost), and a module loaded lazily (the input
 * masks, the toast region, the FIPE lookup a press opens, what comes next). What to do then is here, part of the client entry:
 * a module fetched when it is needed, or even as the page hydrates, is itself gone after a deploy
 * that renamed it, as every deploy that changes it or the framework does.
 */

/**
 * The globals React Router's hydrated entry sets (react-router/dom's `createHydratedRouter`), before
 * this entry runs. Not its public API: a release that renames one fails postbuild/react-router-globals.test.ts
 * (the manifest's and route modules' names in the build) or e2e/deploy.spec.ts (all three, read).
 */
type HydratedGlobals = {
  __reactRouterDataRouter: { routes: DataRouteObject[] };
  __reactRouterManifest: { version: string; routes: Record<string, { module: string }> };
  __reactRouterRouteModules: Record<string, unknown>;
};

const hydrated = () => window as unknown as HydratedGlobals;

/** Where what was typed waits across a reload: this tab only, read and removed by the next page. */
const typedKey = 'typed';

/** What a navigation instrumentation is told of a navigation. */
type NavigationInfo = Parameters<NonNullable<Parameters<Parameters<InstrumentRouterFunction>[0]['instrument']>[0]['navigate']>>[1];

/** Never settles: the page is being replaced, and what waits on this must not go on. */
const pageReplaced = () => new Promise<never>(() => {});

/**
 * The address a navigation leads to, as the browser would load it; `null` for a submission a
 * static host cannot take (anything but GET).
 */
function addressOf(to: string, formMethod?: string, formData?: FormData): string | null {
  const url = new URL(to, window.location.href);
  if (formData) {
    if ((formMethod ?? 'get').toLowerCase() !== 'get') return null;
    url.search = new URLSearchParams([...formData].map(([name, value]) => [name, String(value)])).toString();
  }
  return url.pathname + url.search + url.hash;
}

/** The routes `address` matches whose modules are not loaded yet (none: a page seen before, the same page). */
function unloadedRoutes(address: string) {
  const { __reactRouterDataRouter: router, __reactRouterRouteModules: loaded } = hydrated();
  return (matchRoutes(router.routes, address) ?? []).filter(({ route }) => !(route.id in loaded));
}

/**
 * Imports the route modules `address` needs that are not loaded yet; whether the page they make
 * hydrates (page-start/hydrates.ts), or `null` when one is gone (a deploy).
 */
function routeModulesLoad(address: string): Promise<boolean | null> {
  const { __reactRouterManifest: manifest } = hydrated();
  return Promise.all(
    unloadedRoutes(address).map(({ route }) => import(/* @vite-ignore */ manifest.routes[route.id]!.module) as Promise<{ handle?: unknown }>),
  ).then(
    (modules) => modules.every(({ handle }) => handleHydrates(handle)),
    () => null,
  );
}

/**
 * Before a client-side navigation to a page not seen yet: when a route module the target needs is
 * gone, or when the target is a page that does not hydrate (it ships no JavaScript, and rendered
 * here it would not be the page its address serves), loads the target as a document instead, and
 * never settles (the router must not go on: it would reload this page over the one being loaded).
 * Back and forward then step between documents, as the browser does. A page whose modules are
 * loaded (the same page with another query, one seen before) goes on with nothing fetched.
 */
async function beforeNavigation({ to, formMethod, formData }: NavigationInfo): Promise<void> {
  // `to` is a number for a step in the history, whose pages are loaded already.
  const address = typeof to === 'string' ? addressOf(to, formMethod, formData) : null;
  if (address === null || unloadedRoutes(address).length === 0) return;
  if ((await routeModulesLoad(address)) !== true) {
    window.location.assign(address);
    await pageReplaced();
  }
}

/** The `instrumentations` of `<HydratedRouter>`: a navigation whose modules are gone loads its page. */
export const deploySafeNavigations: ClientInstrumentation[] = [
  {
    router: ({ instrument }) =>
      instrument({
        async navigate(navigate, info) {
          await beforeNavigation(info);
          await navigate();
        },
      }),
  },
];

/**
 * A form's control: its form's place in the page, its name (a button's: what it says, which the
 * page reloaded says too) and its place among those of that name.
 */
type ControlKey = `${number}:${string}:${number}`;
/** What the visitor typed, and where they are: the field with the cursor, or the button whose press waits on a module. */
type Typed = { page: string; fields: Record<ControlKey, string | boolean>; focused?: ControlKey };

const currentPage = () => window.location.pathname + window.location.search;

/** Each named field and each button of the page's forms with its key; hidden and file inputs aside. */
function* controls(): Generator<[ControlKey, Field | HTMLButtonElement]> {
  for (const [formIndex, form] of [...document.forms].entries()) {
    const seen = new Map<string, number>();
    for (const element of form.elements) {
      const name =
        element instanceof HTMLButtonElement
          ? element.textContent
          : isField(element) && !['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image'].includes(element.type) && element.name;
      if (!name) continue;
      const nth = seen.get(name) ?? 0;
      seen.set(name, nth + 1);
      yield [`${formIndex}:${name}:${nth}`, element as Field | HTMLButtonElement];
    }
  }
}

/**
 * Keeps what the visitor changed in the page's forms and where they are, for the page reloaded:
 * on the button whose press waits on a module ({@link importForPress}), else in the field with the cursor.
 */
export function keepTyped(pressed?: HTMLButtonElement): void {
  const typed: Typed = { page: currentPage(), fields: {} };
  const active = document.activeElement;
  const at = pressed ?? (isField(active) ? active : null);
  for (const [key, element] of controls()) {
    if (isField(element) && changedSinceRender(element)) typed.fields[key] = isCheck(element) ? element.checked : element.value;
    if (element === at) typed.focused = key;
  }
  // Refused (private mode, full): the reload still brings the page's modules back.
  writeVisit(typedKey, JSON.stringify(typed));
}

/**
 * Puts back what {@link keepTyped} kept before this page was reloaded across a deploy, and forgets
 * it. Called before hydrating, and before the presses held until then are taken over
 * (earlyPresses.ts): the page takes the text as if the visitor had typed it while it loaded (the
 * fields are uncontrolled), and the press that waited on a module the deploy took as if made then:
 * held, and performed once hydrated.
 */
export function restoreTyped(): void {
  const typed = readVisitJson(typedKey) as Typed | null;
  if (typed === null) return;
  writeVisit(typedKey, null);
  // Anything but what keepTyped wrote (another page's, another shape) has no `page` of this one,
  // nor `fields` (read with `?.`).
  if (typed.page !== currentPage()) return;
  let at: Field | HTMLButtonElement | undefined;
  for (const [key, element] of controls()) {
    if (key === typed.focused) at = element;
    if (!isField(element)) continue;
    const value = typed.fields?.[key];
    // What the visitor typed into this page while it loaded is newer: it stays.
    if (value === undefined || changedSinceRender(element)) continue;
    if (isCheck(element)) element.checked = value === true;
    else element.value = String(value);
  }
  // The visitor goes back where they were (the cursor to its field, the press waiting made again),
  // unless they are somewhere already.
  if (document.activeElement !== document.body) return;
  if (isField(at)) at.focus();
  else at?.click();
}

/** A hashed file this build's page names, and another build's would not ({@link recoverLazyModules}). */
let ownFile = '';
/** The button whose press waits on a module that failed to load. */
let pressWaiting: HTMLButtonElement | undefined;
/** Whether the host serves another build: asked once for failures at the same time, true for good once it does. */
let anotherBuild: Promise<boolean> | undefined;

/**
 * After a lazy module failed to load: when the host now serves another build, this page reloads
 * from it (keeping what was typed, and the press waiting on the module), and the module comes with
 * it; resolves true then. When the host answers with the same build, or not at all (offline), the
 * page stays as it is (false): the module was lost to the network, not to a deploy, and a reload
 * would not help.
 */
function afterLazyModuleFailed(): Promise<boolean> {
  // No page (an error, offline) counts as this build's; without recoverLazyModules, any page does.
  anotherBuild ??= fetch(currentPage(), { cache: 'no-store' })
    .then((response) => (response.ok ? response.text() : ownFile))
    .catch(() => ownFile)
    .then((page) => {
      const deployed = !page.includes(ownFile);
      if (deployed) {
        keepTyped(pressWaiting);
        window.location.reload();
      } else anotherBuild = undefined;
      return deployed;
    });
  return anotherBuild;
}

/**
 * Imports the module a form's button needs when pressed (the FIPE lookup's). When a deploy has
 * taken it, the page reloads from the new build, as for any lazy module, keeping what was typed
 * and this press, which the reloaded page makes again: the module comes, and does what was asked.
 * What waits on the import then waits for good (no failure shows while the page is replaced).
 * Lost to the network, the import fails as it would have. Vite's loader alone would not do: it
 * announces no failure that the import's own handlers catch inside its call, as bundled.
 */
export function importForPress<T>(pressed: HTMLButtonElement, load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    pressWaiting = pressed;
    if (await afterLazyModuleFailed()) return pageReplaced();
    throw error;
  });
}

/**
 * React Router's manifest, as a whole page's module script names it: its name changes with any of
 * the build's modules (the entry's own file does not: it imports none of the lazy ones).
 */
export const routerManifestFile = (): string => `/assets/manifest-${hydrated().__reactRouterManifest.version}.js`;

/**
 * From the start: Vite's loader hands any lazy module it could not load to {@link afterLazyModuleFailed}
 * ({@link importForPress}, a press's). `file` is a hashed file this build's page names, and another
 * build's would not: on a whole page, {@link routerManifestFile}; on an island's page
 * (app/islands/), the island's entry, which imports all of its modules.
 */
export function recoverLazyModules(file: string): void {
  ownFile = file;
  window.addEventListener('vite:preloadError', () => void afterLazyModuleFailed());
}
