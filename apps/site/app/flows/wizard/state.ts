/**
 * The wizard's state, in one module: reading and writing its one form (every step's fields, every
 * product's: the form's data is the draft), presence and range validation per step (SPEC §5), the
 * step and product the URL carries, the sessionStorage draft and the simulator's prefill. The
 * draft's fields, rules and parsing are the credit request's, defined in `@repo/whatsapp`. No React
 * components here.
 */
import {
  findProduct,
  formatAmount,
  parseBRL,
  productById,
  productParam,
  type ProductId,
} from '@repo/content';
import {
  detailsFields,
  emptyRequestDraft,
  missingRequestFields,
  parseFipeReference,
  parseInstallments,
  readRequestDraft,
  cutToLength,
  requestFieldMaxLengths,
  vehicleFields,
  type RequestDraft,
  type RequestTextField,
} from '@repo/whatsapp';
import type { FieldIssue } from '@repo/whatsapp/rules';
import { formValues } from '../shared/formFields';
import { readVisitJson, writeVisit } from '../../visitStorage';
import type { FormRules } from '../shared/rules';

/** The wizard's steps: 1 personal data, 2 the product's data, 3 review, 4 result. */
export type StepNumber = 1 | 2 | 3 | 4;

/** The form's data, read as the request's draft (unknown names and choices not offered ignored). */
export function readAnswers(form: HTMLFormElement): RequestDraft {
  return readRequestDraft(emptyRequestDraft, formValues(form));
}

/**
 * Writes answers from outside the form into its fields — a stored draft, the simulator's figures,
 * a link's product — except those named in `kept` (what the visitor typed or chose before the page
 * hydrated). The only place the wizard writes into a field.
 */
export function writeAnswers(form: HTMLFormElement, answers: Partial<Record<string, string>>, kept: ReadonlySet<string> = new Set()) {
  for (const [name, value] of Object.entries(answers)) {
    const control = form.elements.namedItem(name);
    if (value === undefined || kept.has(name) || control === null) continue;
    if (control instanceof RadioNodeList || control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
      if (control.value !== value) control.value = value;
    }
  }
}

/** The part of the request a step asks for: step 1 the personal data, step 2 the product's. */
const stepSections = { 1: 'personal', 2: 'details' } as const;

/**
 * The required fields of a step left empty (whitespace counts as empty), in display order: SPEC §5
 * for step 1 and financing, the product's own rules for the others.
 */
export function missingFields(step: StepNumber, draft: RequestDraft): RequestTextField[] {
  return step === 1 || step === 2 ? missingRequestFields(stepSections[step], draft) : [];
}

/**
 * The answers of a step that break a rule (`@repo/whatsapp/rules`), with the message for their
 * field; none while the rules have not arrived (`rules` null).
 */
export function invalidFields(step: StepNumber, draft: RequestDraft, rules: FormRules | null): FieldIssue[] {
  return rules && (step === 1 || step === 2) ? rules.invalidRequestFields(stepSections[step], draft) : [];
}

/** The first step with a missing or invalid answer, or 3 (review) when steps 1 and 2 are complete. */
export function firstIncompleteStep(draft: RequestDraft, rules: FormRules | null): StepNumber {
  if (missingFields(1, draft).length > 0 || invalidFields(1, draft, rules).length > 0) return 1;
  if (missingFields(2, draft).length > 0 || invalidFields(2, draft, rules).length > 0) return 2;
  return 3;
}

/** Name of the URL search parameter that holds the step: `/financiamento?etapa=2`. */
export const STEP_PARAM = 'etapa';

/**
 * The step to show for what the URL asks (`?etapa=`). The visitor always starts at step 1: a URL
 * pointing past an incomplete step falls back to the first incomplete one, and step 4 (result)
 * exists only after finalizing in this visit (`finished`).
 */
export function resolveStep(requested: string | null, draft: RequestDraft, finished: boolean, rules: FormRules | null): StepNumber {
  const asked = Number(requested);
  if (!Number.isInteger(asked) || asked < 1) return 1;
  if (asked >= 4 && finished) return 4;
  return Math.min(asked, firstIncompleteStep(draft, rules)) as StepNumber;
}

/** The product a URL asks for (`?modalidade=`), or null when it names none the broker offers. */
export function urlProduct(params: URLSearchParams): ProductId | null {
  return findProduct(params.get(productParam))?.id ?? null;
}

/**
 * The wizard's search parameters for a product and a step: `?modalidade=emprestimo-com-garantia&etapa=2`
 * (no step for step 1). The product is always there, so the address names what is being requested.
 */
export function wizardSearch(product: ProductId, step: StepNumber): Record<string, string> {
  return step === 1 ? { [productParam]: product } : { [productParam]: product, [STEP_PARAM]: String(step) };
}

// ---------------------------------------------------------------------------------------------
// Prefill from the landing simulator: its GET form's fields carry the draft's own names
// (`/financiamento?modalidade=financiamento&vehiclePrice=R%24+64.000%2C00&downPayment=…&installments=36`).

