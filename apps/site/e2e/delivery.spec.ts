// Projects: desktop, and nginx for @every-server: headers, module order and hydration are the same bytes on any screen.
import { broker, footerCopy } from '@repo/content';
import { expect, test } from '@playwright/test';
import { imageHeadStartMs } from '../app/page-start/build.ts';
import { publicPaths } from '../postbuild/routes.ts';
import { plainPaths, waitForHydration, waitForPage } from './hydration';
import { chooseProduct } from './wizard';
import { stubMap } from './map';
import { wholeStylesheet } from './stylesheet';

test.describe('delivery', () => {
  test('pages carry the security headers and are revalidated; hashed assets are immutable, without the page headers', { tag: '@every-server' }, async ({ request }) => {
    const page = await request.get('/contato');
    expect(page.status()).toBe(200);
    const headers = page.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('form-action');
    expect(csp).toMatch(/frame-src https:\/\/www\.google\.com(;|$)/);
    const scriptSources = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSources).toContain("'sha256-");
    expect(scriptSources).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // The default broker's file adds neither its subdomains nor the preload list.
    expect(headers['strict-transport-security']).toBe('max-age=63072000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const assetPath = (await page.text()).match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(assetPath).toBeTruthy();
    const asset = await request.get(assetPath!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['strict-transport-security']).toContain('max-age=63072000');
    // What only a document acts on (≈ 1.9 KB) is not sent with each script.
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']) {
      expect(asset.headers()[header], header).toBeUndefined();
    }
  });

  // A page that hydrates whole, and the pages whose form alone hydrates (an island: its own entry,
  // postbuild/islands.ts), whose largest module is that entry.
  const startingPages = [
    { path: '/canais-oficiais', hydrated: 'main', largest: /^\/assets\/framework-/ },
    { path: '/', hydrated: 'main form', largest: /^\/assets\/inicio-/ },
    { path: '/contato', hydrated: 'main form', largest: /^\/assets\/contato-/ },
    { path: '/financiamento', hydrated: 'main form', largest: /^\/assets\/financiamento-/ },
    { path: '/confira-sua-proposta', hydrated: 'main form', largest: /^\/assets\/proposta-/ },
  ];
  for (const { path, hydrated, largest } of startingPages) {
    test(`${path} asks for its modules once it is painted, and marks when it has hydrated`, async ({ page }) => {
      await page.addInitScript(() => {
        // When the page added its first module preload (see modulesAfterPaint.inline.ts), and whether its
        // first preloaded image, if any, had loaded by then. Every module preload the page adds,
        // as it adds it (a client navigation after hydration, such as the wizard writing its
        // product into the address, may re-render the head).
        const preloads: string[] = [];
        // How many the page added at a time, before it hydrated: each in a task of its own.
        const batches: number[] = [];
        Object.assign(window, { preloads, batches });
        new MutationObserver((records) => {
          const added = records.flatMap((record) => [...record.addedNodes]);
          const links = added.filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload');
          if (links.length === 0) return;
          const first = preloads.length === 0;
          if (performance.getEntriesByName('hydrated', 'mark').length === 0) batches.push(links.length);
          // Paths: Vite writes a dynamic import's preload with the whole URL.
          preloads.push(...links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
          if (!first) return;
          const image = document.querySelector<HTMLLinkElement>('link[rel=preload][as=image]');
          Object.assign(window, {
            firstPreload: { at: performance.now(), image: image?.href ?? null, imageLoaded: image ? performance.getEntriesByName(image.href).length === 1 : null },
          });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length === 1);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
      const state = await page.evaluate(({ headStartMs, hydrated }) => {
        const { firstPreload, preloads, batches } = window as unknown as {
          firstPreload: { at: number; image: string | null; imageLoaded: boolean | null };
          preloads: string[];
          batches: number[];
        };
        const paintedAt = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        return {
          // Asked for after the first paint was on screen (Paint Timing reports it later): no
          // module at all, neither the preloads nor React Router's module script's imports.
          paintedFirst: paintedAt <= firstPreload.at,
          scriptsBeforePaint: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paintedAt)
            .map((entry) => entry.name),
          // The image loaded, or was given its head start.
          imageHadItsTurn: firstPreload.image === null ? null : firstPreload.imageLoaded || firstPreload.at - paintedAt >= headStartMs,
          hydrated: Object.keys(document.querySelector(hydrated)!).some((key) => key.startsWith('__reactProps')),
          preloads,
          batches,
        };
      }, { headStartMs: imageHeadStartMs, hydrated });
      expect(state.paintedFirst).toBe(true);
      expect(state.scriptsBeforePaint).toEqual([]);
      // No page that hydrates preloads an image today (/clientes, whose first photo had its head
      // start, no longer hydrates: decision 0012).
      expect(state.imageHadItsTurn).toBe(null);
      expect(state.hydrated).toBe(true);
      // One link per task (a task's additions reach the observer together): none is a long task.
      expect(state.batches.length).toBeGreaterThan(0);
      expect(state.batches.every((count) => count === 1)).toBe(true);
      expect(state.preloads.filter((path) => !(path.startsWith('/assets/') && path.endsWith('.js')))).toEqual([]);
      // The largest module is asked for first: React and React Router on a whole page, the
      // island's entry (React and its form) on an island's.
      expect(state.preloads[0]).toMatch(largest);
    });
  }

  // The forms' pages: the page is plain HTML, only its form hydrates, from its island's own entry.
  for (const [path, island] of [['/', 'inicio'], ['/contato', 'contato'], ['/financiamento', 'financiamento'], ['/confira-sua-proposta', 'proposta']] as const) {
    test(`${path} loads its form's island and none of React Router: only the form is React's`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await waitForHydration(page);
      // The one module script the page runs, once painted, imports the island's entry (postbuild/islands.ts).
      const modules = await page.locator('script[type="module"]').evaluateAll((elements) => elements.map((element) => element.textContent));
      expect(modules).toEqual([expect.stringMatching(new RegExp(`^import "/assets/${island}-[\\w-]+\\.js";$`))]);
      expect(scripts.some((script) => script.startsWith(`/assets/${island}-`))).toBe(true);
      // React Router's runtime (the framework chunk), its client entry, its route manifest and root route.
      expect(scripts.filter((script) => /^\/assets\/(framework|entry\.client|manifest|root)-/.test(script))).toEqual([]);
      expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__reactRouter')))).toEqual([]);
      const isReacts = (selector: string) => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
      expect(await isReacts('main form')).toBe(true);
      // The page around it (its header, its menu) is plain HTML.
      expect(await isReacts('header')).toBe(false);
    });
  }

  // A page that hydrates whole (the map's frame created by React), a plain page and a page whose
  // form alone hydrates (by the map's inline script, mapFrame.inline.ts).
  for (const path of ['/canais-oficiais', '/sobre', '/contato']) {
    test(`${path}: the store map, another origin's page, is asked for only once the page has loaded, and its frame created as the visitor scrolls near it`, async ({ page }) => {
      await stubMap(page);
      await page.addInitScript(() => {
        // When the page's load event came, and when the map was first asked for (its frame added).
        const times: { load?: number; map?: number } = {};
        Object.assign(window, { times });
        window.addEventListener('load', () => (times.load ??= performance.now()));
        new MutationObserver(() => {
          if (document.querySelector('iframe')) times.map ??= performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await waitForPage(page, path);
      // Two frames more: an observer of what is on screen has reported by then.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const map = page.locator(`footer iframe[src="${broker.mapEmbedUrl}"]`);
      await expect(map).toHaveCount(0);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(map).toHaveCount(1);
      await expect(map).toHaveAttribute('title', footerCopy.mapTitle);
      await expect(map).toHaveAttribute('loading', 'lazy');
      const times = await page.evaluate(() => (window as unknown as { times: { load?: number; map?: number } }).times);
      expect(times.load).toBeDefined();
      expect(times.map).toBeGreaterThanOrEqual(times.load!);
    });
  }

  test('the whole stylesheet is downloaded once, after the island\'s entry: not again as the wizard writes its address', async ({ page }) => {
    // Each request's path, in the order the page made them.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await stubMap(page);
    await page.goto('/financiamento');
    await waitForHydration(page);
    // The wizard writes its product and step into the address (`history`), then rewrites it when
    // the visitor picks another product.
    await expect(page).toHaveURL(/modalidade=financiamento/);
    await chooseProduct(page, 'Refinanciamento');
    await expect(page).toHaveURL(/modalidade=refinanciamento/);
    await page.getByRole('textbox', { name: 'Nome completo', exact: true }).fill('Maria da Silva');
    // The whole stylesheet has been asked for: events, not the network going quiet.
    await expect.poll(() => requests.some((path) => /^\/assets\/style-.+\.css$/.test(path))).toBe(true);
    const stylesheets = requests.filter((path) => path.endsWith('.css'));
    const whole = await wholeStylesheet(page);
    expect(whole).toMatch(/^\/assets\/style-.+\.css$/);
    expect(stylesheets).toEqual([whole]);
    // Asked for by the island's entry, once it runs.
    const entry = requests.findIndex((path) => /^\/assets\/financiamento-/.test(path));
    expect(entry).toBeGreaterThan(-1);
    expect(requests.indexOf(whole!)).toBeGreaterThan(entry);
  });

  test('an unknown path answers 404 with the same headers', { tag: '@every-server' }, async ({ request }) => {
    const response = await request.get('/nao/existe');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await response.text()).toContain('Ops! Página não encontrada');
  });

  for (const path of publicPaths) {
    test(`${path} ${plainPaths.includes(path) ? 'loads' : 'hydrates'} with no console error and no CSP violation`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The map is a third-party frame; keep the test offline and deterministic.
      await stubMap(page);
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      // Run the page's timers too (fraud dialog at 3 s, carousel autoplay) to catch late violations.
      await page.clock.install();
      await page.goto(path);
      await waitForPage(page, path, { clock: true });
      await page.clock.runFor(5_000);
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
    });
  }
});
