/*
 * What the visitor changed in a field since the page was rendered. The fields are uncontrolled: the
 * DOM owns what was typed, and the page's defaults are the prerendered markup's (`defaultValue`,
 * `defaultChecked`, `defaultSelected`). One definition for the two readers: the forms, which take
 * what was typed before hydration over what they would suggest (flows/shared/formFields.ts), and
 * the reload across a deploy, which keeps it and puts it back (deploys.ts).
 */

/** A field a visitor can change. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isField = (element: unknown): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

export const isCheck = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * The option a single `<select>` was rendered on: the last one marked `selected`, else its first
 * one that is not disabled (HTML's selectedness setting); -1 when it has none.
 */
function renderedIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.findLastIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}

/** Whether the visitor changed `field` from what the page was rendered with. */
export function changedSinceRender(field: Field): boolean {
  if (isCheck(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return [...field.options].some((option) => option.selected !== option.defaultSelected);
    return field.selectedIndex !== renderedIndex(field);
  }
  return field.value !== field.defaultValue;
}
