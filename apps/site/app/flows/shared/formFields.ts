import { changedSinceRender, isCheck, isField } from '../../page-start/forms';

/**
 * Reading a form's fields. The site's fields are uncontrolled: the DOM owns what the visitor
 * typed (in a prerendered page, also before hydration), and the flows read it from there when
 * they need it, by field name.
 */

/** Every named field's value, as the form would submit it. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * The named fields whose value differs from the one the page rendered (page-start/changedSinceRender.ts):
 * what the visitor changed. Read on mount, they are what was typed before the page hydrated. A
 * checkbox or radio counts when the visitor checked it (a radio's group then has its new value).
 */
export function changedFields(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of form.elements) {
    if (!isField(control) || !control.name || !changedSinceRender(control)) continue;
    if (isCheck(control) && !control.checked) continue;
    values[control.name] = control.value;
  }
  return values;
}

/**
 * Writes a value the page suggests into a field, keeping a selection of its whole text: a field
 * selected to be typed over (before focus moved into it, say) is typed over still, not appended to.
 */
export function writeField(control: HTMLInputElement, value: string) {
  if (control.value === value) return;
  const selectedWhole = control.value !== '' && control.selectionStart === 0 && control.selectionEnd === control.value.length;
  control.value = value;
  if (selectedWhole) control.setSelectionRange(0, value.length);
}

/**
 * Writes a value into a field as typing would: the field's mask (imask listens to `input`) and
 * the form's listeners take it in like a keystroke.
 */
export function typeInto(control: HTMLInputElement, value: string) {
  if (control.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
