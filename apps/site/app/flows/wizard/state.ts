/**
 * The financing wizard's state, in one module: the draft (every answer as typed), the reducer that
 * changes it, presence validation per step (SPEC §5), the step the URL may show, the sessionStorage
 * draft and the conversion to the WhatsApp request. No React components here.
 */
import { installmentChoices, type InstallmentChoice, type PersonType, type VehicleKindId } from '@repo/content';
import { parseBRL, parseInstallments, type FinancingRequest } from '@repo/whatsapp';
import { PREFILL_PARAMS, toCurrencyText } from './prefill';

/** Every answer of the wizard as the visitor typed it (masked text for amounts and documents). */
export type WizardDraft = {
  personType: PersonType;
  cpf: string;
  cnpj: string;
  fullName: string;
  email: string;
  phone: string;
  vehicleType: '' | VehicleKindId;
  /** Masked amount, e.g. `85.000,00`. */
  vehicleValue: string;
  vehicleYear: string;
  /** Masked amount. */
  downPayment: string;
  /** `''` or one of the installment choices as text (`'48'`). */
  installments: string;
};

/** A text field of the draft (everything but the person type). */
export type DraftField = Exclude<keyof WizardDraft, 'personType'>;

/** The wizard's steps: 1 personal data, 2 vehicle, 3 review, 4 result. */
export type StepNumber = 1 | 2 | 3 | 4;

export const emptyDraft: WizardDraft = {
  personType: 'fisica',
  cpf: '',
  cnpj: '',
  fullName: '',
  email: '',
  phone: '',
  vehicleType: '',
  vehicleValue: '',
  vehicleYear: '',
  downPayment: '',
  installments: '',
};

export type WizardAction =
  | { type: 'field'; field: DraftField; value: string }
  | { type: 'personType'; personType: PersonType }
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
    case 'restore':
      return action.draft;
    case 'clear':
      return emptyDraft;
  }
}

/** The required fields of a step for this draft, in display order (presence only, SPEC §5). */
export function requiredFields(step: StepNumber, draft: WizardDraft): DraftField[] {
  if (step === 1) return [draft.personType === 'fisica' ? 'cpf' : 'cnpj', 'fullName', 'email', 'phone'];
  if (step === 2) return ['vehicleValue', 'vehicleYear', 'downPayment'];
  return [];
}

/** The required fields of a step left empty (whitespace counts as empty), in display order. */
export function missingFields(step: StepNumber, draft: WizardDraft): DraftField[] {
  return requiredFields(step, draft).filter((field) => draft[field].trim() === '');
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

/** The draft as the WhatsApp builder wants it: amounts in reais, installments as a number. */
export function toFinancingRequest(draft: WizardDraft): FinancingRequest {
  return {
    personType: draft.personType,
    cpf: draft.cpf,
    cnpj: draft.cnpj,
    fullName: draft.fullName,
    email: draft.email,
    phone: draft.phone,
    vehicleType: draft.vehicleType,
    vehicleValue: parseBRL(draft.vehicleValue),
    vehicleYear: draft.vehicleYear,
    downPayment: parseBRL(draft.downPayment),
    installments: parseInstallments(draft.installments),
  };
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

/**
 * `draft` with the answers in `record` — a stored draft, or what was typed before hydration —
 * keeping only known fields holding strings and falling back on invalid choices.
 */
export function withAnswers(draft: WizardDraft, record: Record<string, unknown>): WizardDraft {
  const next = { ...draft };
  for (const key of Object.keys(emptyDraft) as Array<keyof WizardDraft>) {
    const value = record[key];
    if (typeof value === 'string') (next as Record<string, string>)[key] = value;
  }
  if (next.personType !== 'fisica' && next.personType !== 'juridica') next.personType = 'fisica';
  if (!['', 'carro', 'moto', 'caminhao'].includes(next.vehicleType)) next.vehicleType = '';
  return next;
}

/** The stored draft, or null (none, unreadable, or storage unavailable). Browser only. */
export function loadDraft(): WizardDraft | null {
  try {
    const stored = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return withAnswers(emptyDraft, parsed as Record<string, unknown>);
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
