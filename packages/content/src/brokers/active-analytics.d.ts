/** The type of `#broker-analytics` for TypeScript (see `active.d.ts`). */
import type { BrokerAnalytics } from './profile';

export declare const analytics: BrokerAnalytics | null;
