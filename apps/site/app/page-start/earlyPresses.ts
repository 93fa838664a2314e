/**
 * A prerendered page shows its buttons and forms before React hydrates them — seconds on a slow
 * phone. What the visitor types there stays in the fields (they are uncontrolled: the DOM owns
 * what was typed, and hydration leaves it). A press in that window, though, would be lost: a menu
 * toggle does nothing yet, and a form's submission goes nowhere (the forms are `method="dialog"`,
 * so that without JavaScript they never reach a static host). `earlyPresses.inline.ts`, inline in
 * the `<head>` of every page that runs modules (root.tsx: one that hydrates whole, or holds an
 * island), holds those presses back; the page's client entry (entry.client.tsx, or an island's,
 * page-start/startIsland.tsx), which knows the order, takes them over with {@link takeEarlyPresses} as it
 * starts hydrating (from then on React handles presses itself), and `AfterHydration` (AfterHydration.tsx)
 * performs them once it has hydrated.
 */

/** The global the inline script hands its presses over through. */
export const handOver = '__takeEarlyPresses';

/**
 * The attribute of an element, neither button nor link, whose press the page's script acts on (a
 * whole card that leads to the landing's simulator): its press before hydration is held too.
 */
export const heldPressAttribute = 'data-held-press';

/** A held press: a form's submission (with the button that sent it), a plain button's click, or a click on an element marked {@link heldPressAttribute}. */
export type EarlyPress = [target: HTMLFormElement | HTMLElement, submitter?: HTMLElement | null];

declare global {
  interface Window {
    [handOver]?: () => EarlyPress[];
  }
}

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
