// Projects: desktop and mobile: the market's average sits in cards and a results panel laid out differently on each screen; what it says of its source (the same words on any screen) on desktop only.
import { formatPercent, marketRate, marketRatePoints, newTabHint, productById, rates, shortMonthLabel } from '@repo/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdRequests, waitForHydration, waitForPage } from './hydration';
import { stubMap } from './map';

/**
 * Issue 37: wherever the financing rate is advertised with its CET (the landing, /home, /servicos,
 * the simulator's result), the Banco Central's average for its latest month stands beside it
 * ("Média do mercado (veículos, pessoa física), Banco Central, agosto de 2026:
 * 1,97% a.m.": the month its figure is of and its segment, the hero's too), with what the series covers and
 * its source, and the chart of the snapshot's 24 months (issue 51), prerendered from the committed
 * snapshot (no request to the Banco Central).
 */

/** Each visible worked example of the financing rate, and the card or paragraph group it sits in. */
async function financingExampleGroups(page: Page): Promise<Locator[]> {
  const examples = page.getByText(rates.financiamento.exampleLine);
  const groups: Locator[] = [];
  for (const example of await examples.all()) {
    if (!(await example.isVisible())) continue;
    // The example's own parent: the hero's paragraph group, a card's body.
    groups.push(example.locator('xpath=..'));
  }
  return groups;
}

test.beforeEach(async ({ page }) => {
  await stubMap(page);
  // Nothing on these pages asks the Banco Central: the figure is in the page.
  await page.route('**://api.bcb.gov.br/**', (route) => route.abort());
});

for (const path of ['/', '/home', '/servicos']) {
  test(`${path}: beside each advertised financing rate, the market's average with its month`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('bcb.gov.br')) asked.push(request.url());
    });
    await page.goto(path);
    await waitForPage(page, path);
    const groups = await financingExampleGroups(page);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      await expect(group.getByText(marketRate.line, { exact: true })).toBeVisible();
    }
    expect(asked).toEqual([]);
  });
}

test('/servicos: the average says what it covers (new and used vehicles, individuals), its series, when it was fetched and its licence, and links to its source', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/servicos');
  const card = page.getByRole('listitem').filter({ hasText: rates.financiamento.claim }).filter({ has: page.getByRole('heading') });
  await expect(card.getByText(marketRate.line, { exact: true })).toBeVisible();
  await expect(card.getByText(marketRate.detail)).toBeVisible();
  await expect(card.getByText(/novos e usados/)).toBeVisible();
  await expect(card.getByText(/Série 25471, obtida em \d{2}\/\d{2}\/\d{4}, dados abertos \(ODbL\)/)).toBeVisible();
  const source = card.getByRole('link', { name: `${marketRate.sourceLinkLabel} ${newTabHint}`, exact: true });
  // The series' page for people at the Banco Central, not its JSON API.
  await expect(source).toHaveAttribute('href', marketRate.sourceUrl);
  await expect(source).toHaveAttribute('href', /^https:\/\/www3\.bcb\.gov\.br\/sgspub\/.*hdOidSeriesSelecionadas=25471$/);
  await expect(source).toHaveAttribute('target', '_blank');
  // The secured loan is another kind of credit: the vehicle-acquisition average is not set beside it.
  const securedLoan = page.getByRole('listitem').filter({ hasText: rates['emprestimo-com-garantia'].claim }).filter({ has: page.getByRole('heading') });
  await expect(securedLoan.getByText(rates['emprestimo-com-garantia'].exampleLine)).toBeVisible();
  await expect(securedLoan.getByText(marketRate.line)).toHaveCount(0);
});

