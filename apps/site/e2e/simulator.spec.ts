// Projects: desktop and mobile: a press on the phone once moved under the finger (a message above the button); the layout at both widths and the hand-off to the wizard on desktop only. The figures, each product's fields and what is said at them are app/flows/simulator/Simulator.test.tsx's.
import {
  formatBRL,
  productById,
  products,
  rates,
  refinancingCopy,
  securedLoanRangeMessage,
  simulateVehicle,
  simulatorCopy,
  type ProductId,
} from '@repo/content';
import { expect, test, type Page } from '@playwright/test';
import { stubMap } from './map';
import { waitForHydration } from './hydration';
import { fillPersonalPF } from './wizard';

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

  test('the prerendered landing already shows the default figures (no script run) @desktop-only', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: rates.financiamento.monthly, installments: 48 })!;
    // React escapes nothing in these strings; the no-break space is written as is.
    expect(html).toContain(formatBRL(loan.installment));
    expect(html).toContain(simulatorCopy.cetValue(loan.cetAnnual));
    expect(html).toContain('Simulação ilustrativa, taxa a partir de 1,2% a.m., mediante análise de crédito.');
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

  // The FAQ's minimums (R$ 20.000 and 20% down, the broker's data) are said at the fields as notices
  // as they are left, never errors (Simulator.test.tsx, and the wizard's in Wizard.test.tsx): on both
  // projects, the press that leaves the last field, the notices arriving above the button, still
  // lands on it and carries a R$ 12.000 motorcycle with R$ 0,00 down to the wizard.
  test('a R$ 12.000 motorcycle with R$ 0,00 down: the press that brings the notices of the FAQ minimums goes on to the wizard', async ({ page }) => {
    await page.goto('/?modalidade=financiamento&vehicleType=moto#simulator');
    await waitForHydration(page);
    const price = textbox(page, 'Valor do veículo');
    const downPayment = textbox(page, 'Valor de entrada');
    await price.fill('');
    await price.pressSequentially('12.000');
    await downPayment.fill('R$ 0,00');
    await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento$/);
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('textbox', { name: 'Valor do veículo', exact: true })).toHaveValue('12.000,00');
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

});
