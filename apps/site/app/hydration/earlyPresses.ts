/**
 * A prerendered page shows its buttons and forms before React hydrates them — seconds on a slow
 * phone. A press in that window would do nothing (a menu toggle) or, worse, submit a form the
 * browser's way: a GET that puts the visitor's CPF and phone in the address bar and reloads the
 * page. {@link earlyPressesScript}, inline at the top of every page, holds those presses back;
 * the client entry takes them over with {@link takeEarlyPresses} as it starts hydrating (from then
 * on React handles presses itself), and {@link EarlyPressesReplay} performs each one, the React
 * way, once the page is hydrated.
 */
import { useEffect } from 'react';
import { useHydrated } from './useHydrated';

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
 * control twice (the visitor thought the first press was lost) is kept as one press.
 */
export const earlyPressesScript = `(function(){var held=[];
function hold(target,submitter){held=held.filter(function(p){return p[0]!==target});held.push([target,submitter])}
function onSubmit(e){e.preventDefault();hold(e.target,e.submitter)}
function onClick(e){var b=e.target instanceof Element?e.target.closest("button"):null;if(b&&!(b.type==="submit"&&b.form))hold(b)}
document.addEventListener("submit",onSubmit,true);document.addEventListener("click",onClick,true);
window.${handOver}=function(){document.removeEventListener("submit",onSubmit,true);document.removeEventListener("click",onClick,true);return held}})()`;

/** The presses held before hydration, until {@link replayEarlyPresses} performs them. */
let held: EarlyPress[] = [];

/** Stops holding presses and keeps those held. Call just before `hydrateRoot`. */
export function takeEarlyPresses(): void {
  held = window[handOver]?.() ?? [];
  delete window[handOver];
}

/**
 * Performs the presses held before hydration, once. Call when the hydrated page has taken back
 * what was typed before hydration, so that a held "Continuar" sees the visitor's answers.
 */
function replayEarlyPresses(): void {
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
}

/**
 * Renders nothing; performs the held presses after hydration. Place it after the page's forms:
 * their mount effects, which take back what was typed before hydration, run before this one's, and
 * the presses wait one more commit, for those answers to reach the forms' state.
 */
export function EarlyPressesReplay(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) replayEarlyPresses();
  }, [hydrated]);
  return null;
}
