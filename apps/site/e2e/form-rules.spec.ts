// Projects: desktop only: each rule and its message once; the phone's focus and scroll are wizard.spec's and simulator.spec's.
import { fieldRuleMessages, toasts } from '@repo/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseProduct, fillPersonalPF, stepHeading, textbox, toastRegion } from './wizard';
import { recordedCalls, stubWindowOpen } from './whatsapp-tab';
import { stubMap } from './map';
import { waitForHydration } from './hydration';

/*
 * The forms' rules beyond presence (issue 24), as a visitor meets them: each impossible answer is
 * said at its field (aria-invalid, its message as the field's description), what was typed stays,
 * and the form goes on once it is corrected. SPEC's toasts stay for missing answers only.
 */

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** The field is marked invalid with `message` as its description, and still holds `value`. */
async function expectSaid(field: Locator, message: string, value: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // After the field's hint, if any, and before its currency prefix.
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.$()]/g, '\\$&')));
  await expect(field).toHaveValue(value);
}

/** Next year: the newest model year the forms accept. */
const newest = new Date().getFullYear() + 1;

test.describe('form rules › the wizard’s step 1', () => {
  test('CPF 111.111.111-11, the name “M”, “maria@” and “1234” are each said at their field; corrected, it goes on', async ({ page }) => {
    await page.goto('/financiamento');
    await textbox(page, 'CPF').pressSequentially('11111111111');
    await textbox(page, 'Nome completo').fill('M');
    await textbox(page, 'E-mail').fill('maria@');
    await textbox(page, 'Telefone').pressSequentially('1234');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(textbox(page, 'CPF')).toBeFocused();
    await expectSaid(textbox(page, 'CPF'), fieldRuleMessages.cpfInvalid, '111.111.111-11');
    await expectSaid(textbox(page, 'Nome completo'), fieldRuleMessages.fullName, 'M');
    await expectSaid(textbox(page, 'E-mail'), fieldRuleMessages.email, 'maria@');
    await expectSaid(textbox(page, 'Telefone'), fieldRuleMessages.phone, /^\(12\) 34/);
    // Nothing is missing: SPEC's toast is for missing answers.
    await expect(toastRegion(page).getByText(toasts.personalDataIncomplete.title)).toHaveCount(0);
    // Corrected, each message goes as the visitor types.
    await textbox(page, 'Nome completo').fill('Maria da Silva');
    await expect(textbox(page, 'Nome completo')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
  });
});

test.describe('form rules › the wizard’s step 2, per product', () => {
  test('financing: a year after next year, a R$ 999.999.999 car and a down payment above its price', async ({ page }) => {
    await page.goto('/financiamento?modalidade=financiamento');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await combobox(page, 'Tipo de veículo').selectOption({ label: 'Carro' });
    await textbox(page, 'Valor do veículo').pressSequentially('999999999');
    await textbox(page, 'Ano do veículo').fill(String(newest + 1));
    await textbox(page, 'Valor de entrada').pressSequentially('20000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(textbox(page, 'Valor do veículo')).toBeFocused();
    await expectSaid(
      textbox(page, 'Valor do veículo'),
      'Informe um valor entre R$\u00a03.000,00 e R$\u00a02.000.000,00 para um carro.',
      // Formatted as reais once left: the same figure.
      '999.999.999,00',
    );
    await expectSaid(textbox(page, 'Ano do veículo'), `Informe um ano entre 1950 e ${newest}.`, String(newest + 1));
    // No estimate is made of impossible figures.
    await expect(page.getByText(/bilh/)).toHaveCount(0);
    await textbox(page, 'Valor do veículo').fill('');
    await textbox(page, 'Valor do veículo').pressSequentially('85000');
    await textbox(page, 'Ano do veículo').fill('2020');
    // A down payment above the price is said at the down payment, and what was typed stays.
    await textbox(page, 'Valor de entrada').fill('');
    await textbox(page, 'Valor de entrada').pressSequentially('90000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectSaid(textbox(page, 'Valor de entrada'), fieldRuleMessages.downPayment, '90.000,00');
    await textbox(page, 'Valor de entrada').fill('');
    await textbox(page, 'Valor de entrada').pressSequentially('20000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
  });

  test('secured loan: R$ 500.000 against a R$ 60.000 car is said at the amount', async ({ page }) => {
    await page.goto('/financiamento?modalidade=emprestimo-com-garantia');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Valor desejado').pressSequentially('500000');
    await textbox(page, 'Ano do veículo').fill('1949');
    await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectSaid(
      textbox(page, 'Valor desejado'),
      // The default broker lends up to 70% of the vehicle's value (produtos.emprestimo.limitePercentualDoVeiculo).
      'Um veículo de R$\u00a060.000,00 garante até cerca de R$\u00a042.000,00 (70% do valor). Informe um valor até esse limite.',
      '500.000,00',
    );
    await expectSaid(textbox(page, 'Ano do veículo'), `Informe um ano entre 1950 e ${newest}.`, '1949');
    await expect(stepHeading(page, 'Dados do empréstimo')).toBeVisible();
  });

  test('refinancing: a balance above the vehicle’s value is said at the balance, no installment left at its field', async ({ page }) => {
    await page.goto('/financiamento?modalidade=refinanciamento');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Ano do veículo').fill('2021');
    await textbox(page, 'Valor do veículo').pressSequentially('25000');
    await page.getByRole('combobox', { name: 'Banco do financiamento atual' }).fill('Itaú');
    await textbox(page, 'Saldo devedor atual').pressSequentially('30000');
    await textbox(page, 'Parcelas restantes').fill('0');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(textbox(page, 'Saldo devedor atual')).toBeFocused();
    await expectSaid(textbox(page, 'Saldo devedor atual'), 'O saldo devedor não pode passar do valor do veículo (R$\u00a025.000,00).', '30.000,00');
    await expectSaid(textbox(page, 'Parcelas restantes'), fieldRuleMessages.remainingInstallments, '0');
    await chooseProduct(page, 'Financiamento');
    await chooseProduct(page, 'Refinanciamento');
    // Switching product loses nothing: the balance is still there, still said.
    await expect(textbox(page, 'Saldo devedor atual')).toHaveValue(/^30\.000(,00)?$/);
  });
});

test.describe('form rules › the contact form', () => {
  test('the name “M”, “maria@” and “1234” are said at their fields and nothing is sent', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/contato');
    await textbox(page, 'Nome').fill('M');
    // “maria@” is stopped by the browser's own e-mail check (type=email) before any rule: the
    // rule catches what the browser lets through, an address without a domain.
    await textbox(page, 'E-mail').fill('maria@');
    expect(await textbox(page, 'E-mail').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await textbox(page, 'E-mail').fill('maria@exemplo');
    await textbox(page, 'Telefone').pressSequentially('1234');
    await textbox(page, 'Assunto').fill('Financiamento');
    await textbox(page, 'Mensagem').fill('Bom dia');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(textbox(page, 'Nome')).toBeFocused();
    await expectSaid(textbox(page, 'Nome'), fieldRuleMessages.fullName, 'M');
    await expectSaid(textbox(page, 'E-mail'), fieldRuleMessages.email, 'maria@exemplo');
    await expectSaid(textbox(page, 'Telefone'), fieldRuleMessages.phone, /^\(12\) 34/);
    expect(await recordedCalls(page)).toEqual([]);
    await textbox(page, 'Nome').fill('Maria Silva');
    await expect(textbox(page, 'Nome')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('form rules › the landing simulator', () => {
  test('a R$ 99.999.999.999 car is said at its field, with no figure printed, and not carried', async ({ page }) => {
    await page.goto('/');
    // Typed before hydration, a figure is said once the page is hydrated (before-hydration.spec.ts).
    await waitForHydration(page);
    const simulator = page.locator('#simulator');
    const price = simulator.getByRole('textbox', { name: 'Valor do veículo', exact: true });
    await price.fill('99999999999');
    await expectSaid(price, 'Informe um valor entre R$\u00a01.000,00 e R$\u00a03.000.000,00.', '99999999999');
    await expect(simulator.getByText(/bilh/)).toHaveCount(0);
    await simulator.getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(price).toBeFocused();
    await expect(page).toHaveURL('/');
  });
});
