import { findWizardOrigin, originParam, type WizardOriginId } from '@repo/content';
import { readVisit, writeVisit } from '../../visitStorage';

/** Where the wizard keeps, for the visit, how the visitor reached it (not what they typed). */
export const ORIGIN_STORAGE_KEY = 'financiamento:origem';

/**
 * How the visitor reached the wizard, which its message ends with and its counts name: the spot
 * the address names (`?origem=inicio-simulador`, from the landing simulator or a solution card),
 * kept in sessionStorage for the visit (the wizard tidies its address, and a reload keeps it); else
 * the one kept; else the wizard itself (`assistente`: its page, the header's link).
 */
export function takeWizardOrigin(params: URLSearchParams): WizardOriginId {
  const given = findWizardOrigin(params.get(originParam));
  if (given) writeVisit(ORIGIN_STORAGE_KEY, given);
  return given ?? findWizardOrigin(readVisit(ORIGIN_STORAGE_KEY)) ?? 'assistente';
}
