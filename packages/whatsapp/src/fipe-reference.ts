/**
 * What the FIPE lookup leaves in a form, in one place: the fields it fills for each vehicle of a
 * request, and the reference it keeps beside a value taken from the table. The site's lookup (a
 * lazy module) writes them; the wizard's request reads them. A module of its own, small, so that the
 * lookup does not load the wizard's request (and with it the forms' chunk: vite.config.ts).
 */

/**
 * Where a vehicle's value comes from, when the visitor took it from the FIPE table: the vehicle's
 * code in the table, the table's month as it writes it, and the value it gave (which the visitor
 * may have changed since). The FIPE lookup writes it into the form's hidden field with
 * {@link fipeReferenceText}; without one, the value is the visitor's own.
 */
export type FipeReference = { readonly code: string; readonly referenceMonth: string; readonly value: number };

const fipeMonth = /^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}$/;

/** A {@link FipeReference} as its hidden field holds it: `005340-6;novembro de 2026;58231`. */
export function fipeReferenceText({ code, referenceMonth, value }: FipeReference): string {
  return `${code};${referenceMonth};${value}`;
}

/**
 * The {@link FipeReference} a hidden field holds, or null when it holds none or anything else (a
 * code as `005340-6`, a month as `novembro de 2026`, a value in reais below a billion): what the
 * message writes of it is bounded.
 */
export function parseFipeReference(text: string): FipeReference | null {
  const [code = '', referenceMonth = '', value = '', ...rest] = text.split(';');
  if (rest.length > 0 || !/^\d{6}-\d$/.test(code) || !fipeMonth.test(referenceMonth) || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return { code, referenceMonth, value: Number(value) };
}

/**
 * The fields of each vehicle a request may be about, by role: the vehicle being bought (financing)
 * and the one the visitor owns (the secured loan's guarantee, the refinanced vehicle). The FIPE
 * lookup fills them all: the kind, the make and model (the table's brand and model), the model year,
 * the value, and the value's reference.
 */
export const vehicleFields = {
  vehicle: { kind: 'vehicleType', makeModel: 'vehicleMakeModel', year: 'vehicleYear', value: 'vehiclePrice', reference: 'vehicleFipe' },
  ownedVehicle: {
    kind: 'ownedVehicleType',
    makeModel: 'ownedVehicleMakeModel',
    year: 'ownedVehicleYear',
    value: 'ownedVehicleValue',
    reference: 'ownedVehicleFipe',
  },
} as const;

/** One of the vehicles of {@link vehicleFields}. */
export type VehicleRole = keyof typeof vehicleFields;
