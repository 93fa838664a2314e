'use client';

import type { InputMask } from 'imask';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { clsx } from 'clsx';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { input, prefix as prefixClass, wrapper } from './MaskedInput.css';
import { completedOnLeave, defaultInputMode, maskOptions, typingOptions, unmaskedText, type Mask, type ReadAmount } from './masks';

type MaskedInputOwnProps = FieldOwnProps &
  Omit<ComponentProps<'input'>, 'id' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'type'> & {
    /** The value the input starts with (and shows while the visitor has not edited it), e.g. "123.456.789-09". */
    defaultValue?: string;
    /**
     * Called on every accepted change with the masked and the unmasked value ("123.456.789-09" and
     * "12345678909"; an amount's "45.000,00" and "45000", as its `parse` reads it).
     */
    onValueChange?: (masked: string, unmasked: string) => void;
    /** Visible text before the value, e.g. "R$"; also read as part of the description. */
    prefix?: string;
    /** Class for the outer wrapper. */
    className?: string;
  };

export type MaskedInputProps = MaskedInputOwnProps &
  (
    | {
        /** A BRL amount, `85.000,00`. See {@link Mask}. */
        mask: 'currency';
        /**
         * How the text reads as an amount: the site's money parser (`parseBRL` of `@repo/content`),
         * the one its rules and messages read the field with. The unmasked value reported is what
         * it returns, before the mask has arrived and after: ui keeps no second reading of money.
         */
        parse: ReadAmount;
      }
    | {
        /**
         * What the text is formatted as: a pattern (`0` a digit, `A` a letter or digit, upper-cased:
         * `'000.000.000-00'`), or several tried in order as the text grows. See {@link Mask}.
         */
        mask: Exclude<Mask, 'currency'>;
        parse?: never;
      }
  );

/**
 * A text input formatted as the visitor types (documents, phones, BRL amounts) via imask. The
 * input owns its value (uncontrolled): the mask is attached to the element and formats whatever it
 * holds, so a form reads it like any field (`FormData`), and text typed into a prerendered page
 * before hydration is kept.
 */
export function MaskedInput({ ref, ...props }: MaskedInputProps) {
  const [field, { mask, parse, defaultValue, onValueChange, prefix, inputMode, onInput, ...inputProps }] = splitFieldProps(props);
  const prefixId = `prefix-${useId()}`;
  const elementRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask | null>(null);
  // The latest callbacks, for imask's handler (attached once) and `onInput`: written during render, so that
  // an input event between a render and its effects still calls the current ones.
  const onValueChangeRef = useRef(onValueChange);
  // eslint-disable-next-line react-hooks/refs -- a latest-callback ref, read only in event handlers
  onValueChangeRef.current = onValueChange;
  const parseRef = useRef(parse);
  // eslint-disable-next-line react-hooks/refs -- a latest-callback ref, read only in event handlers
  parseRef.current = parse;
  useImperativeHandle(ref, () => elementRef.current as HTMLInputElement, []);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    let instance: InputMask | null = null;
    let detached = false;
    // imask (≈ 15 KB gzip) is fetched once a masked input has mounted, not with the page: a page
    // is usable without it, and hydration waits for none of its bytes. It then takes over what the
    // input holds (its default value, or what the visitor typed before it arrived), formatted, and
    // reports that text if its owner has not rendered it: what was typed, or a default given
    // unformatted (the owner may have taken the typed digits as its default before the mask came).
    void import('imask').then(({ default: IMask }) => {
      if (detached) return;
      const typing = element === element.ownerDocument.activeElement;
      instance = IMask(element, typing ? typingOptions(mask) : maskOptions(mask));
      maskRef.current = instance;
      const current = instance;
      const held = typing ? completedOnLeave(mask) : null;
      if (held) {
        const complete = () => maskRef.current === current && current.updateOptions(held as Parameters<typeof current.updateOptions>[0]);
        element.addEventListener('blur', complete, { once: true });
      }
      // An amount's value is the caller's reading of the text shown, never imask's own.
      const report = () =>
        onValueChangeRef.current?.(current.value, mask === 'currency' ? unmaskedText(mask, current.value, parseRef.current) : current.unmaskedValue);
      current.on('accept', report);
      if (current.value !== element.defaultValue) report();
    });
    return () => {
      detached = true;
      instance?.destroy();
      maskRef.current = null;
    };
  }, [mask]);

  // A new default reaches the input's `value` attribute, which the browser shows only while the
  // visitor has not edited the field: the mask takes whatever the input shows now. As React
  // commits, before a key can land in between.
  useLayoutEffect(() => {
    const element = elementRef.current;
    const instance = maskRef.current;
    if (element && instance && instance.value !== element.value) instance.value = element.value;
  }, [defaultValue]);

  return (
    <Field {...field} describedBy={prefix ? prefixId : undefined}>
      {(controlProps) => (
        <div className={wrapper}>
          {prefix ? (
            <span id={prefixId} className={prefixClass}>
              {prefix}
            </span>
          ) : null}
          <input
            ref={elementRef}
            type="text"
            inputMode={inputMode ?? defaultInputMode(mask)}
            defaultValue={defaultValue}
            data-prefixed={prefix ? 'true' : undefined}
            {...inputProps}
            // Until imask arrives the input is a plain one: what is typed is reported as it is (the
            // mask formats it when it attaches), so an owner that keeps a draft loses nothing.
            onInput={(event) => {
              if (!maskRef.current) {
                const { value } = event.currentTarget;
                onValueChangeRef.current?.(value, unmaskedText(mask, value, parseRef.current));
              }
              onInput?.(event);
            }}
            {...controlProps}
            className={clsx(control, input)}
          />
        </div>
      )}
    </Field>
  );
}
