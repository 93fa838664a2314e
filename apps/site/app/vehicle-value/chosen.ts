import type { VehicleKindId } from '@repo/content';
import { vehicleFields, type VehicleRole } from '@repo/whatsapp';
import { readVisitJson, writeVisit } from '../visitStorage';

/** A brand, model or year chosen: the table's code and name. */
export type Choice = { readonly code: string; readonly name: string };

/** What the visitor chose for a kind of vehicle, kept for the visit (a reload, the lookup closed and opened again). */
export type Chosen = { readonly kind: VehicleKindId | ''; readonly brand: Choice | null; readonly model: Choice | null; readonly year: Choice | null };

export const nothingChosen = { brand: null, model: null, year: null } as const;

function storageKey(vehicle: VehicleRole) {
  return `fipe:${vehicleFields[vehicle].reference}`;
}

/** What the visitor chose in this tab for `vehicle`'s lookup, or null. */
export function loadChosen(vehicle: VehicleRole): Chosen | null {
  const stored = readVisitJson(storageKey(vehicle));
  return stored && typeof stored === 'object' && 'kind' in stored ? (stored as Chosen) : null;
}

/** Keeps what the visitor chose for the visit (this tab's sessionStorage). */
export function saveChosen(vehicle: VehicleRole, chosen: Chosen) {
  // Refused (private mode): the choices live as long as the page.
  writeVisit(storageKey(vehicle), JSON.stringify(chosen));
}
