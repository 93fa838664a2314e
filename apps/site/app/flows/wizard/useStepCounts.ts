import { count } from '#analytics';
import type { ProductId, WizardOriginId } from '@repo/content';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { StepNumber } from './state';

/**
 * Counts each step of the wizard reached, once per visit of the page (the result, step 4, is the
 * hand-off, counted where it is made), with how the visitor came and the product chosen.
 */
export function useStepCounts(ready: boolean, step: StepNumber, origin: WizardOriginId, product: ProductId) {
  const countedSteps = useRef(new Set<StepNumber>());
  const countStep = useEffectEvent((shown: StepNumber) => {
    if (shown === 4 || countedSteps.current.has(shown)) return;
    countedSteps.current.add(shown);
    count({ step: shown }, { origin, product });
  });
  useEffect(() => {
    if (ready) countStep(step);
  }, [ready, step]);
}
