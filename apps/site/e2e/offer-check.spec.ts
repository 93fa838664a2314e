// Projects: desktop and mobile: a long form typed and its results read on both screens (their layout, a phone's keyboard, a tap before hydration); the options that come with hydration, what leaves the browser and the links to the page on desktop only (@desktop-only: the same on any screen). The rules at the fields and the check's branches are the component tests' (app/flows/offer/OfferCheck.test.tsx).
import {
  broker,
  findRankedInstitution,
  formatPercent,
  handoffWarning,
  institutionRanking,
  marketRate,
  marketRatePoints,
  monthLabel,
  offerCheckCopy,
  offerCheckInvitations,
  offerCheckLink,
  offerCheckPrivacySummary,
  offerFieldCopy,
  offerFlagCopy,
  offerFormCopy,
  offerPageCopy,
  shortMonthLabel,
  solutionCards,
  toasts,
} from '@repo/content';
import { emptyOfferDraft, offerCheckMessage, toOfferInput, type OfferDraft } from '@repo/whatsapp/offer';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { holdHydration, waitForHydration } from './hydration';
import { stubMap } from './map';
import { leaveAndReturn, openCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';

const path = offerCheckLink.href;
const labels = offerCheckCopy.labels;

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const field = (page: Page, name: keyof typeof offerFieldCopy) => page.getByRole('textbox', { name: offerFieldCopy[name].label, exact: true });
const select = (page: Page, name: 'insuranceChoice' | 'institution') => page.getByRole('combobox', { name: offerFieldCopy[name].label, exact: true });
const checkButton = (page: Page) => page.getByRole('button', { name: offerFormCopy.submitLabel });
const betterOfferButton = (page: Page) => page.getByRole('button', { name: offerPageCopy.betterOffer.label });
const results = (page: Page) => page.getByRole('region', { name: offerCheckCopy.resultTitle });
/** A figure of the results: the value beside its label. */
const fact = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd');

/** The day `days` from the page's today, as a document writes it (dd/mm/aaaa), and as a phone's keyboard types it (digits). */
async function dayFromToday(page: Page, days: number) {
  const written = await page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  }, days);
  return { written, digits: written.replace(/\//g, '') };
}

/** BRAZIL.md's worked example, as a bank hands it: R$ 40.000,00 released, 48 installments of R$ 1.343,70, nothing else. */
async function typeCleanOffer(page: Page) {
  await page.getByRole('radio', { name: offerFieldCopy.amountKind.options.liberado }).check();
  await field(page, 'amount').pressSequentially('40.000');
  await field(page, 'installment').fill('R$ 1.343,70');
  await field(page, 'installments').pressSequentially('48');
}

/** A proposal with TAC, imposed insurance and other fees, as people type it, its institution from the Banco Central's list. */
const withTac = {
  amount: 'R$ 45.000,00',
  installment: '1.550,00',
  installments: '48',
  statedRate: '1,99%',
  statedCet: '29,05',
  feeCadastro: '700',
  feeRegistro: '350,50',
  feeTac: 'R$ 800,00',
  insurance: '2.000',
  insuranceChoice: 'exigido',
  institution: '59285411',
} as const satisfies Partial<OfferDraft>;

/**
 * Types {@link withTac} key by key or pasted, the first installment 45 days away typed with a phone's
 * keyboard (digits only), the insurance's answer and the institution picked by their words; returns
 * the draft the form holds, its first due date as the page wrote it.
 */
async function typeOfferWithTac(page: Page): Promise<OfferDraft> {
  await field(page, 'amount').fill(withTac.amount);
  await field(page, 'installment').pressSequentially(withTac.installment);
  await field(page, 'installments').fill(withTac.installments);
  const firstDue = await dayFromToday(page, 45);
  await field(page, 'firstDueDate').pressSequentially(firstDue.digits);
  await expect(field(page, 'firstDueDate')).toHaveValue(firstDue.written);
  await field(page, 'statedRate').fill(withTac.statedRate);
  await field(page, 'statedCet').pressSequentially(withTac.statedCet);
  await field(page, 'feeCadastro').pressSequentially(withTac.feeCadastro);
  await field(page, 'feeRegistro').fill(withTac.feeRegistro);
  await field(page, 'feeTac').fill(withTac.feeTac);
  await field(page, 'insurance').pressSequentially(withTac.insurance);
  await select(page, 'insuranceChoice').selectOption({ label: offerFieldCopy.insuranceChoice.options[withTac.insuranceChoice] });
  await select(page, 'institution').selectOption({ label: findRankedInstitution(withTac.institution)!.name });
  return { ...emptyOfferDraft, ...withTac, firstDueDate: firstDue.written };
}

/** The page's today, at noon: the day its form counts the first due date from. */
async function pageToday(page: Page) {
  const [year, month, day] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()];
  });
  return new Date(year!, month!, day!, 12);
}

