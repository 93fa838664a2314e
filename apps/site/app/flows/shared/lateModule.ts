/**
 * A module a form needs only once the visitor has typed or pressed (the forms' rules, the offer
 * check's analysis), fetched once the form has hydrated rather than with the page: the page's first
 * script carries the form only. Until it arrives a form checks presence only, and a press waits.
 */
import { useSyncExternalStore, type FormEvent } from 'react';

export type LateModule<T> = {
  /** Fetches the module, once; every call gets the same promise. */
  load: () => Promise<T>;
  /** The module if already fetched (for a handler that may run before its component has re-rendered), else null. */
  fetched: () => T | null;
  /** The module once fetched (null until then); the component renders again when it arrives. */
  useLoaded: () => T | null;
  /**
   * Runs a submit's check with the module. A press made before it has arrived (held before
   * hydration, or on a slow network) is stopped and made again once it has (`load`, or the press's
   * own loader: `importForPress`, which survives a deploy), so that nothing leaves the page
   * unchecked and the check runs in a submit handler as any press does.
   */
  submitWith: (event: FormEvent<HTMLFormElement>, check: (module: T) => void, load?: () => Promise<T>) => void;
};

export function lateModule<T>(importer: () => Promise<T>): LateModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const load = () => (loading ??= importer().then((module) => (loaded = module)));
  const fetched = () => loaded;
  // The store React subscribes to: it changes once, when the module lands.
  const subscribe = (changed: () => void) => {
    let subscribed = true;
    void load().then(() => subscribed && changed());
    return () => {
      subscribed = false;
    };
  };
  return {
    load,
    fetched,
    // The prerendered HTML and the hydration render have no module: the server snapshot is null.
    useLoaded: () => useSyncExternalStore(subscribe, fetched, () => null),
    submitWith(event, check, loadForPress = load) {
      if (loaded) {
        check(loaded);
        return;
      }
      event.preventDefault();
      const form = event.currentTarget;
      void loadForPress().then(() => form.requestSubmit());
    },
  };
}
