import type { ProductId } from '@repo/content';
import { lazy, type ReactNode, Suspense } from 'react';

/** The rates the Banco Central's series compares with: vehicle acquisition credit (SGS 25471). */
export const ratesWithMarketAverage: readonly ProductId[] = ['financiamento'];

// A chunk of its own, fetched as the page hydrates, not with it: the prerendered page already
// shows the block, and React keeps that markup until the chunk arrives (the pages' JavaScript
// budgets stay where they were). The prerender loads it up front instead: a lazy component that
// suspends there would be written as a hidden copy swapped in by an inline script.
// A chunk that cannot be fetched (offline, or renamed by a deploy since the page loaded) leaves the
// block out rather than handing the page to its error screen: the rate beside it stays, and the
// forms around it (the simulator's result) keep working.
const MarketRateBlock = import.meta.env.SSR
  ? (await import('./MarketRateBlock')).default
  : lazy<(props: { brief?: boolean }) => ReactNode>(() => import('./MarketRateBlock').catch(() => ({ default: () => null })));

/**
 * The market's average beside the broker's own financing rate, whichever is higher (issue 37):
 * the Banco Central's latest month, what its series covers, its source, and the last 12 months;
 * `brief`, the month's figure alone (the landing's first screen, whose cards below give the rest).
 */
export function MarketRate({ brief = false }: { brief?: boolean }) {
  return (
    <Suspense fallback={null}>
      <MarketRateBlock brief={brief} />
    </Suspense>
  );
}