/**
 * The draft on the URL's product (`?modalidade=`) with the figures the landing simulator asks that
 * product for (`simulatorFields`), amounts as typed there (`R$ 64.000,00`, `64000`) written as the
 * wizard's masks write them. The simulator's form holds every product's fields: the other products'
 * are not taken, so a figure never lands in a product it was not typed for. An unknown product, a
 * missing figure or one holding no amount leave the draft's own answer in place; a figure that
 * breaks a rule is taken as typed and flagged at its field.
 */
export function applyPrefill(draft: RequestDraft, params: URLSearchParams): RequestDraft {
  const product = urlProduct(params) ?? draft.product;
  const figures: Record<string, string> = {};
  for (const name of productById(product).simulatorFields) {
    const value = params.get(name);
    if (value === null) continue;
    if (name === 'installments') {
      if (parseInstallments(value) !== null) figures[name] = value.trim();
    } else if (name === 'remainingInstallments') {
      // A count, as typed: digits only (the field's rule says the range).
      if (/^\d{1,3}$/.test(value.trim())) figures[name] = value.trim();
    } else {
      const amount = parseBRL(value);
      if (amount !== null) figures[name] = formatAmount(amount);
    }
  }
  return readRequestDraft({ ...draft, product }, { ...figures, ...prefilledVehicle(product, params) });
}

/**
 * What the simulator's FIPE lookup found of the vehicle whose value the product's simulator asks
 * for (financing's): its kind, make and model (within the field's bound), model year and the value's
 * reference, which its form carries beside the price.
 */
function prefilledVehicle(product: ProductId, params: URLSearchParams): Record<string, string> {
  const asked: readonly string[] = productById(product).simulatorFields;
  const specs = detailsFields(product);
  const found: Record<string, string> = {};
  for (const role of Object.values(vehicleFields)) {
    if (!asked.includes(role.value)) continue;
    const take = (name: string, valid: (value: string) => boolean) => {
      const value = params.get(name)?.trim();
      if (value && valid(value)) found[name] = value.slice(0, specs.find((spec) => spec.name === name)?.maxLength);
    };
    take(role.kind, () => true);
    take(role.makeModel, () => true);
    take(role.year, (value) => /^\d{4}$/.test(value));
    take(role.reference, (value) => parseFipeReference(value) !== null);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// The sessionStorage draft: the form's data, kept across a reload and after finalizing (Back from
// the result returns to the review, everything kept), gone when the tab closes.

export const DRAFT_STORAGE_KEY = 'financiamento:rascunho';

/**
 * A draft with each field cut to the bound its input has (`maxLength`): what sessionStorage holds
 * may have been written by another version of the site or by hand, and a restored field holds no
 * more than the visitor could have typed.
 */
function boundedDraft(draft: RequestDraft): RequestDraft {
  const bounds: Partial<Record<string, number>> = requestFieldMaxLengths;
  return Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, bounds[name] === undefined ? value : cutToLength(value, bounds[name])]),
  ) as RequestDraft;
}

/** The stored draft, or null (none, unreadable, or storage unavailable). Browser only. */
export function loadDraft(): RequestDraft | null {
  const parsed = readVisitJson(DRAFT_STORAGE_KEY);
  if (typeof parsed !== 'object' || parsed === null) return null;
  return boundedDraft(readRequestDraft(emptyRequestDraft, parsed as Record<string, unknown>));
}

/**
 * Stores the form's data, each field by its name as the form submits it; a form holding no answer
 * removes it. Storage errors (private mode, quota) are ignored.
 */
export function saveDraft(data: FormData): void {
  const entries = Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  // Refused: the draft still lives in the form for this visit.
  writeVisit(DRAFT_STORAGE_KEY, isEmptyDraft(readRequestDraft(emptyRequestDraft, entries)) ? null : JSON.stringify(entries));
}

/** Where the wizard keeps its last hand-off to WhatsApp, so that a reload of the result shows it again. */
export const FINISHED_STORAGE_KEY = 'financiamento:enviada';

/** The WhatsApp hand-off of this visit: its link and whether the browser blocked the new tab. */
export type Finished = { readonly url: string; readonly blocked: boolean };

/** The hand-off kept for the tab, or null (none, not a wa.me link, or storage unavailable). */
export function loadFinished(): Finished | null {
  const stored = readVisitJson(FINISHED_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { url, blocked } = stored as Record<string, unknown>;
  return typeof url === 'string' && url.startsWith('https://wa.me/') ? { url, blocked: blocked === true } : null;
}

/** Keeps the hand-off for the tab, or forgets it (null: an answer changed since, the result is stale). */
export function saveFinished(finished: Finished | null): void {
  // Refused: the result lives in the page for this visit.
  writeVisit(FINISHED_STORAGE_KEY, finished ? JSON.stringify(finished) : null);
}

/**
 * True when the draft holds no answer at all (the default person type included). The product is no
 * answer: it is on screen and in the URL, and alone it is not worth keeping.
 */
export function isEmptyDraft(draft: RequestDraft): boolean {
  return (Object.keys(emptyRequestDraft) as Array<keyof RequestDraft>).every((key) => key === 'product' || draft[key] === emptyRequestDraft[key]);
}

