// Projects: desktop and mobile: first paint is compared per viewport, each layout with its own media queries.
import { headerLabels } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { publicPaths } from '../postbuild/routes.ts';
import { siteStylesheetAttribute } from '../app/page-start/build.ts';
import { holdHydration, holdRequests, waitForHydration } from './hydration';
import { stubMap } from './map';
import { inlineStylesheetText, wholeStylesheet } from './stylesheet';

/*
 * Each page carries inline only the rules of the site's stylesheet that can style its own elements
 * (postbuild/critical-css.ts); the whole stylesheet follows once its modules have arrived
 * (app/page-start/siteStylesheet.ts).
 */

/** The page's inline `<style>` that names the whole stylesheet: its opening tag, text and closing tag. */
const inlineStyle = new RegExp(`(<style ${siteStylesheetAttribute}="[^"]*">)[\\s\\S]*?(</style>)`);

/**
 * The whole page once every picture is drawn: each `<img>` decoded (a loaded picture may still be
 * painted a frame later: /clientes' portraits, which one screenshot caught and the other did not),
 * and the sprite file every drawn picture `<use>`s arrived.
 */
async function screenshotOnceDrawn(page: Page) {
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  // Polled from the test: without JavaScript the page runs no polling of its own.
  await expect
    .poll(() =>
      page.evaluate(() => {
        // A file is fetched once, named by the first fragment that asked for it.
        const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name.split('#')[0]));
        return [...document.querySelectorAll('use')]
          .map((use) => use.getAttribute('href')!.split('#')[0]!)
          .filter((file) => file !== '')
          .every((file) => arrived.has(new URL(file, location.href).href));
      }),
    )
    .toBe(true);
  return page.screenshot({ fullPage: true });
}

test.describe('without JavaScript, which never loads the whole stylesheet', () => {
  // Whole device pixels: at the phone's fractional ratio (Pixel 7: 412 × 2.625) Chromium paints the
  // last, half-covered pixel column differently from one screenshot to the next, stylesheet or not.
  // The device's ratio rounded down: the phone's 2, the desktop's own 1 (at 2 its full-page
  // screenshots had four times the pixels to paint and encode, and took half the spec's time).
  test.use({ javaScriptEnabled: false, deviceScaleFactor: async ({ deviceScaleFactor }, provide) => provide(Math.floor(deviceScaleFactor ?? 1)) });

  for (const path of [...publicPaths, '/pagina-inexistente']) {
    test(`${path} looks exactly as it does with the whole stylesheet inline`, async ({ page }, testInfo) => {
      await stubMap(page);
      await page.goto(path);
      const href = await wholeStylesheet(page);
      expect(href).toMatch(/^\/assets\/style-.+\.css$/);
      const asBuilt = await screenshotOnceDrawn(page);

      // The same page, its <style> holding the whole stylesheet instead.
      const whole = await (await page.request.get(href!)).text();
      await page.route(
        (url) => url.pathname === new URL(page.url()).pathname,
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(inlineStyle, (_, open: string, close: string) => open + whole + close);
          await route.fulfill({ response, body: html });
        },
      );
      await page.reload();
      expect(await inlineStylesheetText(page)).toBe(whole);
      const withWhole = await screenshotOnceDrawn(page);

      if (!asBuilt.equals(withWhole)) {
        await testInfo.attach('as built', { body: asBuilt, contentType: 'image/png' });
        await testInfo.attach('with the whole stylesheet', { body: withWhole, contentType: 'image/png' });
      }
      expect(asBuilt.equals(withWhole), 'the page differs from its rendering with the whole stylesheet').toBe(true);
    });
  }
});

test.describe('with JavaScript', () => {
  test('a page gets the whole stylesheet, after its inline part, once it hydrates', async ({ page }) => {
    await stubMap(page);
    await page.goto('/contato');
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
    // /canais-oficiais' checker, reached from the 404 page by a client-side navigation (between the
    // pages that hydrate whole: the forms' pages hydrate their form alone and load as documents).
    const checkButton = (from: Page) => from.getByRole('main').getByRole('button', { name: 'Verificar', exact: true });
    const look = (from: Page) =>
      checkButton(from).evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.paddingInline, style.borderRadius, style.fontWeight, style.display];
      });
    await stubMap(page);
    await page.goto('/canais-oficiais');
    await waitForHydration(page);
    const loaded = await look(page);

    await page.goto('/rota/inexistente');
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Canais oficiais', exact: true }).click();
    await expect(page).toHaveURL('/canais-oficiais');
    await expect(checkButton(page)).toBeVisible();
    expect(documents).toEqual([]);
    expect(await look(page)).toEqual(loaded);
  });

  test('a menu tap before hydration opens the menu at once: its rules are in the page', { tag: '@mobile-only' }, async ({ page }) => {
    const releaseStylesheet = await holdRequests(page, '**/assets/*.css');
    const releaseHydration = await holdHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: headerLabels.openMenu }).tap();
    await expect(page.getByRole('banner').getByRole('button', { name: headerLabels.closeMenu })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
    releaseHydration();
    releaseStylesheet();
  });
});
