import { type DataRouteObject, matchRoutes } from 'react-router';
import type { NavigationInfo } from './acrossDeploys';
import { handleHydrates } from '../start/hydrates';

/*
 * What a page does when it finds its build gone from the host (docs/deploy.md, "Across a deploy").
 * Part of the client entry, through `acrossDeploys.ts`, which holds the one way in: it must be in
 * the page before the deploy it recovers from.
 */

/** The globals React Router's hydrated entry sets (react-router/dom's `createHydratedRouter`). */
type HydratedGlobals = {
  __reactRouterDataRouter: { routes: DataRouteObject[] };
  __reactRouterManifest: { version: string; routes: Record<string, { module: string }> };
  __reactRouterRouteModules: Record<string, unknown>;
};

const hydrated = () => window as unknown as HydratedGlobals;

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

/**
 * Imports the route modules `address` needs that are not loaded yet; whether the page they make
 * hydrates (start/hydrates.ts), or `null` when one is gone (a deploy).
 */
function routeModulesLoad(address: string): Promise<boolean | null> {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest, __reactRouterRouteModules: loaded } = hydrated();
  const missing = (matchRoutes(router.routes, address) ?? []).filter(({ route }) => !(route.id in loaded));
  return Promise.all(missing.map(({ route }) => import(/* @vite-ignore */ manifest.routes[route.id]!.module) as Promise<{ handle?: unknown }>)).then(
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
export async function beforeNavigation({ to, formMethod, formData }: NavigationInfo): Promise<void> {
  // `to` is a number for a step in the history, whose pages are loaded already.
  const address = typeof to === 'string' ? addressOf(to, formMethod, formData) : null;
  if (address !== null && (await routeModulesLoad(address)) !== true) {
    window.location.assign(address);
    await pageReplaced();
  }
}

/** A form's field: its form's place in the page, its name and its place among that name's fields. */
type FieldKey = `${number}:${string}:${number}`;
type Typed = { page: string; fields: Record<FieldKey, string | boolean>; focused: FieldKey | null };

const currentPage = () => window.location.pathname + window.location.search;

/** Each named field of the page's forms with its key; buttons, hidden and file inputs aside. */
function* fields(): Generator<[FieldKey, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement]> {
  for (const [formIndex, form] of [...document.forms].entries()) {
    const seen = new Map<string, number>();
    for (const element of form.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
      if (!element.name || ['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image'].includes(element.type)) continue;
      const nth = seen.get(element.name) ?? 0;
      seen.set(element.name, nth + 1);
      yield [`${formIndex}:${element.name}:${nth}`, element];
    }
  }
}

const isCheck = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** Whether the visitor changed a field from what the page was rendered with. */
function changed(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (isCheck(element)) return element.checked !== element.defaultChecked;
  if (element instanceof HTMLSelectElement) return !element.selectedOptions[0]?.defaultSelected;
  return element.value !== element.defaultValue;
}

/** Writes what the visitor changed in the page's forms, and where the cursor is, for the next page (`storageKey` in sessionStorage). */
function keepTyped(storageKey: string): void {
  const typed: Typed = { page: currentPage(), fields: {}, focused: null };
  for (const [key, element] of fields()) {
    if (changed(element)) typed.fields[key] = isCheck(element) ? element.checked : element.value;
    if (element === document.activeElement) typed.focused = key;
  }
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(typed));
  } catch {
    // Storage refused (private mode, full): the reload still brings the page's modules back.
  }
}

/**
 * Puts back what {@link keepTyped} wrote before this page was reloaded across a deploy. Called
 * before hydrating: the fields are uncontrolled, so the page takes the text as if the visitor had
 * typed it while it loaded.
 */
export function restoreTyped(storageKey: string): void {
  let typed: Typed | null = null;
  try {
    typed = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Typed | null;
    sessionStorage.removeItem(storageKey);
  } catch {
    return;
  }
  if (!typed || typed.page !== currentPage()) return;
  for (const [key, element] of fields()) {
    const value = typed.fields[key];
    // What the visitor typed into this page while it loaded is newer: it stays.
    if (value === undefined || changed(element)) continue;
    if (isCheck(element)) element.checked = value === true;
    else element.value = String(value);
  }
  // The cursor goes back where it was, unless the visitor has put it somewhere already.
  if (document.activeElement === document.body) for (const [key, element] of fields()) if (key === typed.focused) element.focus();
}

let reloading = false;

/**
 * After a lazy module failed to load: when the host now serves another build, this page reloads
 * from it (keeping what was typed), and the module comes with it. When the host answers with the
 * same build, or not at all (offline), the page stays as it is: the module was lost to the network,
 * not to a deploy, and a reload would not help.
 */
export async function afterLazyModuleFailed(storageKey: string): Promise<void> {
  if (reloading) return;
  const ownManifest = `/assets/manifest-${hydrated().__reactRouterManifest.version}.js`;
  const page = await fetch(currentPage(), { cache: 'no-store' }).then(
    (response) => (response.ok ? response.text() : null),
    () => null,
  );
  if (page === null || page.includes(ownManifest) || reloading) return;
  reloading = true;
  keepTyped(storageKey);
  window.location.reload();
}
