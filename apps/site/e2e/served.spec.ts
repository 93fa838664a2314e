// Projects: desktop (pnpm start) and nginx: how each server answers, which no screen changes.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverErrorPages } from '@repo/content';
import { expect, test } from '@playwright/test';
import { hasBrotliModule } from '../scripts/nginx.mjs';

/*
 * How each server answers, on `pnpm start` (desktop, mobile) and on real nginx with the build's
 * configuration (`nginx`): the files compressed at build sent as the browser asks, the
 * Portuguese error pages with the site's headers, nothing that names the server's version, and
 * nothing that configures a host served.
 */
const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const assetsDir = path.join(siteDir, process.env.SITE_BUILD_DIR ?? 'build', 'client', 'assets');
const assets = readdirSync(assetsDir);
const stylesheet = `/assets/${assets.find((name) => /^style-.+\.css$/.test(name))}`;
// The largest script: big enough that compressing it must pay (the client entry is now 434 B).
const [largestScript] = assets
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: statSync(path.join(assetsDir, name)).size }))
  .sort((a, b) => b.size - a.size);
const script = `/assets/${largestScript!.name}`;

test.describe('served like production', () => {
  for (const [what, address] of [
    ['a page', '/sobre'],
    ['a script', script],
    ['a stylesheet', stylesheet],
  ] as const) {
    test(`${what} is sent as brotli or gzip when asked, as it is otherwise, with Vary`, { tag: '@every-server' }, async ({ request }, testInfo) => {
      // nginx sends brotli only with Debian's brotli_static module (nginx-brotli.conf).
      const brotli = testInfo.project.name !== 'nginx' || hasBrotliModule();
      const identity = await request.get(address, { headers: { 'Accept-Encoding': 'identity' } });
      expect(identity.status()).toBe(200);
      expect(identity.headers()['content-encoding']).toBeUndefined();
      expect(identity.headers()['vary']).toMatch(/Accept-Encoding/i);
      const body = await identity.body();
      expect(body.length).toBeGreaterThan(500);
      for (const [asked, sent] of [
        ['br', brotli ? 'br' : undefined],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', brotli ? 'br' : 'gzip'],
      ] as const) {
        const response = await request.get(address, { headers: { 'Accept-Encoding': asked } });
        expect(response.status(), asked).toBe(200);
        expect(response.headers()['content-encoding'], asked).toBe(sent);
        expect(response.headers()['vary'], asked).toMatch(/Accept-Encoding/i);
        // Fewer bytes on the wire, the same file once decoded (the client decodes it).
        if (sent) expect(Number(response.headers()['content-length']), asked).toBeLessThan(body.length);
        expect((await response.body()).equals(body), asked).toBe(true);
      }
    });
  }

  test('no answer names the server’s version, and no host configuration file is served', { tag: '@every-server' }, async ({ request }) => {
    for (const address of ['/', script, '/nao/existe', '/_headers', '/%5Fheaders']) {
      const response = await request.get(address);
      expect(response.headers()['server'] ?? '', address).not.toMatch(/\d/);
    }
    for (const address of ['/_headers', '/%5Fheaders', '/serve.json', '/nginx.conf', '/vercel.json']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).not.toContain('Content-Security-Policy');
    }
  });

  test('refuses a POST to a file (405) and goes on serving', { tag: '@every-server' }, async ({ request }) => {
    expect((await request.post('/contato', { data: 'nome=Maria' })).status()).toBe(405);
    expect((await request.get('/contato')).status()).toBe(200);
  });

  test('lists no folder', { tag: '@every-server' }, async ({ request }) => {
    for (const address of ['/assets', '/assets/', '/uploads/', '/admin/../assets/']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      // The 404 page, which names the scripts it loads but not the files beside them.
      const html = await response.text();
      expect(html, address).toContain('Página não encontrada');
      expect(html, address).not.toMatch(/Index of|\.js\.(br|gz)|clientes\//);
    }
  });

  test('an address too long gets the Portuguese 414 page, in the site’s layout, with the site’s headers', { tag: '@every-server' }, async ({ page }) => {
    const response = await page.goto(`/${'a'.repeat(9000)}`);
    expect(response?.status()).toBe(414);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1, name: serverErrorPages[414].heading })).toBeVisible();
    await expect(page.getByText(serverErrorPages[414].description)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // A page of its own: none of the 404 page's script, which would turn it back into the 404's words.
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
  });
});
