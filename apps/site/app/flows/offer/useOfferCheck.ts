/**
 * The offer check's rules, analysis, results and message (./check.ts), fetched once the form has
 * hydrated, as the other forms fetch their rules (../shared/rules.ts): a late module
 * (../shared/lateModule.ts). A press made before it has arrived is made again once it has; if a
 * deploy took it, the page reloads from the new build and the press is made there
 * (`importForPress`, as the FIPE lookup's).
 */
import type { FormEvent } from 'react';
import { importForPress } from '../../page-start/forms';
import { lateModule } from '../shared/lateModule';

export type OfferCheckModule = typeof import('./check');

const offerCheck = lateModule<OfferCheckModule>(() => import('./check'));

/** The check's module, fetched once. */
export const loadOfferCheck = offerCheck.load;

/** The module if already fetched (for a handler that may run before the form has re-rendered). */
export const fetchedOfferCheck = offerCheck.fetched;

/** The check's module once fetched (null until then); the form renders again when it arrives. */
export const useOfferCheck = offerCheck.useLoaded;

/** Runs a submit's check with the module; a press on a button waits for it across a deploy. */
export function checkWithOfferCheck(event: FormEvent<HTMLFormElement>, check: (module: OfferCheckModule) => void): void {
  const pressed = (event.nativeEvent as SubmitEvent).submitter;
  offerCheck.submitWith(event, check, pressed instanceof HTMLButtonElement ? () => importForPress(pressed, offerCheck.load) : offerCheck.load);
}
