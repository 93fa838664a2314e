import { countsGlobal, type Recorded } from './recorder';

/*
 * Inline, in every page's <head> for a broker with counts (`on.tsx`), before the body is parsed:
 * it notes each press of a WhatsApp, phone or e-mail link, also before hydration (recorder.ts says
 * why). Bundled alone into the page's text at build (postbuild/inline-scripts.ts); the CSP allows it
 * by its hash.
 *
 * When the browser asks not to be tracked (Do Not Track, Global Privacy Control) it does nothing,
 * and then nothing at all is counted: without the queue, neither the site's events nor the tracker
 * start. Otherwise it opens the queue and notes each press (a click, Enter, a middle click) with the
 * origin its closest `data-origem` names (a WhatsApp link's origin is its text's last line). It
 * never prevents nor delays the press.
 */

const navigatorSignals = navigator as Navigator & { globalPrivacyControl?: boolean };
const windowSignals = window as Window & { doNotTrack?: string };
const asked = navigatorSignals.doNotTrack === '1' || windowSignals.doNotTrack === '1' || navigatorSignals.globalPrivacyControl === true;

if (!asked) {
  const queue: Recorded[] = [];
  window[countsGlobal] = queue;
  const press = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!link || !/^(https:\/\/wa\.me\/|tel:|mailto:)/.test(link.href)) return;
    const origin = link.closest('[data-origem]')?.getAttribute('data-origem') ?? '';
    // The queue, or once the tracker has started, what sends each press at once.
    window[countsGlobal]!.push({ href: link.href, origin, page: location.pathname });
  };
  document.addEventListener('click', press, true);
  document.addEventListener('auxclick', press, true);
}