test('/servicos: the chart beside the average draws every month of the snapshot, each in its table for screen readers, oldest first', async ({ page }) => {
  await page.goto('/servicos');
  const card = page.getByRole('listitem').filter({ hasText: rates.financiamento.claim }).filter({ has: page.getByRole('heading') });
  await expect(card.getByText(marketRate.chartTitle, { exact: true }).first()).toBeVisible();
  expect(marketRate.chartTitle).toBe(`Média do mercado nos últimos ${marketRatePoints.length} meses`);
  const table = card.getByRole('table', { name: marketRate.chartTitle });
  const rows = table.getByRole('row');
  // The header and one row a month, as the snapshot holds them (24).
  await expect(rows).toHaveCount(marketRatePoints.length + 1);
  await expect(rows.first()).toHaveText([marketRate.chartPeriodLabel, marketRate.chartValueLabel].join(''));
  const first = marketRatePoints[0]!;
  const last = marketRatePoints.at(-1)!;
  await expect(rows.nth(1)).toHaveText(`${shortMonthLabel(first.month)}${formatPercent(first.value / 100)}`);
  await expect(rows.last()).toHaveText(`${shortMonthLabel(last.month)}${formatPercent(last.value / 100)}`);
  // The drawing's ends say the same first and last months, and the line names the last one.
  await expect(card.getByText(`${shortMonthLabel(last.month)}: ${formatPercent(last.value / 100)}`)).toBeVisible();
  await expect(card.getByText(marketRate.line, { exact: true })).toBeVisible();
});

test('the simulator\'s result: the average under the figures for financing, gone for the secured loan, back for financing', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const results = page.locator('#simulator').getByRole('region', { name: /Resultado/ });
  await expect(results.getByText(marketRate.line, { exact: true })).toBeVisible();
  await expect(results.getByText(marketRate.detail)).toBeVisible();
  // The product's radio is drawn by its label, which a visitor presses.
  const pick = (id: 'financiamento' | 'emprestimo-com-garantia') =>
    page.locator('#simulator').locator('label').filter({ hasText: new RegExp(`^${productById(id).tabLabel}$`) }).click();
  await pick('emprestimo-com-garantia');
  await expect(page.locator('#simulator').getByRole('radio', { name: productById('emprestimo-com-garantia').tabLabel, exact: true })).toBeChecked();
  await expect(results.getByText(marketRate.line)).toHaveCount(0);
  await pick('financiamento');
  await expect(results.getByText(marketRate.line, { exact: true })).toBeVisible();
});

test('the average is in the page before its scripts arrive, and stays as the simulator hydrates', async ({ page }) => {
  // The landing's simulator hydrates, its result's average a lazy part of it; the cards around it
  // are plain (/servicos ships no script at all: its average is the prerendered one).
  const release = await holdRequests(page, '**/assets/*.js');
  // Not until `load`: a module script the page adds before its load event (after first paint, when
  // the page paints early) holds that event back for as long as its request is held.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('listitem').filter({ hasText: rates.financiamento.claim }).filter({ has: page.getByRole('heading') });
  const results = page.locator('#simulator').getByRole('region', { name: /Resultado/ });
  await expect(card.getByText(marketRate.line, { exact: true })).toBeVisible();
  await expect(results.getByText(marketRate.line, { exact: true })).toBeVisible();
  release();
  await waitForHydration(page);
  await expect(card.getByText(marketRate.line, { exact: true })).toBeVisible();
  await expect(card.getByText(marketRate.line)).toHaveCount(1);
  await expect(results.getByText(marketRate.line, { exact: true })).toBeVisible();
  await expect(results.getByText(marketRate.line)).toHaveCount(1);
});

test('reached by a link from a page that hydrates whole, the landing (loaded as a document: only its simulator hydrates) shows the average too', async ({ page }) => {
  await page.goto('/canais-oficiais');
  await waitForHydration(page);
  await page.getByRole('banner').locator('a[href="/"]:visible').last().click();
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  const card = page.getByRole('listitem').filter({ hasText: rates.financiamento.claim }).filter({ has: page.getByRole('heading') });
  await expect(card.getByText(marketRate.line, { exact: true })).toBeVisible();
  await expect(page.locator('#simulator').getByRole('region', { name: /Resultado/ }).getByText(marketRate.line, { exact: true })).toBeVisible();
});
