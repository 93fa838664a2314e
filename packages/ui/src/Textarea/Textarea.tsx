'use client';

import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
} from 'react';
import { clsx } from 'clsx';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useControllableState } from '../shared/useControllableState';
import { useCutNotice } from '../shared/useCutNotice';
import { VisuallyHidden } from '../VisuallyHidden';
import { counter, textarea } from './Textarea.css';

export interface TextareaProps extends FieldOwnProps, Omit<ComponentProps<'textarea'>, 'id'> {
  /** Counter text for pt-BR or any locale, e.g. `(n, max) => \`${n} de ${max} caracteres\``; shows the counter. */
  counterLabel?: (count: number, max: number | undefined) => string;
  /**
   * When the counter shows: `always` (the default), or from `near-limit` on (90% of `maxLength`),
   * where a count matters; until then it is neither shown, nor read, nor announced.
   */
  showCounter?: 'always' | 'near-limit';
  /** Milliseconds of typing pause before the count is announced politely (never on every keystroke). */
  announceDelay?: number;
  /** Class for the outer wrapper. */
  className?: string;
  /** What the field says when the browser cuts what was typed or pasted at `maxLength`; without it the cut is silent. */
  cutLabel?: (maxLength: number) => string;
}

function counterState(count: number, max: number | undefined) {
  if (max === undefined) return 'ok';
  if (count >= max) return 'at-limit';
  if (count >= max * 0.9) return 'near-limit';
  return 'ok';
}

/**
 * Multi-line text with an optional visible character counter. The counter is tied to the textarea
 * with `aria-describedby`; a separate polite live region repeats it after typing pauses.
 */
export function Textarea({ ref, ...props }: TextareaProps) {
  const [field, { counterLabel, showCounter = 'always', announceDelay = 1200, value, defaultValue, onChange, maxLength, cutLabel, ...textareaProps }] =
    splitFieldProps(props);
  const counterId = `counter-${useId()}`;
  // Only the text's length is shown; the textarea itself stays native (controlled or not).
  const [currentText, setCurrentText] = useControllableState({
    value: value === undefined ? undefined : String(value),
    defaultValue: String(defaultValue ?? ''),
  });
  const count = currentText.length;
  const elementRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => elementRef.current as HTMLTextAreaElement, []);
  const cut = useCutNotice(maxLength, cutLabel, elementRef);
  // Uncontrolled, the count is of what the textarea holds, which may differ from its default on
  // mount: in a prerendered page, text typed before hydration counts too.
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (value === undefined && element && element.value !== currentText) setCurrentText(element.value);
  }, [value, currentText, setCurrentText]);
  const [announced, setAnnounced] = useState('');
  const [touched, setTouched] = useState(false);
  const state = counterState(count, maxLength);
  const counted = counterLabel !== undefined && (showCounter === 'always' || state !== 'ok');
  const text = counted ? counterLabel(count, maxLength) : '';

  useEffect(() => {
    if (!counted || !touched) return;
    const timer = window.setTimeout(() => setAnnounced(text), announceDelay);
    return () => window.clearTimeout(timer);
  }, [text, announceDelay, counted, touched]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTouched(true);
    setCurrentText(event.target.value);
    onChange?.(event);
  };

  // The live region stays while the counter comes and goes: one added with its text is not read.
  const counterFooter = counterLabel ? (
    <>
      {counted ? (
        <p id={counterId} className={counter} data-state={state}>
          {text}
        </p>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {counted ? announced : ''}
      </VisuallyHidden>
    </>
  ) : null;

  return (
    <Field
      {...field}
      describedBy={[cut.describedBy, counted ? counterId : undefined].filter(Boolean).join(' ') || undefined}
      footer={
        <>
          {cut.notice}
          {counterFooter}
        </>
      }
    >
      {(controlProps) => (
        <textarea
          ref={elementRef}
          value={value}
          defaultValue={defaultValue}
          maxLength={maxLength}
          onChange={handleChange}
          {...textareaProps}
          {...controlProps}
          className={clsx(control, textarea)}
        />
      )}
    </Field>
  );
}
