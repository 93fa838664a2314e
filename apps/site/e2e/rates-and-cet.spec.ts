// Projects: desktop only: every rate's CET is text in the page and its previews, the same on any screen.
import {
  creditAnalysisDisclaimer,
  formatBRL,
  formatPercent,
  marketRate,
  rates,
  simulateLinkLabel,
  productRate,
  products,
  productSimulatorHref,
  productWizardHref,
  services,
  simulatorCopy,
  wizardCopy,
  type RoutePath,
} from '@repo/content';
import { expect, test, type Page } from '@playwright/test';
import { notFoundPath, publicPaths } from '../postbuild/routes.ts';
import { waitForHydration, waitForPage } from './hydration';
import { stubMap } from './map';

/**
 * CDC art. 54-B (BRAZIL.md): wherever a rate is shown, a CET figure or a worked example with its
 * CET stands beside it, in the same card or paragraph group; a link to a simulation elsewhere is
 * not "beside". These tests read the pages as a visitor sees them.
 */

/** A CET figure: `CET 17,38% a.a.`, `CET de 17,38% a.a.`, or a CET label then its value (`dt`/`dd`). */
const cetFigure = /CET\b[^%]{0,40}?\d{1,3},\d{2}% a\.a\./;
const monthlyRate = /\d% a\.m\./;

/** Pages that advertise a rate (the walker must find at least one there: it guards itself). */
const pagesWithRates: readonly string[] = ['/', '/home', '/servicos', '/financiamento'] satisfies RoutePath[];

type Finding = { rate: string; group: string };

/**
 * Every visible element whose own text shows a monthly rate (the innermost one), and its group:
 * the largest ancestor, inside the page's landmark, that holds at most one heading — the card or
 * section the rate belongs to. Returns those whose group shows no CET figure.
 */
async function ratesWithoutCet(page: Page): Promise<{ found: number; missing: Finding[] }> {
  return page.evaluate(
    ([rateSource, cetSource]) => {
      const rate = new RegExp(rateSource);
      const cet = new RegExp(cetSource);
      const skip = 'script, style, noscript, template, head';
      const shown = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) =>
          !element.closest(skip) &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          rate.test(element.innerText) &&
          ![...element.children].some((child) => child instanceof HTMLElement && rate.test(child.innerText)),
      );
      const headingCount = (element: Element) => element.querySelectorAll('h1, h2, h3, h4, h5, h6').length;
      const missing = shown.flatMap((element) => {
        let group: HTMLElement = element;
        while (
          group.parentElement &&
          !group.parentElement.matches('main, header, footer, nav, body, [role="dialog"]') &&
          headingCount(group.parentElement) <= 1
        ) {
          group = group.parentElement;
        }
        return cet.test(group.innerText) ? [] : [{ rate: element.innerText, group: group.innerText.slice(0, 300) }];
      });
      return { found: shown.length, missing };
    },
    [monthlyRate.source, cetFigure.source] as const,
  );
}

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

test.describe('every rate with its CET › on the page', () => {
  for (const path of [...publicPaths, notFoundPath]) {
    test(`${path}: each visible "% a.m." has a CET figure in its card or paragraph group`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page, path);
      const { found, missing } = await ratesWithoutCet(page);
      expect(missing).toEqual([]);
      if (pagesWithRates.includes(path)) expect(found).toBeGreaterThan(0);
      else expect(found).toBe(0);
    });
  }

  test('/servicos shows each rate\'s own worked example: 1,2% and 1,49% a.m.', async ({ page }) => {
    await page.goto('/servicos');
    for (const rate of Object.values(rates)) {
      const card = page.getByRole('listitem').filter({ hasText: rate.claim }).filter({ has: page.getByRole('heading') });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(rate.exampleLine)).toBeVisible();
    }
  });

  test('the wizard: the side panel and the step 2 estimate show the CET beside the rate', async ({ page }) => {
    await page.goto('/financiamento');
    await page.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('52998224725');
    await page.getByRole('textbox', { name: 'Nome completo', exact: true }).fill('Maria da Silva');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('maria@exemplo.com');
    await page.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('66999991234');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('textbox', { name: 'Valor do veículo', exact: true }).pressSequentially('85000');
    await page.getByRole('textbox', { name: 'Valor de entrada', exact: true }).pressSequentially('20000');
    await expect(page.getByText(/mediante análise de crédito\. CET de/)).toBeVisible();
    const { found, missing } = await ratesWithoutCet(page);
    expect(missing).toEqual([]);
    expect(found).toBeGreaterThanOrEqual(2); // the side panel and the estimate
  });

  test('the simulator on the secured loan shows its CET; the rate\'s link opens it on that product', async ({ page }) => {
    await page.goto('/servicos');
    const card = page.getByRole('listitem').filter({ hasText: rates['emprestimo-com-garantia'].claim }).filter({ has: page.getByRole('heading') });
    await card.getByRole('link', { name: simulateLinkLabel }).click();
    await expect(page).toHaveURL(/\/\?modalidade=emprestimo-com-garantia#simulator$/);
    const product = products.find((item) => item.id === 'emprestimo-com-garantia')!;
    await expect(page.getByRole('radio', { name: product.tabLabel, exact: true })).toBeChecked();
    // The simulator starts on the worked example, so it shows the very figures printed beside the rate.
    const simulator = page.locator('#simulator');
    await expect(simulator.getByText(formatBRL(rates['emprestimo-com-garantia'].example.installment), { exact: true })).toBeVisible();
    await expect(simulator.getByText(simulatorCopy.cetValue(rates['emprestimo-com-garantia'].example.cetAnnual), { exact: true })).toBeVisible();
    const { missing } = await ratesWithoutCet(page);
    expect(missing).toEqual([]);
  });

  test('the walker itself fails a rate whose card has no CET', async ({ page }) => {
    await page.goto('/servicos');
    // Where scripts load after first paint, a DOM edited before hydration would be rendered again by React.
    await waitForPage(page, '/servicos');
    // Remove the worked examples from the page: every rate is now alone in its card (the market's
    // average beside the financing rate too).
    await page.getByText(/^Ex\.: R\$/).evaluateAll((examples) => examples.forEach((example) => example.remove()));
    const { missing } = await ratesWithoutCet(page);
    expect(missing.map((finding) => finding.rate)).toEqual([
      expect.stringContaining(rates.financiamento.display),
      marketRate.line,
      expect.stringContaining(rates['emprestimo-com-garantia'].display),
    ]);
  });
});

