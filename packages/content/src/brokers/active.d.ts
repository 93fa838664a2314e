/**
 * The type of `#broker-profile` for TypeScript (package.json "imports", `types` condition): the
 * packages that compile the content's source (whatsapp, ui, the site's app) see the active
 * broker's profile without `active.ts`'s Node-only file reading. Its photos are `#broker-photos`, its
 * FIPE token `#broker-fipe`, its counts configuration `#broker-analytics`.
 */
import type { BrokerProfile } from './profile';

export declare const profile: Omit<BrokerProfile, 'photos' | 'fipeToken' | 'analytics'>;
