// Projects: desktop and mobile: the phone menu is a phone's, the header links a desktop's.
import { aboutPage, headerLabels, landingPage } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { plainPaths, waitForHydration } from './hydration';
import { stubMap } from './map';

/*
 * The pages with nothing interactive but links (their route's `handle`, app/page-start/hydrates.ts)
 * ship no framework JavaScript: no module, no preload. Their phone menu is the browser's popover,
 * and a hydrated page's link to one of them loads it as a document; Back and Forward step between
 * the two kinds of page as between any documents.
 */

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const banner = (page: Page) => page.getByRole('banner');
const headerNav = (page: Page) => banner(page).getByRole('navigation', { name: headerLabels.navigation });
// The footer's links: the same on every page.
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

for (const path of plainPaths) {
  test(`${path} loads no module script and asks for no script at all`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    await expect(page.locator('script[type="module"], script[src], link[rel="modulepreload"]')).toHaveCount(0);
    expect(scripts).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test.describe('the phone menu of a page without JavaScript', { tag: '@mobile-only' }, () => {
  // Without any script: the menu is the browser's own.
  test.use({ javaScriptEnabled: false });

  test('a tap opens it, says so, and a second tap closes it', async ({ page }) => {
    await page.goto('/sobre');
    await expect(headerNav(page)).toBeHidden();
    await banner(page).getByRole('button', { name: headerLabels.openMenu }).tap();
    await expect(headerNav(page)).toBeVisible();
    await expect(headerNav(page).getByRole('link', { name: 'Sobre' })).toHaveAttribute('aria-current', 'page');
    // Under the header, not over it.
    const bar = await banner(page).boundingBox();
    const panel = await headerNav(page).boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    await banner(page).getByRole('button', { name: headerLabels.closeMenu }).tap();
    await expect(headerNav(page)).toBeHidden();
    await expect(banner(page).getByRole('button', { name: headerLabels.openMenu })).toBeVisible();
  });

  test('by keyboard: Enter opens it, Tab reaches its links, Esc closes it and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/servicos');
    const toggle = banner(page).getByRole('button', { name: headerLabels.openMenu });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(headerNav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(headerNav(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(headerNav(page)).toBeHidden();
    await expect(banner(page).getByRole('button', { name: headerLabels.openMenu })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(headerNav(page)).toBeVisible();
  });

  test('a link chosen in it loads its page', async ({ page }) => {
    await page.goto('/como-funciona');
    await banner(page).getByRole('button', { name: headerLabels.openMenu }).tap();
    await headerNav(page).getByRole('link', { name: 'Sobre' }).tap();
    await expect(page).toHaveURL('/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.title);
    await expect(headerNav(page)).toBeHidden();
  });
});

test.describe('between pages that hydrate and pages that do not', { tag: '@desktop-only' }, () => {
  /** Marks the current document: the mark is gone once another document is loaded. */
  const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

  test('a page with an island, a plain page and a page that hydrates whole load each other as documents; Back and Forward go both ways', async ({ page }) => {
    // The landing: only its simulator hydrates (an island).
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);
    await footerLink(page, 'Sobre').click();
    await expect(page).toHaveURL('/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.title);
    expect(await sameDocument(page)).toBe(false);
    await expect(page.locator('script[type="module"]')).toHaveCount(0);

    await footerLink(page, 'Contato').click();
    await expect(page).toHaveURL('/contato');
    await waitForHydration(page);
    await markDocument(page);
    // From a page with an island (no router), a page that hydrates whole loads as a document too.
    await footerLink(page, 'Canais oficiais').click();
    await expect(page).toHaveURL('/canais-oficiais');
    await waitForHydration(page);
    expect(await sameDocument(page)).toBe(false);
    await markDocument(page);
    // And from the whole page, a plain page.
    await footerLink(page, 'Sobre').click();
    await expect(page).toHaveURL('/sobre');
    expect(await sameDocument(page)).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL('/canais-oficiais');
    await page.goBack();
    await expect(page).toHaveURL('/contato');
    await page.goBack();
    await expect(page).toHaveURL('/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.title);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingPage.hero.headline);
    await page.goForward();
    await expect(page).toHaveURL('/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.title);
  });
});
