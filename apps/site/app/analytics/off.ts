/**
 * `#analytics` for a broker without counts (no `estatisticas` in its file): nothing is counted and
 * none of the tracker, its queue or its inline script is built (the broker plugin picks this module
 * at build time; `on.tsx` is the other).
 */
import type { AnalyticsHeadComponent, AnalyticsPrivacy, Count, StartCounts } from './api';

export const count: Count = () => {};

export const startCounts: StartCounts = () => {};

export const AnalyticsHead: AnalyticsHeadComponent = () => null;

export const analyticsPrivacy: AnalyticsPrivacy = null;
