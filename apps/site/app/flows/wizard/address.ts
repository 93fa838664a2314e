import { useSyncExternalStore } from 'react';

/*
 * The wizard's address (`?modalidade=…&etapa=…`): the page's own `history`, which nothing else on
 * the page moves. This store does, for the wizard alone, what React Router's `useSearchParams` and
 * `useNavigate` would: the wizard is an island on /financiamento, a page without React Router whose
 * links are documents, and React Router inside the island (its `<BrowserRouter>`, for these hooks)
 * measured 13,114 B more of first-load script there, over the page's budget (decision 0024).
 */

/** An entry of the page's history as the wizard reads it. */
type AddressEntry = { readonly search: URLSearchParams; readonly key: string };

/** An entry's key: the one the wizard wrote in its `history.state` when it made it, else 'loaded'. */
const entryKey = (state: unknown): string => {
  const key = (state as { wizardKey?: unknown } | null)?.wizardKey;
  // An entry the wizard did not make: the one the page was loaded at, an in-page anchor's.
  return typeof key === 'string' ? key : 'loaded';
};

/** The address at prerender: no query (the page is /financiamento). */
const prerendered: AddressEntry = { search: new URLSearchParams(), key: 'prerender' };

let current: AddressEntry | null = null;
const listeners = new Set<() => void>();

function readEntry(): AddressEntry {
  return { search: new URLSearchParams(window.location.search), key: entryKey(window.history.state) };
}

/** The entry shown: one object per entry, as `useSyncExternalStore` wants. */
function shownEntry(): AddressEntry {
  current ??= readEntry();
  return current;
}

function showEntry(entry: AddressEntry) {
  current = entry;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // Back and Forward: the browser's one event for them (a `pushState` fires none).
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('popstate', onPopState);
    // Unheard from now on: the next wizard mounted reads the address again.
    current = null;
  };
}

const onPopState = () => showEntry(readEntry());

/**
 * The address as the wizard reads and writes it. Hydration reads it too: the first render does not
 * show what it holds (the wizard is not `ready`), so it matches the prerendered page all the same.
 */
export function useAddress() {
  const entry = useSyncExternalStore(subscribe, shownEntry, () => (typeof window === 'undefined' ? prerendered : shownEntry()));
  return {
    search: entry.search,
    /** Changes with every entry shown: a new one, Back, Forward. */
    key: entry.key,
    /**
     * `quiet`: the entry is taken in by a render already scheduled (restore's transition), not
     * by one of its own: React renders a store's notified change at once, in one task, whatever
     * the transition.
     */
    write(params: Record<string, string>, replace: boolean, quiet = false) {
      const key = Math.random().toString(36).slice(2, 10);
      // The path kept, the hash dropped: what a link to `?…` does.
      const url = `${window.location.pathname}?${new URLSearchParams(params)}`;
      if (replace) window.history.replaceState({ wizardKey: key }, '', url);
      else window.history.pushState({ wizardKey: key }, '', url);
      if (quiet) current = readEntry();
      else showEntry(readEntry());
    },
  };
}
