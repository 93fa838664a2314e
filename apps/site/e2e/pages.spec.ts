// Projects: desktop, and nginx for @every-server: contents, links and the 404 are the same HTML on any screen (the footer test loops over widths itself).
import {
  aboutPage,
  broker,
  contactPage,
  copyrightLine,
  correspondentNotice,
  creditAnalysisDisclaimer,
  footerCopy,
  galleryCopy,
  homePage,
  howItWorksPage,
  landingPage,
  marketRate,
  newTabHint,
  noAdvanceFeeNotice,
  notFoundPage,
  problemScreenHomeLink,
  offerPageCopy,
  openingHoursLabels,
  products,
  type RoutePath,
  serviceCallToAction,
  serviceSimulationLabel,
  services,
  servicesPage,
  simulateLinkLabel,
  simulatorFieldCopy,
} from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { waitForPage } from './hydration';
import { stubMap } from './map';

/** The end of a new-tab link's name: "(abre em uma nova aba)". */
const newTabHintAtEnd = new RegExp(`${newTabHint.replace(/[()]/g, '\\$&')}$`);

/** The one h1 of each page, from content. (/financiamento is the wizard's, issue #5.) */
const headings: Partial<Record<RoutePath, string>> = {
  '/': landingPage.hero.headline,
  '/home': homePage.hero.title,
  '/sobre': aboutPage.title,
  '/servicos': servicesPage.title,
  '/como-funciona': howItWorksPage.title,
  '/contato': contactPage.title,
  '/clientes': galleryCopy.title,
  '/confira-sua-proposta': offerPageCopy.title,
};

