// Projects: desktop (tagged @desktop-only): it measures shifts by cutting the page at the header, one viewport is enough.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fraudWarning } from '@repo/content';
import { expect, test } from '@playwright/test';
import { chromium } from '../../../.ci/chromium.mjs';
import { publicPaths } from '../postbuild/routes.ts';
import { plainPaths } from './hydration';
import { openHome, runUntil } from './fraudWarning';
import { stubMap } from './map';

/*
 * Nothing on a page moves while it loads and hydrates (Lighthouse's CLS 0, desktop preset).
 *
 * A browser paints whatever it has parsed so far. On a busy desktop the first frame may show the
 * header alone: shorter than the window, so without a scrollbar. Once the rest arrives the page
 * overflows, the window's scrollbar takes its 15 px, and every centred column moves by half of it
 * (desktop `/financiamento` scored a CLS of 0.005 this way). And what is painted before the rest of
 * its section has arrived must not be pushed aside by it (`/clientes`' carousel buttons, laid out
 * before the slides that then arrived above them: 0.018). Nor may the header itself grow as it is
 * parsed (its links moved left when its last buttons arrived: 0.006). Here the header is sent in
 * two pieces, then the opening of `<main>`, and the rest only after that is on screen, in pieces
 * painted one by one. Scrollbars are shown (Playwright hides them by default), at Lighthouse's
 * desktop size.
 */
test.use({
  viewport: { width: 1350, height: 940 },
  launchOptions: { ...chromium, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

/**
 * A proxy to the served build that sends `path`'s HTML up to the end of the header's `</nav>`, the
 * rest of the header 200 ms later (time enough for the browser to paint what it has parsed, as over
 * a slow network), up to the opening of `<main>` with it, and the rest once `release()` is called,
 * in pieces of about 2 KB (each ending with a block's closing tag, 40 ms apart, so the browser
 * paints between them); every other request passes through whole.
 *
 * Pieces end between blocks, not inside one: a button whose icon is painted before its label
 * arrives grows around its centre, a shift of 0.0001 that only this way of cutting the page makes
 * reproducible, while what the test guards is a block laid out before its neighbours arrive.
 */
const blockEnd = /<\/(?:div|section|p|li|ul|ol|dl|details|form|fieldset|figure|article|header|footer|h[1-6])>/g;

async function headerFirst(origin: string, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const upstream = await fetch(url);
    // fetch() has decoded the body; the length and encoding are those of the new one.
    const headers = [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));
    response.writeHead(upstream.status, Object.fromEntries(headers));
    if (url.pathname !== path) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const navEnd = html.indexOf('</nav>') + '</nav>'.length;
    const cut = html.indexOf('>', html.indexOf('<main')) + 1;
    response.write(html.slice(0, navEnd));
    await new Promise((resolve) => setTimeout(resolve, 200));
    response.write(html.slice(navEnd, cut));
    await released;
    for (let start = cut; start < html.length; ) {
      blockEnd.lastIndex = start + 2048;
      const end = blockEnd.exec(html) ? blockEnd.lastIndex : html.length;
      response.write(html.slice(start, end));
      start = end;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${path}`, release, close: () => { server.closeAllConnections(); server.close(); } };
}

for (const path of publicPaths) {
  test(`${path}: nothing moves when the rest of the page arrives after its header${plainPaths.includes(path) ? '' : ', nor when it hydrates'}`, { tag: '@desktop-only' }, async ({ page, baseURL }) => {
    const proxy = await headerFirst(baseURL!, path);
    try {
      // The map is a third-party frame; keep the test offline.
      await stubMap(page);
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        // Each shift with what moved, so that a failure says which element, from where to where.
        const describe = (entry: Shift) => ({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}` : '?';
            return `${name} ${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}×${Math.round(from.height)} → ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}×${Math.round(to.height)}`;
          }),
        });
        const shifts: ReturnType<typeof describe>[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push(describe(entry as Shift));
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        Object.assign(window, { layoutShifts: () => [...shifts, ...observer.takeRecords().map((entry) => describe(entry as Shift))] });
      });
      await page.goto(proxy.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1 && document.querySelector('main') !== null);
      // The header is on screen alone, before an empty `<main>`, and the page does not yet need a scrollbar.
      expect(await page.evaluate(() => document.querySelector('main')?.childElementCount === 0 && document.documentElement.scrollHeight <= innerHeight)).toBe(true);

      proxy.release();
      // A page that hydrates has marked it; one that does not has loaded.
      if (plainPaths.includes(path)) await page.waitForLoadState('load');
      else await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length === 1);
      // Two more frames: whatever the first effects changed has been laid out and painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const state = await page.evaluate(() => ({
        overflows: document.documentElement.scrollHeight > innerHeight,
        shifts: (window as unknown as { layoutShifts: () => unknown[] }).layoutShifts(),
      }));
      // The finished page overflows the window (where the machine's Chromium draws a classic
      // scrollbar, it took its room beside the page on the way; where scrollbars overlay the page,
      // it took none: either way, what a visitor sees is the next line)…
      expect(state.overflows).toBe(true);
      // …and nothing on screen moved on the way.
      expect(state.shifts).toEqual([]);
    } finally {
      proxy.close();
    }
  });
}

test('/home: the fraud warning opens over the page without moving it', { tag: '@desktop-only' }, async ({ page }) => {
  const dialog = await openHome(page);
  // Under the open dialog the page is hidden from assistive technology, not from the eye.
  const heading = page.getByRole('heading', { level: 1, includeHidden: true });
  const before = await heading.boundingBox();
  await runUntil(page, fraudWarning.delayMs);
  await expect(dialog).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
});
