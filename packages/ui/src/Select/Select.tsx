import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { chevron, select, wrapper } from './Select.css';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Greys the option out. */
  disabled?: boolean;
}

export interface SelectProps extends FieldOwnProps, Omit<ComponentProps<'select'>, 'id' | 'children'> {
  /** The choices. */
  options: readonly SelectOption[];
  /** Text of an empty first option (value ""), e.g. "Selecione"; makes `required` meaningful. */
  placeholder?: string;
  /** Class for the outer wrapper. */
  className?: string;
}

/** A native select (best keyboard and mobile support) with label, hint and error. */
export function Select({ ref, ...props }: SelectProps) {
  const [field, { options, placeholder, ...selectProps }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(controlProps) => (
        <div className={wrapper}>
          <select ref={ref} {...selectProps} {...controlProps} className={clsx(control, select)}>
            {placeholder !== undefined ? (
              <option value="" disabled={field.required}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </div>
      )}
    </Field>
  );
}
