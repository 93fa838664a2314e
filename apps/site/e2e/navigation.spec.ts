// Projects: desktop and mobile: the desktop header and the phone menu are different parts.
import { broker, headerLabels, mainNavLinks, simpleNavLinks, wizardNavLinks } from '@repo/content';
import { expect, test } from '@playwright/test';
import { waitForHydration, waitForPage } from './hydration';
import { stubMap } from './map';

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const banner = (page: import('@playwright/test').Page) => page.getByRole('banner');
const headerNav = (page: import('@playwright/test').Page) =>
  banner(page).getByRole('navigation', { name: headerLabels.navigation });

/** The text of every link the header shows, as a visitor reads them. */
const shownLinkTexts = (page: import('@playwright/test').Page) =>
  banner(page).evaluate((header) =>
    [...header.querySelectorAll('a')].filter((link) => link.checkVisibility()).map((link) => link.innerText.trim().replace(/\s+/g, ' ')),
  );

const pagesPerHeader = ['/', '/clientes', '/sobre', '/contato', '/financiamento', '/confira-sua-proposta'];

// On phones the links fold behind the menu toggle: the desktop project runs these only.
test.describe('header › desktop', { tag: '@desktop-only' }, () => {
  test('the landing page has the main header: its pages from Início, Financiamento and WhatsApp buttons', async ({ page }) => {
    await page.goto('/');
    const nav = headerNav(page);
    await expect(nav.getByRole('link')).toHaveText(mainNavLinks.map((link) => link.label));
    for (const link of mainNavLinks) await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    await expect(banner(page).getByRole('link', { name: headerLabels.financing, exact: true })).toHaveAttribute('href', '/financiamento');
    const whatsapp = banner(page).getByRole('link', { name: new RegExp(`^${headerLabels.whatsapp}`) });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  for (const path of pagesPerHeader) {
    test(`${path}: no label repeats in the header`, async ({ page }) => {
      await page.goto(path);
      const texts = await shownLinkTexts(page);
      expect(texts.length).toBeGreaterThanOrEqual(4);
      expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
      await expect(headerNav(page).getByRole('link', { name: 'Início', exact: true })).toBeVisible();
    });
  }

  test('a link between pages that hydrate whole opens its page at the top and moves focus to its heading', async ({ page }) => {
    // A client-side navigation, between the pages that hydrate whole: the 404 page and
    // /canais-oficiais (the forms' pages hydrate only their form, an island: they load as
    // documents, as plain pages do: plain-pages.spec.ts). Before hydration the link loads the page.
    await page.goto('/pagina-que-nao-existe');
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Canais oficiais', exact: true }).click();
    await expect(page).toHaveURL('/canais-oficiais');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // ui's reset makes scrolling smooth (unless reduced motion): wait for it to reach the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('inner pages have the simpler header with the current page marked', async ({ page }) => {
    await page.goto('/como-funciona');
    const nav = headerNav(page);
    await expect(nav.getByRole('link')).toHaveText(simpleNavLinks.map((link) => link.label));
    await expect(nav.getByRole('link', { name: 'Como Funciona' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current', 'page');
    await expect(banner(page).getByRole('link', { name: new RegExp(`^${headerLabels.talkToUs}`) })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await nav.getByRole('link', { name: 'Contato' }).click();
    await expect(page).toHaveURL('/contato');
    await expect(headerNav(page).getByRole('link', { name: 'Contato' })).toHaveAttribute('aria-current', 'page');
  });

  test('/financiamento has its own short nav', async ({ page }) => {
    await page.goto('/financiamento');
    await expect(headerNav(page).getByRole('link')).toHaveText(wizardNavLinks.map((link) => link.label));
  });
});

// The menu toggle exists on narrow screens only: the mobile project runs these only.
test.describe('header › mobile menu', { tag: '@mobile-only' }, () => {
  // These test the hydrated menu; before hydration and on a page without JavaScript it is the same
  // popover (before-hydration.spec.ts, plain-pages.spec.ts). Its expanded state is the browser's
  // own; its name and icon follow it.
  test('the toggle opens the menu, says so, and a chosen link closes it', async ({ page }) => {
    // A page that hydrates whole (the forms' pages hydrate only their form: their menu is plain).
    await page.goto('/pagina-que-nao-existe');
    await waitForHydration(page);
    const toggle = banner(page).getByRole('button', { name: headerLabels.openMenu });
    await expect(headerNav(page)).toBeHidden();
    await toggle.click();
    await expect(banner(page).getByRole('button', { name: headerLabels.closeMenu })).toBeVisible();
    await expect(headerNav(page).getByRole('link')).toHaveText(mainNavLinks.map((link) => link.label));
    await expect(banner(page).getByRole('link', { name: new RegExp(`^${headerLabels.whatsapp}`) })).toBeVisible();
    // Every page the menu links to loads as a document: it opens with its menu closed.
    await headerNav(page).getByRole('link', { name: 'Sobre' }).click();
    await expect(page).toHaveURL('/sobre');
    await expect(banner(page).getByRole('button', { name: headerLabels.openMenu })).toBeVisible();
    await expect(headerNav(page)).toBeHidden();
  });

  for (const path of pagesPerHeader.filter((path) => path !== '/financiamento')) {
    test(`${path}: the phone menu starts at Início and names each page once`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page, path);
      await banner(page).getByRole('button', { name: headerLabels.openMenu }).click();
      await expect(headerNav(page).getByRole('link').first()).toHaveText('Início');
      await expect(headerNav(page).getByRole('link', { name: 'Início', exact: true })).toHaveAttribute('href', '/');
      const texts = await shownLinkTexts(page);
      expect(texts.length).toBeGreaterThanOrEqual(6);
      expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    });
  }

  test('on a 320 px phone the brand and the toggle share one row', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const brand = await banner(page).getByRole('link', { name: new RegExp(headerLabels.homeLink) }).boundingBox();
    const toggle = await banner(page).getByRole('button', { name: headerLabels.openMenu }).boundingBox();
    // The toggle sits beside the brand, not under it.
    expect(toggle!.y).toBeLessThan(brand!.y + brand!.height);
    expect(toggle!.x).toBeGreaterThanOrEqual(brand!.x + brand!.width);
    expect(toggle!.x + toggle!.width).toBeLessThanOrEqual(320);
  });

  test('Esc closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: headerLabels.openMenu }).click();
    await expect(headerNav(page)).toBeVisible();
    await headerNav(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(headerNav(page)).toBeHidden();
    await expect(banner(page).getByRole('button', { name: headerLabels.openMenu })).toBeFocused();
  });

  test('a route change (back button) closes the menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: headerLabels.openMenu }).click();
    await headerNav(page).getByRole('link', { name: 'Contato' }).click();
    await expect(page).toHaveURL('/contato');
    await banner(page).getByRole('button', { name: headerLabels.openMenu }).click();
    await expect(headerNav(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(headerNav(page)).toBeHidden();
  });
});

// Sized by hand: the wizard's bar took two rows (105 px) on a 390 px phone (issue 48).
for (const width of [320, 390]) {
  test(`on a ${width} px phone /financiamento's bar keeps one row: the mark and its three links`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/financiamento');
    const brand = banner(page).getByRole('link', { name: new RegExp(headerLabels.homeLink) });
    const home = (await brand.boundingBox())!;
    const links = headerNav(page).getByRole('link');
    await expect(links).toHaveText(wizardNavLinks.map((link) => link.label));
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      // Beside the brand, not under it, and within the screen.
      expect(box.y).toBeLessThan(home.y + home.height);
      expect(box.x).toBeGreaterThanOrEqual(home.x + home.width);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect((await banner(page).boundingBox())!.height).toBeLessThanOrEqual(66);
    // The broker's name stays the home link's name.
    await expect(brand).toHaveAccessibleName(new RegExp(`^${broker.name}`));
  });
}
