/**
 * A prerendered page shows its buttons and forms before React hydrates them — seconds on a slow
 * phone. What the visitor types there stays in the fields (they are uncontrolled: the DOM owns
 * what was typed, and hydration leaves it). A press in that window, though, would do nothing (a
 * menu toggle) or, worse, submit a form the browser's way: a GET that puts the visitor's CPF and
 * phone in the address bar and reloads the page. {@link earlyPressesScript}, inline at the top of
 * every page (root.tsx), holds those presses back; the client entry (entry.client.tsx), the one
 * place that knows the order, takes them over with {@link takeEarlyPresses} as it starts
 * hydrating (from then on React handles presses itself) and performs them once the page is
 * hydrated.
 */

/** The global the inline script hands its presses over through. */
const handOver = '__takeEarlyPresses';

/** A held press: a form's submission (with the button that sent it) or a plain button's click. */
type EarlyPress = [target: HTMLFormElement | HTMLButtonElement, submitter?: HTMLElement | null];

declare global {
  interface Window {
    [handOver]?: () => EarlyPress[];
  }
}

/**
 * Inline, before the body is parsed: plain JavaScript in a string, since it runs before any
 * bundle; the CSP allows it by the hash the build computes from the page. Pressing the same
 * control twice (the visitor thought the first press was lost) is kept as one press. A form that
 * says `method="get"` (the landing simulator, whose fields make the wizard's address) is meant to
 * be submitted by the browser: its submission goes through untouched.
 */
export const earlyPressesScript = `(function(){var held=[];
function hold(target,submitter){held=held.filter(function(p){return p[0]!==target});held.push([target,submitter])}
function onSubmit(e){if(e.target.getAttribute("method")==="get")return;e.preventDefault();hold(e.target,e.submitter)}
function onClick(e){var b=e.target instanceof Element?e.target.closest("button"):null;if(!b||b.type==="submit"&&b.form)return;hold(b)}
document.addEventListener("submit",onSubmit,true);document.addEventListener("click",onClick,true);
window.${handOver}=function(){document.removeEventListener("submit",onSubmit,true);document.removeEventListener("click",onClick,true);return held}})()`;

/**
 * Stops holding presses and returns the function that performs those held, each once, the way
 * the page itself would (a form's submission goes through its own submit handler). Call it just
 * before `hydrateRoot`, and what it returns once the hydrated page is committed and mounted.
 */
export function takeEarlyPresses(): () => void {
  let held = window[handOver]?.() ?? [];
  delete window[handOver];
  return () => {
    const presses = held;
    held = [];
    for (const [target, submitter] of presses) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) {
        const ownButton = submitter instanceof HTMLButtonElement && submitter.form === target && submitter.isConnected;
        target.requestSubmit(ownButton ? submitter : null);
      } else {
        target.click();
      }
    }
  };
}
