import { useImperativeHandle, useRef, type ComponentProps } from 'react';
import { clsx } from 'clsx';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useCutNotice } from '../shared/useCutNotice';
import { input } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password', 'number', 'date'] as const;

export interface TextFieldProps extends FieldOwnProps, Omit<ComponentProps<'input'>, 'type' | 'id'> {
  /** Native input type. */
  type?: (typeof textFieldTypes)[number];
  /** Class for the outer wrapper (the input itself is styled by the system). */
  className?: string;
  /**
   * What the field says when the browser cuts what was typed or pasted at `maxLength`, e.g.
   * `(max) => \`Este campo aceita até ${max} caracteres.\``; without it the cut is silent.
   */
  cutLabel?: (maxLength: number) => string;
}

/**
 * A single-line text input with label, hint and error; with `cutLabel`, says at the field when
 * the browser cut what went in at `maxLength`. The ref points at the `<input>`.
 */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [field, { type = 'text', cutLabel, ...inputProps }] = splitFieldProps(props);
  const elementRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => elementRef.current as HTMLInputElement, []);
  const cut = useCutNotice(inputProps.maxLength, cutLabel, elementRef);
  return (
    <Field {...field} describedBy={cut.describedBy} footer={cut.notice}>
      {(controlProps) => (
        <input
          ref={elementRef}
          type={type}
          {...inputProps}
          {...controlProps}
          aria-describedby={[controlProps['aria-describedby'], inputProps['aria-describedby']].filter(Boolean).join(' ') || undefined}
          className={clsx(control, input)}
        />
      )}
    </Field>
  );
}
