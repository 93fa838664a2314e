/** The type of `#broker-photos` for TypeScript (see `active.d.ts`). */
import type { BrokerPhoto } from './profile';

export declare const photos: readonly BrokerPhoto[];
