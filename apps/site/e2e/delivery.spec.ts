import { broker } from '@repo/content';
import { expect, test } from '@playwright/test';
import { publicPaths } from '../deploy/routes.ts';
import { waitForHydration } from './hydration';

test.describe('delivery', () => {
  test('pages carry the security headers and are revalidated; hashed assets are immutable', async ({ request }) => {
    const page = await request.get('/sobre');
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
    expect(headers['strict-transport-security']).toContain('max-age=63072000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const assetPath = (await page.text()).match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(assetPath).toBeTruthy();
    const asset = await request.get(assetPath!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-security-policy']).toBeTruthy();
  });

  for (const path of ['/financiamento', '/clientes']) {
    test(`${path} asks for its modules once it is painted, and marks when it has hydrated`, async ({ page }) => {
      await page.addInitScript(() => {
        // What the page had painted and loaded when its first module preload was added (see
        // module-preloads.ts): the first contentful paint, and the first preloaded image if any.
        // Every module preload the page adds, as it adds it (a client navigation after hydration,
        // such as the wizard writing its product into the address, may re-render the head).
        const preloads: (string | null)[] = [];
        Object.assign(window, { preloads });
        new MutationObserver((records) => {
          const added = records.flatMap((record) => [...record.addedNodes]);
          const links = added.filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload');
          if (links.length === 0) return;
          const first = preloads.length === 0;
          preloads.push(...links.map((link) => (link as HTMLLinkElement).getAttribute('href')));
          if (!first) return;
          const image = document.querySelector<HTMLLinkElement>('link[rel=preload][as=image]');
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          Object.assign(window, {
            atFirstPreload: {
              painted: paint !== undefined,
              // Loaded, or given its head start (module-preloads.ts, imageHeadStartMs = 100).
              imageHadItsTurn: image
                ? performance.getEntriesByName(image.href).length === 1 || performance.now() - (paint?.startTime ?? 0) >= 100
                : null,
            },
          });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length === 1);
      const state = await page.evaluate(() => ({
        atFirstPreload: (window as unknown as { atFirstPreload?: { painted: boolean; imageHadItsTurn: boolean | null } })
          .atFirstPreload,
        mainHydrated: Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__reactProps')),
        preloads: (window as unknown as { preloads: (string | null)[] }).preloads,
      }));
      expect(state.atFirstPreload).toEqual({ painted: true, imageHadItsTurn: path === '/clientes' ? true : null });
      expect(state.mainHydrated).toBe(true);
      expect(state.preloads.length).toBeGreaterThan(3);
      expect(state.preloads.every((href) => href?.startsWith('/assets/') && href.endsWith('.js'))).toBe(true);
      // The store map (another origin's page) is asked for only now, the page hydrated.
      await expect(page.locator(`iframe[src="${broker.mapEmbedUrl}"]`)).toHaveCount(1);
    });
  }

  test('an unknown path answers 404 with the same headers', async ({ request }) => {
    const response = await request.get('/nao/existe');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await response.text()).toContain('Oops! Página não encontrada');
  });

  for (const path of publicPaths) {
    test(`${path} hydrates with no console error and no CSP violation`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The map is a third-party frame; keep the test offline and deterministic.
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title>' }),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      // Run the page's timers too (fraud dialog at 3 s, carousel autoplay) to catch late violations.
      await page.clock.install();
      await page.goto(path);
      await waitForHydration(page);
      await page.clock.runFor(5_000);
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
    });
  }
});
