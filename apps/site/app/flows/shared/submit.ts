/**
 * What the site's forms do with a press on their submit button that a field stops: stop at the
 * first field to correct with its message shown (the check itself runs with the late rules:
 * `checkWithRules`, ./rules.ts).
 */
import { flushSync } from 'react-dom';

/**
 * Stops at the first field to correct: `markAttempted` renders the fields' messages (synchronously,
 * so that the field focused already has its message tied to it), then the first of `fields` in the
 * form's order takes focus. Its scroll-margin keeps it below the sticky header.
 */
export function stopAtFirst(
  form: HTMLFormElement,
  fields: readonly string[],
  markAttempted: () => void,
  locate: (name: string) => HTMLElement | null = (name) => namedControl(form, name),
): void {
  flushSync(markAttempted);
  const first = [...form.elements].map((element) => element.getAttribute('name')).find((name) => name !== null && fields.includes(name));
  const name = first ?? fields[0];
  if (name !== undefined) locate(name)?.focus();
}

function namedControl(form: HTMLFormElement, name: string): HTMLElement | null {
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) return control[0] instanceof HTMLElement ? control[0] : null;
  return control instanceof HTMLElement ? control : null;
}
