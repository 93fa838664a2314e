// Projects: desktop and mobile for the journeys, the keyboard and focus below the sticky phone header ("toque" or "clique"); what is kept across reloads and history, and what the page sends, on desktop only (@desktop-only): the same code on any screen. The rules, messages and branches of the form are app/flows/wizard/Wizard.test.tsx's.
import { broker, fieldRuleMessages, handoffWarning, toasts, whatsappBlockedFallback, wizardCopy } from '@repo/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  wizardViolations,
  DRAFT_KEY,
  estimateLinesShown,
  fillPersonalPF,
  personalLinesPF,
  stepHeading,
  textbox,
  toastRegion,
} from './wizard';
import { leaveAndReturn, openCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';
import { stubMap } from './map';
import { waitForHydration } from './hydration';

async function fillVehicle(page: Page) {
  await page.getByRole('combobox', { name: 'Tipo de veículo' }).selectOption({ label: 'Carro' });
  await textbox(page, 'Marca e modelo').fill('Fiat Strada Freedom 1.3');
  await textbox(page, 'Valor do veículo').pressSequentially('85000');
  await textbox(page, 'Ano do veículo').fill('2020');
  // Typed as a phone's keyboard types it, in lower case.
  await textbox(page, 'Placa do veículo').pressSequentially('abc1d23');
  await textbox(page, 'Valor de entrada').pressSequentially('20000');
  await page.getByRole('combobox', { name: 'Número de parcelas' }).selectOption('48');
}

/** From an empty wizard to step 3, Para concluir: both steps filled as a visitor would. */
async function toReview(page: Page) {
  await page.goto('/financiamento');
  await fillPersonalPF(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillVehicle(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

/** The page's document loads from now on (its map's frame aside), by path. */
function documentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/** Whether an element is wholly in the window and below the sticky header. */
const clearOfHeader = (locator: Locator) =>
  locator.evaluate((element) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom, headerBottom: header.bottom, clear: top >= header.bottom && bottom <= window.innerHeight };
  });

/** The name a screen reader gives the focused control. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? (element as HTMLInputElement | null)?.labels?.[0]?.textContent ?? element?.textContent ?? '';
  });

/** Presses Tab until the focused control's name starts with `name` (at most 40 times). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i += 1) {
    if ((await focusedName(page)).replace('*', '').trim().startsWith(name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The answers of {@link fillPersonalPF} and {@link fillVehicle} in the message (the estimate follows them). */
const messageLines = [
  'Olá! Gostaria de solicitar um financiamento de veículo.',
  '',
  ...personalLinesPF,
  '',
  'Dados do veículo',
  'Tipo de veículo: Carro',
  'Marca e modelo: Fiat Strada Freedom 1.3',
  'Valor do veículo: R$\u00a085.000,00 (valor informado pelo cliente)',
  'Ano do veículo: 2020',
  'Placa do veículo: ABC1D23',
  'Valor de entrada: R$\u00a020.000,00',
  'Número de parcelas: 48x',
];

test.describe('wizard › Pessoa Física, start to finish', () => {
  test('sends every answer and the estimate shown to WhatsApp, toasts, shows the result; Back returns to the review, everything kept', async ({ page, isMobile }) => {
    test.slow(); // several steps and axe runs
    await stubWindowOpen(page, 'opened');
    await page.goto('/financiamento');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu financiamento');
    await expect(page.getByRole('radio', { name: 'Pessoa Física' })).toBeChecked();
    expect(await wizardViolations(page)).toEqual([]);

    await fillPersonalPF(page);
    await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-25');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Dados do veículo')).toBeFocused();
    await expect(page).toHaveURL(/\?modalidade=financiamento&etapa=2$/);
    const indicator = page.getByRole('list', { name: 'Etapas da solicitação' });
    await expect(indicator.getByRole('listitem').first()).toContainText('concluída');
    await expect(indicator.locator('[aria-current="step"]')).toContainText('Dados do veículo');

    await fillVehicle(page);
    // Live estimate: R$ 65.000,00 to finance.
    await expect(page.getByText('R$\u00a065.000,00')).toBeVisible();
    await expect(page.getByText('Parcela estimada em 48x')).toBeVisible();
    await expect(page.getByText(/mediante análise de crédito\. CET de/)).toBeVisible();
    // The estimate the visitor sees is the one the broker gets, marked as one, at the count sent.
    const estimateLines = await estimateLinesShown(page, 48);
    expect(await wizardViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(stepHeading(page, 'Para concluir')).toBeFocused();
    // The review shows the message's own parts: its greeting and every answer, as they will be sent.
    await expect(page.getByText(messageLines[0]!, { exact: true })).toBeVisible();
    for (const line of messageLines.filter((text) => text.includes(': '))) {
      const [label, value] = line.split(/: (.*)/s) as [string, string];
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${value.replace(/[.$()+?]/g, '\\$&')}$`) }).first()).toBeVisible();
    }
    // And its closing line: where the visitor reached the wizard from (here, the wizard itself).
    // Nothing in the broker's voice: the message is the visitor's.
    await expect(page.getByText('Origem: assistente de financiamento · Financiamento', { exact: true })).toBeVisible();
    await expect(page.getByText(handoffWarning.title, { exact: true })).toHaveCount(0);
    await expect(page.getByText('Privacidade dos seus dados')).toBeVisible();
    expect(await wizardViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();

    const calls = await openCalls(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.target).toBe('_blank');
    expect(calls[0]!.url.startsWith(`https://wa.me/${broker.whatsapp.international}?text=`)).toBe(true);
    // The message's parts, as the review showed them, then its origin line: the wizard reached directly.
    expect(whatsappText(calls[0]!.url).split('\n')).toEqual([
      ...messageLines,
      '',
      ...estimateLines,
      '',
      'Origem: assistente de financiamento · Financiamento',
    ]);
    // Birth date, income and bank preference never reach the message.
    expect(whatsappText(calls[0]!.url)).not.toMatch(/nascimento|renda|banco|preferência/i);

    // The step says what is left: nothing reaches the broker until the visitor presses Enviar in
    // WhatsApp ("toque" on a touch screen, "clique" with a mouse). The toast waits for the visitor
    // to come back from WhatsApp; then step 4 and the toast say the same thing, what the page
    // knows: the message was opened there. Nothing on screen says "enviada" beside "falta enviar".
    await expect(stepHeading(page, `Falta só enviar: ${isMobile ? 'toque' : 'clique'} em Enviar no WhatsApp`)).toBeFocused();
    await expect(page.getByText(wizardCopy.resultDescription)).toBeVisible();
    await expect(toastRegion(page).getByText(toasts.financingSent.title)).toHaveCount(0);
    await leaveAndReturn(page);
    await expect(toastRegion(page).getByText('Mensagem aberta no WhatsApp', { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText(toasts.financingSent.description)).toBeVisible();
    await expect(stepHeading(page, 'Mensagem aberta no WhatsApp')).toBeVisible();
    await expect(page.getByText(wizardCopy.resultReturnedDescription)).toBeVisible();
    await expect(page.getByText(/Falta (só )?enviar/)).toHaveCount(0);
    await expect(page.getByText(/enviada!/)).toHaveCount(0);
    await expect(page).toHaveURL(/\?modalidade=financiamento&etapa=4$/);
    await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await expect(page.getByText(wizardCopy.retryQuestion)).toBeVisible();
    await expect(page.getByRole('link', { name: whatsappBlockedFallback.linkLabel })).toHaveAttribute('href', calls[0]!.url);
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    // Where the conversation in WhatsApp starts, the visitor is warned on screen (never in the
    // message): no payment in advance, the one official number, the page to check a contact.
    const warning = page.locator('[data-aviso="pagamento-antecipado"]');
    await expect(warning.getByText(handoffWarning.title, { exact: true })).toBeVisible();
    for (const line of handoffWarning.lines) await expect(warning).toContainText(line);
    await expect(warning.getByRole('link', { name: handoffWarning.checkLink })).toHaveAttribute('href', '/canais-oficiais');
    expect(await wizardViolations(page)).toEqual([]);

    // A reload of the result shows it again; Back returns to the review with everything kept, to
    // fix a typo without retyping; Forward returns to the result.
    await page.reload();
    await expect(stepHeading(page, `Falta só enviar: ${isMobile ? 'toque' : 'clique'} em Enviar no WhatsApp`)).toBeVisible();
    await expect(page.getByRole('link', { name: whatsappBlockedFallback.linkLabel })).toHaveAttribute('href', calls[0]!.url);
    await page.goBack();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Maria da Silva$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^R\$\u00a085\.000,00/ })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\?modalidade=financiamento&etapa=4$/);
    await expect(page.getByRole('link', { name: whatsappBlockedFallback.linkLabel })).toHaveAttribute('href', calls[0]!.url);
    await page.goBack();
    await page.getByRole('link', { name: 'Editar dados pessoais' }).click();
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    await textbox(page, 'Nome completo').fill('Maria da Silva Souza');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^85\.000(,00)?$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    // The page was reloaded since the first hand-off: this page's one call is the corrected message.
    const corrected = whatsappText((await openCalls(page))[0]!.url);
    expect(corrected).toContain('\nNome completo: Maria da Silva Souza\n');
    expect(corrected).toContain('\nValor do veículo: R$\u00a085.000,00');
  });
});

test.describe('wizard › privacy notice (LGPD art. 9)', () => {
  test('what the notice says is true: the draft lives in this tab\'s sessionStorage only, sent nowhere @desktop-only', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/financiamento');
    await fillPersonalPF(page);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('529.982.247-25');
    // Nothing was sent anywhere but this tab's storage: no request carries the CPF.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await fillVehicle(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    await expect(stepHeading(page, wizardCopy.resultTitle(false))).toBeVisible();
    // Kept after sending (Back to fix a typo), gone with the tab: sessionStorage, never localStorage or a cookie.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('529.982.247-25');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    expect(requests.filter((line) => /52998224725|529\.982\.247-25/.test(decodeURIComponent(line)))).toEqual([]);
  });
});

