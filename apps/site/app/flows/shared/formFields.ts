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

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The control's value when the visitor changed it from the one the page rendered, else undefined. */
function changedValue(control: Control): string | undefined {
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
    return control.checked && !control.defaultChecked ? control.value : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    // Without a default option, a select starts on its first one.
    const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (rendered?.value ?? '') ? control.value : undefined;
  }
  return control.value !== control.defaultValue ? control.value : undefined;
}

/**
 * The named fields whose value differs from the one the page rendered: what the visitor changed.
 * Read on mount, they are what was typed before the page hydrated.
 */
export function changedFields(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of form.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
    const value = control.name ? changedValue(control) : undefined;
    if (value !== undefined) values[control.name] = value;
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
