import AxeBuilder from '@axe-core/playwright';
import { formatBRL, partnerInstitutions, rates, simulateVehicle, simulationDisclaimer, simulatorCopy, type Loan } from '@repo/content';
import { expect, test, type Page } from '@playwright/test';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.beforeEach(async ({ page }) => {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title>' }),
  );
});

const simulator = (page: Page) => page.locator('#simulator');
const textbox = (page: Page, name: string) => simulator(page).getByRole('textbox', { name, exact: true });
/** The value next to a label in the results list. */
const result = (page: Page, label: string) =>
  simulator(page).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

/** Asserts every figure the simulator shows against the math module. */
async function expectFigures(page: Page, loan: Loan, monthlyRate: number) {
  await expect(simulator(page).getByText(formatBRL(loan.installment), { exact: true })).toBeVisible();
  await expect(simulator(page).getByText(simulatorCopy.installmentCount(loan.installments))).toBeVisible();
  // What the visitor asks for (value − down payment), the IOF financed with it, and their sum.
  await expect(result(page, simulatorCopy.requestedAmountLabel)).toHaveText(formatBRL(loan.principal));
  await expect(result(page, simulatorCopy.iofLabel)).toHaveText(formatBRL(loan.iof));
  await expect(result(page, simulatorCopy.financedAmountLabel)).toHaveText(formatBRL(loan.financed));
  await expect(result(page, simulatorCopy.totalPayableLabel)).toHaveText(formatBRL(loan.totalPayable));
  await expect(result(page, simulatorCopy.cetLabel)).toHaveText(simulatorCopy.cetValue(loan.cetAnnual));
  await expect(simulator(page).getByText(simulationDisclaimer(monthlyRate, loan.cetAnnual))).toBeVisible();
}

test.describe('simulator', () => {
  test('the prerendered landing already shows the default figures (no script run)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: rates.financing.monthly, installments: 48 })!;
    // React escapes nothing in these strings; the no-break space is written as is.
    expect(html).toContain(formatBRL(loan.installment));
    expect(html).toContain(simulatorCopy.cetValue(loan.cetAnnual));
    expect(html).toContain('Simulação ilustrativa, taxa a partir de 1,2% a.m., mediante análise de crédito.');
  });

  test('defaults: R$ 50.000,00 with 20% down over 48x at the financing rate, matching the math module', async ({ page }) => {
    await page.goto('/');
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(formatBRL(50_000));
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(formatBRL(10_000));
    await expect(simulator(page).getByRole('combobox', { name: 'Número de parcelas' })).toHaveValue('48');
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: rates.financing.monthly, installments: 48 })!;
    await expectFigures(page, loan, rates.financing.monthly);
    // CDC art. 54-B: the notice names every institution of the broker's one list.
    const notice = simulator(page).getByText(/^Crédito concedido pelas instituições financeiras parceiras/);
    for (const bank of partnerInstitutions) await expect(notice).toContainText(bank.name);
    const results = await new AxeBuilder({ page }).include('#simulator').withTags(axeTags).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the figures follow what the visitor types; the down payment follows 20% until typed', async ({ page }) => {
    await page.goto('/');
    await textbox(page, 'Valor do veículo').fill('80000');
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(formatBRL(16_000));
    let loan = simulateVehicle({ vehicleValue: 80_000, downPayment: 16_000, monthlyRate: rates.financing.monthly, installments: 48 })!;
    await expectFigures(page, loan, rates.financing.monthly);

    await textbox(page, 'Valor de entrada').fill('30.000,00');
    await simulator(page).getByRole('combobox', { name: 'Número de parcelas' }).selectOption('24');
    loan = simulateVehicle({ vehicleValue: 80_000, downPayment: 30_000, monthlyRate: rates.financing.monthly, installments: 24 })!;
    await expectFigures(page, loan, rates.financing.monthly);

    // The secured loan uses its own rate.
    await simulator(page).locator('label').filter({ hasText: 'Empréstimo com garantia' }).click();
    loan = simulateVehicle({ vehicleValue: 80_000, downPayment: 30_000, monthlyRate: rates.securedLoan.monthly, installments: 24 })!;
    await expectFigures(page, loan, rates.securedLoan.monthly);

    // Leaving a field writes the amount in pt-BR; the visitor's value is kept.
    await textbox(page, 'Valor do veículo').fill('80000,5');
    await textbox(page, 'Valor do veículo').blur();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(formatBRL(80_000.5));
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(formatBRL(30_000));

    // Nothing to finance: a clear message instead of figures.
    await textbox(page, 'Valor de entrada').fill('90000');
    await expect(simulator(page).getByText(simulatorCopy.emptyResult)).toBeVisible();
  });

  test('"Quero esta proposta" opens the wizard at step 1, with the figures waiting in step 2', async ({ page }) => {
    await page.goto('/');
    await textbox(page, 'Valor do veículo').fill('64.000,00');
    await textbox(page, 'Valor de entrada').fill('16.000,00');
    await simulator(page).getByRole('combobox', { name: 'Número de parcelas' }).selectOption('36');
    await simulator(page).getByRole('link', { name: 'Quero esta proposta' }).click();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeVisible();
    await page.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('52998224725');
    await page.getByRole('textbox', { name: 'Nome completo', exact: true }).fill('Maria da Silva');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('maria@exemplo.com');
    await page.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('66999991234');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados do veículo' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Valor do veículo', exact: true })).toHaveValue('64.000,00');
    await expect(page.getByRole('textbox', { name: 'Valor de entrada', exact: true })).toHaveValue('16.000,00');
    await expect(page.getByRole('combobox', { name: 'Número de parcelas' })).toHaveValue('36');
    const loan = simulateVehicle({ vehicleValue: 64_000, downPayment: 16_000, monthlyRate: rates.financing.monthly, installments: 36 })!;
    await expect(page.getByText(formatBRL(loan.installment), { exact: true })).toBeVisible();
  });
});
