/**
 * The offer check's rules, analysis, results and message (./check.ts), fetched once the form has
 * hydrated, as the other forms fetch their rules (../shared/rules.ts, whose three functions these
 * are for this module: one shared factory would add its bytes to every form's first script, and
 * those of the landing and the wizard have none to spare, postbuild/budgets.ts).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { importForPress } from '../../page-start/forms';

export type OfferCheckModule = typeof import('./check');

let loaded: OfferCheckModule | null = null;
let loading: Promise<OfferCheckModule> | null = null;

/** The check's module, fetched once. */
export function loadOfferCheck(): Promise<OfferCheckModule> {
  loading ??= import('./check').then((module) => (loaded = module));
  return loading;
}

/** The check's module once fetched (null until then); the form renders again when it arrives. */
export function useOfferCheck(): OfferCheckModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    void loadOfferCheck().then((fetched) => {
      if (mounted) setModule(() => fetched);
    });
    return () => {
      mounted = false;
    };
  }, [module]);
  return module;
}

/**
 * Runs a submit's check with the module (`checkWithRules` of ../shared/submit.ts, for this one): a
 * press made before it has arrived (held before hydration, or on a slow network) is stopped and
 * made again once it has; if a deploy took it, the page reloads from the new build and the press is
 * made there (`importForPress`, as the FIPE lookup's).
 */
export function checkWithOfferCheck(event: FormEvent<HTMLFormElement>, check: (module: OfferCheckModule) => void): void {
  if (loaded) {
    check(loaded);
    return;
  }
  event.preventDefault();
  const form = event.currentTarget;
  const pressed = (event.nativeEvent as SubmitEvent).submitter;
  const arrived = pressed instanceof HTMLButtonElement ? importForPress(pressed, loadOfferCheck) : loadOfferCheck();
  void arrived.then(() => form.requestSubmit());
}

/** The module if already fetched (for a handler that may run before the form has re-rendered). */
export const fetchedOfferCheck = (): OfferCheckModule | null => loaded;
