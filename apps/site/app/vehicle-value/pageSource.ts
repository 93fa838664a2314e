import { fipeToken } from '@repo/content';
import { createFipeSource } from './fipe';
import type { VehicleValueSource } from './source';

let source: VehicleValueSource | undefined;

/**
 * The table's one source for the page's life, with the broker's token: its answers are kept in
 * memory (the table changes monthly), whichever lookup of the page asks.
 */
export const pageSource = (): VehicleValueSource => (source ??= createFipeSource(fipeToken ? { token: fipeToken } : {}));
