import type { RecordedPress } from './recorder';
import { countsAttribute, pressEvent, type SenderConfig, whenIdle } from './sent';
import { startTracker } from './tracker';

/*
 * Inline, for a broker with counts, on the pages that run none of the site's modules (they neither
 * hydrate nor hold an island: app/page-start/hydrates.ts), after the recorder (`recorder.inline.ts`):
 * what `counts.ts` does on the others, with the same tracker (Plausible's), started the same way,
 * once the page has loaded and the main thread is idle. All there is to count there is the page view and the link presses the recorder notes. What it needs
 * of the broker and of the site's copy is data on its element ({@link countsAttribute}, written by
 * `on.tsx`), so that its text, and its CSP hash, is the same on every page.
 */

const config = JSON.parse(document.currentScript?.getAttribute(countsAttribute) ?? 'null') as SenderConfig | null;
// Nothing but the recorder's presses reaches the queue on a page without the site's modules.
if (config) whenIdle(() => startTracker(config, (entry) => pressEvent(entry as RecordedPress, config.table)));
