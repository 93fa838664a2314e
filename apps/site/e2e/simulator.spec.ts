// Projects: desktop and mobile: a press on the phone once moved under the finger (a message above the button); the figures and the hand-off to the wizard (the same math on any screen) on desktop only.
import {
  formatBRL,
  guidanceHints,
  partnerInstitutions,
  productById,
  products,
  rates,
  refinancingCopy,
  securedLoanRangeMessage,
  simulateRefinancing,
  simulateSecuredLoan,
  simulateVehicle,
  simulationDisclaimer,
  simulatorCopy,
  type Loan,
  type ProductId,
} from '@repo/content';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { stubMap } from './map';
import { waitForHydration } from './hydration';
import { fillPersonalPF } from './wizard';

/** A text as a regular expression matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');


test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const simulator = (page: Page) => page.locator('#simulator');
const textbox = (page: Page, name: string) => simulator(page).getByRole('textbox', { name, exact: true });
/** The value next to a label in the results list. */
const result = (page: Page, label: string) =>
  simulator(page).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

/** Chooses a product in the simulator. */
const choose = (page: Page, id: ProductId) =>
  simulator(page).locator('label').filter({ hasText: new RegExp(`^${productById(id).tabLabel}$`) }).click();
const installmentsSelect = (page: Page) => simulator(page).getByRole('combobox', { name: 'Número de parcelas' });

/** Asserts every figure the simulator shows against the math module. */
async function expectFigures(page: Page, loan: Loan, monthlyRate: number, product: ProductId = 'financiamento') {
  const { installmentResultLabel, requestedAmountLabel } = productById(product);
  await expect(simulator(page).getByText(installmentResultLabel, { exact: true })).toBeVisible();
  await expect(simulator(page).getByText(formatBRL(loan.installment), { exact: true })).toBeVisible();
  await expect(simulator(page).getByText(simulatorCopy.installmentCount(loan.installments))).toBeVisible();
  // What the visitor asks for (value − down payment), the IOF financed with it, and their sum.
  await expect(result(page, requestedAmountLabel)).toHaveText(formatBRL(loan.principal));
  await expect(result(page, simulatorCopy.iofLabel)).toHaveText(formatBRL(loan.iof));
  await expect(result(page, simulatorCopy.financedAmountLabel)).toHaveText(formatBRL(loan.financed));
  await expect(result(page, simulatorCopy.totalPayableLabel)).toHaveText(formatBRL(loan.totalPayable));
  await expect(result(page, simulatorCopy.cetLabel)).toHaveText(simulatorCopy.cetValue(loan.cetAnnual));
  await expect(simulator(page).getByText(simulationDisclaimer(monthlyRate, loan.cetAnnual))).toBeVisible();
}

