// The throttled phone of issue #9, for `pnpm bench` (not a test): Playwright drives Debian's
// Chromium with DevTools throttling — 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown —
// on a 390×844 phone screen, a fresh cache per load, and reads the moments of each load: first
// contentful paint, largest contentful paint, hydration, and when a press on the phone menu works.
import { chromium as playwright } from 'playwright';
import { browserPath, chromium } from '../../../.ci/chromium.mjs';

export const phone = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/**
 * Runs in the page before any of its scripts. Records the last LCP candidate, and when React has
 * hydrated the page's form, or `<main>` on a page without one (its props are attached to the
 * element): the moment the form responds, whether the whole page hydrates or only the form's
 * island (app/islands/). React internals, but the one moment a build without the `hydrated` mark
 * (the baseline) can be timed by, checked once per frame.
 *
 * And the first frame in which a press on the phone menu's toggle works: a popover's toggle whose
 * panel is in the page works by the browser alone; a toggle React handles (the builds before issue
 * 39: `aria-expanded`, no popover) once React's props are attached to it. Read with the first
 * paint: no press comes before the toggle is on screen.
 */
function observe() {
  window.__bench = { lcp: 0, propsOnMain: 0, dialogOpened: 0, menuReady: 0, carouselReady: 0 };
  // The moment a <dialog> opens (/home's fraud warning), from the navigation's start.
  new MutationObserver((records) => {
    if (!window.__bench.dialogOpened && records.some((record) => record.target instanceof HTMLDialogElement && record.target.open)) {
      window.__bench.dialogOpened = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const main = document.querySelector('main form') ?? document.querySelector('main');
    if (main && Object.keys(main).some((key) => key.startsWith('__reactProps'))) {
      window.__bench.propsOnMain = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  const menu = () => {
    const toggle = document.querySelector('header button[popovertarget], header button[aria-controls][aria-expanded]');
    const target = toggle?.getAttribute('popovertarget');
    const works = target ? document.getElementById(target) !== null : !!toggle && Object.keys(toggle).some((key) => key.startsWith('__reactProps'));
    if (works) window.__bench.menuReady = performance.now();
    else requestAnimationFrame(menu);
  };
  requestAnimationFrame(menu);
  // /clientes' carousel: its buttons are shown once they work, in every design (the React
  // carousel's controls got `data-ready` as it hydrated; the site's inline script's, `data-pronto`;
  // ui's scroll-snap carousel's script puts `data-ready` on the region).
  const carousel = () => {
    if (document.querySelector('section[aria-roledescription][data-ready], section[aria-roledescription] > :is([data-ready], [data-pronto])')) {
      window.__bench.carouselReady = performance.now();
    } else requestAnimationFrame(carousel);
  };
  requestAnimationFrame(carousel);
}

/**
 * Opens the browser; `measure(url)` loads one page on the throttled phone and returns its timings
 * (ms), once it has hydrated (`until: 'hydrated'`), once its phone menu works (`until: 'menu'`:
 * a page that does not hydrate never will) or once /clientes' carousel buttons work (`until: 'carousel'`); `measureDialog(url)` loads one and waits for its dialog
 * to open (/home's fraud warning).
 */
export async function openPhone() {
  const browser = await playwright.launch({ ...chromium, executablePath: browserPath, headless: true });
  async function throttledPage() {
    const context = await browser.newContext({
      viewport: phone.viewport,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(observe);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phone.latencyMs,
        downloadThroughput: phone.downloadBitsPerSecond / 8,
        uploadThroughput: phone.uploadBitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
      return { context, page };
    } catch (error) {
      await context.close();
      throw error;
    }
  }
  async function measure(url, { until = 'hydrated' } = {}) {
    const { context, page } = await throttledPage();
    try {
      // Not 'load': offline, the map iframe (another origin) can hold the load event for a minute.
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      if (until === 'menu' || until === 'carousel') {
        await page.waitForFunction(
          (key) => window.__bench[key] > 0 && performance.getEntriesByName('first-contentful-paint').length > 0,
          until === 'menu' ? 'menuReady' : 'carouselReady',
          { timeout: 60_000 },
        );
      } else {
        await page.waitForFunction(() => window.__bench.propsOnMain > 0, undefined, { timeout: 60_000 });
      }
      // Let a late LCP candidate (an image) be reported.
      await page.waitForTimeout(500);
      return await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcp: window.__bench.lcp,
        propsOnMain: window.__bench.propsOnMain,
        hydratedMark: performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? Number.NaN,
        menuWorks: Math.max(window.__bench.menuReady, performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
        carouselWorks: Math.max(window.__bench.carouselReady, performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
        // What the page's scripts weighed on the wire (the server's brotli or gzip), and how many.
        scriptBytes: performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
      }));
    } finally {
      await context.close();
    }
  }
  async function measureDialog(url) {
    const { context, page } = await throttledPage();
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await page.waitForFunction(() => window.__bench.dialogOpened > 0, undefined, { timeout: 60_000 });
      return await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        return {
          opened: window.__bench.dialogOpened,
          responseEnd: navigation?.responseEnd ?? Number.NaN,
          load: navigation?.loadEventEnd || Number.NaN,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        };
      });
    } finally {
      await context.close();
    }
  }
  return { measure, measureDialog, close: () => browser.close() };
}
