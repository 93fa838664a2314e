/*
 * The visit's storage: this tab's sessionStorage, which every piece of the site that keeps
 * something for the visit goes through (never a cookie, never sent anywhere). A browser may refuse
 * it (a private mode, a full quota, storage disabled): then nothing is kept, the page works on
 * with what it holds, and no caller needs its own try/catch.
 */

/**
 * What `task` returns, run on the visit's storage; undefined when the browser refuses it. The one
 * place that catches that refusal (an inline script uses it directly: every byte of those is in
 * every page).
 */
export function withVisitStorage<T>(task: (storage: Storage) => T): T | undefined {
  try {
    return task(window.sessionStorage);
  } catch {
    return undefined;
  }
}

/** What is kept under `key` for the visit, or null (nothing, or storage refused). */
export const readVisit = (key: string): string | null => withVisitStorage((storage) => storage.getItem(key)) ?? null;

/** Keeps `value` under `key` for the visit (null forgets it), when storage takes it. */
export const writeVisit = (key: string, value: string | null): void =>
  withVisitStorage((storage) => (value === null ? storage.removeItem(key) : storage.setItem(key, value)));

/** What {@link writeVisit} kept as JSON under `key`, parsed, or null (nothing, unreadable, refused). */
export function readVisitJson(key: string): unknown {
  const text = readVisit(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
