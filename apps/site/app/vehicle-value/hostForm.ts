/*
 * The form around the lookup, which owns its fields (the DOM, as everywhere on the site): the
 * lookup reads them as they change and writes them as typing would.
 */
import { useSyncExternalStore, type RefObject } from 'react';

/** The control named `name` of the form around `root`, or null (no form, no such control). */
export function formControl<T extends Element>(root: HTMLElement | null, name: string): T | null {
  const element = root?.closest('form')?.elements.namedItem(name);
  return element instanceof Element ? (element as T) : null;
}

/**
 * Writes a value into a form's field as if the visitor had typed it: within the field's
 * `maxLength` (which the message's bound relies on), through the element's own value setter
 * (React's tracker of the field then sees a change, and a mask takes the text whole), then the
 * events typing sends, so that the form's handlers, the mask and the draft follow.
 */
export function fillField(element: HTMLInputElement | HTMLSelectElement, text: string) {
  const value = element instanceof HTMLInputElement && element.maxLength > 0 ? text.slice(0, element.maxLength) : text;
  if (element.value === value) return;
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Calls `changed` whenever a field of the page is typed into or changed (by the visitor or the lookup). */
function subscribeToFields(changed: () => void) {
  document.addEventListener('input', changed);
  document.addEventListener('change', changed);
  return () => {
    document.removeEventListener('input', changed);
    document.removeEventListener('change', changed);
  };
}

/**
 * The value of a field of the form around `root`, followed as the visitor (or the lookup) changes
 * it: the form owns its fields, the lookup reads them. Null while the lookup is not in the page yet
 * (React reads it again once subscribed), or when the form has no such field.
 */
export function useFormField(root: RefObject<HTMLElement | null>, name: string | null): string | null {
  return useSyncExternalStore(
    subscribeToFields,
    () => {
      const element = name === null ? null : formControl(root.current, name);
      return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : null;
    },
    () => null,
  );
}
