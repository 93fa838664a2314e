/**
 * How the copy lists things in sentences (the products offered, `services.ts`; the kinds of
 * vehicle): internal to the package (the index does not export it), shared by the page modules.
 */
import { brokerProfile } from './broker';

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `a, b e c` (or `ou`); one item alone. */
export function inWords(items: readonly string[], conjunction: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}


const vehicleNames = { carro: 'carros', moto: 'motos', caminhao: 'caminhões' } as const;

/** The kinds of vehicle the broker finances (`veiculos`), in a sentence: `carros, motos e caminhões`. */
export function offeredVehicles(): string {
  return inWords((['carro', 'moto', 'caminhao'] as const).filter((id) => brokerProfile.vehicles[id]).map((id) => vehicleNames[id]), 'e');
}
