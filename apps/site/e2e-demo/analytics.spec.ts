import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { analyticsEvents, brokerAnalytics, broker, contactFormSubmitLabel, contactPage, origins } from '@repo/content';
import fc from 'fast-check';
import { chromium } from '../../../.ci/chromium.mjs';
import { holdHydration, waitForHydration } from '../e2e/hydration';
import { stubWindowOpen } from '../e2e/whatsapp-tab';

/*
 * The demo broker counts its hand-offs (`estatisticas` in its file) at a fictitious endpoint, which
 * the test answers as Plausible's events API does (POST, JSON `{ n, u, d, r, p }`, `202 ok`). The
 * tracker, like Plausible's script, counts nothing on `localhost` (a developer's own visits) nor in
 * a browser that says it is automated (`navigator.webdriver`): the site is opened here at
 * `demo.localhost`, a name Chromium resolves to this machine, in a Chromium that does not say so.
 */
const port = Number(process.env.E2E_PORT ?? 4174) + 1;
test.use({
  baseURL: `http://demo.localhost:${port}`,
  launchOptions: { ...chromium, args: [...chromium.args, '--disable-blink-features=AutomationControlled'] },
});

const endpoint = brokerAnalytics!.endpoint;

/** An event as the events API receives it. */
type Sent = { n: string; u: string; d: string; r: string | null; p?: Record<string, string> };

