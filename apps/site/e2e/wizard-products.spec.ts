// Projects: desktop only: each product's fields, estimate and message; the phone journey is wizard.spec's.
import { products, refinancingCopy, requestMessageCopy, securedLoanRangeMessage, solutionCards, wizardCopy, type ProductId } from '@repo/content';
import { detailsFields, requestFieldMaxLengths } from '@repo/whatsapp';
import { expect, test, type Page } from '@playwright/test';
import {
  wizardViolations,
  chooseProduct,
  DRAFT_KEY,
  estimateLinesShown,
  fillPersonalPF,
  personalLinesPF,
  stepHeading,
  textbox,
} from './wizard';
import { openCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';
import { stubMap } from './map';

/*
 * The wizard of each product, as a visitor meets it: from the landing page's card, through the
 * wizard, to the WhatsApp message; switching product, the secured loan's range, a reload and the
 * simulator's prefill.
 */

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const product = (id: ProductId) => products.find((item) => item.id === id)!;
const card = (id: ProductId) => solutionCards.find((item) => item.serviceId === id)!;

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

/** Each product's run: step 2 filled its way, what the estimate shows, and the message's step-2 part. */
const runs: Array<{
  id: ProductId;
  fill: (page: Page) => Promise<void>;
  estimate: ReadonlyArray<string | RegExp>;
  /** The installments chosen, and whether the estimate compares with the current installment. */
  count: number;
  saving?: boolean;
  details: readonly string[];
  /** Labels of the other products' fields, never in this product's message. */
  absent: readonly string[];
}> = [
  {
    id: 'financiamento',
    fill: async (page) => {
      await combobox(page, 'Tipo de veículo').selectOption({ label: 'Caminhão' });
      await textbox(page, 'Marca e modelo').fill('Volvo FH 540');
      await textbox(page, 'Valor do veículo').pressSequentially('350000,50');
      await textbox(page, 'Ano do veículo').fill('2018');
      // An old plate, typed in lower case without its hyphen.
      await textbox(page, 'Placa do veículo').pressSequentially('bra2019');
      await textbox(page, 'Valor de entrada').pressSequentially('70000');
      await combobox(page, 'Número de parcelas').selectOption('60');
    },
    estimate: ['Parcela estimada em 60x', 'R$\u00a0280.000,50'],
    count: 60,
    details: [
      'Dados do veículo',
      'Tipo de veículo: Caminhão',
      'Marca e modelo: Volvo FH 540',
      'Valor do veículo: R$\u00a0350.000,50 (valor informado pelo cliente)',
      'Ano do veículo: 2018',
      'Placa do veículo: BRA-2019',
      'Valor de entrada: R$\u00a070.000,00',
      'Número de parcelas: 60x',
    ],
    absent: ['Valor desejado', 'Valor estimado', 'Saldo devedor', 'parcela atual', 'quitado', 'Banco', 'restantes'],
  },
  {
    id: 'emprestimo-com-garantia',
    fill: async (page) => {
      await textbox(page, 'Valor desejado').pressSequentially('30000');
      await combobox(page, 'Tipo de veículo').selectOption({ label: 'Carro' });
      await textbox(page, 'Marca e modelo').fill('Chevrolet Onix 1.0');
      await textbox(page, 'Ano do veículo').fill('2019');
      await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
      await combobox(page, 'Veículo quitado').selectOption({ label: 'Sim, está quitado' });
      await combobox(page, 'Número de parcelas').selectOption('36');
    },
    estimate: ['Parcela estimada em 36x', 'Valor solicitado', 'R$\u00a030.000,00'],
    count: 36,
    details: [
      'Dados do empréstimo',
      'Valor desejado: R$\u00a030.000,00',
      'Tipo de veículo: Carro',
      'Marca e modelo: Chevrolet Onix 1.0',
      'Ano do veículo: 2019',
      'Valor estimado do veículo: R$\u00a060.000,00 (valor informado pelo cliente)',
      'Veículo quitado: Sim',
      'Número de parcelas: 36x',
    ],
    absent: ['Valor de entrada', 'Saldo devedor', 'parcela atual', 'Dados do veículo', 'Banco', 'restantes', 'Placa'],
  },
  {
    id: 'refinanciamento',
    fill: async (page) => {
      await combobox(page, 'Tipo de veículo').selectOption({ label: 'Moto' });
      await textbox(page, 'Ano do veículo').fill('2021');
      await textbox(page, 'Valor do veículo').pressSequentially('25000');
      // The catalogue's banks are offered as the visitor types; any name goes.
      await expect(combobox(page, 'Banco do financiamento atual')).toHaveAttribute('list', /.+/);
      await combobox(page, 'Banco do financiamento atual').fill('Banco Pan');
      await textbox(page, 'Saldo devedor atual').pressSequentially('12345,67');
      await textbox(page, 'Parcelas restantes').fill('24x');
      await textbox(page, 'Valor da parcela atual').pressSequentially('900');
      await combobox(page, 'Número de parcelas').selectOption('24');
    },
    estimate: [
      'Parcela estimada em 24x',
      'Saldo devedor a refinanciar',
      'R$\u00a012.345,67',
      refinancingCopy.differenceLabel,
      // What it costs in total, beside the monthly difference, and both terms said plainly.
      refinancingCopy.currentTotalLabel,
      'R$\u00a021.600,00 (24x de R$\u00a0900,00)',
      refinancingCopy.newTotalLabel,
      'no total: 24 parcelas no novo contrato, contra 24 que faltam hoje.',
      refinancingCopy.estimateNotice,
    ],
    count: 24,
    saving: true,
    details: [
      'Dados do refinanciamento',
      'Tipo de veículo: Moto',
      'Marca e modelo: Não informados',
      'Ano do veículo: 2021',
      'Valor do veículo: R$\u00a025.000,00 (valor informado pelo cliente)',
      'Banco do financiamento atual: Banco Pan',
      'Saldo devedor atual: R$\u00a012.345,67',
      // Digits only, as the visitor types.
      'Parcelas restantes: 24',
      'Valor da parcela atual: R$\u00a0900,00',
      'Número de parcelas: 24x',
    ],
    absent: ['Valor de entrada', 'Valor desejado', 'Valor estimado', 'Dados do veículo', 'quitado', 'Placa'],
  },
];

test.describe('wizard per product › from its landing card to WhatsApp', () => {
  for (const run of runs) {
    const { label, wizardTitle, detailsStepTitle } = product(run.id);
    const greeting = requestMessageCopy.greeting[run.id];
    test(`${label}: named by the heading, the steps, the review and the message's greeting`, async ({ page, isMobile }) => {
      test.slow(); // several steps and axe runs
      await stubWindowOpen(page, 'opened');
      await page.goto('/');
      const { buttonLabel, title } = card(run.id);
      await page.getByRole('link', { name: `${buttonLabel} (${title})` }).click();
      await expect(page).toHaveURL(`/financiamento?modalidade=${run.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wizardTitle);
      await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
      const indicator = page.getByRole('list', { name: 'Etapas da solicitação' });
      await expect(indicator.getByRole('listitem').nth(1)).toContainText(detailsStepTitle);

      await fillPersonalPF(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, detailsStepTitle)).toBeFocused();
      await expect(page).toHaveURL(`/financiamento?modalidade=${run.id}&etapa=2`);
      await run.fill(page);
      const estimate = page.getByRole('region', { name: 'Estimativa' });
      for (const text of run.estimate) await expect(estimate.getByText(text, { exact: false }).first()).toBeVisible();
      // Every rate with its CET (CDC art. 54-B).
      await expect(estimate.getByText(/a\.m\., mediante análise de crédito\. CET de \d+,\d+% a\.a\./)).toBeVisible();
      // What step 2 shows goes to the broker, though the visitor never opened the simulator.
      const estimateLines = await estimateLinesShown(page, run.count, { saving: run.saving });
      expect(await wizardViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continuar' }).click();

      await expect(stepHeading(page, 'Para concluir')).toBeFocused();
      await expect(page.getByRole('group', { name: 'Modalidade' })).toHaveCount(0);
      await expect(page.getByText(greeting, { exact: true })).toBeVisible();
      for (const line of run.details.slice(1)) {
        const [term, value] = line.split(/: (.*)/s) as [string, string];
        await expect(page.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
        await expect(page.getByRole('term').filter({ hasText: term }).first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 3, name: detailsStepTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: `Editar ${detailsStepTitle.toLowerCase()}` })).toBeVisible();
      // The message's closing line too: where the visitor came from.
      await expect(page.getByText(`Origem: soluções da página inicial · ${label}`, { exact: true })).toBeVisible();
      expect(await wizardViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();

      const [call] = await openCalls(page);
      const text = whatsappText(call!.url);
      // The card said where it is: the message's last line names it and the product.
      expect(text.split('\n')).toEqual([
        greeting,
        '',
        ...personalLinesPF,
        '',
        ...run.details,
        '',
        ...estimateLines,
        '',
        `Origem: soluções da página inicial · ${label}`,
      ]);
      for (const other of run.absent) expect(text).not.toContain(other);
      expect(text).not.toMatch(/nascimento|renda|preferência/i);
      await expect(stepHeading(page, wizardCopy.resultTitle(isMobile))).toBeFocused();
      await expect(page).toHaveURL(`/financiamento?modalidade=${run.id}&etapa=4`);
      // Kept for Back from the result, until the tab closes.
      expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('Maria da Silva');
    });
  }

  test('the name and e-mail are bounded so the whole message fits in 2,000 characters', async ({ page }) => {
    await page.goto('/financiamento');
    await expect(textbox(page, 'Nome completo')).toHaveAttribute('maxlength', String(requestFieldMaxLengths.fullName));
    await expect(textbox(page, 'E-mail')).toHaveAttribute('maxlength', String(requestFieldMaxLengths.email));
    const longName = 'x'.repeat(requestFieldMaxLengths.fullName + 50);
    await textbox(page, 'Nome completo').click();
    await page.keyboard.insertText(longName);
    await expect(textbox(page, 'Nome completo')).toHaveValue('x'.repeat(requestFieldMaxLengths.fullName));
  });
});

test.describe('wizard per product › switching product', () => {
  test('keeps every answer typed, shows only the chosen product’s fields and sends only its answers', async ({ page }) => {
    test.slow(); // several switches
    await stubWindowOpen(page, 'opened');
    await page.goto(`/financiamento?modalidade=financiamento`);
    await fillPersonalPF(page);
    // On step 1 too: the heading, the step indicator and the URL follow.
    await chooseProduct(page, 'Refinanciamento');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu refinanciamento');
    await expect(page).toHaveURL('/financiamento?modalidade=refinanciamento');
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    await chooseProduct(page, 'Financiamento');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Dados do veículo')).toBeFocused();
    await combobox(page, 'Tipo de veículo').selectOption({ label: 'Carro' });
    await textbox(page, 'Marca e modelo').fill('Fiat Strada');
    await textbox(page, 'Valor do veículo').pressSequentially('85000');
    await textbox(page, 'Ano do veículo').fill('2020');
    await textbox(page, 'Valor de entrada').pressSequentially('20000');

    await chooseProduct(page, 'Empréstimo com garantia');
    await expect(stepHeading(page, 'Dados do empréstimo')).toBeVisible();
    await expect(page).toHaveURL('/financiamento?modalidade=emprestimo-com-garantia&etapa=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu empréstimo com garantia');
    await expect(textbox(page, 'Valor de entrada')).toHaveCount(0);
    // The vehicle being bought is not the one the visitor owns: no figure moves to the loan.
    await expect(combobox(page, 'Tipo de veículo')).toHaveValue('');
    await expect(textbox(page, 'Marca e modelo')).toHaveValue('');
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('');
    await expect(textbox(page, 'Valor estimado do veículo')).toHaveValue('');
    await combobox(page, 'Tipo de veículo').selectOption({ label: 'Moto' });
    await textbox(page, 'Marca e modelo').fill('Honda CG 160');
    await textbox(page, 'Ano do veículo').fill('2017');
    await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
    await combobox(page, 'Veículo quitado').selectOption({ label: 'Sim, está quitado' });
    await textbox(page, 'Valor desejado').pressSequentially('40000');

    await chooseProduct(page, 'Refinanciamento');
    await expect(stepHeading(page, 'Dados do refinanciamento')).toBeVisible();
    await expect(textbox(page, 'Valor desejado')).toHaveCount(0);
    // Refinancing asks for the vehicle the visitor owns, as the loan does: the same answers.
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2017');
    await expect(textbox(page, 'Marca e modelo')).toHaveValue('Honda CG 160');
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^60\.000(,00)?$/);
    await expect(combobox(page, 'Veículo quitado')).toHaveCount(0);
    await textbox(page, 'Saldo devedor atual').pressSequentially('30000');

    await chooseProduct(page, 'Financiamento');
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(/^20\.000(,00)?$/);
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^85\.000(,00)?$/);
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2020');
    await expect(textbox(page, 'Marca e modelo')).toHaveValue('Fiat Strada');
    await expect(combobox(page, 'Tipo de veículo')).toHaveValue('carro');
    await chooseProduct(page, 'Empréstimo com garantia');
    await expect(textbox(page, 'Valor desejado')).toHaveValue(/^40\.000(,00)?$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();

    const [call] = await openCalls(page);
    const text = whatsappText(call!.url);
    expect(text.split('\n')[0]).toBe(requestMessageCopy.greeting['emprestimo-com-garantia']);
    expect(text).toContain('Valor desejado: R$\u00a040.000,00');
    expect(text).toContain('Valor estimado do veículo: R$\u00a060.000,00');
    expect(text).toContain('Ano do veículo: 2017');
    expect(text).toContain('Marca e modelo: Honda CG 160');
    expect(text).toContain('Veículo quitado: Sim');
    // Nothing of the other products typed on the way.
    expect(text).not.toContain('Strada');
    expect(text).not.toContain('Valor de entrada');
    expect(text).not.toContain('85.000');
    expect(text).not.toContain('2020');
    expect(text).not.toContain('20.000');
    expect(text).not.toContain('Saldo devedor');
    expect(text).not.toContain('30.000');
  });
});

test.describe('wizard per product › the vehicle’s plate', () => {
  test('Placa do veículo: one that is none is said at its field and kept; Mercosul in lower case goes on, written as the registry writes it', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/financiamento');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Valor do veículo').pressSequentially('45.000');
    await textbox(page, 'Ano do veículo').fill('2019');
    await textbox(page, 'Valor de entrada').pressSequentially('9.000');
    const plate = textbox(page, 'Placa do veículo');
    await expect(plate).toHaveAccessibleDescription('Opcional. Mercosul (ABC1D23) ou antiga (ABC-1234).');
    await plate.pressSequentially('abc-12d4');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(plate).toBeFocused();
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
    await expect(plate).toHaveAccessibleDescription(/Informe a placa como no documento do veículo: ABC1D23 \(Mercosul\) ou ABC-1234\./);
    await expect(plate).toHaveValue('abc-12d4');
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    expect(await wizardViolations(page)).toEqual([]);
    // Mended: a Mercosul plate, pasted in lower case with a hyphen.
    await plate.fill('abc-1d23');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^ABC1D23$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    const [call] = await openCalls(page);
    expect(whatsappText(call!.url)).toContain('\nPlaca do veículo: ABC1D23\n');
  });
});

test.describe('wizard per product › the secured loan’s range', () => {

  test('R$ 4.999,99 and R$ 500.000,01 get the range at the field and stay; R$ 5.000,00 goes on', async ({ page }) => {
    await page.goto('/financiamento?modalidade=emprestimo-com-garantia');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const amount = textbox(page, 'Valor desejado');
    await amount.pressSequentially('4999,99');
    await textbox(page, 'Ano do veículo').fill('2019');
    await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
    await combobox(page, 'Veículo quitado').selectOption({ label: 'Sim, está quitado' });
    for (const [typed, shown] of [
      ['4999,99', /^4\.999,99$/],
      ['500000,01', /^500\.000,01$/],
    ] as const) {
      if (typed !== '4999,99') {
        await amount.fill('');
        await amount.pressSequentially(typed);
      }
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(amount).toBeFocused();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(new RegExp(securedLoanRangeMessage.replace(/[.$]/g, '\\$&')));
      await expect(stepHeading(page, 'Dados do empréstimo')).toBeVisible();
      // Nothing typed is lost.
      await expect(amount).toHaveValue(shown);
      await expect(textbox(page, 'Ano do veículo')).toHaveValue('2019');
      await expect(textbox(page, 'Valor estimado do veículo')).toHaveValue(/^60\.000(,00)?$/);
    }
    expect(await wizardViolations(page)).toEqual([]);
    await amount.fill('');
    await amount.pressSequentially('5000');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'R$\u00a05.000,00' })).toBeVisible();
  });

  test('step 2 of the loan asks for the amount, the year, the estimated value and whether it is paid off (toast, marks, focus)', async ({ page }) => {
    await page.goto('/financiamento?modalidade=emprestimo-com-garantia');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    // Step 2's own Continuar (a second press on step 1's, before hydration, would be one press).
    await expect(stepHeading(page, product('emprestimo-com-garantia').detailsStepTitle)).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('region', { name: /Notificações/ }).getByText(product('emprestimo-com-garantia').detailsIncomplete.title)).toBeVisible();
    for (const name of ['Valor desejado', 'Ano do veículo', 'Valor estimado do veículo']) {
      await expect(textbox(page, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(combobox(page, 'Veículo quitado')).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox(page, 'Veículo quitado')).toHaveAccessibleDescription('Preencha o campo Veículo quitado.');
    await expect(textbox(page, 'Valor desejado')).toBeFocused();
  });
});

test.describe('wizard per product › the secured loan on a vehicle not paid off', () => {
  test('asks what is still owed, takes it off what the vehicle backs (said at the field and the figures) and sends it', async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/financiamento?modalidade=emprestimo-com-garantia');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Valor desejado').pressSequentially('30.000');
    await textbox(page, 'Ano do veículo').fill('2019');
    await textbox(page, 'Valor estimado do veículo').fill('R$ 58.231,00');
    const balance = textbox(page, 'Saldo devedor do veículo');
    // Paid off: nothing is owed, nothing asked.
    await combobox(page, 'Veículo quitado').selectOption({ label: 'Sim, está quitado' });
    await expect(balance).toHaveCount(0);
    const figures = page.getByRole('region', { name: 'Pelo valor do veículo' });
    await expect(figures.getByRole('definition')).toHaveText(['R$\u00a040.761,70']);
    await combobox(page, 'Veículo quitado').selectOption({ label: 'Não, ainda há parcelas a pagar' });
    // Asked, and said at the field: the balance is taken off what the vehicle backs.
    await expect(balance).toBeVisible();
    await expect(balance).toHaveAccessibleDescription(/descontado do que o veículo garante/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(balance).toBeFocused();
    await expect(balance).toHaveAccessibleDescription(/Preencha o campo Saldo devedor do veículo\./);
    await balance.pressSequentially('12.000');
    // 58.231,00 × 70% = 40.761,70, less 12.000,00 owed = 28.761,70: R$ 30.000 is above it.
    await expect(figures.getByRole('term')).toHaveText([
      'Até quanto o veículo garante (70% do valor)',
      'Saldo devedor do veículo',
      'Disponível para o empréstimo, descontado o saldo devedor',
    ]);
    await expect(figures.getByRole('definition')).toHaveText(['R$\u00a040.761,70', 'R$\u00a012.000,00', 'R$\u00a028.761,70']);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const amount = textbox(page, 'Valor desejado');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAccessibleDescription(/Descontado o saldo devedor de R\$\u00a012\.000,00, o veículo garante até cerca de R\$\u00a028\.761,70\./);
    await amount.fill('');
    await amount.pressSequentially('25.000');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(await wizardViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    const [call] = await openCalls(page);
    const text = whatsappText(call!.url);
    expect(text).toContain('\nValor desejado: R$\u00a025.000,00\n');
    expect(text).toContain('\nVeículo quitado: Não, ainda há parcelas a pagar\nSaldo devedor do veículo: R$\u00a012.000,00\n');
  });
});

test.describe('wizard per product › one form', () => {
  test('the prerendered wizard is one form holding every step’s fields and every product’s, those not shown hidden', async ({ request }) => {
    const html = await (await request.get('/financiamento')).text();
    expect(html.match(/<form/g)).toHaveLength(1);
    const names = [...html.matchAll(/<(?:input|select)[^>]* name="([^"]+)"/g)].map(([, name]) => name);
    for (const { id } of products) {
      for (const field of detailsFields(id)) expect(names, field.name).toContain(field.name);
    }
    for (const name of ['product', 'personType', 'cpf', 'cnpj', 'fullName', 'contactName', 'email', 'phone']) expect(names).toContain(name);
    // Each field once: a name means one thing.
    expect(new Set(names.filter((name) => name !== 'product' && name !== 'personType')).size).toBe(
      names.filter((name) => name !== 'product' && name !== 'personType').length,
    );
  });

  test('a reload keeps every product’s answers, each in its own product', async ({ page }) => {
    await page.goto('/financiamento?modalidade=emprestimo-com-garantia');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
    await chooseProduct(page, 'Financiamento');
    await textbox(page, 'Valor do veículo').pressSequentially('85000');
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('85.000');
    await page.reload();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^85\.000/);
    await chooseProduct(page, 'Empréstimo com garantia');
    await expect(textbox(page, 'Valor estimado do veículo')).toHaveValue(/^60\.000/);
    await chooseProduct(page, 'Refinanciamento');
    // The refinanced vehicle is the one owned: the same answer; nothing of the financing moved.
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^60\.000/);
  });
});

test.describe('wizard per product › nothing typed is lost', () => {
  test('a reload keeps the product, the step and its new fields', async ({ page }) => {
    await page.goto('/financiamento?modalidade=refinanciamento');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Saldo devedor atual').pressSequentially('12345,67');
    await textbox(page, 'Valor da parcela atual').pressSequentially('900');
    await textbox(page, 'Ano do veículo').fill('2021');
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('"900');
    await page.reload();
    await expect(stepHeading(page, 'Dados do refinanciamento')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu refinanciamento');
    await expect(textbox(page, 'Saldo devedor atual')).toHaveValue(/^12\.345,67$/);
    await expect(textbox(page, 'Valor da parcela atual')).toHaveValue(/^900(,00)?$/);
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2021');
    // The product is the stored draft's even on a link without one.
    await page.goto('/financiamento?etapa=2');
    await expect(stepHeading(page, 'Dados do refinanciamento')).toBeVisible();
    await expect(page).toHaveURL('/financiamento?modalidade=refinanciamento&etapa=2');
    await expect(page.getByRole('radio', { name: 'Refinanciamento', exact: true })).toBeChecked();
  });
});

test.describe('wizard per product › Back and Forward', () => {
  test('Back after choosing another product keeps the one chosen, in the address too, so a reload and Forward keep it', async ({ page }) => {
    // An address the wizard keeps as it is: the entry the page loaded at is the one Back returns to.
    await page.goto('/financiamento?modalidade=financiamento');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await chooseProduct(page, 'Refinanciamento');
    await expect(page).toHaveURL('/financiamento?modalidade=refinanciamento&etapa=2');
    await textbox(page, 'Saldo devedor atual').pressSequentially('30000');
    await page.goBack();
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu refinanciamento');
    await expect(page).toHaveURL('/financiamento?modalidade=refinanciamento');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicite seu refinanciamento');
    await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    await page.goForward();
    await expect(stepHeading(page, 'Dados do refinanciamento')).toBeVisible();
    await expect(textbox(page, 'Saldo devedor atual')).toHaveValue(/^30\.000(,00)?$/);
  });
});

test.describe('wizard per product › the simulator’s figures (prefill)', () => {
  const prefills: Array<{ href: string; id: ProductId; fields: Array<[name: string, value: RegExp | string]> }> = [
    {
      // As the simulator's GET form writes them: amounts as typed or formatted, every product's fields.
      href: '/financiamento?modalidade=financiamento&vehiclePrice=R%24%C2%A064.000%2C00&downPayment=16000&loanAmount=R%24%C2%A010.000%2C00&installments=36',
      id: 'financiamento',
      fields: [['Valor do veículo', '64.000,00'], ['Valor de entrada', '16.000,00']],
    },
    {
      href: '/financiamento?modalidade=emprestimo-com-garantia&vehiclePrice=R%24%C2%A050.000%2C00&loanAmount=30.000%2C00&installments=24',
      id: 'emprestimo-com-garantia',
      fields: [['Valor desejado', '30.000,00']],
    },
    {
      href: '/financiamento?modalidade=refinanciamento&outstandingBalance=12345%2C67&currentInstallment=900&installments=60',
      id: 'refinanciamento',
      fields: [['Saldo devedor atual', '12.345,67'], ['Valor da parcela atual', '900,00']],
    },
  ];
  for (const { href, id, fields } of prefills) {
    test(`${product(id).label}: the wizard opens on it at step 1, the figures waiting in step 2`, async ({ page }) => {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product(id).wizardTitle);
      await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
      // The figures leave the address once taken in; the product stays.
      await expect(page).toHaveURL(`/financiamento?modalidade=${id}`);
      await fillPersonalPF(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, product(id).detailsStepTitle)).toBeVisible();
      for (const [name, value] of fields) await expect(textbox(page, name)).toHaveValue(value);
      await expect(combobox(page, 'Número de parcelas')).toHaveValue(new URL(href, 'https://x.test').searchParams.get('installments')!);
    });
  }
});

test.describe('wizard per product › from the simulator to WhatsApp', () => {
  /** Each product's figures in the simulator, the estimate it shows (as the simulator's own tests pin it), and step 2's remaining answers. */
  const journeys: Array<{
    id: ProductId;
    simulate: (page: Page) => Promise<void>;
    installment: string;
    term: string;
    cet: string;
    complete: (page: Page) => Promise<void>;
  }> = [
    {
      id: 'financiamento',
      simulate: async () => {},
      // The simulator's own example: R$ 50.000,00, 20% down, 48x.
      installment: 'R$\u00a01.136,36',
      term: '48 meses',
      cet: '17,38% a.a.',
      complete: async (page) => {
        await textbox(page, 'Ano do veículo').fill('2020');
      },
    },
    {
      id: 'emprestimo-com-garantia',
      simulate: async (page) => {
        await simulator(page).getByRole('textbox', { name: 'Valor desejado', exact: true }).fill('10.000,00');
        await simulator(page).getByRole('combobox', { name: 'Número de parcelas' }).selectOption('12');
      },
      installment: 'R$\u00a0935,14',
      term: '12 meses',
      cet: '24,16% a.a.',
      complete: async (page) => {
        await textbox(page, 'Ano do veículo').fill('2019');
        await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
        await combobox(page, 'Veículo quitado').selectOption({ label: 'Sim, está quitado' });
      },
    },
    {
      id: 'refinanciamento',
      simulate: async (page) => {
        await simulator(page).getByRole('textbox', { name: 'Saldo devedor atual', exact: true }).fill('30.000,00');
        await simulator(page).getByRole('combobox', { name: 'Número de parcelas' }).selectOption('48');
      },
      installment: 'R$\u00a0852,27',
      term: '48 meses',
      cet: '17,38% a.a.',
      complete: async (page) => {
        await textbox(page, 'Ano do veículo').fill('2021');
        await textbox(page, 'Valor do veículo').pressSequentially('45000');
        await combobox(page, 'Banco do financiamento atual').fill('Banco Pan');
        await textbox(page, 'Parcelas restantes').fill('24');
      },
    },
  ];
  const simulator = (page: Page) => page.locator('#simulator');

  for (const journey of journeys) {
    test(`${product(journey.id).label}: the message carries the estimate the visitor saw, marked as one`, async ({ page }) => {
      await stubWindowOpen(page, 'opened');
      await page.goto('/');
      await simulator(page).locator('label').filter({ hasText: new RegExp(`^${product(journey.id).tabLabel}$`) }).click();
      await journey.simulate(page);
      // What the visitor sees: the installment and the CET.
      await expect(simulator(page).getByText(journey.installment, { exact: true })).toBeVisible();
      await expect(simulator(page).getByText(journey.cet, { exact: true })).toBeVisible();
      await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
      await expect(page).toHaveURL(`/financiamento?modalidade=${journey.id}`);
      await fillPersonalPF(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await journey.complete(page);
      // Step 2 shows the same estimate.
      await expect(page.getByRole('region', { name: 'Estimativa' }).getByText(journey.installment, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, 'Para concluir')).toBeVisible();
      const estimate = [
        requestMessageCopy.estimateTitle,
        `Parcela estimada: ${journey.installment}`,
        `Prazo: ${journey.term}`,
        `CET estimado: ${journey.cet}`,
      ];
      // The review shows it as it will be sent.
      const review = page.getByRole('region', { name: requestMessageCopy.estimateTitle });
      await expect(review.getByRole('definition')).toHaveText([journey.installment, journey.term, journey.cet]);
      await expect(page.getByText(`Origem: simulador da página inicial · ${product(journey.id).label}`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
      const [call] = await openCalls(page);
      const lines = whatsappText(call!.url).split('\n');
      expect(lines[0]).toBe(requestMessageCopy.greeting[journey.id]);
      // Then where the visitor came from: the simulator, and the product.
      expect(lines.slice(-7)).toEqual(['', ...estimate, '', `Origem: simulador da página inicial · ${product(journey.id).label}`]);
    });
  }
});
