/** The type of `#broker-photos` for TypeScript (see `active.d.ts`). */
import type { ServedPhoto } from './profile';

export declare const photos: readonly ServedPhoto[];

/** The images' `sizes`: how wide a card is at each of the carousel's layouts. */
export declare const photoSizes: string;
