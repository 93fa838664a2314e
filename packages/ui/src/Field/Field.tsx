import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { error as errorClass, field, hint as hintClass, label as labelClass, requiredMarker } from './Field.css';

/** Props every form control built on `Field` shares. */
export interface FieldOwnProps {
  /** Visible label (required: every control needs an accessible name). */
  label: ReactNode;
  /** Help text under the label, tied to the control with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when set the control gets `aria-invalid="true"` and describes itself with it. */
  error?: ReactNode;
  /** Marks the control required (native `required`, announced by screen readers) and shows "*". */
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
}

/** What `Field` hands to the control it wraps. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps extends FieldOwnProps, Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'id'> {
  /** Extra ids to add to `aria-describedby` (e.g. a character counter). */
  describedBy?: string;
  /** Renders the control with the ids and ARIA state it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  /** Content after the error (e.g. a character counter). */
  footer?: ReactNode;
}

/**
 * The label/hint/error/required wrapper shared by every text-like control. The visual "*" is
 * hidden from screen readers because the control's native `required` already says it.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, hint, error, required, id, describedBy, children, footer, className, ...props },
  ref,
) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={ref} className={clsx(field, className)} data-invalid={error ? 'true' : undefined} {...props}>
      {/* The id lets a control's popup name itself after the label (Combobox's listbox). */}
      <label id={`${controlId}-label`} htmlFor={controlId} className={labelClass}>
        {label}
        {required ? (
          <span className={requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        required: required || undefined,
        'aria-describedby': describedByIds,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {footer}
    </div>
  );
});
