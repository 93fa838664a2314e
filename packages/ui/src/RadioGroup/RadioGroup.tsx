'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { describedByIds, FieldNote, RequiredMarker } from '../shared/fieldParts';
import { hint as hintClass } from '../shared/fieldParts.css';
import {
  error as errorClass,
  fieldset,
  legend as legendClass,
  option as optionClass,
  optionHint,
  options as optionsClass,
  optionText,
  radio,
  type RadioGroupVariants,
} from './RadioGroup.css';

export interface RadioOption {
  /** Submitted value. */
  value: string;
  /** Visible text of the choice. */
  label: ReactNode;
  /** Smaller line under the label (list appearance). */
  hint?: ReactNode;
  /** Greys the choice out. */
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'children'> {
  /** The question, rendered as the fieldset's `<legend>` (names the group). */
  legend: ReactNode;
  /** Form field name shared by the radios. */
  name: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initially selected value (uncontrolled: the radios own the choice, as a form reads it). */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** `list` (radios stacked) or `segmented` (a row of toggle-like segments, e.g. Pessoa Física/Jurídica). */
  appearance?: RadioGroupVariants['appearance'];
  /** Help text under the legend, tied with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message tied with `aria-describedby`. */
  error?: ReactNode;
  /** Native `required` on the radios, plus a visual "*". */
  required?: boolean;
  /**
   * The `form` the radios belong to; `""` puts them in none: a choice a script reads, which the
   * form around it must not submit.
   */
  form?: string;
}

/** Native radios in a fieldset/legend: arrow keys move the choice, Tab leaves the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  appearance = 'list',
  hint,
  error,
  required,
  form,
  className,
  ref,
  ...props
}: RadioGroupProps) {
  const { hintId, errorId, describedBy } = describedByIds(useId(), hint, error);

  return (
    <fieldset
      ref={ref}
      className={clsx(fieldset, className)}
      aria-describedby={describedBy}
      data-invalid={error ? 'true' : undefined}
      {...props}
    >
      <legend className={legendClass}>
        {legend}
        <RequiredMarker required={required} />
      </legend>
      <FieldNote id={hintId} className={hintClass}>
        {hint}
      </FieldNote>
      <div className={optionsClass({ appearance })}>
        {options.map((opt) => (
          <label key={opt.value} className={optionClass({ appearance })}>
            <input
              type="radio"
              className={radio({ appearance })}
              name={name}
              form={form}
              value={opt.value}
              // Uncontrolled, React never sets `checked`: a choice made in a prerendered page
              // before hydration stays.
              checked={value !== undefined ? value === opt.value : undefined}
              defaultChecked={value === undefined ? defaultValue === opt.value : undefined}
              disabled={opt.disabled}
              required={required}
              onChange={(event) => {
                if (event.target.checked) onValueChange?.(opt.value);
              }}
            />
            <span className={optionText({ appearance })}>
              {opt.label}
              {opt.hint ? <span className={optionHint}>{opt.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldNote id={errorId} className={errorClass}>
        {error}
      </FieldNote>
    </fieldset>
  );
}
