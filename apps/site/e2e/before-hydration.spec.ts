// Projects: desktop and mobile: a tap and a click reach the presses held before hydration by different events, and the phone menu is a phone's; the tests with no press before hydration (text typed, a field the visitor is in, a reload: the same keys and events on any screen) on desktop only.
import { headerLabels, parseBRL, securedLoanRangeMessage, toasts } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { holdHydration, waitForHydration } from './hydration';
import { stubMap } from './map';
import { leaveAndReturn } from './whatsapp-tab';

/*
 * On a slow phone the prerendered page is on screen seconds before React hydrates it. What the
 * visitor types and presses in that window must not be lost. Holding back the client entry makes
 * the window deterministic.
 */

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// The held entries' handlers may still be running when a test ends on a page it navigated to (the
// simulator's 'Quero esta proposta' loads the wizard, whose entry goes through them): without this,
// closing the context can wait on one, and a test that passed timed out in its teardown (CI,
// 2026-12-02: "Tearing down "context" exceeded the test timeout", the landing simulator's test).
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** The landing, prerendered and held back from hydrating until `release()` is called. */
async function landingBeforeHydration(page: Page) {
  const release = await holdHydration(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  return release;
}

/** Chooses a product in the landing simulator (its radios sit behind their labels). */
const chooseProduct = (page: Page, label: string) => page.locator('#simulator').locator('label').filter({ hasText: label }).click();

/** The simulator's 'Quero esta proposta', the submit button of its GET form to the wizard. */
const proposalButton = (page: Page) => page.locator('#simulator').getByRole('button', { name: 'Quero esta proposta' });

/**
 * Presses 'Quero esta proposta' and returns the figures of the wizard's first address (the wizard
 * reads them, then tidies its address), amounts read as reais.
 */
async function proposedFigures(page: Page) {
  const navigated: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated.push(frame.url());
  });
  await proposalButton(page).click();
  await expect.poll(() => navigated.some((address) => new URL(address).pathname === '/financiamento')).toBe(true);
  const params = new URL(navigated.find((address) => new URL(address).pathname === '/financiamento')!).searchParams;
  const amount = (name: string) => parseBRL(params.get(name) ?? '');
  return { product: params.get('modalidade'), installments: params.get('installments'), amount };
}

/** The wizard's step 1, typed into the prerendered page. */
async function fillPersonalData(page: Page) {
    await textbox(page, 'CPF').pressSequentially('52998224725');
    await textbox(page, 'Nome completo').fill('Maria da Silva');
    await textbox(page, 'E-mail').fill('maria@exemplo.com.br');
    await textbox(page, 'Telefone').pressSequentially('66999991234');
}

