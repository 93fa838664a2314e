'use client';

import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { cutNotice } from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden';

/**
 * What a bounded text control says when the browser cuts what was typed, pasted or dropped into
 * it at its `maxLength`: the browser keeps what fits without a word, and the person sends a text
 * ending mid-sentence without knowing. `cutLabel(maxLength)` (the locale's words) is shown at the
 * field from the insertion that did not fit until the text is shorter than the bound again, and
 * announced politely. Without `cutLabel` or `maxLength` nothing is listened to.
 *
 * Read from the native `beforeinput` (React's `onBeforeInput` is not it), whose text is what was
 * about to go in: more than the room left beside what it replaces means the browser will cut it.
 */
export function useCutNotice(
  maxLength: number | undefined,
  cutLabel: ((maxLength: number) => string) | undefined,
  elementRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
): { describedBy: string | undefined; notice: ReactNode } {
  const [cut, setCut] = useState(false);
  const id = `cut-${useId()}`;
  const bounded = maxLength !== undefined && maxLength >= 0 && cutLabel !== undefined;
  useEffect(() => {
    const element = elementRef.current;
    if (!element || !bounded) return;
    const beforeInput = (inputEvent: Event) => {
      const event = inputEvent as InputEvent;
      if (!event.inputType.startsWith('insert')) return;
      let incoming = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      // What the control will hold of it: a line of an input has no line breaks, a textarea's are one character.
      incoming = element instanceof HTMLTextAreaElement ? incoming.replace(/\r\n?/g, '\n') : incoming.replace(/[\r\n]/g, '');
      const replaced = (element.selectionEnd ?? 0) - (element.selectionStart ?? 0);
      if (incoming.length > maxLength - (element.value.length - replaced)) setCut(true);
    };
    const input = () => {
      if (element.value.length < maxLength) setCut(false);
    };
    element.addEventListener('beforeinput', beforeInput);
    element.addEventListener('input', input);
    return () => {
      element.removeEventListener('beforeinput', beforeInput);
      element.removeEventListener('input', input);
    };
  }, [bounded, maxLength, elementRef]);
  const text = bounded && cut ? cutLabel(maxLength) : '';
  const notice = bounded ? (
    <>
      {text ? (
        <p id={id} className={cutNotice}>
          {text}
        </p>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {text}
      </VisuallyHidden>
    </>
  ) : null;
  return { describedBy: text ? id : undefined, notice };
}
