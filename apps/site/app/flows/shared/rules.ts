/**
 * The forms' rules (`@repo/whatsapp/rules`: check digits, e-mail, phone, years, plausible values),
 * fetched once a form has hydrated rather than with the page: they are needed only once the visitor
 * has typed, and the pages that share the forms' chunk without a form (`/home`'s dialog) never pay
 * for them. Until they arrive a form checks presence only, as SPEC §5 does.
 */
import { lateModule } from './lateModule';

export type FormRules = typeof import('@repo/whatsapp/rules');

const formRules = lateModule<FormRules>(() => import('@repo/whatsapp/rules'));

/** The rules, fetched once. */
export const loadRules = formRules.load;

/** The rules if already fetched (for a handler that may run before its component has re-rendered). */
export const fetchedRules = formRules.fetched;

/** The rules once fetched (null until then); the component renders again when they arrive. */
export const useRules = formRules.useLoaded;

/** Runs a submit's check with the rules, a press made before they arrive made again once they have. */
export const checkWithRules = formRules.submitWith;
