import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden';
import { check, label as labelClass, list, marker, step } from './StepIndicator.css';

export const stepStates = ['complete', 'current', 'upcoming'] as const;

export interface StepIndicatorProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** Visible name of each step, in order. */
  steps: readonly ReactNode[];
  /** Index (0-based) of the current step; earlier steps count as completed. */
  current: number;
  /** Accessible name of the list, e.g. "Etapas da solicitação". */
  label: string;
  /** Screen-reader suffix of completed steps, e.g. "concluído". */
  completedLabel: string;
}

/**
 * Shows progress through a multi-step flow. The current step has `aria-current="step"`; completed
 * steps show a check and say `completedLabel` to screen readers. Purely informative: not links.
 */
export function StepIndicator({ steps, current, label, completedLabel, className, ref, ...props }: StepIndicatorProps) {
  return (
    <ol ref={ref} aria-label={label} className={clsx(list, className)} {...props}>
      {steps.map((name, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li key={index} className={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={marker} aria-hidden="true">
              {state === 'complete' ? (
                <svg className={check} viewBox="0 0 16 16" focusable="false">
                  <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={labelClass}>
              {name}
              {state === 'complete' ? <VisuallyHidden>{` (${completedLabel})`}</VisuallyHidden> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
