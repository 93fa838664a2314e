import type * as React from 'react';
import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text (or content) read by screen readers but not shown. */
  children?: React.ReactNode;
}

/** Content for screen readers only (e.g. "concluído" beside a check icon). */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...props },
  ref,
) {
  return <span ref={ref} className={clsx(visuallyHidden, className)} {...props} />;
});
