/**
 * Opens a WhatsApp link in a new tab. Call it synchronously inside the click or submit handler:
 * browsers (Safari above all) block `window.open` after an `await` or a timer.
 *
 * Returns false when the browser blocked the tab, so the caller can show a plain link instead.
 * `'noopener'` is deliberately not passed: with it `window.open` always returns null (HTML spec), and
 * a blocked tab could not be told from an opened one. The opener is cut right after instead.
 */
export function openWhatsApp(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Some browsers make `opener` read-only on cross-origin windows; the tab is open either way.
  }
  return true;
}

/**
 * Runs `show` when the visitor comes back to the page after the WhatsApp hand-off (the tab hidden,
 * then visible again), not at the press: the page never says "enviada" while the message waits
 * unsent in WhatsApp. Returns what cancels it.
 */
export function whenBackFromWhatsApp(show: () => void): () => void {
  let left = document.visibilityState === 'hidden';
  const listener = () => {
    if (document.visibilityState === 'hidden') {
      left = true;
      return;
    }
    if (!left) return;
    document.removeEventListener('visibilitychange', listener);
    show();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the visitor's main pointer is a finger: step 4 says "toque" then, "clique" with a mouse. */
export function touchScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;
}
