// Projects: desktop and mobile: the checker is a form visitors use on both, and its verdict must stay in view on each; the lists, the links and the messages (the same bytes on any screen) on desktop only.
import { broker, centralBankPhone, channelsPage } from '@repo/content';
import { expect, test, type Page } from '@playwright/test';
import { publicPaths } from '../deploy/routes.ts';
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

  test('a look-alike site, a random PIX key and the broker\'s site without www @desktop-only', async ({ page }) => {
    await page.goto('/canais-oficiais');
    await waitForHydration(page);
    const host = broker.siteUrl.replace(/^https:\/\/(www\.)?/, '');
    await field(page).fill(`https://${host}.pagamento-liberacao.com`);
    await verify(page).click();
    await expect(verdict(page)).toContainText(channelsPage.results.notOurs);
    await field(page).fill('123e4567-e89b-12d3-a456-426614174000');
    await verify(page).click();
    await expect(verdict(page)).toContainText(channelsPage.results.randomKey);
    await field(page).fill(host);
    await verify(page).click();
    await expect(verdict(page)).toContainText(channelsPage.results.official);
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

  test('our wa.me link pasted, our handle typed with @, a 0800 and a word: each answered in a whole sentence @desktop-only', async ({ page }) => {
    await page.goto('/canais-oficiais');
    await waitForHydration(page);
    const handle = broker.social.instagram.split('/').at(-1)!;
    await field(page).fill(`https://wa.me/${broker.whatsapp.international}`);
    await verify(page).click();
    await expect(verdict(page)).toContainText(channelsPage.results.official);
    await expect(verdict(page)).toContainText(`Reconhecemos um link do WhatsApp para o número ${broker.whatsapp.display}, que está na nossa lista de canais (WhatsApp).`);

    await field(page).fill('');
    await field(page).pressSequentially(`@${handle}`);
    await field(page).press('Enter');
    await expect(verdict(page)).toContainText(channelsPage.results.official);
    await expect(verdict(page)).toContainText(`Reconhecemos o perfil @${handle}, que está na nossa lista de canais (Instagram e Facebook).`);

    await field(page).fill('0800 123 4567');
    await verify(page).click();
    await expect(verdict(page)).toContainText(channelsPage.results.notOurs);
    await expect(verdict(page)).toContainText('Reconhecemos o número de ligação gratuita 0800 123 4567, que não está na nossa lista de canais.');

    await field(page).fill('abc');
    await verify(page).click();
    await expect(verdict(page)).toContainText('Não reconhecemos “abc” como telefone, site, e-mail, perfil de rede social ou chave PIX.');
    await expect(verdict(page)).not.toContainText('Verificado como');
  });

  test('an empty check asks for something to check @desktop-only', async ({ page }) => {
    await page.goto('/canais-oficiais');
    await waitForHydration(page);
    await verify(page).click();
    await expect(page.getByText(channelsPage.checker.empty)).toBeVisible();
  });

  test('the footer of every page links to it, and so does the privacy notice @desktop-only', async ({ page }) => {
    await page.goto('/sobre');
    await page.locator('footer').getByRole('link', { name: 'Canais oficiais' }).click();
    await expect(page).toHaveURL('/canais-oficiais');
    await page.goto('/contato');
    await expect(page.locator('form').getByRole('link', { name: 'Canais oficiais' })).toHaveAttribute('href', '/canais-oficiais');
  });
});

/** An attribute's value as the HTML writes it, its entities read: `&amp;` → `&`. */
function attribute(value: string): string {
  return value.replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))).replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

test.describe('every channel the built site publishes is ours to the checker', () => {
  test('the tel:, mailto:, WhatsApp and social links and the site\'s own address of every page each get the green verdict @desktop-only', async ({ page, request }) => {
    // Every link of every prerendered page, as served. The site's own address is what its pages
    // say they are (the canonical link); the checker must know it, and every link to it.
    const hrefs = new Set<string>();
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) hrefs.add(attribute(href!));
    }
    const canonicalHosts = new Set(
      [...hrefs].filter((href) => /^https?:\/\//.test(href) && publicPaths.some((path) => href.endsWith(path === '/' ? '/' : path))).map((href) => new URL(href).host),
    );
    const channels = {
      phones: [...hrefs].filter((href) => href.startsWith('tel:') && href !== `tel:${centralBankPhone}`),
      emails: [...hrefs].filter((href) => href.startsWith('mailto:')),
      whatsapp: [...hrefs].filter((href) => /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)),
      social: [...hrefs].filter((href) => /^https:\/\/(www\.)?(instagram|facebook)\.com\//.test(href)),
      site: [...hrefs].filter((href) => /^https?:\/\//.test(href) && canonicalHosts.has(new URL(href).host)),
    };
    // None of the kinds may be missing: a walk over nothing would pass.
    for (const [kind, found] of Object.entries(channels)) expect(found, `the site's ${kind} links`).not.toEqual([]);

    await page.goto('/canais-oficiais');
    await waitForHydration(page);
    // Each kind as linked, and the ways people copy it: a link's number, a handle with and without @.
    const walked = [
      ...channels.phones,
      ...channels.phones.map((href) => href.replace(/^tel:/, '')),
      ...channels.emails,
      ...channels.emails.map((href) => href.replace(/^mailto:/, '').replace(/\?.*$/, '')),
      ...channels.whatsapp,
      ...channels.social,
      ...channels.social.map((href) => `@${new URL(href).pathname.split('/')[1]}`),
      ...channels.social.map((href) => new URL(href).pathname.split('/')[1]!),
      ...channels.site,
      ...canonicalHosts,
    ];
    const notGreen: string[] = [];
    for (const typed of new Set(walked)) {
      // An empty check first clears the verdict: the one read next is this contact's.
      await field(page).fill('');
      await verify(page).click();
      await expect(verdict(page)).toHaveText('');
      await field(page).fill(typed);
      await verify(page).click();
      await expect(verdict(page)).not.toHaveText('');
      const said = await verdict(page).innerText();
      if (!said.includes(channelsPage.results.official)) notGreen.push(`${typed} → ${said}`);
      await expect(verdict(page)).not.toContainText('Verificado como');
    }
    expect(notGreen).toEqual([]);
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
