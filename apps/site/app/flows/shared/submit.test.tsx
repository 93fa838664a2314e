import { describe, expect, it, vi } from 'vitest';
import { type FormEvent, useState } from 'react';
import { render } from 'vitest-browser-react';
import { checkWithRules, fetchedRules, loadRules } from './rules';
import { stopAtFirst } from './submit';

function form(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="name">
    <input name="email">
    <input type="radio" name="kind" value="a"><input type="radio" name="kind" value="b">
    <input name="phone" id="the-phone">
    <button type="submit">Enviar</button>`;
  document.body.replaceChildren(form);
  return form;
}

/** A submit event as React hands it to `onSubmit`. */
function submitEvent(target: HTMLFormElement): FormEvent<HTMLFormElement> & { prevented: boolean } {
  const event = {
    currentTarget: target,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event as unknown as FormEvent<HTMLFormElement> & { prevented: boolean };
}

describe('form submit › the first field to correct', () => {
  it('focuses the first of the fields in the form’s order, not the order they were listed in', () => {
    const target = form();
    stopAtFirst(target, ['phone', 'email'], () => {});
    expect(document.activeElement?.getAttribute('name')).toBe('email');
  });

  it('renders the fields’ messages before focus moves, so the focused field already has its own', async () => {
    const target = form();
    // The message is React state, as in the forms: rendered only once React has rendered it.
    let markAttempted = () => {};
    function Message() {
      const [attempted, setAttempted] = useState(false);
      markAttempted = () => setAttempted(true);
      return attempted ? <p id="name-message">Informe o seu nome</p> : null;
    }
    const screen = await render(<Message />);
    const seen: (string | null)[] = [];
    target.querySelector('[name=name]')!.addEventListener('focus', () => seen.push(document.getElementById('name-message')?.textContent ?? null));
    stopAtFirst(target, ['name'], () => markAttempted());
    expect(seen).toEqual(['Informe o seu nome']);
    await screen.unmount();
  });

  it('focuses a radio group’s first choice, and a field found the caller’s way (by id)', () => {
    const target = form();
    stopAtFirst(target, ['kind'], () => {});
    expect((document.activeElement as HTMLInputElement).value).toBe('a');
    stopAtFirst(target, ['phone'], () => {}, (name) => document.getElementById(`the-${name}`));
    expect(document.activeElement?.id).toBe('the-phone');
  });
});

describe('form submit › the late rules', () => {
  it('stops a press made before the rules arrive and makes it again once they have, checked then', async () => {
    expect(fetchedRules()).toBeNull();
    const target = form();
    const check = vi.fn();
    const again = new Promise<void>((resolve) =>
      target.addEventListener('submit', (event) => {
        event.preventDefault();
        checkWithRules(submitEvent(target), check);
        resolve();
      }),
    );
    const first = submitEvent(target);
    checkWithRules(first, check);
    expect(first.prevented).toBe(true);
    expect(check).not.toHaveBeenCalled();
    await again;
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]![0]).toBe(fetchedRules());
    expect(typeof fetchedRules()?.contactIssues).toBe('function');
  });

  it('checks at once, without stopping the press, once the rules are here', async () => {
    await loadRules();
    const target = form();
    const event = submitEvent(target);
    const check = vi.fn();
    checkWithRules(event, check);
    expect(check).toHaveBeenCalledWith(fetchedRules());
    expect(event.prevented).toBe(false);
  });
});
