import { focusPageHeading } from '../layout/focusPageHeading';
import { withVisitStorage } from '../visitStorage';
import { confirmAttribute, delayAttribute, fraudWarningId, seenKey } from './names';

/*
 * Inline right after /home's fraud warning (FraudWarning.tsx), so it opens on time whatever the
 * page's modules are doing: the warning is the browser's own modal `<dialog>`, prerendered closed.
 * It opens its delay after the navigation started (performance.now() counts from there), once per
 * visit; the browser closes it with Esc and with its two buttons (a `method="dialog"` form), traps
 * focus inside while it is open and gives it back to what had it; this script closes it on a press
 * outside, as other dialogs do, and puts focus on the page's heading when nothing had it. Bundled
 * alone into the page's text at build (postbuild/inline-scripts.ts); the CSP allows it by its hash.
 */

const seen = (): boolean => withVisitStorage((storage) => storage.getItem(seenKey) !== null) ?? false;

const dialog = document.getElementById(fraudWarningId);
if (dialog instanceof HTMLDialogElement && !seen()) {
  const delay = Number(dialog.getAttribute(delayAttribute));
  setTimeout(
    () => {
      if (dialog.open || seen()) return;
      dialog.showModal();
      dialog.querySelector<HTMLElement>(`[${confirmAttribute}]`)?.focus();
    },
    Math.max(0, delay - performance.now()),
  );
  dialog.addEventListener('click', (event) => {
    // A press on the backdrop lands on the dialog itself, outside its box.
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => {
    // Storage refused (private mode, quota): the warning may open again, nothing else is lost.
    withVisitStorage((storage) => storage.setItem(seenKey, '1'));
    // The browser gave focus back to what had it; when that was nothing (focus is still on the
    // closed dialog's button, or on the body), the page's heading.
    const active = document.activeElement;
    if (active && active !== document.body && !dialog.contains(active)) return;
    focusPageHeading();
  });
}
