// Projects: desktop, and nginx for @every-server: /admin's policy and words, whatever the screen.
import { expect, test } from '@playwright/test';

/*
 * The editor's page in the production build, as each host serves it. This build names no Git host
 * (CMS_REPO unset), so the page says so; the connected editor, under the same policy, is driven in
 * e2e-editor/.
 */
test.describe('the editor’s page at /admin', () => {
  test('has its own policy, stays out of search engines, and grants the site’s pages nothing', { tag: '@every-server' }, async ({ request }) => {
    const editor = await request.get('/admin/');
    expect(editor.status()).toBe(200);
    const csp = editor.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-eval';");
    expect(csp).not.toContain("'sha256-");
    expect(editor.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(editor.headers()['strict-transport-security']).toContain('max-age=63072000');
    expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow">');

    const page = await request.get('/clientes');
    const pageCsp = page.headers()['content-security-policy'] ?? '';
    expect(pageCsp).toContain("'sha256-");
    expect(pageCsp).not.toMatch(/unsafe-eval|blob:/);
    expect(page.headers()['x-robots-tag']).toBeUndefined();

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/admin');
  });

  test('says, in Portuguese, that it is not connected to a Git host, and what to do', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor do site');
    await expect(page.getByText('O editor ainda não está conectado ao repositório Git do site')).toBeVisible();
    await expect(page.getByText(/CMS_REPO/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
