/**
 * `#broker-analytics` outside Vite: the active broker's counts configuration, or null (see
 * `active.ts`). In the site's builds the broker plugin resolves it to a module of its own, which
 * only the counting code imports: a broker without counts ships none of it.
 */
import type { BrokerAnalytics } from './profile';
import { profile } from './active';

export const analytics: BrokerAnalytics | null = (profile as { analytics?: BrokerAnalytics }).analytics ?? null;