test.describe('the offer check', () => {
  test('a clean proposal, typed as people type: the true rate and CET of BRAZIL.md\'s worked example, the market beside it with its months as a table, no flag; nothing wider than the screen, no axe violation', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await typeCleanOffer(page);
    await checkButton(page).click();

    await expect(page.getByRole('heading', { level: 2, name: offerCheckCopy.resultTitle })).toBeFocused();
    const shown = results(page);
    // BRAZIL.md: R$ 40.000,00 released, 48x R$ 1.343,70, IOF financed: 1,99% a.m., CET 29,05% a.a.
    await expect(fact(shown, labels.rate)).toHaveText('1,99% a.m. (26,67% a.a.)');
    await expect(fact(shown, labels.cet)).toHaveText('29,05% a.a.');
    // Nothing stated: nothing stated is compared.
    await expect(fact(shown, labels.statedRate)).toHaveCount(0);
    await expect(fact(shown, labels.released)).toHaveText('R$\u00a040.000,00');
    await expect(fact(shown, labels.iof)).toHaveText('R$\u00a01.299,56');
    await expect(fact(shown, labels.totalPaid)).toHaveText('R$\u00a064.497,60');
    await expect(shown.getByText(offerPageCopy.iofComputedLabel)).toBeVisible();

    // The market's latest month, its source, and its months drawn, each a row of the chart's table.
    const month = monthLabel(marketRate.latest.month);
    await expect(shown.getByText(new RegExp(`^A taxa de juros calculada, 1,99% a\\.m\\., está .* da média do mercado em ${month} \\(`))).toBeVisible();
    await expect(shown.getByText(marketRate.line)).toBeVisible();
    await expect(shown.getByRole('link', { name: marketRate.sourceLinkLabel })).toHaveAttribute('href', marketRate.sourceUrl);
    const table = shown.getByRole('table', { name: marketRate.chartTitle });
    await expect(table.getByRole('row')).toHaveCount(marketRatePoints.length + 1);
    const first = marketRatePoints[0]!;
    const last = marketRatePoints[marketRatePoints.length - 1]!;
    await expect(table.getByRole('row').nth(1)).toHaveText(`${shortMonthLabel(first.month)}${formatPercent(first.value / 100)}`);
    await expect(table.getByRole('row').last()).toHaveText(`${shortMonthLabel(last.month)}${formatPercent(last.value / 100)}`);

    await expect(shown.getByText(offerCheckCopy.noFlags)).toBeVisible();
    // No institution chosen: no institution's average.
    await expect(shown.getByRole('heading', { name: labels.institution })).toHaveCount(0);
    await expect(shown.getByText(offerCheckCopy.disclaimer)).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a proposal with TAC and imposed insurance, its institution picked from the list: each flag with its basis, the institution\'s average said as an average, and "Quero uma proposta melhor" opens the whole message', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto(path);
    await waitForHydration(page);
    const typed = await typeOfferWithTac(page);
    await checkButton(page).click();

    const shown = results(page);
    await expect(fact(shown, labels.rate)).toHaveText('2,22% a.m. (30,12% a.a.)');
    await expect(fact(shown, labels.statedRate)).toHaveText('1,99% a.m.');
    await expect(fact(shown, labels.cet)).toHaveText('40,11% a.a.');
    await expect(fact(shown, labels.statedCet)).toHaveText('29,05% a.a.');
    await expect(shown.getByText('O CET calculado, 40,11% a.a., está 11,06 pontos percentuais acima do informado na proposta (29,05% a.a.).')).toBeVisible();
    // Each cost over the term, with the interest on it: its share of every installment.
    await expect(shown.getByText(/^TAC ou TEC: R\$\u00a0800,00, que custam R\$\u00a01\.\d{3},\d{2} no prazo, com juros\.$/)).toBeVisible();

    // The institution's average of the week, its place in the list, said as an average, never an offer.
    const institution = shown.getByRole('region', { name: labels.institution });
    await expect(institution).toContainText('BANCO PAN: média de 2,9% a.m. (40,9% a.a.)');
    await expect(institution).toContainText('36ª de 39 instituições');
    await expect(institution.getByText(institutionRanking.notAnOffer)).toBeVisible();
    await expect(institution.getByRole('link', { name: institutionRanking.sourceLinkLabel })).toHaveAttribute('href', institutionRanking.sourceUrl);

    // The flags, most pressing first, each with its basis.
    const flags = shown.getByRole('region', { name: labels.flags }).getByRole('listitem');
    await expect(flags).toHaveCount(5);
    const expected = [
      ['Alerta', 'TAC ou TEC cobrada', offerFlagCopy.tac.basis],
      ['Alerta', 'Seguro ou seguradora impostos', offerFlagCopy['seguro-imposto'].basis],
      ['Atenção', 'CET informado abaixo do calculado', offerFlagCopy['cet-informado'].basis],
      ['Atenção', 'Registro do contrato ou avaliação do bem', offerFlagCopy['registro-avaliacao'].basis],
      ['Para saber', 'Tarifa de cadastro', offerFlagCopy.cadastro.basis],
    ] as const;
    for (const [index, [tone, title, basis]] of expected.entries()) {
      await expect(flags.nth(index)).toContainText(`${tone} ${title}`);
      await expect(flags.nth(index)).toContainText(`${offerPageCopy.basisLabel} ${basis}`);
    }
    await expect(flags.nth(0)).toContainText('não são permitidas em contratos desde 30/04/2008');
    await expect(flags.nth(1)).toContainText('é venda casada');

    // Before the hand-off: the warning against payments in advance, where WhatsApp opens.
    await expect(shown.getByText(handoffWarning.title)).toBeVisible();
    await betterOfferButton(page).click();
    const calls = await openCalls(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.target).toBe('_blank');
    expect(calls[0]!.url.startsWith(`https://wa.me/${broker.whatsapp.international}?text=`)).toBe(true);
    // The message of the proposal as typed, whole (its words and figures pinned in packages/whatsapp's
    // unit test for the same proposal), its lines the visitor would check first among them.
    const lines = whatsappText(calls[0]!.url).split('\n');
    expect(lines).toEqual(offerCheckMessage(toOfferInput(typed, await pageToday(page))!)!.split('\n'));
    expect(lines).toEqual(
      expect.arrayContaining(['Instituição: BANCO PAN', '1ª parcela: em 45 dias', 'TAC ou TEC: R$\u00a0800,00', 'CET calculado: 40,11% a.a.', '- TAC ou TEC cobrada']),
    );
    expect(lines.at(-1)).toBe('Origem: conferência de proposta');

    // Back from WhatsApp, the results say what the page knows: the message was opened there.
    await expect(shown.getByText(toasts.contactSent.title)).toHaveCount(0);
    await leaveAndReturn(page);
    await expect(shown.getByRole('status').filter({ hasText: toasts.contactSent.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('typed and pressed before the page hydrates: the figures stay, and the check is made once it has', async ({ page, isMobile }) => {
    const release = await holdHydration(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await typeCleanOffer(page);
    // A tap on a phone, a click on a desktop: the held press reaches the page by different events.
    if (isMobile) await checkButton(page).tap();
    else await checkButton(page).click();
    // method="dialog": the browser's own submission goes nowhere; the press waits.
    await expect(page).toHaveURL(path);
    release();
    // Under a slow load the check waits for its module too.
    await expect(fact(results(page), labels.cet)).toHaveText('29,05% a.a.', { timeout: 15_000 });
    await expect(field(page, 'amount')).toHaveValue(/^(R\$\s)?40\.000(,00)?$/);
    await expect(field(page, 'installments')).toHaveValue('48');
    await expect(page.getByRole('radio', { name: offerFieldCopy.amountKind.options.liberado })).toBeChecked();
  });

  test('the institutions of the Banco Central\'s list come with the page\'s script; picked, the choice is kept', { tag: '@desktop-only' }, async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The prerendered page offers the empty choice alone (its HTML has no bytes to spare).
    await expect(select(page, 'institution').locator('option')).toHaveText([offerFieldCopy.institution.none]);
    release();
    await waitForHydration(page);
    await expect(select(page, 'institution').locator('option')).toHaveCount(institutionRanking.institutions.length + 1);
    await select(page, 'institution').selectOption({ label: 'CAIXA ECONOMICA FEDERAL' });
    await expect(select(page, 'institution')).toHaveValue('00360305');
  });
});

test.describe('the offer check › what leaves the browser, and where the page is reached from', { tag: '@desktop-only' }, () => {
  test('the privacy notice stands before the first field: nothing leaves the browser before "Quero uma proposta melhor", and nothing does', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const notice = page.getByText(offerCheckPrivacySummary);
    await expect(notice).toBeVisible();
    const [noticeTop, radioTop] = await Promise.all([
      notice.evaluate((element) => element.getBoundingClientRect().top),
      page.getByRole('radio').first().evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(noticeTop).toBeLessThan(radioTop);
    // From here on, the page asks for its own code at most: no request carries a figure, none leaves the site.
    // (The store map's frame, a page of its own that the footer creates as the visitor nears it, is not the page's.)
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame()) requests.push(`${request.method()} ${request.url()}`);
    });
    await typeCleanOffer(page);
    await checkButton(page).click();
    await expect(fact(results(page), labels.cet)).toHaveText('29,05% a.a.');
    const origin = new URL(page.url()).origin;
    expect(requests.filter((request) => !request.startsWith(`GET ${origin}/assets/`) || /1343|40000|40\.000/.test(request))).toEqual([]);
  });


  test('the page is reached from the landing\'s financing and refinancing cards, /servicos, the wizard\'s side panel and the footer', async ({ page }) => {
    const invitations = Object.entries(offerCheckInvitations) as [keyof typeof offerCheckInvitations, string][];
    await page.goto('/');
    for (const [product, invitation] of invitations) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: solutionCards.find((each) => each.serviceId === product)!.title, exact: true }) });
      await expect(card.getByRole('link', { name: invitation })).toHaveAttribute('href', path);
    }
    await page.goto('/servicos');
    for (const [, invitation] of invitations) await expect(page.getByRole('main').getByRole('link', { name: invitation })).toHaveAttribute('href', path);
    for (const [product, invitation] of invitations) {
      await page.goto(`/financiamento?modalidade=${product}`);
      await expect(page.getByRole('link', { name: invitation })).toHaveAttribute('href', path);
    }
    // The secured loan is another kind of credit: its panel has no link to the check.
    await page.goto('/financiamento?modalidade=emprestimo-com-garantia');
    await waitForHydration(page);
    for (const [, invitation] of invitations) await expect(page.getByRole('link', { name: invitation })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: offerCheckLink.label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerPageCopy.title);
  });
});
