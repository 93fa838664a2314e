/**
 * Puts focus on the page's heading, without scrolling: where a keyboard or screen-reader visitor
 * starts again after a client-side navigation, or when a dialog that had the focus closes and gave
 * it back to nothing. The heading is made focusable by script only, so it is never a Tab stop.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
