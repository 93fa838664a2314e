import { products, refinancingCopy, securedLoanRangeMessage, solutionCards, type ProductId } from '@repo/content';
import { requestFieldMaxLengths } from '@repo/whatsapp';
import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  chooseProduct,
  DRAFT_KEY,
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
  details: readonly string[];
  /** Labels of the other products' fields, never in this product's message. */
  absent: readonly string[];
}> = [
  {
    id: 'financiamento',
    fill: async (page) => {
      await combobox(page, 'Tipo de veículo').selectOption({ label: 'Caminhão' });
      await textbox(page, 'Valor do veículo').pressSequentially('350000,50');
      await textbox(page, 'Ano do veículo').fill('2018');
      await textbox(page, 'Valor de entrada').pressSequentially('70000');
      await combobox(page, 'Número de parcelas').selectOption('60');
    },
    estimate: ['Parcela estimada em 60x', 'R$\u00a0280.000,50'],
    details: [
      'Dados do veículo',
      'Tipo de veículo: Caminhão',
      'Valor do veículo: R$\u00a0350.000,50',
      'Ano do veículo: 2018',
      'Valor de entrada: R$\u00a070.000,00',
      'Número de parcelas: 60x',
    ],
    absent: ['Valor desejado', 'Valor estimado', 'Saldo devedor', 'parcela atual'],
  },
  {
    id: 'emprestimo-com-garantia',
    fill: async (page) => {
      await textbox(page, 'Valor desejado').pressSequentially('30000');
      await combobox(page, 'Tipo de veículo').selectOption({ label: 'Carro' });
      await textbox(page, 'Ano do veículo').fill('2019');
      await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
      await combobox(page, 'Número de parcelas').selectOption('36');
    },
    estimate: ['Parcela estimada em 36x', 'Valor solicitado', 'R$\u00a030.000,00'],
    details: [
      'Dados do empréstimo',
      'Valor desejado: R$\u00a030.000,00',
      'Tipo de veículo: Carro',
      'Ano do veículo: 2019',
      'Valor estimado do veículo: R$\u00a060.000,00',
      'Número de parcelas: 36x',
    ],
    absent: ['Valor de entrada', 'Saldo devedor', 'parcela atual', 'Dados do veículo'],
  },
  {
    id: 'refinanciamento',
    fill: async (page) => {
      await combobox(page, 'Tipo de veículo').selectOption({ label: 'Moto' });
      await textbox(page, 'Ano do veículo').fill('2021');
      await textbox(page, 'Valor do veículo').pressSequentially('25000');
      await textbox(page, 'Saldo devedor atual').pressSequentially('12345,67');
      await textbox(page, 'Valor da parcela atual').pressSequentially('900');
      await combobox(page, 'Número de parcelas').selectOption('24');
    },
    estimate: ['Parcela estimada em 24x', 'Saldo devedor a refinanciar', 'R$\u00a012.345,67', refinancingCopy.differenceLabel, refinancingCopy.estimateNotice],
    details: [
      'Dados do refinanciamento',
      'Tipo de veículo: Moto',
      'Ano do veículo: 2021',
      'Valor do veículo: R$\u00a025.000,00',
      'Saldo devedor atual: R$\u00a012.345,67',
      'Valor da parcela atual: R$\u00a0900,00',
      'Número de parcelas: 24x',
    ],
    absent: ['Valor de entrada', 'Valor desejado', 'Valor estimado', 'Dados do veículo'],
  },
];

test.describe('wizard per product › from its landing card to WhatsApp', () => {
  for (const run of runs) {
    const { label, wizardTitle, detailsStepTitle, messageHeader } = product(run.id);
    test(`${label}: named by the heading, the steps, the review and the message's first line`, async ({ page }) => {
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
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continuar' }).click();

      await expect(stepHeading(page, 'Para concluir')).toBeFocused();
      await expect(page.getByRole('group', { name: 'Modalidade' })).toHaveCount(0);
      await expect(page.getByRole('definition').filter({ hasText: label }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: detailsStepTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: `Editar ${detailsStepTitle.toLowerCase()}` })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();

      const [call] = await openCalls(page);
      const text = whatsappText(call!.url);
      expect(text.split('\n')).toEqual([messageHeader, '', ...personalLinesPF, '', ...run.details]);
      for (const other of run.absent) expect(text).not.toContain(other);
      expect(text).not.toMatch(/nascimento|renda|banco/i);
      await expect(stepHeading(page, 'Solicitação enviada!')).toBeFocused();
      await expect(page).toHaveURL(`/financiamento?modalidade=${run.id}&etapa=4`);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
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
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('');
    await expect(textbox(page, 'Valor estimado do veículo')).toHaveValue('');
    await combobox(page, 'Tipo de veículo').selectOption({ label: 'Moto' });
    await textbox(page, 'Ano do veículo').fill('2017');
    await textbox(page, 'Valor estimado do veículo').pressSequentially('60000');
    await textbox(page, 'Valor desejado').pressSequentially('40000');

    await chooseProduct(page, 'Refinanciamento');
    await expect(stepHeading(page, 'Dados do refinanciamento')).toBeVisible();
    await expect(textbox(page, 'Valor desejado')).toHaveCount(0);
    // Refinancing asks for the vehicle the visitor owns, as the loan does: the same answers.
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2017');
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^60\.000(,00)?$/);
    await textbox(page, 'Saldo devedor atual').pressSequentially('30000');

    await chooseProduct(page, 'Financiamento');
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await expect(textbox(page, 'Valor de entrada')).toHaveValue(/^20\.000(,00)?$/);
    await expect(textbox(page, 'Valor do veículo')).toHaveValue(/^85\.000(,00)?$/);
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2020');
    await expect(combobox(page, 'Tipo de veículo')).toHaveValue('carro');
    await chooseProduct(page, 'Empréstimo com garantia');
    await expect(textbox(page, 'Valor desejado')).toHaveValue(/^40\.000(,00)?$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();

    const [call] = await openCalls(page);
    const text = whatsappText(call!.url);
    expect(text.split('\n')[0]).toBe('Nova solicitação de empréstimo com garantia');
    expect(text).toContain('Valor desejado: R$\u00a040.000,00');
    expect(text).toContain('Valor estimado do veículo: R$\u00a060.000,00');
    expect(text).toContain('Ano do veículo: 2017');
    // Nothing of the other products typed on the way.
    expect(text).not.toContain('Valor de entrada');
    expect(text).not.toContain('85.000');
    expect(text).not.toContain('2020');
    expect(text).not.toContain('20.000');
    expect(text).not.toContain('Saldo devedor');
    expect(text).not.toContain('30.000');
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
    expect(await axeViolations(page)).toEqual([]);
    await amount.fill('');
    await amount.pressSequentially('5000');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'R$\u00a05.000,00' })).toBeVisible();
  });

  test('step 2 of the loan asks for the amount, the year and the estimated value (toast, marks, focus)', async ({ page }) => {
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
    await expect(textbox(page, 'Valor desejado')).toBeFocused();
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