test.describe('wizard › nothing typed is lost', () => {
  test('Voltar keeps every answer, and so does the browser Back button @desktop-only', async ({ page }) => {
    test.slow(); // several steps and axe runs
    await toReview(page);
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(stepHeading(page, 'Dados do veículo')).toBeFocused();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^85\.000(,00)?$/);
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2020');
    await expect(page.getByRole('combobox', { name: 'Número de parcelas' })).toHaveValue('48');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(stepHeading(page, 'Dados pessoais')).toBeFocused();
    await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-25');
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');

    // Browser history: Back returns to the step before, Forward goes ahead again.
    await page.goBack();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
    await expect(textbox(page, 'Telefone')).toHaveValue('(66) 99999-1234');
  });

  test('on every step, a reload, Back and Forward keep the step and every answer @desktop-only', async ({ page }) => {
    test.slow(); // three steps, each reloaded
    const personalKept = async () => {
      await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
      await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-25');
      await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
      await expect(textbox(page, 'E-mail')).toHaveValue('maria@exemplo.com');
      await expect(textbox(page, 'Telefone')).toHaveValue('(66) 99999-1234');
    };
    const vehicleKept = async () => {
      await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Tipo de veículo' })).toHaveValue('carro');
      await expect(textbox(page, 'Marca e modelo')).toHaveValue('Fiat Strada Freedom 1.3');
      await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^85\.000(,00)?$/);
      await expect(textbox(page, 'Ano do veículo')).toHaveValue('2020');
      // As typed: the message writes it as the registry does.
      await expect(textbox(page, 'Placa do veículo')).toHaveValue('abc1d23');
      await expect(textbox(page, 'Valor de entrada')).toHaveValue(/^20\.000(,00)?$/);
      await expect(page.getByRole('combobox', { name: 'Número de parcelas' })).toHaveValue('48');
    };
    const reviewKept = async () => {
      await expect(stepHeading(page, 'Para concluir')).toBeVisible();
      for (const line of messageLines.filter((text) => text.includes(': '))) {
        const value = line.split(/: (.*)/s)[1]!;
        await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${value.replace(/[.$()+?]/g, '\\$&')}$`) }).first()).toBeVisible();
      }
    };
    await toReview(page);
    await reviewKept();
    await page.reload();
    await reviewKept();
    // Back from a reloaded page: the entries before it are loaded again, from the tab's draft.
    await page.goBack();
    await vehicleKept();
    await page.reload();
    await vehicleKept();
    await page.goBack();
    await personalKept();
    await page.reload();
    await personalKept();
    await page.goForward();
    await vehicleKept();
    await page.goForward();
    await reviewKept();
    await expect(page).toHaveURL(/\?modalidade=financiamento&etapa=3$/);
  });

  test('a reload keeps the draft and the step; "Editar" goes back to a step @desktop-only', async ({ page }) => {
    await page.goto('/financiamento');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Valor do veículo').pressSequentially('85000');
    await textbox(page, 'Ano do veículo').fill('2020');
    await page.reload();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^85\.000/);
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2020');
    await textbox(page, 'Valor de entrada').pressSequentially('20000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    const documents = documentLoads(page);
    await page.getByRole('link', { name: 'Editar dados pessoais' }).click();
    await expect(stepHeading(page, 'Dados pessoais')).toBeFocused();
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    // The page stays: the step is shown in a new entry, which Back leaves.
    expect(documents).toEqual([]);
    await page.goBack();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    expect(documents).toEqual([]);
  });

});

test.describe('wizard › keyboard only', () => {
  test('the whole wizard is completed with the keyboard', async ({ page, isMobile }) => {
    test.slow(); // several steps and axe runs
    await stubWindowOpen(page, 'opened');
    await page.goto('/financiamento');
    await tabTo(page, 'Pessoa Física');
    await page.keyboard.press('ArrowRight'); // Pessoa Jurídica
    await expect(page.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    await page.keyboard.press('ArrowLeft'); // back to Pessoa Física
    await page.keyboard.press('Tab');
    await page.keyboard.type('52998224725');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Maria da Silva');
    await page.keyboard.press('Tab');
    await page.keyboard.type('maria@exemplo.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('66999991234');
    await page.keyboard.press('Enter'); // submits step 1
    await expect(stepHeading(page, 'Dados do veículo')).toBeFocused();
    await page.keyboard.press('Tab'); // Tipo de veículo
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab'); // Marca e modelo
    await page.keyboard.type('Fiat Strada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('85000');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Consultar a tabela FIPE' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('2020');
    await page.keyboard.press('Tab'); // Placa do veículo, optional
    await expect(page.getByRole('textbox', { name: 'Placa do veículo' })).toBeFocused();
    await page.keyboard.type('abc1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('20000');
    await page.keyboard.press('Tab'); // Número de parcelas, at 48x
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'Continuar');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Para concluir')).toBeFocused();
    await tabTo(page, 'Finalizar Solicitação');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, wizardCopy.resultTitle(isMobile))).toBeFocused();
    const [call] = await openCalls(page);
    const text = whatsappText(call!.url);
    expect(text).toContain('CPF: 529.982.247-25');
    expect(text).toContain('Tipo de veículo: Carro');
    expect(text).toContain('Marca e modelo: Fiat Strada');
    expect(text).toContain('Valor do veículo: R$\u00a085.000,00');
    expect(text).toContain('Placa do veículo: ABC-1234');
    expect(text).toContain('Valor de entrada: R$\u00a020.000,00');
    expect(text).toContain('Número de parcelas: 60x');
    expect(text).toContain('Prazo: 60 meses');
  });
});

test.describe('wizard › an end that tells the truth', () => {

  test('@mobile-only the field focus jumps to, its label and the step\'s heading are below the sticky header', async ({ page }) => {
    // Scrolls happen at once (no smooth scrolling), so the test's own scroll is not overtaken by one still under way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/financiamento');
    await waitForHydration(page);
    const cpf = textbox(page, 'CPF');
    await cpf.pressSequentially('12345678900');
    await textbox(page, 'Nome completo').fill('João Souza');
    await textbox(page, 'E-mail').fill('joao@exemplo.com');
    const phone = textbox(page, 'Telefone');
    await phone.pressSequentially('66999990000');
    // The visitor scrolled so that the CPF field is under the header (still in the window), and
    // presses Enter in the phone field: focus jumps to the CPF to correct.
    await cpf.evaluate((field) => {
      const header = document.querySelector('header')!.offsetHeight;
      window.scrollBy({ top: field.getBoundingClientRect().top - header + 10, behavior: 'instant' });
    });
    expect((await clearOfHeader(cpf)).clear).toBe(false);
    await phone.press('Enter');
    await expect(cpf).toBeFocused();
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    const label = page.locator('label', { hasText: 'CPF' });
    await expect.poll(async () => (await clearOfHeader(cpf)).clear && (await clearOfHeader(label)).clear).toBe(true);
    await expect(page.getByText(fieldRuleMessages.cpfInvalid)).toBeInViewport();

    // The step's heading, focused on the next step, is below the header too: the visitor
    // scrolled it under the header and pressed Voltar with the keyboard.
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const heading = stepHeading(page, 'Dados do veículo');
    await expect(heading).toBeFocused();
    await heading.evaluate((element) => {
      const header = document.querySelector('header')!.offsetHeight;
      window.scrollBy({ top: element.getBoundingClientRect().top - header + 10, behavior: 'instant' });
    });
    expect((await clearOfHeader(heading)).clear).toBe(false);
    await page.getByRole('button', { name: 'Voltar' }).evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    const first = stepHeading(page, 'Dados pessoais');
    await expect(first).toBeFocused();
    await expect.poll(async () => (await clearOfHeader(first)).clear).toBe(true);
  });

  for (const [product, step2] of [
    ['financiamento', 'Dados do veículo'],
    ['emprestimo-com-garantia', 'Dados do empréstimo'],
    ['refinanciamento', 'Dados do refinanciamento'],
  ] as const) {
    test(`${product}: the field to correct is focused below the sticky header, on step 1 (a company) and step 2, however the page was scrolled`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/financiamento?modalidade=${product}`);
      await waitForHydration(page);
      /**
       * Scrolls the window to the page's end or its start, presses Continuar there (a tap or click
       * scrolls it into view, as a visitor does), and measures the field focused.
       */
      const continueFrom = async (scrollTo: 'end' | 'start', expected: Locator) => {
        await page.evaluate((where) => window.scrollTo({ top: where === 'end' ? document.body.scrollHeight : 0, behavior: 'instant' }), scrollTo);
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(expected).toBeFocused();
        await expect.poll(async () => JSON.stringify(await clearOfHeader(expected))).toMatch(/"clear":true/);
      };
      await page.locator('label').filter({ hasText: 'Pessoa Jurídica' }).click();
      await textbox(page, 'CNPJ').pressSequentially('11222333000181');
      await textbox(page, 'Razão social').fill('Transportes Exemplo Ltda.');
      await textbox(page, 'E-mail').fill('frota@exemplo.com');
      await textbox(page, 'Telefone').pressSequentially('6232345678');
      await continueFrom('end', textbox(page, 'Nome da pessoa de contato'));
      await textbox(page, 'Nome da pessoa de contato').fill('Ana Paula Souza');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, step2)).toBeFocused();
      // Step 2 empty: its first field, wherever the window was.
      const first = page.locator(`form [aria-invalid="true"]`).first();
      await continueFrom('end', first);
      await continueFrom('start', first);
    });
  }

  // One walk to the review, then each press from it: Back from the result returns to the review,
  // which sends again (the first test's correction does the same).
  test('@desktop-only a click, Enter and Space on Finalizar Solicitação each leave the result and its link in view', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await toReview(page);
    for (const press of ['click', 'Enter', 'Space'] as const) {
      if (press !== 'click') await page.goBack();
      await expect(stepHeading(page, 'Para concluir')).toBeFocused();
      if (press === 'click') {
        await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
      } else {
        // Keyboard only: Tab from the step's heading to the button.
        await tabTo(page, 'Finalizar Solicitação');
        await page.keyboard.press(press);
      }
      // A mouse and a keyboard: "clique".
      const heading = stepHeading(page, wizardCopy.resultTitle(false));
      await expect(heading, press).toBeFocused();
      const link = page.getByRole('link', { name: whatsappBlockedFallback.linkLabel });
      await expect.poll(async () => (await clearOfHeader(heading)).clear && (await clearOfHeader(link)).clear, press).toBe(true);
    }
  });
});

test.describe('wizard › an island on a plain page', () => {
  test('landing → wizard → Back → Forward: the simulator’s figures reach the wizard, and what was typed on each page stays', async ({ page }) => {
    const simulator = page.locator('#simulator');
    await page.goto('/');
    await waitForHydration(page);
    await simulator.getByRole('textbox', { name: 'Valor do veículo', exact: true }).fill('64.000');
    await simulator.getByRole('textbox', { name: 'Valor de entrada', exact: true }).fill('R$ 16.000,00');
    await simulator.getByRole('combobox', { name: 'Número de parcelas' }).selectOption('36');
    await simulator.getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento$/);
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
    await fillPersonalPF(page);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('(66) 99999-1234');
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(simulator.getByRole('textbox', { name: 'Valor do veículo', exact: true })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento$/);
    await waitForHydration(page);
    await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-25');
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    await expect(textbox(page, 'Telefone')).toHaveValue('(66) 99999-1234');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue('64.000,00');
    await expect(textbox(page, 'Valor de entrada')).toHaveValue('16.000,00');
    await expect(page.getByRole('combobox', { name: 'Número de parcelas' })).toHaveValue('36');
    // Back from step 2 returns to step 1 in the page, every answer kept.
    await page.goBack();
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
  });
});
