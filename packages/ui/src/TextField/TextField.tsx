import { forwardRef, type InputHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { Field, type FieldOwnProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { input } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password', 'number', 'date'] as const;

export interface TextFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** Native input type. */
  type?: (typeof textFieldTypes)[number];
  /** Class for the outer wrapper (the input itself is styled by the system). */
  className?: string;
}

/** A single-line text input with label, hint and error. The ref points at the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, className, type = 'text', ...inputProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(controlProps) => (
        <input
          ref={ref}
          type={type}
          {...inputProps}
          {...controlProps}
          aria-describedby={[controlProps['aria-describedby'], inputProps['aria-describedby']].filter(Boolean).join(' ') || undefined}
          className={clsx(control, input)}
        />
      )}
    </Field>
  );
});
