import type * as React from 'react';
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends ComponentProps<'span'> {
  /** Text (or content) read by screen readers but not shown. */
  children?: React.ReactNode;
}

/** Content for screen readers only (e.g. "concluído" beside a check icon). */
export function VisuallyHidden({ className, ref, ...props }: VisuallyHiddenProps) {
  return <span ref={ref} className={clsx(visuallyHidden, className)} {...props} />;
}
