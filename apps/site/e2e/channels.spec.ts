// Projects: desktop and mobile: the checker is a form visitors use on both, and its verdict must stay in view on each; the lists and the links (the same bytes on any screen) on desktop only. The verdicts' sentences are app/flows/channels/ChannelChecker.test.tsx's, every published channel checked postbuild/channels.test.ts's.
import { broker, centralBankPhone, channelsPage } from '@repo/content';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { holdHydration, waitForHydration } from './hydration';
import { stubMap } from './map';

/*
 * /canais-oficiais: the broker's official channels, and the check of a contact that claims to be
 * it, in the page — before hydration too, and nothing sent anywhere.
 */

const field = (page: Page) => page.getByRole('textbox', { name: channelsPage.checker.label });
const verify = (page: Page) => page.getByRole('button', { name: channelsPage.checker.submit, exact: true });
const verdict = (page: Page) => page.getByRole('status');

test.describe('official channels', () => {
  test('lists the broker\'s phones, site, e-mail domain, profiles and companies, and says no payment is ever asked in advance @desktop-only', async ({ page }) => {
    await page.goto('/canais-oficiais');
    await expect(page.getByRole('heading', { level: 1, name: channelsPage.title })).toBeVisible();
    const list = page.locator('section[aria-labelledby="canais-titulo"]');
    await expect(list.getByRole('link', { name: broker.whatsapp.display }).first()).toHaveAttribute('href', `tel:${broker.whatsapp.e164}`);
    for (const store of broker.stores) {
      await expect(list.getByText(store.cnpj, { exact: false })).toBeVisible();
      await expect(list.getByRole('link', { name: store.phone.display })).toBeVisible();
    }
    await expect(list.getByText(`@${broker.emails.contact.split('@')[1]}`)).toBeVisible();
    await expect(list.getByRole('link', { name: broker.siteUrl.replace(/^https:\/\//, '') })).toHaveAttribute('href', broker.siteUrl);
    await expect(page.getByText(channelsPage.noAdvance, { exact: true })).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('a phone typed key by key as "+55 …" is official; a pasted one that is not says what to do, and nothing is sent', async ({ page }) => {
    await stubMap(page);
    await page.goto('/canais-oficiais');
    await waitForHydration(page);
    // Every request the page makes from here, but two it makes whatever was typed, carrying none
    // of it: the footer's store map (a frame created as the verdict scrolls it near) and the site's
    // own modules fetched once it is idle (the deploy recovery).
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const ownModule = request.method() === 'GET' && url.origin === new URL(page.url()).origin && url.pathname.startsWith('/assets/') && url.search === '';
      if (request.url() !== broker.mapEmbedUrl && !ownModule) requests.push(request.url());
    });
    const [ddd, number] = [broker.whatsapp.international.slice(2, 4), broker.whatsapp.international.slice(4)];
    await field(page).pressSequentially(`+55 ${ddd} ${number.slice(0, -4)}-${number.slice(-4)}`);
    await verify(page).click();
    await expect(verdict(page)).toContainText(channelsPage.results.official);

    await field(page).fill('(11) 98765-4321');
    await field(page).press('Enter');
    await expect(verdict(page)).toContainText(channelsPage.results.notOurs);
    await expect(verdict(page).getByRole('link', { name: centralBankPhone })).toHaveAttribute('href', `tel:${centralBankPhone}`);
    await expect(verdict(page).getByRole('link', { name: broker.phones.main.display })).toHaveAttribute('href', `tel:${broker.phones.main.e164}`);
    expect(requests).toEqual([]);
  });

  test('checked before the page has hydrated: the press is answered once it has, with what was typed', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/canais-oficiais', { waitUntil: 'domcontentloaded' });
    await field(page).fill(broker.stores[0].cnpj);
    await verify(page).click();
    release();
    await expect(verdict(page)).toContainText(channelsPage.results.official);
    await expect(field(page)).toHaveValue(broker.stores[0].cnpj);
  });

  test('the footer of every page links to it, and so does the privacy notice @desktop-only', async ({ page }) => {
    await page.goto('/sobre');
    await page.locator('footer').getByRole('link', { name: 'Canais oficiais' }).click();
    await expect(page).toHaveURL('/canais-oficiais');
    await page.goto('/contato');
    await expect(page.locator('form').getByRole('link', { name: 'Canais oficiais' })).toHaveAttribute('href', '/canais-oficiais');
  });
});

test.describe('official channels without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list is there, and the checker says it needs JavaScript @desktop-only', async ({ page }) => {
    await page.goto('/canais-oficiais');
    // Playwright's text and role engines do not look inside <noscript>: CSS does.
    await expect(page.locator('noscript > *').filter({ hasText: channelsPage.checker.noScript })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="canais-titulo"]').getByRole('link', { name: broker.stores[0].phone.display })).toBeVisible();
  });
});
