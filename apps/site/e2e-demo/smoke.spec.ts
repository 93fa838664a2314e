import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contactFormSubmitLabel, landingPage, products, rates, simulatorSectionId } from '@repo/content';
import { brokerPhotosDir } from '@repo/content/brokers';
import { prerenderPaths } from '../postbuild/routes';
import { buildDir, demo } from './profile';

const identity = demo.identity;
const waPrefix = `https://wa.me/${identity.whatsapp.international}`;

test.describe('demo build: every route is the demo broker', () => {
  for (const route of prerenderPaths) {
    test(`${route} renders with the demo's name, theme and WhatsApp number`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('https://www.google.com/**', (request) =>
        request.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title>' }),
      );
      await page.goto(route);
      await expect(page).toHaveTitle(new RegExp(identity.name));
      await expect(page.getByRole('banner')).toContainText(identity.name);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(identity.stores[0].cnpj);
      await expect(footer).toContainText(identity.phones.main.display);

      // Terracotta theme: serif headings (the default theme's are sans-serif) on a tinted canvas.
      const look = await page.evaluate(() => ({
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        canvas: getComputedStyle(document.body).backgroundColor,
      }));
      expect(look.heading).toMatch(/,\s*serif$/);
      expect(look.canvas).not.toBe('rgb(255, 255, 255)');

      const whatsapp = await page.locator('a[href*="wa.me/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      // The wizard's page has no WhatsApp link (its last step opens WhatsApp); every other page has.
      if (route !== '/financiamento') expect(whatsapp.length).toBeGreaterThan(0);
      for (const href of whatsapp) expect(href === waPrefix || href.startsWith(`${waPrefix}?text=`), href).toBe(true);

      if (route !== '/404') {
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical?.startsWith(`${identity.siteUrl}/`)).toBe(true);
      }
      expect(errors).toEqual([]);
    });
  }

  test('JSON-LD names the demo stores; sitemap, robots and CSP follow the profile', async ({ page, request }) => {
    await page.goto('/contato');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const taxIds = blocks.map((block) => (JSON.parse(block) as { taxID?: string }).taxID);
    expect(taxIds).toEqual(identity.stores.map((store) => store.cnpj));

    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations) expect(location.startsWith(`${identity.siteUrl}/`)).toBe(true);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${identity.siteUrl}/sitemap.xml`);

    const response = await request.get('/');
    expect(response.headers()['content-security-policy']).toContain(`frame-src ${new URL(identity.mapEmbedUrl).origin}`);
    const serve = await readFile(path.join(buildDir, 'serve.json'), 'utf8');
    expect(serve).toContain(`frame-src ${new URL(identity.mapEmbedUrl).origin}`);
  });

  test('the contact form opens WhatsApp at the demo number', async ({ page }) => {
    // Records window.open instead of opening wa.me (offline); answers like an opened tab.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { openCalls: string[] }).openCalls = calls;
      window.open = ((url?: string | URL) => {
        calls.push(String(url));
        return { opener: window, closed: false } as unknown as Window;
      }) as typeof window.open;
    });
    await page.route('https://www.google.com/**', (request) =>
      request.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title>' }),
    );
    await page.goto('/contato');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maria Teste');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('maria@teste.example');
    await page.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('31987650000');
    await page.getByRole('textbox', { name: 'Assunto', exact: true }).fill('Financiamento');
    await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Quero financiar um carro.');
    await page.getByRole('button', { name: contactFormSubmitLabel }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { openCalls: string[] }).openCalls)).toHaveLength(1);
    const [url] = await page.evaluate(() => (window as unknown as { openCalls: string[] }).openCalls);
    expect(url!.startsWith(`${waPrefix}?text=`)).toBe(true);
  });
});

test.describe('demo build: its own business', () => {
  const offered = products.filter((product) => product.id in demo.products).map((product) => product.label);

  test('it offers its two products, and refinancing nowhere: solution cards, simulator, wizard, services', async ({ page }) => {
    expect(offered).toEqual(['Financiamento', 'Empréstimo com garantia']);
    await page.goto('/');
    await expect(page.locator(`#${simulatorSectionId}`).getByRole('radio')).toHaveCount(2);
    for (const product of products.filter((item) => item.id in demo.products)) {
      await expect(page.locator(`#${simulatorSectionId}`).getByRole('radio', { name: product.tabLabel, exact: true })).toBeAttached();
    }
    const solutions = page.getByRole('region', { name: landingPage.solutions.title });
    await expect(solutions.locator('a[href^="/financiamento?modalidade="]')).toHaveCount(2);
    await page.goto('/financiamento');
    await expect(page.getByRole('radio')).toHaveCount(2 + 2); // two products, two person types
    await page.goto('/financiamento?modalidade=refinanciamento');
    await expect(page.getByRole('radio', { name: 'Financiamento' })).toBeChecked();
    await page.goto('/servicos');
    await expect(page.getByRole('link', { name: /Solicitar Orçamento/ })).toHaveCount(2);
    await expect(page.getByText(/refinanci/i)).toHaveCount(0);
  });

  test('its copy is its file’s: its counts as they are, its own claims and vehicles, nothing of the default broker’s', async ({ page }) => {
    // The demo has exactly 6 years and 3 banks: said as they are, never "mais de 6" nor "3+".
    expect([demo.claims.yearsInMarket, demo.claims.partnerBanks]).toEqual([6, 3]);
    const inflated = /mais de (6|3) |\b(6|3|400|650)\+/i;
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Carros e motos com análise em 3 bancos parceiros');
    await expect(page.getByRole('main')).toContainText(demo.texts.analysis!);
    await expect(page.getByRole('main')).not.toContainText(/caminh|Bitruck|tempo real/i);
    for (const route of ['/', '/home', '/sobre', '/clientes', '/financiamento']) {
      await page.goto(route);
      expect(await page.locator('body').innerText(), route).not.toMatch(inflated);
      expect(await page.title(), route).not.toMatch(inflated);
    }
    await page.goto('/sobre');
    await expect(page.getByRole('main')).toContainText('correspondente bancário com 6 anos no mercado');
    await page.goto('/servicos');
    const main = page.getByRole('main');
    await expect(main.getByText(demo.products.financiamento!.highlights[0]!)).toBeVisible();
    await expect(main).not.toContainText(/Sem taxa de adesão|múltiplos bancos|100% digital/);
    await expect(main.getByRole('heading', { name: 'Carros', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Motos', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Caminhões', exact: true })).toHaveCount(0);
    await expect(main.getByRole('listitem').filter({ hasText: /^Hatches$/ })).toBeVisible();
  });

  test('its partners as a list of brands: the one logo its file gives, the others by name', async ({ page }) => {
    expect(demo.institutions.logos).toEqual({ bv: 'logo-bv.svg' });
    await page.goto('/');
    const banks = page.getByRole('region', { name: landingPage.banks.title });
    const tiles = banks.getByRole('list').getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toHaveText('Pan');
    await expect(tiles.nth(2)).toHaveText('Santander');
    await expect(banks.getByRole('img')).toHaveCount(1);
    const logo = tiles.nth(1).getByRole('img', { name: 'BV' });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('src', /^\/uploads\/instituicoes\/logo-bv-[0-9a-f]{8}\.svg$/);
    // Its box is the stylesheet's, whatever the file: nothing moves when it arrives.
    expect(await logo.evaluate((element) => [getComputedStyle(element).height, getComputedStyle(element).maxWidth])).toEqual(['48px', '160px']);
    await expect.poll(() => logo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    // Served as the broker's file has it, byte for byte.
    const served = await (await page.request.get((await logo.getAttribute('src'))!)).body();
    expect(served.equals(await readFile(path.join(brokerPhotosDir('demo'), 'logo-bv.svg')))).toBe(true);
  });

  test('without refinancing, /financiamento ships no list of the catalogue’s banks for a current contract', async ({ request }) => {
    const html = await (await request.get('/financiamento')).text();
    expect(html).not.toContain('<datalist');
    expect(html).not.toContain('Daycoval');
  });

  test('its rates and CET examples are its own, computed from its file', async ({ page }) => {
    await page.goto('/servicos');
    for (const rate of Object.values(rates)) {
      await expect(page.getByText(rate.claim).first()).toBeVisible();
      await expect(page.getByText(rate.exampleLine)).toBeVisible();
    }
    expect(rates.financiamento.display).toBe('1,39% a.m.');
    expect(rates['emprestimo-com-garantia'].display).toBe('1,79% a.m.');
  });

  test('its clients are its own photos, each with its alternative text, and its FAQ answer its own', async ({ page }) => {
    await page.goto('/clientes');
    const alts = await page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toEqual(demo.photos.map((photo) => photo.alt));
    await page.goto('/como-funciona');
    // Inside its closed <details> until the question is opened.
    await expect(page.getByText(demo.texts.faqAnswers!['nome-negativado']!)).toBeAttached();
  });
});
