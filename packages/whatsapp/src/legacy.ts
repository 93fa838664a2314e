/**
 * The financing-only names of the request, from before the three products: each is now a view of
 * the general request (`./request`, `./messages`) on the financing product. Kept only so that the
 * site compiles and behaves as before until its wizard moves to the general names; remove then.
 */
import { requestMessage, requestWhatsApp } from './messages';
import {
  emptyRequestDraft,
  missingRequestFields,
  readRequestDraft,
  requestFacts,
  requiredRequestFields,
  toCreditRequest,
  type CreditRequest,
  type RequestDraft,
  type RequestFact,
  type RequestFacts,
  type RequestField,
} from './request';

/** The fields the products added to the draft. */
type ProductField = 'product' | 'loanAmount' | 'outstandingBalance' | 'currentInstallment';

const productFields: readonly ProductField[] = ['product', 'loanAmount', 'outstandingBalance', 'currentInstallment'];

/** @deprecated Use `RequestDraft`: the financing draft, without the other products' fields. */
export type FinancingDraft = Omit<RequestDraft, ProductField>;

/** @deprecated Use `RequestField`. */
export type FinancingField = Exclude<RequestField, ProductField>;

/** @deprecated Use `RequestTextField`. */
export type FinancingTextField = Exclude<FinancingField, 'personType'>;

/** @deprecated Use `CreditRequest`. */
export type FinancingRequest = CreditRequest;

/** @deprecated Use `RequestSection` ('details' for 'vehicle'). */
export type FinancingSection = 'personal' | 'vehicle';

/** @deprecated Use `RequestFact`. */
export type FinancingFact = RequestFact;

/** @deprecated Use `RequestFacts`. */
export type FinancingFacts = RequestFacts;

/** `draft` without the fields the products added. */
function financingOnly(draft: RequestDraft): FinancingDraft {
  const copy: Partial<RequestDraft> = { ...draft };
  for (const name of productFields) delete copy[name];
  return copy as FinancingDraft;
}

/** A financing draft completed into a request draft (on financing unless it names a product). */
function completed(draft: FinancingDraft): RequestDraft {
  return { ...emptyRequestDraft, ...draft };
}

/** @deprecated Use `emptyRequestDraft`. */
export const emptyFinancingDraft: FinancingDraft = financingOnly(emptyRequestDraft);

/** @deprecated Use `readRequestDraft`. */
export function readFinancingDraft(draft: FinancingDraft, record: Record<string, unknown>): FinancingDraft {
  return financingOnly(readRequestDraft(completed(draft), record));
}

/** @deprecated Use `toCreditRequest`. */
export function toFinancingRequest(draft: FinancingDraft): CreditRequest {
  return toCreditRequest(completed(draft));
}

/** @deprecated Use `requiredRequestFields`. */
export function requiredFinancingFields(section: FinancingSection, draft: FinancingDraft): FinancingTextField[] {
  return requiredRequestFields(section === 'vehicle' ? 'details' : section, completed(draft)) as FinancingTextField[];
}

/** @deprecated Use `missingRequestFields`. */
export function missingFinancingFields(section: FinancingSection, draft: FinancingDraft): FinancingTextField[] {
  return missingRequestFields(section === 'vehicle' ? 'details' : section, completed(draft)) as FinancingTextField[];
}

/** @deprecated Use `requestFacts`. */
export const financingFacts: (request: CreditRequest) => readonly RequestFacts[] = requestFacts;

/** @deprecated Use `requestMessage`. */
export const financingMessage: (request: CreditRequest) => string = requestMessage;

/** @deprecated Use `requestWhatsApp`. */
export const financingWhatsApp: typeof requestWhatsApp = requestWhatsApp;
