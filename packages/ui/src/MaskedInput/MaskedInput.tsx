'use client';

import type * as React from 'react';
import IMask, { type InputMask } from 'imask';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type InputHTMLAttributes,
  type MutableRefObject,
} from 'react';
import { clsx } from 'clsx';
import { Field, type FieldOwnProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { input, prefix as prefixClass, wrapper } from './MaskedInput.css';
import { defaultInputMode, maskOptions, type MaskKind } from './masks';

export interface MaskedInputProps
  extends FieldOwnProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'type'> {
  /** Which mask: `cpf`, `cnpj` (alphanumeric-ready), `phone` (10/11 digits) or `currency` (BRL). */
  mask: MaskKind;
  /** Masked value (controlled), e.g. "123.456.789-09". */
  value?: string;
  /** Initial masked value (uncontrolled). */
  defaultValue?: string;
  /** Called on every accepted change with the masked and the unmasked value ("12345678909", "85000"). */
  onValueChange?: (masked: string, unmasked: string) => void;
  /** Visible text before the value, e.g. "R$"; also read as part of the description. */
  prefix?: string;
  /** Class for the outer wrapper. */
  className?: string;
}

function assignRef<T>(ref: React.ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as MutableRefObject<T | null>).current = value;
}

/**
 * A text input formatted as the visitor types (CPF, CNPJ, phone, BRL currency) via imask.
 * Works controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`).
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { label, hint, error, required, id, className, mask, value, defaultValue, onValueChange, prefix, inputMode, ...inputProps },
  ref,
) {
  const prefixId = `prefix-${useId()}`;
  const elementRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask | null>(null);
  const onValueChangeRef = useRef(onValueChange);
  onValueChangeRef.current = onValueChange;
  const valueRef = useRef(value);
  valueRef.current = value;
  /** The value React put in the input's markup (controlled or default). */
  const renderedRef = useRef('');
  renderedRef.current = value ?? defaultValue ?? '';

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      elementRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    // Text in the input beyond what React rendered was typed by the visitor before the page
    // hydrated: keep it (and report it) instead of overwriting it.
    const rendered = renderedRef.current;
    const typedBeforeHydration = element.value !== rendered ? element.value : '';
    const instance = IMask(element, maskOptions(mask));
    maskRef.current = instance;
    const initial = typedBeforeHydration || valueRef.current || element.value;
    if (initial) instance.value = initial;
    if (typedBeforeHydration && instance.value !== rendered) {
      onValueChangeRef.current?.(instance.value, instance.unmaskedValue);
    }
    instance.on('accept', () => {
      onValueChangeRef.current?.(instance.value, instance.unmaskedValue);
    });
    return () => {
      instance.destroy();
      maskRef.current = null;
    };
  }, [mask]);

  // Controlled: push a changed `value` into the mask (it owns the DOM value). A layout effect, so
  // it runs as React commits: a passive one could run after a keystroke that landed in between
  // and roll the input back to the value this render was made with. On mount the mask is not
  // attached yet; attaching takes `value` (or what was typed before hydration) itself.
  useLayoutEffect(() => {
    const instance = maskRef.current;
    if (!instance || value === undefined || value === instance.value) return;
    instance.value = value;
  }, [value]);

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      describedBy={prefix ? prefixId : undefined}
    >
      {(controlProps) => (
        <div className={wrapper}>
          {prefix ? (
            <span id={prefixId} className={prefixClass}>
              {prefix}
            </span>
          ) : null}
          <input
            ref={setRefs}
            type="text"
            inputMode={inputMode ?? defaultInputMode[mask]}
            defaultValue={value ?? defaultValue}
            data-prefixed={prefix ? 'true' : undefined}
            {...inputProps}
            {...controlProps}
            className={clsx(control, input)}
          />
        </div>
      )}
    </Field>
  );
});
