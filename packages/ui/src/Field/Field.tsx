import { useId, type ComponentProps, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { describedByIds, FieldNote, RequiredMarker } from '../shared/fieldParts';
import { hint as hintClass } from '../shared/fieldParts.css';
import { error as errorClass, field, label as labelClass } from './Field.css';

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

export interface FieldProps extends FieldOwnProps, Omit<ComponentProps<'div'>, 'children' | 'id'> {
  /** Extra ids to add to `aria-describedby` (e.g. a character counter). */
  describedBy?: string;
  /** Renders the control with the ids and ARIA state it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  /** Content after the error (e.g. a character counter). */
  footer?: ReactNode;
}

/** What `Field` itself takes of a control's props: its own props and the outer wrapper's class. */
export type FieldWrapperProps = FieldOwnProps & { className?: string };

/**
 * Splits a control's props into those its `Field` takes (`<Field {...field}>`) and the rest, for
 * the control: one list of what belongs to the wrapper, for every control built on `Field`.
 */
export function splitFieldProps<P extends FieldWrapperProps>({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...rest
}: P): [FieldWrapperProps, Omit<P, keyof FieldWrapperProps>] {
  return [{ label, hint, error, required, id, className }, rest];
}

/**
 * The label/hint/error/required wrapper shared by every text-like control.
 */
export function Field({ label, hint, error, required, id, describedBy, children, footer, className, ref, ...props }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const ids = describedByIds(controlId, hint, error, describedBy);
  return (
    <div ref={ref} className={clsx(field, className)} data-invalid={error ? 'true' : undefined} {...props}>
      {/* The id lets a control's popup name itself after the label (Combobox's listbox). */}
      <label id={`${controlId}-label`} htmlFor={controlId} className={labelClass}>
        {label}
        <RequiredMarker required={required} />
      </label>
      <FieldNote id={ids.hintId} className={hintClass}>
        {hint}
      </FieldNote>
      {children({
        id: controlId,
        required: required || undefined,
        'aria-describedby': ids.describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      <FieldNote id={ids.errorId} className={errorClass}>
        {error}
      </FieldNote>
      {footer}
    </div>
  );
}
