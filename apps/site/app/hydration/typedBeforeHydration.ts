/**
 * A prerendered form is on screen before React hydrates it — seconds on a slow phone — and
 * hydration resets what the visitor typed in that window. The client entry calls
 * {@link captureTypedBeforeHydration} just before hydrating; each form, once mounted, takes back
 * what was typed into it with {@link takeTypedBeforeHydration} and puts it in its state.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Values typed before hydration, by the control's `id` (React's ids match the prerendered ones). */
const typed = new Map<string, string>();

/** The value a visitor gave a control, or undefined when it still holds what the page rendered. */
function changedValue(control: Control): string | undefined {
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
    return control.checked && !control.defaultChecked ? control.value : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected) ? control.value : undefined;
  }
  return control.value !== control.defaultValue ? control.value : undefined;
}

/** Remembers every form field the visitor changed before hydration. Call before `hydrateRoot`. */
export function captureTypedBeforeHydration(root: ParentNode = document): void {
  for (const control of root.querySelectorAll<Control>('form [name][id]')) {
    const value = changedValue(control);
    if (value !== undefined) typed.set(control.id, value);
  }
}

/**
 * What was typed before hydration into the fields of `form`, by field name; given out once. A
 * field still showing text its state lacks (typed after the snapshot) wins over the snapshot.
 */
export function takeTypedBeforeHydration(form: ParentNode | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of form?.querySelectorAll<Control>('[name][id]') ?? []) {
    const value = changedValue(control) ?? typed.get(control.id);
    if (value === undefined) continue;
    values[control.name] = value;
    typed.delete(control.id);
  }
  return values;
}
