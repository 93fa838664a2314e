/**
 * The active profile's copy overrides, laid over the copy modules (which stay as written): each
 * export below replaces the same-named export of `pages.ts` in the package index. Objects merge
 * key by key; strings, numbers, functions and arrays are replaced whole.
 */
import { brokerProfile } from './broker';
import * as pages from './pages';
import type { CopyOverride } from './profiles/define';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with `override` laid on top (see the module comment); `base` itself is not changed. */
export function overlay<T>(base: T, override: CopyOverride<T> | undefined): T {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) merged[key] = overlay(base[key], value as CopyOverride<unknown>);
  }
  return merged as T;
}

const copy = brokerProfile.copy ?? {};

export const pageMeta: typeof pages.pageMeta = overlay(pages.pageMeta, copy.pageMeta);
export const aboutPage: typeof pages.aboutPage = overlay(pages.aboutPage, copy.aboutPage);
export const footerCopy: typeof pages.footerCopy = overlay(pages.footerCopy, copy.footerCopy);
export const contactPage: typeof pages.contactPage = overlay(pages.contactPage, copy.contactPage);
