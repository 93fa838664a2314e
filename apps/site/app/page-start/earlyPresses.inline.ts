import { type EarlyPress, handOver, heldPressAttribute } from './earlyPresses';

/*
 * Inline in the <head> of every page that runs modules (root.tsx), before the body is parsed: it
 * holds the presses made before hydration until the client entry takes them over (earlyPresses.ts,
 * which says why).
 * Bundled alone into the page's text at build (postbuild/inline-scripts.ts), since it runs before any
 * module; the CSP allows it by its hash.
 *
 * Pressing the same control twice (the visitor thought the first press was lost) is kept as one
 * press. A form that says `method="get"` (the landing simulator, whose fields make the wizard's
 * address) is meant to be submitted by the browser: its submission goes through untouched.
 */

let held: EarlyPress[] = [];

function hold(target: EarlyPress[0], submitter?: HTMLElement | null): void {
  held = held.filter((press) => press[0] !== target);
  held.push([target, submitter]);
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (form.getAttribute('method') === 'get') return;
  event.preventDefault();
  hold(form, event.submitter);
}

function onClick(event: MouseEvent): void {
  // A button's press, or one on an element whose press the page's script acts on (a whole card
  // that leads to the landing's simulator; a press on its link is the browser's too, which loads
  // that link's address).
  const pressed = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button, [${heldPressAttribute}]`) : null;
  // A form's submit button: its press arrives as the form's submission. A popover's toggle (the
  // phone menu) works without the page's JavaScript: the browser has handled its press already.
  if (!pressed || (pressed.type === 'submit' && pressed.form) || pressed.hasAttribute('popovertarget')) return;
  hold(pressed);
}

document.addEventListener('submit', onSubmit, true);
document.addEventListener('click', onClick, true);
window[handOver] = () => {
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('click', onClick, true);
  return held;
};
