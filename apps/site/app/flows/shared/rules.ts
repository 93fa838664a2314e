/**
 * The forms' rules (`@repo/whatsapp/rules`: check digits, e-mail, phone, years, plausible values),
 * fetched once a form has hydrated rather than with the page: they are needed only once the visitor
 * has typed, and the pages that share the forms' chunk without a form (`/home`'s dialog) never pay
 * for them. Until they arrive a form checks presence only, as SPEC §5 does.
 */
import { useEffect, useState } from 'react';

export type FormRules = typeof import('@repo/whatsapp/rules');

let loaded: FormRules | null = null;
let loading: Promise<FormRules> | null = null;

/** The rules, fetched once. */
export function loadRules(): Promise<FormRules> {
  loading ??= import('@repo/whatsapp/rules').then((rules) => (loaded = rules));
  return loading;
}

/** The rules if already fetched (for a handler that may run before its component has re-rendered). */
export function fetchedRules(): FormRules | null {
  return loaded;
}

/** The rules once fetched (null until then); the component renders again when they arrive. */
export function useRules(): FormRules | null {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    let mounted = true;
    void loadRules().then((fetched) => {
      if (mounted) setRules(() => fetched);
    });
    return () => {
      mounted = false;
    };
  }, [rules]);
  return rules;
}