test.describe('text typed before the page hydrates is kept', () => {
  test('the wizard’s personal data, masked and plain', { tag: '@desktop-only' }, async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/financiamento', { waitUntil: 'domcontentloaded' });
    await fillPersonalData(page);
    release();
    await waitForHydration(page);
    await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-25');
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    await expect(textbox(page, 'E-mail')).toHaveValue('maria@exemplo.com.br');
    await expect(textbox(page, 'Telefone')).toHaveValue('(66) 99999-1234');
    // And the wizard's state has them: Continuar moves on without complaint.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo', exact: true })).toBeVisible();
  });

  for (const how of ['typed', 'pasted'] as const) {
    test(`the person type pressed before hydration: a CNPJ ${how} goes to the CNPJ field and stays, and Continuar moves on`, async ({ page }) => {
      const release = await holdHydration(page);
      await page.goto('/financiamento', { waitUntil: 'domcontentloaded' });
      await page.locator('label').filter({ hasText: 'Pessoa Jurídica' }).click();
      // The field shown is the checked type's, though the scripts have not arrived.
      await expect(textbox(page, 'CNPJ')).toBeVisible();
      await expect(textbox(page, 'CPF')).toBeHidden();
      if (how === 'typed') await textbox(page, 'CNPJ').pressSequentially('11444777000161');
      else await textbox(page, 'CNPJ').fill('11.444.777/0001-61');
      // The name field's label is still the person's until the scripts arrive; its name is the same.
      await page.locator('input[name="fullName"]').fill('Exemplo Comércio Ltda.');
      await textbox(page, 'Nome da pessoa de contato').fill('Ana Souza');
      await textbox(page, 'E-mail').fill('ana@exemplo.com.br');
      if (how === 'typed') await textbox(page, 'Telefone').pressSequentially('+55 66 99876-5432');
      else await textbox(page, 'Telefone').fill('+55 66 99876-5432');
      release();
      await waitForHydration(page);
      await expect(textbox(page, 'CNPJ')).toHaveValue('11.444.777/0001-61');
      await expect(textbox(page, 'Razão social')).toHaveValue('Exemplo Comércio Ltda.');
      await expect(textbox(page, 'Nome da pessoa de contato')).toHaveValue('Ana Souza');
      await expect(textbox(page, 'CPF')).toBeHidden();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo', exact: true })).toBeVisible();
      await expect(page.getByText('Preencha o campo CNPJ')).toHaveCount(0);
    });
  }

  test('the person type pressed before hydration and back: the CPF typed stays in the CPF field', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/financiamento', { waitUntil: 'domcontentloaded' });
    await page.locator('label').filter({ hasText: 'Pessoa Jurídica' }).click();
    await expect(textbox(page, 'Nome da pessoa de contato')).toBeVisible();
    await page.locator('label').filter({ hasText: 'Pessoa Física' }).click();
    await expect(textbox(page, 'CNPJ')).toBeHidden();
    await expect(textbox(page, 'Nome da pessoa de contato')).toBeHidden();
    await fillPersonalData(page);
    release();
    await waitForHydration(page);
    await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-25');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo', exact: true })).toBeVisible();
  });

  test('the wizard after a reload: the stored draft fills the fields left untouched, never over what was typed', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/financiamento');
    await waitForHydration(page);
    await textbox(page, 'CPF').pressSequentially('52998224725');
    await textbox(page, 'Nome completo').fill('Maria da Silva');
    await textbox(page, 'E-mail').fill('maria@exemplo.com.br');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('financiamento:rascunho'))).toContain('maria@exemplo.com.br');
    const release = await holdHydration(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await textbox(page, 'Nome completo').fill('Ana Souza');
    release();
    await waitForHydration(page);
    await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-25');
    await expect(textbox(page, 'Nome completo')).toHaveValue('Ana Souza');
    await expect(textbox(page, 'E-mail')).toHaveValue('maria@exemplo.com.br');
    await textbox(page, 'Telefone').pressSequentially('66999991234');
    // The mask (fetched once the field has mounted) formats it, even if it arrived after the typing.
    await expect(textbox(page, 'Telefone')).toHaveValue('(66) 99999-1234');
    // The stored CPF is the mask's too: editing goes on from it.
    await textbox(page, 'CPF').press('End');
    await textbox(page, 'CPF').press('Backspace');
    await expect(textbox(page, 'CPF')).toHaveValue('529.982.247-2');
    await textbox(page, 'CPF').press('5');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo', exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('financiamento:rascunho') ?? '{}'));
    expect(stored).toMatchObject({ cpf: '529.982.247-25', fullName: 'Ana Souza', email: 'maria@exemplo.com.br', phone: '(66) 99999-1234' });
  });

  test('the contact form', { tag: '@desktop-only' }, async ({ page }) => {
    await stubMap(page);
    const release = await holdHydration(page);
    await page.goto('/contato', { waitUntil: 'domcontentloaded' });
    await textbox(page, 'Nome').fill('João Souza');
    await textbox(page, 'Telefone').pressSequentially('6230001234');
    await textbox(page, 'Mensagem').fill('Quero financiar uma picape.');
    release();
    await waitForHydration(page);
    await expect(textbox(page, 'Nome')).toHaveValue('João Souza');
    await expect(textbox(page, 'Telefone')).toHaveValue('(62) 3000-1234');
    await expect(textbox(page, 'Mensagem')).toHaveValue('Quero financiar uma picape.');
  });

  test('the landing simulator', { tag: '@desktop-only' }, async ({ page }) => {
    const release = await landingBeforeHydration(page);
    const value = textbox(page, 'Valor do veículo');
    await value.fill('80.000,00');
    release();
    await waitForHydration(page);
    await expect(value).toHaveValue('80.000,00');
    // The figures follow it: the suggested 20% down payment is R$ 16.000,00.
    await expect(textbox(page, 'Valor de entrada')).toHaveValue('R$\u00a016.000,00');
  });

  test('the landing simulator: the down payment the visitor is in as the page hydrates is theirs to replace', { tag: '@desktop-only' }, async ({ page }) => {
    const release = await landingBeforeHydration(page);
    await textbox(page, 'Valor do veículo').fill('64.000,00');
    const downPayment = textbox(page, 'Valor de entrada');
    // Selected to be typed over; hydration would suggest 20% of the new value (R$ 12.800,00).
    await downPayment.selectText();
    release();
    await waitForHydration(page);
    await expect(downPayment).toBeFocused();
    await expect(downPayment).toHaveValue('R$\u00a010.000,00');
    await page.keyboard.type('16.000,00');
    await expect(downPayment).toHaveValue('16.000,00');
    await downPayment.blur();
    await expect(downPayment).toHaveValue('R$\u00a016.000,00');
    const figures = await proposedFigures(page);
    expect([figures.amount('vehiclePrice'), figures.amount('downPayment')]).toEqual([64_000, 16_000]);
  });

  test('the landing simulator: a down payment the visitor was in but left untouched follows the value once left', { tag: '@desktop-only' }, async ({ page }) => {
    const release = await landingBeforeHydration(page);
    await textbox(page, 'Valor do veículo').fill('64.000,00');
    const downPayment = textbox(page, 'Valor de entrada');
    await downPayment.focus();
    release();
    await waitForHydration(page);
    await expect(downPayment).toHaveValue('R$\u00a010.000,00');
    await downPayment.blur();
    await expect(downPayment).toHaveValue('R$\u00a012.800,00');
    const figures = await proposedFigures(page);
    expect([figures.amount('vehiclePrice'), figures.amount('downPayment')]).toEqual([64_000, 12_800]);
  });

  test('the landing simulator on another product: its own fields, chosen and typed before hydration', async ({ page }) => {
    const release = await landingBeforeHydration(page);
    const simulator = page.locator('#simulator');
    // The checked product shows its fields by CSS alone: no script needed to switch.
    await chooseProduct(page, 'Empréstimo');
    const amount = textbox(page, 'Valor desejado');
    await amount.fill('10.000,00');
    await simulator.getByRole('combobox', { name: 'Número de parcelas' }).selectOption('12');
    release();
    await waitForHydration(page);
    await expect(amount).toHaveValue('10.000,00');
    await expect(simulator.getByRole('radio', { name: 'Empréstimo', exact: true })).toBeChecked();
    // The figures are those of what was typed (hand-computed in content's unit tests).
    await expect(simulator.getByText('R$\u00a0935,14', { exact: true })).toBeVisible();
    await expect(simulator.getByText('24,16% a.a.', { exact: true })).toBeVisible();
    const figures = await proposedFigures(page);
    expect([figures.product, figures.amount('loanAmount'), figures.installments]).toEqual(['emprestimo-com-garantia', 10_000, '12']);
  });

  test('the landing simulator: a loan amount below the range typed before hydration is said once left, not while in it', async ({ page }) => {
    const release = await landingBeforeHydration(page);
    const simulator = page.locator('#simulator');
    await chooseProduct(page, 'Empréstimo');
    const amount = textbox(page, 'Valor desejado');
    await amount.fill('4000');
    release();
    await waitForHydration(page);
    const message = simulator.getByText(securedLoanRangeMessage);
    // Still in the field: typing 40.000 passes through 4.000.
    await expect(simulator.getByRole('radio', { name: 'Empréstimo', exact: true })).toBeChecked();
    await expect(message).toBeHidden();
    await amount.blur();
    await expect(message).toBeVisible();
    await expect(amount).toHaveValue('R$\u00a04.000,00');
  });

  test('the landing simulator: a loan amount below the range typed and left before hydration is said at once', async ({ page }) => {
    const release = await landingBeforeHydration(page);
    const simulator = page.locator('#simulator');
    await chooseProduct(page, 'Empréstimo');
    const amount = textbox(page, 'Valor desejado');
    await amount.fill('4000');
    await amount.blur();
    release();
    await waitForHydration(page);
    await expect(simulator.getByText(securedLoanRangeMessage)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  test('the landing simulator: a refinancing balance typed before hydration', async ({ page }) => {
    const release = await landingBeforeHydration(page);
    const simulator = page.locator('#simulator');
    await chooseProduct(page, 'Refinanciar');
    await textbox(page, 'Saldo devedor atual').fill('30000');
    await textbox(page, 'Parcelas restantes').fill('36');
    await textbox(page, 'Valor da parcela atual').fill('1100');
    release();
    await waitForHydration(page);
    // The new installment, first (the new total's line repeats it).
    await expect(simulator.getByText('R$\u00a0852,27', { exact: true }).first()).toBeVisible();
    // 36 × 1.100,00 = 39.600,00 left today against 48 × 852,27 = 40.908,96.
    await expect(simulator.getByText('R$\u00a0247,73 a menos por mês', { exact: true })).toBeVisible();
    await expect(simulator.getByText('R$\u00a01.308,96 a mais', { exact: true })).toBeVisible();
  });
});

test.describe('a press before the page hydrates is acted on once it has', () => {
  test('the wizard’s Continuar keeps the answers out of the address bar and moves on', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/financiamento', { waitUntil: 'domcontentloaded' });
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The browser's own submission would reload the page with the CPF in the URL.
    await expect(page).toHaveURL('/financiamento');
    await expect(textbox(page, 'CPF')).toHaveValue('52998224725');
    release();
    // Under a slow load the wizard waits for its modules and its rules.
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo', exact: true })).toBeVisible({ timeout: 15_000 });
    expect(page.url()).not.toContain('529');
  });

  test('the landing simulator’s “Quero esta proposta” is the browser’s own GET: it carries the figures typed at once', async ({ page }) => {
    const release = await landingBeforeHydration(page);
    const simulator = page.locator('#simulator');
    await textbox(page, 'Valor do veículo').fill('64.000,00');
    await textbox(page, 'Valor de entrada').fill('16.000,00');
    await simulator.getByRole('combobox', { name: 'Número de parcelas' }).selectOption('36');
    // Nothing waits for hydration: the browser submits the form, its fields named as the wizard reads them.
    const figures = await proposedFigures(page);
    expect(figures.product).toBe('financiamento');
    expect([figures.amount('vehiclePrice'), figures.amount('downPayment'), figures.installments]).toEqual([64_000, 16_000, '36']);
    release();
    // The wizard takes them in and tidies its address; they wait in step 2.
    // Under a slow load the wizard waits for its modules and its rules.
    await expect(page).toHaveURL('/financiamento?modalidade=financiamento', { timeout: 15_000 });
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo', exact: true })).toBeVisible();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue('64.000,00');
    await expect(textbox(page, 'Valor de entrada')).toHaveValue('16.000,00');
  });

  test('a loan amount below the range carried before hydration is flagged at its field in the wizard, as typed', async ({ page }) => {
    const release = await landingBeforeHydration(page);
    await chooseProduct(page, 'Empréstimo');
    await textbox(page, 'Valor desejado').fill('3.000,00');
    const figures = await proposedFigures(page);
    expect([figures.product, figures.amount('loanAmount')]).toEqual(['emprestimo-com-garantia', 3_000]);
    release();
    await expect(page).toHaveURL('/financiamento?modalidade=emprestimo-com-garantia', { timeout: 15_000 });
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do empréstimo', exact: true })).toBeVisible();
    const amount = textbox(page, 'Valor desejado');
    // Said at once, before any Continuar on step 2; the visitor corrects what was carried.
    await expect(amount).toHaveValue('3.000,00');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(securedLoanRangeMessage.replace(/[.$]/g, '\\$&')));
  });

  test('the wizard’s product chosen before hydration wins over the link’s, and a held Continuar opens its step 2', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/financiamento?modalidade=financiamento', { waitUntil: 'domcontentloaded' });
    // The segmented control's radios are visually hidden behind their labels: click the label.
    await page.getByRole('group', { name: 'Modalidade' }).locator('label').filter({ hasText: 'Empréstimo com garantia' }).click();
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    release();
    // Under a slow load the wizard waits for its modules and its rules.
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do empréstimo', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu empréstimo com garantia');
    await expect(page).toHaveURL('/financiamento?modalidade=emprestimo-com-garantia&etapa=2');
    await expect(textbox(page, 'Valor desejado')).toBeVisible();
  });

  test('the wizard opened on a product shows it once hydrated, with what was typed before', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/financiamento?modalidade=refinanciamento', { waitUntil: 'domcontentloaded' });
    await fillPersonalData(page);
    release();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu refinanciamento');
    await expect(page.getByRole('radio', { name: 'Refinanciamento', exact: true })).toBeChecked();
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do refinanciamento', exact: true })).toBeVisible();
  });

  test('Enter in the contact form sends the message once the page is ready', async ({ page }) => {
    await stubMap(page);
    await page.addInitScript(() => {
      const opened: string[] = [];
      (window as unknown as { opened: string[] }).opened = opened;
      window.open = ((url?: string | URL) => {
        opened.push(String(url));
        return { opener: null, closed: false } as unknown as Window;
      }) as typeof window.open;
    });
    const release = await holdHydration(page);
    await page.goto('/contato', { waitUntil: 'domcontentloaded' });
    await textbox(page, 'Nome').fill('João Souza');
    await textbox(page, 'E-mail').fill('joao@exemplo.com.br');
    await textbox(page, 'Telefone').pressSequentially('6230001234');
    await textbox(page, 'Assunto').fill('Picape');
    await textbox(page, 'Mensagem').fill('Quero financiar uma picape.');
    await textbox(page, 'Assunto').press('Enter');
    await expect(page).toHaveURL('/contato');
    release();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened))
      .toEqual([expect.stringContaining(encodeURIComponent('Quero financiar uma picape.'))]);
    // Radix renders a visually hidden copy for screen readers elsewhere: scope to the region. The
    // toast waits for the visitor to come back from WhatsApp.
    await leaveAndReturn(page);
    await expect(page.getByRole('region', { name: /Notificações/ }).getByText(toasts.contactSent.title)).toBeVisible();
  });

  test('the menu toggle works before hydration, and hydrating neither closes nor reopens it', { tag: '@mobile-only' }, async ({ page }) => {
    const release = await landingBeforeHydration(page);
    await page.getByRole('banner').getByRole('button', { name: headerLabels.openMenu }).tap();
    // The browser's own popover: no press is held for later.
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('button', { name: headerLabels.closeMenu })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
  });
});