/** Answers the counts endpoint (recording each event), WhatsApp's tabs and the store map, offline. */
async function counting(context: BrowserContext): Promise<Sent[]> {
  const sent: Sent[] = [];
  await context.route(`${new URL(endpoint).origin}/**`, async (route) => {
    const request = route.request();
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe(endpoint);
    sent.push(JSON.parse(request.postData() ?? '{}') as Sent);
    await route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' });
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>WhatsApp</title></html>' }),
  );
  await context.route(`${new URL(broker.mapEmbedUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Mapa</title></html>' }),
  );
  return sent;
}

/** The events of one name, as `{ origin, product?, page }`. */
const named = (sent: Sent[], name: string) => sent.filter((event) => event.n === name).map((event) => event.p);

/** Presses a link that opens WhatsApp in a new tab, and closes the tab. */
async function openWhatsAppTab(page: Page, press: () => Promise<void>) {
  const tab = page.waitForEvent('popup');
  await press();
  const opened = await tab;
  expect(opened.url()).toMatch(/^https:\/\/wa\.me\//);
  await opened.close();
}

/** The header's WhatsApp button, behind the menu on a phone. */
async function headerWhatsApp(page: Page) {
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('banner').getByRole('link', { name: /WhatsApp|Fale Conosco/ });
}

async function fillContactForm(page: Page, values: { name: string; email: string; phone: string; subject: string; message: string }) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Nome').fill(values.name);
  await field('E-mail').fill(values.email);
  await field('Telefone').pressSequentially(values.phone);
  await field('Assunto').fill(values.subject);
  await field('Mensagem').fill(values.message);
}

const contact = { name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '31987650000', subject: 'Financiamento', message: 'Quero financiar um carro.' };

test.describe('counts: each hand-off is one event with its origin, product and page', () => {
  test('links on a page that does not hydrate, links and the contact form after hydration, and the page views of documents and client-side navigations', async ({ page, context }) => {
    test.slow(); // four pages, each with its tracker
    const sent = await counting(context);

    // /servicos ships no framework JavaScript: its inline sender counts the same as the tracker.
    await page.goto('/servicos');
    await openWhatsAppTab(page, () => page.getByRole('link', { name: /Solicitar Orçamento.*\(Empréstimo com Garantia\)/ }).click());
    await expect.poll(() => named(sent, analyticsEvents.whatsapp).length).toBe(1);

    // A link to a page that hydrates loads it as a document; from there, a client-side navigation,
    // whose page view is counted too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Canais oficiais', exact: true }).click();
    await expect(page).toHaveURL('/canais-oficiais');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contato', exact: true }).click();
    await expect(page).toHaveURL('/contato');
    await fillContactForm(page, contact);
    await openWhatsAppTab(page, () => page.getByRole('button', { name: contactFormSubmitLabel }).click());
    await openWhatsAppTab(page, async () => (await headerWhatsApp(page)).click());
    // Last: the browser hands a `tel:` or `mailto:` address to another application, and the page
    // may not get the keyboard back.
    await page.locator('[data-origem="contato-canais"]').getByRole('link', { name: /e-mail/i }).click();
    await page.getByRole('contentinfo').locator('a[href^="tel:"]').first().click();

    await expect.poll(() => sent.filter((event) => event.n !== 'pageview' && event.n !== 'engagement').length).toBe(5);
    expect(named(sent, analyticsEvents.whatsapp)).toEqual([
      { origin: origins['servicos-orcamento'], product: 'Empréstimo com garantia', page: '/servicos' },
      { origin: origins['contato-formulario'], page: '/contato' },
      { origin: origins.cabecalho, page: '/contato' },
    ]);
    expect(named(sent, analyticsEvents.phone)).toEqual([{ origin: origins.rodape, page: '/contato' }]);
    expect(named(sent, analyticsEvents.email)).toEqual([{ origin: origins['contato-canais'], page: '/contato' }]);
    const pageviews = sent.filter((event) => event.n === 'pageview').map((event) => event.u);
    expect(pageviews).toEqual([`http://demo.localhost:${port}/servicos`, `http://demo.localhost:${port}/canais-oficiais`, `http://demo.localhost:${port}/contato`]);
    for (const event of sent) expect(event.d).toBe(brokerAnalytics!.domain);
  });

  test('a page that does not hydrate counts its phone and e-mail links by where they are, and its page view without the query', async ({ page, context }) => {
    const sent = await counting(context);
    await page.goto('/sobre?utm_source=instagram&utm_campaign=julho&nome=Maria');
    await expect.poll(() => sent.filter((event) => event.n === 'pageview').map((event) => event.u)).toEqual([
      `http://demo.localhost:${port}/sobre?utm_source=instagram&utm_campaign=julho`,
    ]);
    await page.getByRole('contentinfo').locator('a[href^="mailto:"]').first().click();
    await page.getByRole('contentinfo').locator('a[href^="tel:"]').first().click();
    await expect.poll(() => sent.filter((event) => event.n !== 'pageview' && event.n !== 'engagement').length).toBe(2);
    expect(named(sent, analyticsEvents.email)).toEqual([{ origin: origins.rodape, page: '/sobre' }]);
    expect(named(sent, analyticsEvents.phone)).toEqual([{ origin: origins.rodape, page: '/sobre' }]);
  });

  test('the landing simulation, each wizard step and the wizard’s hand-off, named by where the visit came from', async ({ page, context }) => {
    test.slow(); // the whole wizard
    const sent = await counting(context);
    await page.goto('/');
    await waitForHydration(page);
    const simulator = page.locator('#simulator');
    await simulator.locator('label').filter({ hasText: /^Empréstimo$/ }).click();
    await simulator.getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=emprestimo-com-garantia$/);

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('CPF').pressSequentially('52998224725');
    await field('Nome completo').fill('Maria da Silva');
    await field('E-mail').fill('maria@exemplo.com.br');
    await field('Telefone').pressSequentially('31987650000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await field('Ano do veículo').fill('2019');
    await field('Valor estimado do veículo').pressSequentially('90000');
    await page.getByRole('combobox', { name: 'Veículo quitado', exact: true }).selectOption({ label: 'Sim, está quitado' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    const tab = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    const whatsapp = await tab;
    const text = decodeURIComponent(whatsapp.url().split('?text=')[1]!);
    expect(text.split('\n').slice(-2)).toEqual(['', 'Origem: simulador da página inicial · Empréstimo com garantia']);

    const origin = origins['inicio-simulador'];
    const product = 'Empréstimo com garantia';
    await expect.poll(() => named(sent, analyticsEvents.whatsapp).length).toBe(1);
    expect(named(sent, analyticsEvents.simulation)).toEqual([{ origin, product, page: '/' }]);
    for (const step of [1, 2, 3]) {
      expect(named(sent, analyticsEvents.wizardStep(step))).toEqual([{ origin, product, page: '/financiamento' }]);
    }
    expect(named(sent, analyticsEvents.whatsapp)).toEqual([{ origin, product, page: '/financiamento' }]);
    // The wizard's address carried the simulator's figures: no event's address does.
    for (const event of sent) expect(event.u).not.toContain('?');
  });

  test('presses made before the page hydrated are counted once it has, each once', async ({ page, context }) => {
    test.slow();
    const sent = await counting(context);
    await stubWindowOpen(page, 'opened');
    const release = await holdHydration(page);
    await page.goto('/contato', { waitUntil: 'domcontentloaded' });
    const channels = page.locator('[data-origem="contato-canais"]');
    // A link works before hydration: WhatsApp opens at once, the dialler too (last: the page may
    // not get the keyboard back from it).
    await openWhatsAppTab(page, () => channels.getByRole('link', { name: /WhatsApp/ }).click());
    await fillContactForm(page, contact);
    await page.getByRole('button', { name: contactFormSubmitLabel }).click();
    await channels.getByRole('link', { name: contactPage.channelActions.phone, exact: true }).click();
    release();
    await waitForHydration(page);

    await expect.poll(() => named(sent, analyticsEvents.whatsapp).length).toBe(2);
    expect(named(sent, analyticsEvents.whatsapp)).toEqual([
      { origin: origins['contato-canais'], page: '/contato' },
      { origin: origins['contato-formulario'], page: '/contato' },
    ]);
    expect(named(sent, analyticsEvents.phone)).toEqual([{ origin: origins['contato-canais'], page: '/contato' }]);
  });

  test('a simulation taken to the wizard before the landing hydrated is counted once, where it arrives', async ({ page, context }) => {
    const sent = await counting(context);
    const release = await holdHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const simulator = page.locator('#simulator');
    await simulator.locator('label').filter({ hasText: /^Financiar$/ }).click();
    // The browser submits the simulator's form itself: the wizard's page loads with its figures.
    await simulator.getByRole('button', { name: 'Quero esta proposta' }).click();
    await page.waitForURL(/\/financiamento\?/, { waitUntil: 'domcontentloaded' });
    release();
    await waitForHydration(page);
    await expect.poll(() => named(sent, analyticsEvents.wizardStep(1)).length).toBe(1);
    expect(named(sent, analyticsEvents.simulation)).toEqual([{ origin: origins['inicio-simulador'], product: 'Financiamento', page: '/' }]);
    // A reload of the tidied address counts no second simulation.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => sent.filter((event) => event.n === 'pageview').length).toBe(2);
    expect(named(sent, analyticsEvents.simulation)).toHaveLength(1);
  });
});

test.describe('counts: the visitor’s privacy', () => {
  for (const [signal, script] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
  ] as const) {
    test(`a browser that sends ${signal} is not counted at all, and gets no tracker @desktop-only`, async ({ page, context }) => {
      const sent = await counting(context);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(request.url()));
      await page.addInitScript(script);
      await page.goto('/contato');
      await waitForHydration(page);
      await openWhatsAppTab(page, () => page.locator('[data-origem="contato-canais"]').getByRole('link', { name: /WhatsApp/ }).click());
      // Long enough for the tracker: loaded once the page has, when the main thread is idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })));
      expect(await page.evaluate(() => '__siteCounts' in window)).toBe(false);
      expect(fetched.filter((url) => /\/assets\/counts-/.test(url))).toEqual([]);
      expect(sent).toEqual([]);
    });
  }

  test('nothing typed leaves the browser but for wa.me, and no cookie or localStorage key is ever set @desktop-only', async ({ browser }) => {
    test.slow(); // a few visitors, each through the contact form and the wizard
    /** A valid CPF's eleven digits. */
    const cpf = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
      .filter((digits) => new Set(digits).size > 1)
      .map((digits) => {
        const check = (base: number[]) => {
          const sum = base.reduce((total, digit, index) => total + digit * (base.length + 1 - index), 0);
          const rest = sum % 11;
          return rest < 2 ? 0 : 11 - rest;
        };
        const first = check(digits);
        return [...digits, first, check([...digits, first])].join('');
      });
    const word = fc.stringMatching(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]{6,11}$/);
    const visitor = fc.record({
      cpf,
      name: fc.tuple(word, word).map((words) => words.join(' ')),
      email: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{6,12}$/), fc.stringMatching(/^[a-z]{6,10}$/)).map(([local, domain]) => `${local}@${domain}.com.br`),
      phone: fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{8}$/)).map(([a, b, rest]) => `${a}${b}9${rest}`),
    });

    await fc.assert(
      fc.asyncProperty(visitor, async (typed) => {
        const context = await browser.newContext({ baseURL: `http://demo.localhost:${port}`, locale: 'pt-BR' });
        const sent = await counting(context);
        const requests: { url: string; body: string }[] = [];
        context.on('request', (request) => requests.push({ url: request.url(), body: request.postData() ?? '' }));
        const page = await context.newPage();
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });

        // The simulator's fields, then away from them.
        await page.goto('/');
        await waitForHydration(page);
        const simulatorFields = page.locator('#simulator').getByRole('textbox');
        for (const [index, value] of [typed.cpf, typed.phone].entries()) await simulatorFields.nth(index).fill(value);

        await page.goto('/contato');
        await waitForHydration(page);
        await fillContactForm(page, { name: typed.name, email: typed.email, phone: typed.phone, subject: typed.name, message: `${typed.cpf} ${typed.email}` });
        await openWhatsAppTab(page, () => page.getByRole('button', { name: contactFormSubmitLabel }).click());

        await page.goto('/financiamento');
        await waitForHydration(page);
        await field('CPF').pressSequentially(typed.cpf);
        await field('Nome completo').fill(typed.name);
        await field('E-mail').fill(typed.email);
        await field('Telefone').pressSequentially(typed.phone);
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo' })).toBeVisible();
        for (const [name, value] of [['Valor do veículo', '60000'], ['Ano do veículo', '2019'], ['Valor de entrada', '15000']] as const) {
          await field(name).clear();
          await field(name).pressSequentially(value);
        }
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Para concluir' })).toBeVisible();
        await openWhatsAppTab(page, () => page.getByRole('button', { name: 'Finalizar Solicitação' }).click());
        await expect.poll(() => named(sent, analyticsEvents.whatsapp).length).toBe(2);

        const masked = (digits: string, pattern: RegExp, format: string) => digits.replace(pattern, format);
        // What the messages carry (masked as the forms write them), and the digits as typed.
        const carried = [
          masked(typed.cpf, /(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
          masked(typed.phone, /(\d{2})(\d{5})(\d{4})/, '($1) $2-$3'),
          typed.email,
          ...typed.name.split(' '),
        ];
        const forms = (value: string) => [value, encodeURIComponent(value), encodeURIComponent(value).replaceAll('%20', '+')];
        const elsewhere = requests.filter((request) => !request.url.startsWith('https://wa.me/'));
        const toWhatsApp = requests.filter((request) => request.url.startsWith('https://wa.me/'));
        // The check finds what it looks for: the messages to WhatsApp carry it all.
        for (const value of carried) expect(toWhatsApp.some((request) => forms(value).some((form) => request.url.includes(form))), value).toBe(true);
        for (const needle of [...carried, typed.cpf, typed.phone]) {
          const leaks = elsewhere.filter((request) => forms(needle).some((form) => request.url.includes(form) || request.body.includes(form)));
          expect(leaks, needle).toEqual([]);
        }
        expect(sent.length).toBeGreaterThan(5);
        for (const event of sent) expect(Object.keys(event.p ?? {}).every((key) => ['origin', 'product', 'page'].includes(key))).toBe(true);

        expect(await context.cookies()).toEqual([]);
        expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
        await context.close();
      }),
      // A failing journey is reported as found: shrinking it would replay it in the browser dozens of times.
      { numRuns: 2, endOnFailure: true },
    );
  });
});