/** Collects console errors and uncaught exceptions; keeps the Google map offline. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await stubMap(page);
  return errors;
}

test.describe('pages', () => {
  for (const [path, heading] of Object.entries(headings)) {
    // One load of each page for what its HTML says: on every server, as the same bytes are served.
    test(`${path} shows its heading and the footer with no console error; every new-tab link is noopener noreferrer and says it opens a new tab, every rate has its disclaimer and a link to simulate it`, { tag: '@every-server' }, async ({ page }) => {
      const errors = await watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(copyrightLine);
      for (const link of await page.locator('a[target="_blank"]').all()) {
        const rel = (await link.getAttribute('rel')) ?? '';
        expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        // Nobody is taken to another tab unwarned: its name, as a screen reader reads it, ends so.
        await expect(link).toHaveAccessibleName(newTabHintAtEnd);
      }
      const text = await page.getByRole('main').innerText();
      // The Banco Central's average beside the offer is the market's figure, not one of ours (market-rate.spec.ts).
      const rateSentences = text.split('\n').filter((line) => /\d% a\.m\./.test(line) && line !== marketRate.line);
      for (const sentence of rateSentences) expect(sentence).toContain(creditAnalysisDisclaimer);
      // Its worked example and CET are checked in rates-and-cet.spec.ts; here, the link beside it.
      if (rateSentences.length > 0) {
        await expect(page.getByRole('link', { name: simulateLinkLabel }).first()).toHaveAttribute('href', /^\/(\?modalidade=[\w-]+)?#simulator$/);
      }
      await waitForPage(page, path);
      await page.waitForLoadState('load');
      expect(errors).toEqual([]);
    });
  }

  test('the 404 page answers 404, says so, logs the path and leads home', { tag: '@every-server' }, async ({ page }) => {
    const errors = await watch(page);
    const response = await page.goto('/rota/inexistente');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFoundPage.title })).toBeVisible();
    await expect.poll(() => errors.join('\n')).toContain('/rota/inexistente');
    await page.getByRole('main').getByRole('link', { name: problemScreenHomeLink }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingPage.hero.headline);
  });

  test('the footer: phones as tel: links, e-mail as mailto:, address, hours, lazy map, legal lines', async ({ page }) => {
    await watch(page);
    await page.goto('/sobre');
    const footer = page.getByRole('contentinfo');
    for (const phone of Object.values(broker.phones)) {
      await expect(footer.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`);
    }
    await expect(footer.getByRole('link', { name: broker.emails.contact })).toHaveAttribute('href', `mailto:${broker.emails.contact}`);
    await expect(footer).toContainText(broker.stores[0].address.street);
    for (const label of openingHoursLabels) await expect(footer).toContainText(label);
    // The map's frame is created as the visitor scrolls near it.
    await footer.scrollIntoViewIfNeeded();
    const map = footer.locator('iframe');
    await expect(map).toHaveAttribute('title', footerCopy.mapTitle);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', broker.mapEmbedUrl);
    await expect(footer).toContainText(correspondentNotice);
    await expect(footer).toContainText(noAdvanceFeeNotice);
    // The year of the build (the suite runs on the build it tests), not a year typed in a file.
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  });

  // The widths are set here, so the desktop project runs it once for all of them.
  test('nothing in the footer spills out of its column and no phone number breaks, from a 320 px phone to desktop', { tag: '@desktop-only' }, async ({ page }) => {
    for (const width of [320, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/sobre');
      const spilling = await page.getByRole('contentinfo').evaluate((footer) =>
        [footer, ...footer.querySelectorAll('*')]
          .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible')
          .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`),
      );
      expect(spilling, `at ${width} px`).toEqual([]);
      // A phone number never breaks across lines.
      const phoneLines = await page.locator('footer a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getClientRects().length));
      expect(phoneLines, `at ${width} px`).toEqual(phoneLines.map(() => 1));
    }
  });

  test('the skip link is the first stop and jumps to the content', async ({ page }) => {
    await page.goto('/servicos');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('page contents', () => {
  test('/contato: phones, e-mails, stores with CNPJ, hours and the lazy map of Barra do Garças', async ({ page }) => {
    await watch(page);
    await page.goto('/contato');
    const main = page.getByRole('main');
    for (const line of contactPage.phoneLines) {
      await expect(main.getByRole('link', { name: line.phone.display }).first()).toHaveAttribute('href', `tel:${line.phone.e164}`);
    }
    for (const email of Object.values(broker.emails)) {
      await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    for (const store of broker.stores) {
      await expect(main.getByRole('heading', { name: store.name, exact: true })).toBeVisible();
      await expect(main).toContainText(store.cnpj);
    }
    await expect(main).toContainText(broker.stores[0].address.neighborhood);
    for (const label of openingHoursLabels) await expect(main).toContainText(label);
    await expect(main.getByRole('link', { name: /Chamar no WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await main.getByRole('heading', { name: contactPage.mapHeading }).scrollIntoViewIfNeeded();
    const map = main.locator('iframe');
    await expect(map).toHaveAttribute('title', contactPage.mapTitle);
    await expect(map).toHaveAttribute('loading', 'lazy');
  });

  test('/servicos: a Solicitar Orçamento WhatsApp link per service and a call link', async ({ page }) => {
    await watch(page);
    await page.goto('/servicos');
    const quotes = page.getByRole('link', { name: /^Solicitar Orçamento/ });
    await expect(quotes).toHaveCount(3);
    for (const quote of await quotes.all()) {
      await expect(quote).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
      await expect(quote).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('link', { name: servicesPage.callToAction.callLabel })).toHaveAttribute('href', `tel:${broker.phones.main.e164}`);
    for (const reason of servicesPage.reasons) await expect(page.getByRole('heading', { name: reason.title })).toBeVisible();
  });

  // One test per service: each is a page load and a navigation, which a loaded machine may take
  // seconds over; four in one test's time ran out of it.
  for (const service of services) {
    test(`/servicos: ${service.title} offers its simulation, which opens the landing simulator on that product`, async ({ page }) => {
      await stubMap(page);
      await page.goto('/servicos');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: service.title }) });
      // Beside its WhatsApp quote.
      await expect(card.getByRole('link', { name: `${serviceCallToAction} (${service.title})` })).toBeVisible();
      const simulation = card.getByRole('link', { name: `${serviceSimulationLabel} (${service.title})` });
      await expect(simulation).toHaveAttribute('href', `/?modalidade=${service.id}#simulator`);
      await simulation.click();
      await expect(page).toHaveURL(`/?modalidade=${service.id}#simulator`);
      const product = products.find((item) => item.id === service.id)!;
      await expect(page.locator('#simulator').getByRole('radio', { name: product.tabLabel, exact: true })).toBeChecked();
      // Its own first field, e.g. 'Valor desejado' for the secured loan.
      const first = simulatorFieldCopy[product.simulatorFields[0]];
      await expect(page.locator('#simulator').getByRole('textbox', { name: first.label, exact: true })).toBeVisible();
    });
  }

  test('/como-funciona: five steps and an FAQ whose answers open on demand', async ({ page }) => {
    await watch(page);
    await page.goto('/como-funciona');
    await expect(page.getByRole('main').locator('ol > li')).toHaveCount(5);
    const question = page.getByText('Qual o valor mínimo do veículo e da entrada?');
    const answer = page.getByText(/Financiamos veículos a partir de R\$/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(page.getByRole('link', { name: /Iniciar Processo/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('/clientes: the badge', async ({ page }) => {
    await watch(page);
    await page.goto('/clientes');
    await expect(page.getByText(galleryCopy.badge)).toBeVisible();
  });
});
