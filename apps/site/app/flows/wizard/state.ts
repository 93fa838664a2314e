/**
 * The financing wizard's state, in one module: the draft (every answer as typed), the reducer that
 * changes it, presence validation per step (SPEC §5), the step the URL may show, the sessionStorage
 * draft and the simulator's prefill. The draft's fields, presence rules and parsing are the financing
 * request's, defined in `@repo/whatsapp`. No React components here.
 */
import { installmentChoices, type InstallmentChoice, type PersonType } from '@repo/content';
import {
  emptyFinancingDraft,
  missingFinancingFields,
  parseInstallments,
  readFinancingDraft,
  type FinancingDraft,
  type FinancingTextField,
} from '@repo/whatsapp';
import { PREFILL_PARAMS, toCurrencyText } from './prefill';

/** Every answer of the wizard as the visitor typed it: the financing request's draft. */
export type WizardDraft = FinancingDraft;

/** A text field of the draft (everything but the person type). */
export type DraftField = FinancingTextField;

/** The wizard's steps: 1 personal data, 2 vehicle, 3 review, 4 result. */
export type StepNumber = 1 | 2 | 3 | 4;

export const emptyDraft = emptyFinancingDraft;

export type WizardAction =
  | { type: 'field'; field: DraftField; value: string }
  | { type: 'personType'; personType: PersonType }
  /** Answers read from a step's form, by field name (unknown names are ignored). */
  | { type: 'answers'; answers: Record<string, unknown> }
  /** Replaces the whole draft (restored from sessionStorage, prefilled from the simulator). */
  | { type: 'restore'; draft: WizardDraft }
  /** After finalizing: the request went to WhatsApp, nothing is kept. */
  | { type: 'clear' };

/** The wizard's reducer. Switching person type keeps both the CPF and the CNPJ typed so far. */
export function wizardReducer(draft: WizardDraft, action: WizardAction): WizardDraft {
  switch (action.type) {
    case 'field':
      return draft[action.field] === action.value ? draft : { ...draft, [action.field]: action.value };
    case 'personType':
      return { ...draft, personType: action.personType };
    case 'answers':
      return readFinancingDraft(draft, action.answers);
    case 'restore':
      return action.draft;
    case 'clear':
      return emptyDraft;
  }
}

/** The part of the request a step asks for: step 1 the personal data, step 2 the vehicle's. */
const stepSections = { 1: 'personal', 2: 'vehicle' } as const;

/** The required fields of a step left empty (whitespace counts as empty), in display order (SPEC §5). */
export function missingFields(step: StepNumber, draft: WizardDraft): DraftField[] {
  return step === 1 || step === 2 ? missingFinancingFields(stepSections[step], draft) : [];
}

/** The first step with a missing answer, or 3 (review) when steps 1 and 2 are complete. */
export function firstIncompleteStep(draft: WizardDraft): StepNumber {
  if (missingFields(1, draft).length > 0) return 1;
  if (missingFields(2, draft).length > 0) return 2;
  return 3;
}

/** Name of the URL search parameter that holds the step: `/financiamento?etapa=2`. */
export const STEP_PARAM = 'etapa';

/**
 * The step to show for what the URL asks (`?etapa=`). The visitor always starts at step 1: a URL
 * pointing past an incomplete step falls back to the first incomplete one, and step 4 (result)
 * exists only after finalizing in this visit (`finished`).
 */
export function resolveStep(requested: string | null, draft: WizardDraft, finished: boolean): StepNumber {
  const asked = Number(requested);
  if (!Number.isInteger(asked) || asked < 1) return 1;
  if (asked >= 4 && finished) return 4;
  return Math.min(asked, firstIncompleteStep(draft)) as StepNumber;
}

// ---------------------------------------------------------------------------------------------
// Prefill from the landing simulator (see ./prefill.ts for the URL format).

/** Whether the URL carries simulator figures. */
export function hasPrefill(params: URLSearchParams): boolean {
  return Object.values(PREFILL_PARAMS).some((name) => params.has(name));
}

/** Reads a non-negative amount in reais written as a plain decimal (`50000.00`). */
function readAmount(text: string | null): number | null {
  if (text === null || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  return Number(text);
}

/**
 * The draft with the simulator's figures in step 2 (vehicle value, down payment, installments).
 * Invalid or missing figures leave the draft's own answer in place.
 */
export function applyPrefill(draft: WizardDraft, params: URLSearchParams): WizardDraft {
  const vehicleValue = readAmount(params.get(PREFILL_PARAMS.vehicleValue));
  const downPayment = readAmount(params.get(PREFILL_PARAMS.downPayment));
  const installments = params.get(PREFILL_PARAMS.installments) ?? '';
  return {
    ...draft,
    vehicleValue: vehicleValue === null ? draft.vehicleValue : toCurrencyText(vehicleValue),
    downPayment: downPayment === null ? draft.downPayment : toCurrencyText(downPayment),
    installments: installmentChoices.some((choice) => String(choice) === installments)
      ? installments
      : draft.installments,
  };
}

// ---------------------------------------------------------------------------------------------
// The sessionStorage draft: survives a reload, gone when the tab closes or after finalizing.

export const DRAFT_STORAGE_KEY = 'financiamento:rascunho';

/** The stored draft, or null (none, unreadable, or storage unavailable). Browser only. */
export function loadDraft(): WizardDraft | null {
  try {
    const stored = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return readFinancingDraft(emptyDraft, parsed as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** Stores the draft; an empty draft removes it. Storage errors (private mode, quota) are ignored. */
export function saveDraft(draft: WizardDraft): void {
  try {
    if (isEmptyDraft(draft)) window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    else window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Nothing to do: the draft still lives in memory for this visit.
  }
}

/** Forgets the stored draft (after finalizing). */
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** True when the draft holds no answer at all (the default person type included). */
export function isEmptyDraft(draft: WizardDraft): boolean {
  return (Object.keys(emptyDraft) as Array<keyof WizardDraft>).every((key) => draft[key] === emptyDraft[key]);
}

/** The installment count for an estimate: the chosen one, else the simulator's default. */
export function estimateInstallments(draft: WizardDraft, fallback: InstallmentChoice): InstallmentChoice {
  return parseInstallments(draft.installments) ?? fallback;
}