test.describe('simulator', () => {
  // Sized by hand, so the desktop project runs it at both widths.
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    test(`the product tabs keep one row at ${width} px, each name whole`, { tag: '@desktop-only' }, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const tabs = simulator(page).getByRole('group', { name: simulatorCopy.productLegend }).locator('label');
      await expect(tabs).toHaveText(products.map((product) => product.tabLabel));
      const boxes = await tabs.evaluateAll((labels) =>
        labels.map((label) => {
          // The lines its name takes: one, unless it wraps inside its tab.
          const text = document.createRange();
          text.selectNodeContents(label.lastElementChild!);
          const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
          const { top, right } = label.getBoundingClientRect();
          return { top, right, lines };
        }),
      );
      for (const box of boxes) expect(box).toEqual({ top: boxes[0]!.top, right: expect.any(Number), lines: 1 });
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(width);
    });
  }

  test('the prerendered landing already shows the default figures (no script run)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: rates.financing.monthly, installments: 48 })!;
    // React escapes nothing in these strings; the no-break space is written as is.
    expect(html).toContain(formatBRL(loan.installment));
    expect(html).toContain(simulatorCopy.cetValue(loan.cetAnnual));
    expect(html).toContain('Simulação ilustrativa, taxa a partir de 1,2% a.m., mediante análise de crédito.');
  });

  test('defaults: R$ 50.000,00 with 20% down over 48x at the financing rate, matching the math module @desktop-only', async ({ page }) => {
    await page.goto('/');
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(formatBRL(50_000));
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(formatBRL(10_000));
    await expect(simulator(page).getByRole('combobox', { name: 'Número de parcelas' })).toHaveValue('48');
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: rates.financing.monthly, installments: 48 })!;
    await expectFigures(page, loan, rates.financing.monthly);
    // CDC art. 54-B: the notice names every institution of the broker's one list.
    const notice = simulator(page).getByText(/^Crédito concedido pelas instituições financeiras parceiras/);
    for (const bank of partnerInstitutions) await expect(notice).toContainText(bank.name);
    expect(await axeViolations(page, '#simulator')).toEqual([]);
  });

  test('the figures follow what the visitor types; the down payment follows 20% until typed @desktop-only', async ({ page }) => {
    await page.goto('/');
    await textbox(page, 'Valor do veículo').fill('80000');
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(formatBRL(16_000));
    let loan = simulateVehicle({ vehicleValue: 80_000, downPayment: 16_000, monthlyRate: rates.financing.monthly, installments: 48 })!;
    await expectFigures(page, loan, rates.financing.monthly);

    await textbox(page, 'Valor de entrada').fill('30.000,00');
    await simulator(page).getByRole('combobox', { name: 'Número de parcelas' }).selectOption('24');
    loan = simulateVehicle({ vehicleValue: 80_000, downPayment: 30_000, monthlyRate: rates.financing.monthly, installments: 24 })!;
    await expectFigures(page, loan, rates.financing.monthly);

    // The secured loan asks for its own amount (it starts on its rate's worked example) and uses its
    // own rate; the financing figures typed stay in their fields, hidden, and come back with it.
    await choose(page, 'emprestimo-com-garantia');
    await expect(textbox(page, 'Valor do veículo')).toBeHidden();
    await expect(textbox(page, 'Valor desejado')).toHaveValue(formatBRL(rates.securedLoan.example.principal));
    loan = simulateSecuredLoan({ amount: rates.securedLoan.example.principal, installments: 24 })!;
    await expectFigures(page, loan, rates.securedLoan.monthly, 'emprestimo-com-garantia');
    await choose(page, 'financiamento');
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(formatBRL(80_000));
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(formatBRL(30_000));
    await expect(installmentsSelect(page)).toHaveValue('24');

    // Leaving a field writes the amount in pt-BR; the visitor's value is kept.
    await textbox(page, 'Valor do veículo').fill('80000,5');
    await textbox(page, 'Valor do veículo').blur();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(formatBRL(80_000.5));
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(formatBRL(30_000));

    // Nothing to finance: a clear message instead of figures.
    await textbox(page, 'Valor de entrada').fill('90000');
    await expect(simulator(page).getByText(productById('financiamento').simulatorEmpty)).toBeVisible();
  });

  test('the secured loan: amount and installments at 1,49% a.m., figures as computed by hand @desktop-only', async ({ page }) => {
    await page.goto('/');
    await choose(page, 'emprestimo-com-garantia');
    await expect(simulator(page).getByRole('radio', { name: 'Empréstimo', exact: true })).toBeChecked();
    // Only its own fields: no vehicle value nor down payment.
    await expect(textbox(page, 'Valor do veículo')).toBeHidden();
    await expect(textbox(page, 'Valor de entrada')).toBeHidden();
    await expect(textbox(page, 'Valor desejado')).toHaveAccessibleDescription('De R$\u00a05.000 a R$\u00a0500.000.');
    await textbox(page, 'Valor desejado').fill('10.000,00');
    await installmentsSelect(page).selectOption('12');
    // Pinned in content's unit tests against a hand computation.
    await expect(simulator(page).getByText('R$\u00a0935,14', { exact: true })).toBeVisible();
    await expect(result(page, simulatorCopy.iofLabel)).toHaveText('R$\u00a0206,41');
    await expect(result(page, simulatorCopy.cetLabel)).toHaveText('24,16% a.a.');
    const loan = simulateSecuredLoan({ amount: 10_000, installments: 12 })!;
    await expectFigures(page, loan, rates.securedLoan.monthly, 'emprestimo-com-garantia');
    await expect(simulator(page).getByText(/taxa a partir de 1,49% a\.m\., mediante análise de crédito\. CET de 24,16% a\.a\./)).toBeVisible();
    expect(await axeViolations(page, '#simulator')).toEqual([]);
  });

  test('the secured loan\'s range: a message tied to the field, gone once corrected, nothing typed lost', async ({ page }) => {
    await page.goto('/');
    await choose(page, 'emprestimo-com-garantia');
    const amount = textbox(page, 'Valor desejado');
    const { simulatorEmpty } = productById('emprestimo-com-garantia');
    // Above the range: said at once.
    await amount.fill('600000');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(`${securedLoanRangeMessage.replace(/[.$]/g, '\\$&')}$`));
    await expect(simulator(page).getByText(securedLoanRangeMessage)).toBeVisible();
    await expect(simulator(page).getByText(simulatorEmpty)).toBeVisible();
    await expect(amount).toHaveValue('600000');
    // Below it: said when the visitor leaves the field (typing 50.000 passes through 5).
    await amount.fill('4000');
    await expect(simulator(page).getByText(securedLoanRangeMessage)).toBeHidden();
    await amount.blur();
    await expect(simulator(page).getByText(securedLoanRangeMessage)).toBeVisible();
    await expect(amount).toHaveValue(formatBRL(4_000));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // Corrected: the message goes, the figures come back.
    await amount.fill('5000');
    await expect(simulator(page).getByText(securedLoanRangeMessage)).toBeHidden();
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expectFigures(page, simulateSecuredLoan({ amount: 5_000, installments: 48 })!, rates.securedLoan.monthly, 'emprestimo-com-garantia');
    // The ends are in range.
    await amount.fill('500.000,00');
    await expect(simulator(page).getByText(securedLoanRangeMessage)).toBeHidden();
    await expectFigures(page, simulateSecuredLoan({ amount: 500_000, installments: 48 })!, rates.securedLoan.monthly, 'emprestimo-com-garantia');
    // An amount typed in another product's field survives the round trip.
    await amount.fill('700000');
    await choose(page, 'refinanciamento');
    await choose(page, 'emprestimo-com-garantia');
    // Leaving the field wrote it in pt-BR.
    await expect(amount).toHaveValue(formatBRL(700_000));
    await expect(simulator(page).getByText(securedLoanRangeMessage)).toBeVisible();
  });

  test('refinancing: an estimate of the new installment at the partner rate; the "até 40% menor" stays a claim @desktop-only', async ({ page }) => {
    await page.goto('/');
    await choose(page, 'refinanciamento');
    await expect(textbox(page, 'Valor do veículo')).toBeHidden();
    await expect(textbox(page, 'Valor desejado')).toBeHidden();
    await textbox(page, 'Saldo devedor atual').fill('30000');
    await installmentsSelect(page).selectOption('48');
    // Pinned in content's unit tests against a hand computation.
    await expect(simulator(page).getByText('Nova parcela estimada', { exact: true })).toBeVisible();
    await expect(simulator(page).getByText('R$\u00a0852,27', { exact: true })).toBeVisible();
    await expect(result(page, simulatorCopy.iofLabel)).toHaveText('R$\u00a0960,51');
    await expect(result(page, simulatorCopy.cetLabel)).toHaveText('17,38% a.a.');
    await expect(result(page, 'Saldo devedor a refinanciar')).toHaveText(formatBRL(30_000));
    const estimate = simulateRefinancing({ outstandingBalance: 30_000, installments: 48 })!;
    await expectFigures(page, estimate.loan, rates.financing.monthly, 'refinanciamento');
    // Without the current installment there is nothing to compare.
    await expect(simulator(page).getByRole('term').filter({ hasText: refinancingCopy.differenceLabel })).toHaveCount(0);
    // The optional current installment: alone, no monthly saving is shown without its total.
    await expect(textbox(page, 'Valor da parcela atual')).toHaveAccessibleDescription(/^Opcional\./);
    await textbox(page, 'Valor da parcela atual').fill('1.100,00');
    await expect(simulator(page).getByText(refinancingCopy.remainingMissing)).toBeVisible();
    await expect(simulator(page).getByRole('term').filter({ hasText: refinancingCopy.differenceLabel })).toHaveCount(0);
    // With the installments left: the monthly difference beside both totals (36 × 1.100,00 against 48 × 852,27).
    await textbox(page, 'Parcelas restantes').pressSequentially('36');
    await expect(result(page, refinancingCopy.differenceLabel)).toHaveText('R$\u00a0247,73 a menos por mês');
    await expect(result(page, refinancingCopy.currentTotalLabel)).toHaveText('R$\u00a039.600,00 (36x de R$\u00a01.100,00)');
    await expect(result(page, refinancingCopy.newTotalLabel)).toHaveText('R$\u00a040.908,96 (48x de R$\u00a0852,27)');
    await expect(result(page, refinancingCopy.totalDifferenceLabel)).toHaveText('R$\u00a01.308,96 a mais');
    await expect(simulator(page).getByText('Você pagaria R$\u00a01.308,96 a mais no total: 48 parcelas no novo contrato, contra 36 que faltam hoje.')).toBeVisible();
    await expect(simulator(page).getByText(refinancingCopy.remainingMissing)).toBeHidden();
    // Clearly an estimate, and the advertised reduction a claim that is not guaranteed: 40% appears
    // once, in that claim, never as a figure of the simulation.
    await expect(simulator(page).getByText(refinancingCopy.estimateNotice)).toBeVisible();
    await expect(simulator(page).getByText(refinancingCopy.claimNotice)).toBeVisible();
    await expect(simulator(page).getByText(/40%/)).toHaveCount(1);
    await expect(simulator(page).getByText(/40%/)).toContainText('não é garantida');
    // No percentage beside that claim: the comparison is in reais only.
    await expect(simulator(page).getByText(/\d+,\d+% menor/)).toHaveCount(0);
    expect(await axeViolations(page, '#simulator')).toEqual([]);
  });

  // The issue-48 case, typed and pasted as people do, at both sizes: the saving a month never
  // hides that the new contract costs more in total.
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    test(`refinancing R$ 9.000,00 with 18 of R$ 612,40 left, in 48x: R$ 1.249,44 more in total, said plainly (${width} px)`, { tag: '@desktop-only' }, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/?modalidade=refinanciamento#simulator');
      await waitForHydration(page);
      const balance = textbox(page, 'Saldo devedor atual');
      await balance.fill('');
      await balance.pressSequentially('9.000');
      await textbox(page, 'Parcelas restantes').pressSequentially('18');
      await textbox(page, 'Valor da parcela atual').fill('R$ 612,40');
      await installmentsSelect(page).selectOption('48');
      // The new installment, first (the new total's line repeats it).
      await expect(simulator(page).getByText('R$\u00a0255,68', { exact: true }).first()).toBeVisible();
      await expect(result(page, refinancingCopy.differenceLabel)).toHaveText('R$\u00a0356,72 a menos por mês');
      await expect(result(page, refinancingCopy.currentTotalLabel)).toHaveText('R$\u00a011.023,20 (18x de R$\u00a0612,40)');
      await expect(result(page, refinancingCopy.newTotalLabel)).toHaveText('R$\u00a012.272,64 (48x de R$\u00a0255,68)');
      await expect(result(page, refinancingCopy.totalDifferenceLabel)).toHaveText('R$\u00a01.249,44 a mais');
      const verdict = simulator(page).getByText('Você pagaria R$\u00a01.249,44 a mais no total: 48 parcelas no novo contrato, contra 18 que faltam hoje.');
      await expect(verdict).toBeVisible();
      // One total of the new contract: the comparison's, from the installment shown.
      await expect(simulator(page).getByRole('term').filter({ hasText: simulatorCopy.totalPayableLabel })).toHaveCount(0);
      // The count was never formatted as reais.
      await balance.focus();
      await expect(textbox(page, 'Parcelas restantes')).toHaveValue('18');
      // No computed percentage (the claim's "até 40% menor" is no figure of this simulation).
      await expect(simulator(page).getByText(/\d+,\d+% menor/)).toHaveCount(0);
      const box = await verdict.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
  }

  // The FAQ's minimums (R$ 20.000 and 20% down, the broker's data) said at the field as a notice,
  // never an error: a R$ 12.000 motorcycle with R$ 0,00 down still gets its figures and goes on,
  // and the wizard says the same at its fields. On both projects: the notice sits in the layout.
  test('a R$ 12.000 motorcycle with R$ 0,00 down: the FAQ minimums said at each field, and the visitor goes on to the wizard', async ({ page }) => {
    await page.goto('/?modalidade=financiamento&vehicleType=moto#simulator');
    await waitForHydration(page);
    const price = textbox(page, 'Valor do veículo');
    const downPayment = textbox(page, 'Valor de entrada');
    await price.fill('');
    await price.pressSequentially('12.000');
    await downPayment.fill('R$ 0,00');
    await downPayment.blur();
    await expect(price).toHaveAccessibleDescription(new RegExp(`^${escape(guidanceHints.vehiclePrice)}`));
    // 20% of R$ 12.000,00 is R$ 2.400,00.
    await expect(downPayment).toHaveAccessibleDescription(new RegExp(`^${escape(guidanceHints.downPayment(2_400))}`));
    // A notice, not an error: nothing invalid, the figures shown, the visitor may go on.
    for (const field of [price, downPayment]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    const loan = simulateVehicle({ vehicleValue: 12_000, downPayment: 0, monthlyRate: rates.financing.monthly, installments: 48 })!;
    await expect(simulator(page).getByText(formatBRL(loan.installment), { exact: true })).toBeVisible();
    expect(await axeViolations(page, '#simulator')).toEqual([]);
    // Above the minimums, the notices go.
    await price.fill('45.000');
    await downPayment.fill('9.000,00');
    await downPayment.blur();
    await expect(price).not.toHaveAccessibleDescription(/Em geral/);
    await expect(downPayment).not.toHaveAccessibleDescription(/Em geral/);
    // Back to the case, then on to the wizard, which says the same at its fields.
    await price.fill('12000');
    await downPayment.fill('0');
    await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento$/);
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const wizardPrice = page.getByRole('textbox', { name: 'Valor do veículo', exact: true });
    await expect(wizardPrice).toHaveValue('12.000,00');
    await expect(wizardPrice).toHaveAccessibleDescription(new RegExp(`^${escape(guidanceHints.vehiclePrice)}`));
    await expect(page.getByRole('textbox', { name: 'Valor de entrada', exact: true })).toHaveAccessibleDescription(
      new RegExp(`^${escape(guidanceHints.downPayment(2_400))}`),
    );
    await page.getByRole('textbox', { name: 'Ano do veículo', exact: true }).fill('2020');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Para concluir' })).toBeVisible();
  });

  test('"Quero esta proposta" submits the form to the wizard: the product and its figures, by the wizard’s names @desktop-only', async ({ page }) => {
    await page.goto('/');
    // Amounts are formatted when left once the page has hydrated (before, they go as typed:
    // before-hydration.spec.ts); this test reads the formatted figures.
    await waitForHydration(page);
    const propose = simulator(page).getByRole('button', { name: 'Quero esta proposta' });
    // A submit button of a GET form to the wizard: the browser builds the address from the fields.
    await expect(propose).toHaveAttribute('type', 'submit');
    const form = simulator(page).locator('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/financiamento');
    await choose(page, 'refinanciamento');
    await textbox(page, 'Saldo devedor atual').fill('30000');
    await textbox(page, 'Parcelas restantes').fill('36');
    await textbox(page, 'Valor da parcela atual').fill('1100');
    await installmentsSelect(page).selectOption('48');
    const navigated: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated.push(frame.url());
    });
    await propose.click();
    // The wizard opens on the product (it reads the figures, then tidies its address).
    await expect(page).toHaveURL('/financiamento?modalidade=refinanciamento');
    const first = new URL(navigated.find((address) => new URL(address).pathname === '/financiamento')!).searchParams;
    expect(first.get('modalidade')).toBe('refinanciamento');
    // Each field was formatted as an amount when left.
    expect(first.get('outstandingBalance')).toBe('R$\u00a030.000,00');
    expect(first.get('currentInstallment')).toBe('R$\u00a01.100,00');
    // A count, as typed: never formatted as reais.
    expect(first.get('remainingInstallments')).toBe('36');
    expect(first.get('installments')).toBe('48');
  });

  test('a loan amount below the range stops "Quero esta proposta" at its field, nothing typed lost', async ({ page }) => {
    await page.goto('/');
    // Before hydration the browser submits the GET form itself and the wizard says it at the field
    // (before-hydration.spec.ts); here the hydrated simulator stops it.
    await waitForHydration(page);
    await choose(page, 'emprestimo-com-garantia');
    const amount = textbox(page, 'Valor desejado');
    await amount.fill('3000');
    await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(securedLoanRangeMessage.replace(/[.$]/g, '\\$&')));
    await expect(page).toHaveURL('/');
    await expect(amount).toHaveValue('R$\u00a03.000,00');
  });

  test('"Quero esta proposta" opens the wizard at step 1, with the figures waiting in step 2 @desktop-only', async ({ page }) => {
    await page.goto('/');
    await textbox(page, 'Valor do veículo').fill('64.000,00');
    await textbox(page, 'Valor de entrada').fill('16.000,00');
    await simulator(page).getByRole('combobox', { name: 'Número de parcelas' }).selectOption('36');
    await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
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
