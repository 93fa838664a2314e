import { headerLabels, mainNavLinks } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { publicPaths } from '../deploy/routes.ts';
import { holdHydration, waitForHydration } from './hydration';
import { stubMap } from './map';

/*
 * Each page carries inline only the rules of the site's stylesheet that can style its own elements
 * (deploy/critical-css.ts); the whole stylesheet follows once its modules have arrived
 * (app/delivery/siteStylesheet.ts).
 */

/** The path of the whole stylesheet the page's inline part was cut from. */
const wholeStylesheet = (page: Page) =>
  page.evaluate(() => document.querySelector('style[data-site-stylesheet]')?.getAttribute('data-site-stylesheet') ?? null);

test.describe('without JavaScript, which never loads the whole stylesheet', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [...publicPaths, '/pagina-inexistente']) {
    test(`${path} looks exactly as it does with the whole stylesheet inline`, async ({ page }) => {
      await stubMap(page);
      await page.goto(path);
      const href = await wholeStylesheet(page);
      expect(href).toMatch(/^\/assets\/style-.+\.css$/);
      const asBuilt = await page.screenshot({ fullPage: true });

      // The same page, its <style> holding the whole stylesheet instead.
      const whole = await (await page.request.get(href!)).text();
      await page.route(
        (url) => url.pathname === new URL(page.url()).pathname,
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/(<style data-site-stylesheet="[^"]*">)[\s\S]*?(<\/style>)/, (_, open: string, close: string) => open + whole + close);
          await route.fulfill({ response, body: html });
        },
      );
      await page.reload();
      const inlineRules = await page.evaluate(() => document.querySelector('style[data-site-stylesheet]')!.textContent!.length);
      expect(inlineRules).toBe(whole.length);
      const withWhole = await page.screenshot({ fullPage: true });

      expect(asBuilt.equals(withWhole), 'the page differs from its rendering with the whole stylesheet').toBe(true);
    });
  }
});

test.describe('with JavaScript', () => {
  test('a page gets the whole stylesheet, after its inline part, once it hydrates', async ({ page }) => {
    await stubMap(page);
    await page.goto('/clientes');
    await waitForHydration(page);
    const href = await wholeStylesheet(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.styleSheets].map((sheet) => (sheet.href === null ? 'inline' : new URL(sheet.href).pathname)),
        ),
      )
      .toEqual(['inline', href]);
    const [inline, whole] = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.cssRules.length));
    expect(inline).toBeGreaterThan(20);
    expect(inline).toBeLessThan(whole! / 2);
  });

  test('a page reached by a client-side navigation is styled as when it is loaded', { tag: '@desktop-only' }, async ({ page }) => {
    // The wizard's first step: /clientes has no rule for it inline.
    const continueButton = (from: Page) => from.getByRole('button', { name: 'Continuar' });
    const look = (from: Page) =>
      continueButton(from).evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.paddingInline, style.borderRadius, style.fontWeight, style.display];
      });
    await stubMap(page);
    await page.goto('/financiamento');
    const loaded = await look(page);

    await page.goto('/clientes');
    await waitForHydration(page);
    const financing = mainNavLinks.find((link) => link.href === '/financiamento')!;
    await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: financing.label, exact: true }).click();
    await expect(page).toHaveURL(/\/financiamento/);
    await expect(continueButton(page)).toBeVisible();
    expect(await look(page)).toEqual(loaded);
  });

  test('a menu tap held before hydration opens the menu once the whole stylesheet is there', { tag: '@mobile-only' }, async ({ page }) => {
    let releaseStylesheet!: () => void;
    const stylesheetHeld = new Promise<void>((resolve) => {
      releaseStylesheet = resolve;
    });
    await page.route('**/assets/*.css', async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    const releaseHydration = await holdHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('banner').getByRole('button', { name: headerLabels.openMenu });
    await toggle.click();
    releaseHydration();
    await waitForHydration(page);
    // Hydrated, the open menu's rules still on their way: the tap waits for them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    releaseStylesheet();
    await expect(page.getByRole('banner').getByRole('button', { name: headerLabels.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
  });
});
