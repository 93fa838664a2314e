import type { ReactNode } from 'react';
import { requiredMarker } from './fieldParts.css';

// The parts of a labelled control that Field and RadioGroup's fieldset both draw.

/** The ids of a hint and an error (when there are), and the `aria-describedby` naming them and any `extra` ids. */
export function describedByIds(baseId: string, hint: ReactNode, error: ReactNode, extra?: string) {
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId, extra].filter(Boolean).join(' ') || undefined };
}

/**
 * The visual "*" after a required control's label or legend, hidden from screen readers because
 * the control's native `required` already says it.
 */
export function RequiredMarker({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className={requiredMarker} aria-hidden="true">
      *
    </span>
  ) : null;
}

/** A line under a label or above a control (a hint, an error), named by `id` in `aria-describedby`; nothing without text. */
export function FieldNote({ id, className, children }: { id: string | undefined; className: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={className}>
      {children}
    </p>
  ) : null;
}
