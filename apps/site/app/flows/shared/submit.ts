/**
 * What the site's three forms (the landing simulator, the wizard's steps, the contact form) do
 * with a press on their submit button, in one place: check with the late rules (./rules.ts), and
 * stop at the first field to correct with its message shown.
 */
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { fetchedRules, loadRules, type FormRules } from './rules';

/**
 * Runs a submit's check with the rules. A press made before they have arrived (held before
 * hydration, or on a slow network) is stopped and made again once they have, so that nothing
 * leaves the page unchecked and the check runs in a submit handler as any press does.
 */
export function checkWithRules(event: FormEvent<HTMLFormElement>, check: (rules: FormRules) => void): void {
  const rules = fetchedRules();
  if (rules) {
    check(rules);
    return;
  }
  event.preventDefault();
  const form = event.currentTarget;
  void loadRules().then(() => form.requestSubmit());
}

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