test.describe('every rate, example and CET shown for a product is that product\'s', () => {
  /** The monthly rates and annual CETs a text shows, the market's average left out (it is no product's). */
  const figuresIn = (text: string) => {
    const own = text.replaceAll(marketRate.line, '');
    return {
      rates: [...own.matchAll(/\d+(?:,\d+)?% a\.m\./g)].map((match) => match[0]),
      cets: [...own.matchAll(/CET (?:de )?(\d+(?:,\d+)?% a\.a\.)/g)].map((match) => match[1]),
    };
  };

  for (const product of products) {
    const own = productRate(product.id);
    const ownCet = `${formatPercent(own.example.cetAnnual)} a.a.`;

    test(`${product.label}: the wizard's side panel advertises its own rate, example and CET`, async ({ page }) => {
      await page.goto(productWizardHref(product.id));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.wizardTitle);
      // The innermost block holding the benefits' heading: the benefits, the rate and its example.
      const panel = page.locator('div', { has: page.getByRole('heading', { name: wizardCopy.sidePanelBenefitsTitle }) }).last();
      await expect(panel).toContainText(`Taxas ${own.claim}`);
      await expect(panel).toContainText(own.exampleLine);
      const shown = figuresIn(await panel.innerText());
      expect(shown.rates).toEqual([own.display]);
      expect(shown.cets).toEqual([ownCet]);
    });

    test(`${product.label}: its /servicos card and the simulator opened on it show only its own rate and CET`, async ({ page }) => {
      await page.goto('/servicos');
      const service = services.find((item) => item.id === product.id)!;
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.title, exact: true }) });
      await expect(card).toHaveCount(1);
      const inCard = figuresIn(await card.innerText());
      for (const rate of inCard.rates) expect(rate).toBe(own.display);
      for (const cet of inCard.cets) expect(cet).toBe(ownCet);

      await page.goto(productSimulatorHref(product.id));
      await waitForHydration(page);
      const simulator = page.locator('#simulator');
      await expect(page.getByRole('radio', { name: product.tabLabel, exact: true })).toBeChecked();
      await expect(simulator).toContainText(own.display);
      const inSimulator = figuresIn(await simulator.innerText());
      expect(inSimulator.rates.length).toBeGreaterThan(0);
      for (const rate of inSimulator.rates) expect(rate).toBe(own.display);
      for (const cet of inSimulator.cets) expect(cet).toBe(ownCet);
    });
  }
});

test.describe('every rate with its CET › in link previews (raw HTML, no script run)', () => {
  /** Every text a link preview or a search result can show. */
  const previewTexts = (html: string) => [
    ...[...html.matchAll(/<meta (?:name|property)="(?:description|og:description|og:title|og:image:alt|twitter:description|twitter:title)" content="([^"]*)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
  ];

  for (const path of [...publicPaths, notFoundPath]) {
    test(`${path}: the description, Open Graph and Twitter tags show a rate only with its CET`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const texts = previewTexts(html);
      expect(texts.length).toBeGreaterThanOrEqual(6);
      for (const text of texts.filter((line) => monthlyRate.test(line))) {
        expect(text).toMatch(cetFigure);
        expect(text).toContain(creditAnalysisDisclaimer);
      }
    });
  }

  test('/: the preview carries the financing rate with its worked example and CET', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const key of ['description', 'og:description', 'twitter:description']) {
      const content = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
      expect(content).toContain(rates.financiamento.claim);
      expect(content).toContain(rates.financiamento.exampleLine);
    }
  });
});
