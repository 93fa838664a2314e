// Projects: desktop only: each product's journey, estimate and message; the phone journey is wizard.spec's. Each product's rules, its fields' branches and the simulator's prefill are app/flows/wizard/Wizard.test.tsx's; financing's and the secured loan's estimate carried from the simulator to the message, Simulator.test.tsx's.
import { products, refinancingCopy, requestMessageCopy, solutionCards, wizardCopy, type ProductId } from '@repo/content';
import { detailsFields } from '@repo/whatsapp';
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
 * wizard, to the WhatsApp message; from the simulator's figures to the message; the prerendered
 * form; a reload, Back and Forward.
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

test.describe('wizard per product › from the simulator to WhatsApp', () => {
  // Refinancing's journey, the one with the most to carry and answer: its own tab, a balance typed
  // in the simulator, then its bank and installments left. Financing's and the secured loan's,
  // the same pages with other figures: app/flows/simulator/Simulator.test.tsx › from "Quero esta
  // proposta" to WhatsApp.
  const simulator = (page: Page) => page.locator('#simulator');
  const { label, tabLabel } = product('refinanciamento');
  // Pinned in content's unit tests against a hand computation: R$ 30.000,00 over 48x.
  const installment = 'R$\u00a0852,27';
  const term = '48 meses';
  const cet = '17,38% a.a.';

  test(`${label}: the message carries the estimate the visitor saw, marked as one`, async ({ page }) => {
    await stubWindowOpen(page, 'opened');
    await page.goto('/');
    await simulator(page).locator('label').filter({ hasText: new RegExp(`^${tabLabel}$`) }).click();
    await simulator(page).getByRole('textbox', { name: 'Saldo devedor atual', exact: true }).fill('30.000,00');
    await simulator(page).getByRole('combobox', { name: 'Número de parcelas' }).selectOption('48');
    // What the visitor sees: the installment and the CET.
    await expect(simulator(page).getByText(installment, { exact: true })).toBeVisible();
    await expect(simulator(page).getByText(cet, { exact: true })).toBeVisible();
    await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(page).toHaveURL('/financiamento?modalidade=refinanciamento');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Ano do veículo').fill('2021');
    await textbox(page, 'Valor do veículo').pressSequentially('45000');
    await combobox(page, 'Banco do financiamento atual').fill('Banco Pan');
    await textbox(page, 'Parcelas restantes').fill('24');
    // Step 2 shows the same estimate.
    await expect(page.getByRole('region', { name: 'Estimativa' }).getByText(installment, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Para concluir')).toBeVisible();
    const estimate = [requestMessageCopy.estimateTitle, `Parcela estimada: ${installment}`, `Prazo: ${term}`, `CET estimado: ${cet}`];
    // The review shows it as it will be sent.
    const review = page.getByRole('region', { name: requestMessageCopy.estimateTitle });
    await expect(review.getByRole('definition')).toHaveText([installment, term, cet]);
    await expect(page.getByText(`Origem: simulador da página inicial · ${label}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    const [call] = await openCalls(page);
    const lines = whatsappText(call!.url).split('\n');
    expect(lines[0]).toBe(requestMessageCopy.greeting.refinanciamento);
    // Then where the visitor came from: the simulator, and the product.
    expect(lines.slice(-7)).toEqual(['', ...estimate, '', `Origem: simulador da página inicial · ${label}`]);
  });
});
