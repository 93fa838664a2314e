import {
  fieldHelp,
  fieldRuleMessages,
  formatAmount,
  formatBRL,
  guidanceHints,
  privacyNotice,
  products,
  rates,
  refinancingCopy,
  requestMessageCopy,
  securedLoanRangeMessage,
  simulateVehicle,
  simulatorCopy,
  toasts,
  whatsappBlockedFallback,
  wizardCopy,
  type ProductId,
} from '@repo/content';
import { requestFieldMaxLengths } from '@repo/whatsapp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import {
  axeViolations,
  button,
  combobox,
  expectFields,
  fillPersonalPF,
  literally,
  pressSequentially,
  renderAt,
  stubWindowOpen,
  textbox,
  toastRegion,
  whatsappText,
} from '../flowTesting';
import { formPropertyTimeout } from '../../../../../.ci/timeouts.mjs';
import { amount, amountBetween, cpf, enter, entry, phone } from '../typedAsBrazilians';
import { FinancingWizard } from './Wizard';

/*
 * The wizard's rules, messages and branches, rendered as /financiamento renders it and driven as a
 * visitor drives it, in real Chromium: each impossible answer said at its field, each missing one
 * toasted, each product's fields and message, what a CNPJ in the CPF field or a typo in an e-mail
 * does, what is sent when the tab is blocked. The journeys through the built page (both sizes,
 * hydration, reloads, Back and Forward, the keyboard, the layout below the sticky header) are the
 * e2e suite's (e2e/wizard.spec.ts, e2e/wizard-products.spec.ts); docs/e2e-moves.md lists what
 * moved here from it.
 */

/** The wizard as its page holds it, at `search`: a document loaded at /financiamento`search`. */
const openWizard = (search = '?modalidade=financiamento') =>
  renderAt(
    search,
    <section aria-labelledby="financiamento-titulo">
      <FinancingWizard />
    </section>,
  );

/** The wizard's part of the page, for axe. */
const wizardRegion = () => document.querySelector('section[aria-labelledby="financiamento-titulo"]')!;

const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = () => button('Continuar').click();
const finish = () => button('Finalizar Solicitação').click();

/** Clicks the label whose text is `text` (the segmented controls' radios are hidden behind theirs). */
async function clickLabel(text: string, scope: Element = document.body) {
  const label = [...scope.querySelectorAll('label')].find((element) => element.textContent?.trim() === text);
  if (!label) throw new Error(`No label "${text}"`);
  await page.elementLocator(label).click();
}
const chooseProduct = (label: string) => clickLabel(label, page.getByRole('group', { name: 'Modalidade' }).element());
const choosePersonType = (label: string) => clickLabel(label);

/** The wizard at `search`, step 1 completed: on step 2. */
async function openAtStep2(search: string) {
  await openWizard(search);
  await fillPersonalPF();
  await next();
}

/** Financing's step 2, every answer given (e2e/wizard.spec.ts's `fillVehicle`, its kind and plate aside). */
async function fillVehicle() {
  await combobox('Tipo de veículo').selectOptions('Carro');
  await textbox('Marca e modelo').fill('Fiat Strada Freedom 1.3');
  await pressSequentially(textbox('Valor do veículo'), '85000');
  await textbox('Ano do veículo').fill('2020');
  await pressSequentially(textbox('Valor de entrada'), '20000');
}

/** What a field holds now. */
const valueOf = (field: Locator) => (field.element() as HTMLInputElement).value;

/** The field is marked invalid with `message` in its description, and still holds `value`. */
async function expectSaid(field: Locator, message: string, value: string | RegExp) {
  await expect.element(field).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field).toHaveAccessibleDescription(literally(message));
  if (typeof value === 'string') await expect.element(field).toHaveValue(value);
  else await expect.poll(() => valueOf(field)).toMatch(value);
}

/** The text an element holds now, its no-break spaces kept. */
const textOf = (locator: Locator) => locator.element().textContent ?? '';

/** How many elements `locator` finds, once the form has rendered. */
const countOf = (locator: Locator) => expect.poll(() => locator.elements().length);

/** What step 2's estimate shows beside `label`, as the visitor reads it. */
function shownEstimate(label: string): string {
  const region = page.getByRole('region', { name: 'Estimativa' }).element();
  const row = [...region.querySelectorAll('dl > div')].find((item) => item.querySelector('dt')?.textContent?.trim() === label);
  if (!row) throw new Error(`No "${label}" in the estimate`);
  return row.querySelector('dd')!.textContent!.trim();
}

/** The estimate section the message carries for what step 2 shows at `count` installments (e2e/wizard.ts's, read here). */
async function estimateLinesShown(count: number, { saving = false } = {}): Promise<string[]> {
  await expect.element(page.getByRole('region', { name: 'Estimativa' })).toBeVisible();
  const lines = [
    requestMessageCopy.estimateTitle,
    `${requestMessageCopy.installmentLabel}: ${shownEstimate(wizardCopy.estimatedInstallmentLabel(count))}`,
    `${requestMessageCopy.termLabel}: ${requestMessageCopy.term(count)}`,
    `${requestMessageCopy.cetLabel}: ${shownEstimate(simulatorCopy.cetLabel)}`,
  ];
  if (!saving) return lines;
  return [
    ...lines,
    ...[refinancingCopy.differenceLabel, refinancingCopy.currentTotalLabel, refinancingCopy.newTotalLabel, refinancingCopy.totalDifferenceLabel].map(
      (label) => `${label}: ${shownEstimate(label)}`,
    ),
  ];
}

/** The WhatsApp text of the last hand-off, by line. */
function sentLines(calls: { url: string }[]): string[] {
  expect(calls.length).toBeGreaterThan(0);
  return whatsappText(calls.at(-1)!.url).split('\n');
}

/** Next year: the newest model year the forms accept. */
const newest = new Date().getFullYear() + 1;

const product = (id: ProductId) => products.find((item) => item.id === id)!;

describe('wizard › what each step-1 field is', () => {
  it('every field is labelled and required, with autocomplete and a keyboard hint; a company’s name is filled as an organization’s', async () => {
    await openWizard('');
    await expectFields({
      CPF: { autocomplete: 'off', inputmode: 'numeric', placeholder: '000.000.000-00' },
      'Nome completo': { autocomplete: 'name' },
      'E-mail': { type: 'email', autocomplete: 'email', inputmode: 'email', placeholder: 'seuemail@exemplo.com' },
      Telefone: { autocomplete: 'tel', inputmode: 'tel', placeholder: '(00) 00000-0000' },
    });
    await choosePersonType('Pessoa Jurídica');
    await expectFields({
      CNPJ: { autocomplete: 'off', placeholder: '00.000.000/0000-00' },
      'Razão social': { autocomplete: 'organization' },
      'Nome da pessoa de contato': { autocomplete: 'name' },
    });
    expect(await axeViolations(wizardRegion())).toEqual([]);
  });
});

describe('wizard › Pessoa Jurídica', () => {
  it('step 1 is "Dados da empresa": CNPJ, razão social and the contact person, all sent, optional answers "Não informado"', async () => {
    const calls = stubWindowOpen('opened');
    await openWizard('');
    await choosePersonType('Pessoa Jurídica');
    await expect.element(textbox('CPF')).not.toBeInTheDocument();
    await expect.element(stepHeading('Dados da empresa')).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Etapas da solicitação' }).getByRole('listitem').first()).toMatchTextContent('Dados da empresa');
    await pressSequentially(textbox('CNPJ'), '12abc34501de35');
    await expect.element(textbox('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await textbox('Razão social').fill('Transportes "Exemplo" & Filhos Ltda. #1 ?+% 🚚');
    await textbox('E-mail').fill('frota+site@exemplo.com');
    await pressSequentially(textbox('Telefone'), '6230000000');
    // The contact person is asked: the broker talks to someone, not to a razão social.
    await next();
    const contact = textbox('Nome da pessoa de contato');
    await expect.element(contact).toHaveFocus();
    await expect.element(contact).toHaveAccessibleDescription('Preencha o campo Nome da pessoa de contato.');
    await contact.fill('Ana Paula Souza');
    await next();
    await pressSequentially(textbox('Valor do veículo'), '350000,50');
    await textbox('Ano do veículo').fill('2018');
    await pressSequentially(textbox('Valor de entrada'), '70000');
    const estimateLines = await estimateLinesShown(48);
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Dados da empresa' })).toBeVisible();
    // The kind, the make and model and the plate, left empty, each in the word agreeing with its label.
    for (const word of ['Não informado', 'Não informados', 'Não informada']) {
      await countOf(page.getByRole('definition').filter({ hasText: new RegExp(`^${word}$`) })).toBe(1);
    }
    await finish();
    expect(sentLines(calls)).toEqual([
      'Olá! Gostaria de solicitar um financiamento de veículo.',
      '',
      'Dados da empresa',
      'Tipo de pessoa: Pessoa Jurídica',
      'CNPJ: 12.ABC.345/01DE-35',
      'Razão social: Transportes "Exemplo" & Filhos Ltda. #1 ?+% 🚚',
      'Nome da pessoa de contato: Ana Paula Souza',
      'E-mail: frota+site@exemplo.com',
      'Telefone: (62) 3000-0000',
      '',
      'Dados do veículo',
      'Tipo de veículo: Não informado',
      'Marca e modelo: Não informados',
      'Valor do veículo: R$\u00a0350.000,50 (valor informado pelo cliente)',
      'Ano do veículo: 2018',
      'Placa do veículo: Não informada',
      'Valor de entrada: R$\u00a070.000,00',
      // None chosen: the select starts at the count the estimate uses, and that count is sent.
      'Número de parcelas: 48x',
      '',
      ...estimateLines,
      '',
      'Origem: assistente de financiamento · Financiamento',
    ]);
  });

  it('switching to Pessoa Jurídica and back keeps the CPF', async () => {
    await openWizard('');
    await pressSequentially(textbox('CPF'), '52998224725');
    await choosePersonType('Pessoa Jurídica');
    await expect.element(textbox('Razão social')).toBeVisible();
    await choosePersonType('Pessoa Física');
    await expect.element(textbox('CPF')).toHaveValue('529.982.247-25');
  });
});

describe('wizard › privacy notice (LGPD art. 9)', () => {
  it('step 1 shows the short notice before the CPF field, with the full text one click away', async () => {
    await openWizard('');
    const step = page.elementLocator(wizardRegion());
    const notice = step.getByText(privacyNotice.summary.wizard);
    await expect.element(notice).toBeVisible();
    await expect.element(notice).toMatchTextContent('rascunho fica apenas neste navegador');
    // Before the first field: the notice comes first in the step's reading order.
    expect(notice.element().getBoundingClientRect().top).toBeLessThan(textbox('CPF').element().getBoundingClientRect().top);
    // The full notice: one click on its disclosure.
    await expect.element(step.getByText(privacyNotice.sections[2]!.text)).not.toBeVisible();
    await step.getByText(privacyNotice.moreLabel).click();
    for (const section of privacyNotice.sections) await expect.element(step.getByText(section.text)).toBeVisible();
    await expect.element(step.getByText(/fica guardado só neste navegador/)).toBeVisible();
    expect(await axeViolations(wizardRegion())).toEqual([]);
  });
});

describe('wizard › validation', () => {
  it('on step 1, Continuar with empty fields toasts, marks each field and focuses the first', async () => {
    await openWizard('');
    await next();
    await expect.element(toastRegion().getByText(toasts.personalDataIncomplete.title)).toBeVisible();
    await expect.element(toastRegion().getByText(toasts.personalDataIncomplete.description)).toBeVisible();
    for (const name of ['CPF', 'Nome completo', 'E-mail', 'Telefone']) {
      await expect.element(textbox(name)).toHaveAttribute('aria-invalid', 'true');
      await expect.element(page.getByText(`Preencha o campo ${name}.`)).toBeVisible();
    }
    await expect.element(textbox('CPF')).toHaveFocus();
    await expect.element(stepHeading('Dados pessoais')).toBeVisible();
    expect(await axeViolations(wizardRegion())).toEqual([]);
    // Filling a field clears its mark; the first still missing gets the focus next time.
    await pressSequentially(textbox('CPF'), '52998224725');
    await expect.element(textbox('CPF')).not.toHaveAttribute('aria-invalid', 'true');
    await next();
    await expect.element(textbox('Nome completo')).toHaveFocus();
  });

  it('a complete CPF with wrong check digits is said at the field and blocks until corrected, nothing lost', async () => {
    await openWizard('');
    const cpfField = textbox('CPF');
    await pressSequentially(cpfField, '12345678900');
    await textbox('Nome completo').fill('João Souza');
    await textbox('E-mail').fill('joao@exemplo.com');
    await pressSequentially(textbox('Telefone'), '66999990000');
    await next();
    await expect.element(cpfField).toHaveFocus();
    await expect.element(cpfField).toHaveAttribute('aria-invalid', 'true');
    await expect.element(cpfField).toHaveAccessibleDescription(fieldRuleMessages.cpfInvalid);
    await expect.element(cpfField).toHaveValue('123.456.789-00');
    await expect.element(stepHeading('Dados pessoais')).toBeVisible();
    // Nothing was missing: no toast, the message at the field says it all.
    await expect.element(toastRegion().getByText(toasts.personalDataIncomplete.title)).not.toBeInTheDocument();
    await cpfField.fill('');
    await pressSequentially(cpfField, '52998224725');
    await expect.element(cpfField).not.toHaveAttribute('aria-invalid', 'true');
    await next();
    await expect.element(stepHeading('Dados do veículo')).toBeVisible();
  });

  it('on step 2, Continuar with missing vehicle data toasts the vehicle message; the FAQ’s minimums are hints at their fields, not rules', async () => {
    await openAtStep2('');
    await pressSequentially(textbox('Valor do veículo'), '15000');
    await next();
    await expect.element(toastRegion().getByText(toasts.vehicleDataIncomplete.title)).toBeVisible();
    await expect.element(toastRegion().getByText(toasts.vehicleDataIncomplete.description)).toBeVisible();
    await expect.element(textbox('Ano do veículo')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(textbox('Valor de entrada')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(textbox('Valor do veículo')).not.toHaveAttribute('aria-invalid', 'true');
    await expect.element(textbox('Ano do veículo')).toHaveFocus();
    // The FAQ's R$ 20.000 / 20% guidance is a hint, not a rule.
    await textbox('Ano do veículo').fill('2015');
    await pressSequentially(textbox('Valor de entrada'), '1000');
    // Beside each field it concerns, as its description.
    await expect.element(textbox('Valor do veículo')).toHaveAccessibleDescription(/Em geral, os bancos financiam veículos a partir de R\$\u00a020\.000/);
    await expect.element(textbox('Valor de entrada')).toHaveAccessibleDescription(/pelo menos 20% do valor do veículo \(R\$\u00a03\.000,00\)/);
    expect(await axeViolations(wizardRegion())).toEqual([]);
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
  });

  it('error toasts: one at a time, and a step’s go once it succeeds', async () => {
    await openWizard('');
    // The toasts' region arrives once the form has mounted (FlowToasts): found anew each time.
    const open = () => toastRegion().query()?.querySelectorAll('li[data-state="open"]') ?? [];
    await next();
    await expect.poll(() => open().length).toBe(1);
    expect(open()[0]!.textContent).toContain(toasts.personalDataIncomplete.title);
    await fillPersonalPF();
    await next();
    await expect.element(stepHeading('Dados do veículo')).toHaveFocus();
    // Step 1 succeeded: its toast goes at once, not after its own six seconds.
    await expect.poll(() => open().length, { timeout: 1_000 }).toBe(0);
    await next();
    await expect.poll(() => open()[0]?.textContent ?? '').toContain(toasts.vehicleDataIncomplete.title);
    // Pressed again: the newer toast replaces the older, never a pile.
    await next();
    await expect.poll(() => open().length).toBe(1);
    await fillVehicle();
    await next();
    await expect.element(stepHeading('Para concluir')).toHaveFocus();
    await expect.poll(() => open().length, { timeout: 1_000 }).toBe(0);
  });

  it('an address pointing past an incomplete step starts at the first incomplete one', async () => {
    const first = await openWizard('?etapa=3');
    await expect.element(stepHeading('Dados pessoais')).toBeVisible();
    await expect.poll(() => window.location.search).toBe('?modalidade=financiamento');
    await first.unmount();
    await openWizard('?etapa=4');
    await expect.element(stepHeading('Dados pessoais')).toBeVisible();
  });
});

describe('wizard › form rules', () => {
  it('step 1: CPF 111.111.111-11, the name “M”, “maria@” and “1234” are each said at their field; corrected, it goes on', async () => {
    await openWizard('');
    await pressSequentially(textbox('CPF'), '11111111111');
    await textbox('Nome completo').fill('M');
    await textbox('E-mail').fill('maria@');
    await pressSequentially(textbox('Telefone'), '1234');
    await next();
    await expect.element(textbox('CPF')).toHaveFocus();
    await expectSaid(textbox('CPF'), fieldRuleMessages.cpfInvalid, '111.111.111-11');
    await expectSaid(textbox('Nome completo'), fieldRuleMessages.fullName, 'M');
    await expectSaid(textbox('E-mail'), fieldRuleMessages.email, 'maria@');
    await expectSaid(textbox('Telefone'), fieldRuleMessages.phone, /^\(12\) 34/);
    // Nothing is missing: SPEC's toast is for missing answers.
    await expect.element(toastRegion().getByText(toasts.personalDataIncomplete.title)).not.toBeInTheDocument();
    // Corrected, each message goes as the visitor types.
    await textbox('Nome completo').fill('Maria da Silva');
    await expect.element(textbox('Nome completo')).not.toHaveAttribute('aria-invalid', 'true');
    await expect.element(stepHeading('Dados pessoais')).toBeVisible();
  });

  it('financing: a year after next year, a R$ 999.999.999 car and a down payment above its price', async () => {
    await openAtStep2('?modalidade=financiamento');
    await combobox('Tipo de veículo').selectOptions('Carro');
    await pressSequentially(textbox('Valor do veículo'), '999999999');
    await textbox('Ano do veículo').fill(String(newest + 1));
    await pressSequentially(textbox('Valor de entrada'), '20000');
    await next();
    await expect.element(textbox('Valor do veículo')).toHaveFocus();
    // Formatted as reais once left: the same figure.
    await expectSaid(textbox('Valor do veículo'), 'Informe um valor entre R$\u00a03.000,00 e R$\u00a02.000.000,00 para um carro.', '999.999.999,00');
    await expectSaid(textbox('Ano do veículo'), `Informe um ano entre 1950 e ${newest}.`, String(newest + 1));
    // No estimate is made of impossible figures.
    await expect.element(page.getByText(/bilh/)).not.toBeInTheDocument();
    await textbox('Valor do veículo').fill('');
    await pressSequentially(textbox('Valor do veículo'), '85000');
    await textbox('Ano do veículo').fill('2020');
    // A down payment above the price is said at the down payment, and what was typed stays.
    await textbox('Valor de entrada').fill('');
    await pressSequentially(textbox('Valor de entrada'), '90000');
    await next();
    await expectSaid(textbox('Valor de entrada'), fieldRuleMessages.downPayment, '90.000,00');
    await textbox('Valor de entrada').fill('');
    await pressSequentially(textbox('Valor de entrada'), '20000');
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
  });

  it('secured loan: R$ 500.000 against a R$ 60.000 car is said at the amount, and 1949 at the year', async () => {
    await openAtStep2('?modalidade=emprestimo-com-garantia');
    await pressSequentially(textbox('Valor desejado'), '500000');
    await textbox('Ano do veículo').fill('1949');
    await pressSequentially(textbox('Valor estimado do veículo'), '60000');
    await next();
    await expectSaid(
      textbox('Valor desejado'),
      // The default broker lends up to 70% of the vehicle's value (produtos.emprestimo.limitePercentualDoVeiculo).
      'Um veículo de R$\u00a060.000,00 garante até cerca de R$\u00a042.000,00 (70% do valor). Informe um valor até esse limite.',
      '500.000,00',
    );
    await expectSaid(textbox('Ano do veículo'), `Informe um ano entre 1950 e ${newest}.`, '1949');
    await expect.element(stepHeading('Dados do empréstimo')).toBeVisible();
  });

  it('refinancing: a balance above the vehicle’s value is said at the balance, no installment left at its field; switching product loses nothing', async () => {
    await openAtStep2('?modalidade=refinanciamento');
    await textbox('Ano do veículo').fill('2021');
    await pressSequentially(textbox('Valor do veículo'), '25000');
    await combobox('Banco do financiamento atual').fill('Itaú');
    await pressSequentially(textbox('Saldo devedor atual'), '30000');
    await textbox('Parcelas restantes').fill('0');
    await next();
    await expect.element(textbox('Saldo devedor atual')).toHaveFocus();
    await expectSaid(textbox('Saldo devedor atual'), 'O saldo devedor não pode passar do valor do veículo (R$\u00a025.000,00).', '30.000,00');
    await expectSaid(textbox('Parcelas restantes'), fieldRuleMessages.remainingInstallments, '0');
    await chooseProduct('Financiamento');
    await chooseProduct('Refinanciamento');
    // Switching product loses nothing: the balance is still there, still said.
    await expect.poll(() => valueOf(textbox('Saldo devedor atual'))).toMatch(/^30\.000(,00)?$/);
  });
});

describe('wizard › pop-up blocked', () => {
  it('the result shows a focused notice with a link to the same message; nothing on screen says it was sent', async () => {
    const calls = stubWindowOpen('blocked');
    await openAtStep2('');
    await fillVehicle();
    await next();
    await finish();
    expect(calls).toHaveLength(1);
    const notice = page.getByRole('alert').filter({ hasText: whatsappBlockedFallback.description });
    await expect.element(notice).toHaveFocus();
    // Nothing was sent: step 4 says so and what to do, never "Solicitação enviada!".
    await expect.element(stepHeading('Falta enviar a solicitação pelo WhatsApp')).toBeVisible();
    await expect.element(page.getByText(wizardCopy.resultBlockedDescription)).toBeVisible();
    await expect.element(page.getByText(/ainda não foi enviada/)).toBeVisible();
    await expect.element(page.getByText(toasts.financingSent.title)).not.toBeInTheDocument();
    await expect.element(page.getByText(wizardCopy.resultDescription)).not.toBeInTheDocument();
    // The same link the contact form's notice gives (BlockedNotice), whose press e2e/contact.spec.ts follows to the tab it opens.
    const link = notice.getByRole('link', { name: whatsappBlockedFallback.linkLabel });
    await expect.element(link).toHaveAttribute('href', calls[0]!.url);
    await expect.element(link).toHaveAttribute('target', '_blank');
    expect(whatsappText(calls[0]!.url)).toContain('Nome completo: Maria da Silva');
    expect(await axeViolations(wizardRegion())).toEqual([]);
  });
});

describe('wizard per product › what each step 2 asks and says', () => {
  it('the name and e-mail are bounded so the whole message fits in 2,000 characters', async () => {
    await openWizard('');
    await expect.element(textbox('Nome completo')).toHaveAttribute('maxlength', String(requestFieldMaxLengths.fullName));
    await expect.element(textbox('E-mail')).toHaveAttribute('maxlength', String(requestFieldMaxLengths.email));
    // Inserted at once, as a paste or a keyboard's suggestion inserts it.
    await textbox('Nome completo').click();
    document.execCommand('insertText', false, 'x'.repeat(requestFieldMaxLengths.fullName + 50));
    await expect.element(textbox('Nome completo')).toHaveValue('x'.repeat(requestFieldMaxLengths.fullName));
  });

  it('switching product keeps every answer typed, shows only the chosen product’s fields and sends only its answers', async () => {
    const calls = stubWindowOpen('opened');
    await openWizard('?modalidade=financiamento');
    await fillPersonalPF();
    // On step 1 too: the heading, the step indicator and the URL follow.
    await chooseProduct('Refinanciamento');
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Solicite seu refinanciamento');
    await expect.poll(() => window.location.search).toBe('?modalidade=refinanciamento');
    await expect.element(textbox('Nome completo')).toHaveValue('Maria da Silva');
    await chooseProduct('Financiamento');
    await next();
    await expect.element(stepHeading('Dados do veículo')).toHaveFocus();
    await combobox('Tipo de veículo').selectOptions('Carro');
    await textbox('Marca e modelo').fill('Fiat Strada');
    await pressSequentially(textbox('Valor do veículo'), '85000');
    await textbox('Ano do veículo').fill('2020');
    await pressSequentially(textbox('Valor de entrada'), '20000');

    await chooseProduct('Empréstimo com garantia');
    await expect.element(stepHeading('Dados do empréstimo')).toBeVisible();
    await expect.poll(() => window.location.search).toBe('?modalidade=emprestimo-com-garantia&etapa=2');
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Solicite seu empréstimo com garantia');
    await expect.element(textbox('Valor de entrada')).not.toBeInTheDocument();
    // The vehicle being bought is not the one the visitor owns: no figure moves to the loan.
    await expect.element(combobox('Tipo de veículo')).toHaveValue('');
    await expect.element(textbox('Marca e modelo')).toHaveValue('');
    await expect.element(textbox('Ano do veículo')).toHaveValue('');
    await expect.element(textbox('Valor estimado do veículo')).toHaveValue('');
    await combobox('Tipo de veículo').selectOptions('Moto');
    await textbox('Marca e modelo').fill('Honda CG 160');
    await textbox('Ano do veículo').fill('2017');
    await pressSequentially(textbox('Valor estimado do veículo'), '60000');
    await combobox('Veículo quitado').selectOptions('Sim, está quitado');
    await pressSequentially(textbox('Valor desejado'), '40000');

    await chooseProduct('Refinanciamento');
    await expect.element(stepHeading('Dados do refinanciamento')).toBeVisible();
    await expect.element(textbox('Valor desejado')).not.toBeInTheDocument();
    // Refinancing asks for the vehicle the visitor owns, as the loan does: the same answers.
    await expect.element(textbox('Ano do veículo')).toHaveValue('2017');
    await expect.element(textbox('Marca e modelo')).toHaveValue('Honda CG 160');
    await expect.poll(() => valueOf(textbox('Valor do veículo'))).toMatch(/^60\.000(,00)?$/);
    await expect.element(combobox('Veículo quitado')).not.toBeInTheDocument();
    await pressSequentially(textbox('Saldo devedor atual'), '30000');

    await chooseProduct('Financiamento');
    await expect.element(stepHeading('Dados do veículo')).toBeVisible();
    await expect.poll(() => valueOf(textbox('Valor de entrada'))).toMatch(/^20\.000(,00)?$/);
    await expect.poll(() => valueOf(textbox('Valor do veículo'))).toMatch(/^85\.000(,00)?$/);
    await expect.element(textbox('Ano do veículo')).toHaveValue('2020');
    await expect.element(textbox('Marca e modelo')).toHaveValue('Fiat Strada');
    await expect.element(combobox('Tipo de veículo')).toHaveValue('carro');
    await chooseProduct('Empréstimo com garantia');
    await expect.poll(() => valueOf(textbox('Valor desejado'))).toMatch(/^40\.000(,00)?$/);
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
    await finish();

    const text = sentLines(calls).join('\n');
    expect(text.split('\n')[0]).toBe(requestMessageCopy.greeting['emprestimo-com-garantia']);
    expect(text).toContain('Valor desejado: R$\u00a040.000,00');
    expect(text).toContain('Valor estimado do veículo: R$\u00a060.000,00');
    expect(text).toContain('Ano do veículo: 2017');
    expect(text).toContain('Marca e modelo: Honda CG 160');
    expect(text).toContain('Veículo quitado: Sim');
    // Nothing of the other products typed on the way.
    for (const other of ['Strada', 'Valor de entrada', '85.000', '2020', '20.000', 'Saldo devedor', '30.000']) expect(text).not.toContain(other);
  });

  it('Placa do veículo: one that is none is said at its field and kept; Mercosul in lower case goes on, written as the registry writes it', async () => {
    const calls = stubWindowOpen('opened');
    await openAtStep2('');
    await pressSequentially(textbox('Valor do veículo'), '45.000');
    await textbox('Ano do veículo').fill('2019');
    await pressSequentially(textbox('Valor de entrada'), '9.000');
    const plate = textbox('Placa do veículo');
    await expect.element(plate).toHaveAccessibleDescription('Opcional. Mercosul (ABC1D23) ou antiga (ABC-1234).');
    await pressSequentially(plate, 'abc-12d4');
    await next();
    await expect.element(plate).toHaveFocus();
    await expect.element(plate).toHaveAttribute('aria-invalid', 'true');
    await expect.element(plate).toHaveAccessibleDescription(/Informe a placa como no documento do veículo: ABC1D23 \(Mercosul\) ou ABC-1234\./);
    await expect.element(plate).toHaveValue('abc-12d4');
    await expect.element(stepHeading('Dados do veículo')).toBeVisible();
    expect(await axeViolations(wizardRegion())).toEqual([]);
    // Mended: a Mercosul plate, pasted in lower case with a hyphen.
    await plate.fill('abc-1d23');
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
    await expect.element(page.getByRole('definition').filter({ hasText: /^ABC1D23$/ })).toBeVisible();
    await finish();
    expect(sentLines(calls).join('\n')).toContain('\nPlaca do veículo: ABC1D23\n');
  });

  it('the secured loan’s range: R$ 4.999,99 and R$ 500.000,01 get it at the field and stay; R$ 5.000,00 goes on', async () => {
    await openAtStep2('?modalidade=emprestimo-com-garantia');
    const loan = textbox('Valor desejado');
    await pressSequentially(loan, '4999,99');
    await textbox('Ano do veículo').fill('2019');
    await pressSequentially(textbox('Valor estimado do veículo'), '60000');
    await combobox('Veículo quitado').selectOptions('Sim, está quitado');
    for (const [typed, shown] of [
      ['4999,99', /^4\.999,99$/],
      ['500000,01', /^500\.000,01$/],
    ] as const) {
      if (typed !== '4999,99') {
        await loan.fill('');
        await pressSequentially(loan, typed);
      }
      await next();
      await expect.element(loan).toHaveFocus();
      await expect.element(loan).toHaveAttribute('aria-invalid', 'true');
      await expect.element(loan).toHaveAccessibleDescription(literally(securedLoanRangeMessage));
      await expect.element(stepHeading('Dados do empréstimo')).toBeVisible();
      // Nothing typed is lost.
      await expect.poll(() => valueOf(loan)).toMatch(shown);
      await expect.element(textbox('Ano do veículo')).toHaveValue('2019');
      await expect.poll(() => valueOf(textbox('Valor estimado do veículo'))).toMatch(/^60\.000(,00)?$/);
    }
    expect(await axeViolations(wizardRegion())).toEqual([]);
    await loan.fill('');
    await pressSequentially(loan, '5000');
    await expect.element(loan).not.toHaveAttribute('aria-invalid', 'true');
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
    await expect.element(page.getByRole('definition').filter({ hasText: 'R$\u00a05.000,00' })).toBeVisible();
  });

  it('step 2 of the loan asks for the amount, the year, the estimated value and whether it is paid off (toast, marks, focus)', async () => {
    await openAtStep2('?modalidade=emprestimo-com-garantia');
    await expect.element(stepHeading(product('emprestimo-com-garantia').detailsStepTitle)).toBeVisible();
    await next();
    await expect.element(toastRegion().getByText(product('emprestimo-com-garantia').detailsIncomplete.title)).toBeVisible();
    for (const name of ['Valor desejado', 'Ano do veículo', 'Valor estimado do veículo']) {
      await expect.element(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect.element(combobox('Veículo quitado')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(combobox('Veículo quitado')).toHaveAccessibleDescription('Preencha o campo Veículo quitado.');
    await expect.element(textbox('Valor desejado')).toHaveFocus();
  });

  it('the secured loan on a vehicle not paid off asks what is still owed, takes it off what the vehicle backs (said at the field and the figures) and sends it', async () => {
    const calls = stubWindowOpen('opened');
    await openAtStep2('?modalidade=emprestimo-com-garantia');
    await pressSequentially(textbox('Valor desejado'), '30.000');
    await textbox('Ano do veículo').fill('2019');
    await textbox('Valor estimado do veículo').fill('R$ 58.231,00');
    const balance = textbox('Saldo devedor do veículo');
    // Paid off: nothing is owed, nothing asked.
    await combobox('Veículo quitado').selectOptions('Sim, está quitado');
    await expect.element(balance).not.toBeInTheDocument();
    const figures = page.getByRole('region', { name: 'Pelo valor do veículo' });
    const texts = (role: 'term' | 'definition') => figures.getByRole(role).elements().map((element) => element.textContent);
    await expect.poll(() => texts('definition')).toEqual(['R$\u00a040.761,70']);
    await combobox('Veículo quitado').selectOptions('Não, ainda há parcelas a pagar');
    // Asked, and said at the field: the balance is taken off what the vehicle backs.
    await expect.element(balance).toBeVisible();
    await expect.element(balance).toHaveAccessibleDescription(/descontado do que o veículo garante/);
    await next();
    await expect.element(balance).toHaveFocus();
    await expect.element(balance).toHaveAccessibleDescription(/Preencha o campo Saldo devedor do veículo\./);
    await pressSequentially(balance, '12.000');
    // 58.231,00 × 70% = 40.761,70, less 12.000,00 owed = 28.761,70: R$ 30.000 is above it.
    await expect
      .poll(() => texts('term'))
      .toEqual(['Até quanto o veículo garante (70% do valor)', 'Saldo devedor do veículo', 'Disponível para o empréstimo, descontado o saldo devedor']);
    await expect.poll(() => texts('definition')).toEqual(['R$\u00a040.761,70', 'R$\u00a012.000,00', 'R$\u00a028.761,70']);
    await next();
    const loan = textbox('Valor desejado');
    await expect.element(loan).toHaveFocus();
    await expect.element(loan).toHaveAccessibleDescription(/Descontado o saldo devedor de R\$\u00a012\.000,00, o veículo garante até cerca de R\$\u00a028\.761,70\./);
    await loan.fill('');
    await pressSequentially(loan, '25.000');
    await expect.element(loan).not.toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(wizardRegion())).toEqual([]);
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
    await finish();
    const text = sentLines(calls).join('\n');
    expect(text).toContain('\nValor desejado: R$\u00a025.000,00\n');
    expect(text).toContain('\nVeículo quitado: Não, ainda há parcelas a pagar\nSaldo devedor do veículo: R$\u00a012.000,00\n');
  });
});

describe('wizard per product › the simulator’s figures (prefill)', () => {
  const prefills: Array<{ search: string; id: ProductId; fields: Array<[name: string, value: string]> }> = [
    {
      // As the simulator's GET form writes them: amounts as typed or formatted, every product's fields.
      search: '?modalidade=financiamento&vehiclePrice=R%24%C2%A064.000%2C00&downPayment=16000&loanAmount=R%24%C2%A010.000%2C00&installments=36',
      id: 'financiamento',
      fields: [['Valor do veículo', '64.000,00'], ['Valor de entrada', '16.000,00']],
    },
    {
      search: '?modalidade=emprestimo-com-garantia&vehiclePrice=R%24%C2%A050.000%2C00&loanAmount=30.000%2C00&installments=24',
      id: 'emprestimo-com-garantia',
      fields: [['Valor desejado', '30.000,00']],
    },
    {
      search: '?modalidade=refinanciamento&outstandingBalance=12345%2C67&currentInstallment=900&installments=60',
      id: 'refinanciamento',
      fields: [['Saldo devedor atual', '12.345,67'], ['Valor da parcela atual', '900,00']],
    },
  ];
  for (const { search, id, fields } of prefills) {
    it(`${product(id).label}: the wizard opens on it at step 1, the figures waiting in step 2`, async () => {
      await openWizard(search);
      await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent(product(id).wizardTitle);
      await expect.element(stepHeading('Dados pessoais')).toBeVisible();
      // The figures leave the address once taken in; the product stays.
      await expect.poll(() => window.location.search).toBe(`?modalidade=${id}`);
      await fillPersonalPF();
      await next();
      await expect.element(stepHeading(product(id).detailsStepTitle)).toBeVisible();
      for (const [name, value] of fields) await expect.element(textbox(name)).toHaveValue(value);
      await expect.element(combobox('Número de parcelas')).toHaveValue(new URLSearchParams(search).get('installments')!);
    });
  }

  it('"Quero esta proposta" with R$ 64.000,00, R$ 16.000,00 down and 36x: step 2 holds them and estimates them as the simulator did', async () => {
    // The address the simulator's GET form makes of those figures (Simulator.test.tsx).
    await openWizard('?modalidade=financiamento&vehiclePrice=R%24%C2%A064.000%2C00&downPayment=R%24%C2%A016.000%2C00&installments=36&origem=inicio-simulador');
    await expect.element(stepHeading('Dados pessoais')).toBeVisible();
    await fillPersonalPF();
    await next();
    await expect.element(stepHeading('Dados do veículo')).toBeVisible();
    await expect.element(textbox('Valor do veículo')).toHaveValue('64.000,00');
    await expect.element(textbox('Valor de entrada')).toHaveValue('16.000,00');
    await expect.element(combobox('Número de parcelas')).toHaveValue('36');
    const loan = simulateVehicle({ vehicleValue: 64_000, downPayment: 16_000, monthlyRate: rates.financiamento.monthly, installments: 36 })!;
    await expect.element(page.getByText(formatBRL(loan.installment), { exact: true })).toBeVisible();
  });

  it('a R$ 12.000 motorcycle with R$ 0,00 down from the simulator: the FAQ’s minimums said at each field, as notices, and the visitor goes on', async () => {
    await openAtStep2('?modalidade=financiamento&vehiclePrice=12000&downPayment=0&installments=48&origem=inicio-simulador');
    const price = textbox('Valor do veículo');
    await expect.element(price).toHaveValue('12.000,00');
    await expect.element(price).toHaveAccessibleDescription(new RegExp(`^${literally(guidanceHints.vehiclePrice).source}`));
    // 20% of R$ 12.000,00 is R$ 2.400,00.
    await expect.element(textbox('Valor de entrada')).toHaveAccessibleDescription(new RegExp(`^${literally(guidanceHints.downPayment(2_400)).source}`));
    await textbox('Ano do veículo').fill('2020');
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
  });
});

describe('typed as Brazilians type › the wizard', () => {
  /** The figure a field shows once left: `45.000,00`. */
  const shown = (value: number) => formatAmount(value);

  it('financing: amounts, a phone and a CPF as drawn reach the field, the review and the message as meant', { timeout: formPropertyTimeout }, async () => {
    const calls = stubWindowOpen('opened');
    const request = fc
      .record({ price: amountBetween(20_000, 1_999_999), share: fc.integer({ min: 1, max: 90 }), phone, cpf, how: entry })
      .chain((drawn) =>
        amountBetween(1_000, Math.max(1_000, Math.floor((drawn.price.value * drawn.share) / 100) - 1)).map((downPayment) => ({ ...drawn, downPayment })),
      )
      .filter(({ price, downPayment }) => downPayment.value < price.value);
    await fc.assert(
      fc.asyncProperty(request, async ({ price, downPayment, phone, cpf, how }) => {
        sessionStorage.clear();
        const screen = await openWizard();
        await enter(textbox('CPF'), cpf.text, how);
        await textbox('Nome completo').fill('Maria da Silva');
        await textbox('E-mail').fill('maria@exemplo.com');
        await enter(textbox('Telefone'), phone.text, how);
        await expect.element(textbox('CPF')).toHaveValue(cpf.masked);
        await next();
        await expect.element(stepHeading('Dados do veículo')).toBeVisible();
        await enter(textbox('Valor do veículo'), price.text, how);
        await textbox('Ano do veículo').fill('2020');
        await enter(textbox('Valor de entrada'), downPayment.text, how);
        await textbox('Marca e modelo').click();
        await expect.element(textbox('Valor do veículo')).toHaveValue(shown(price.value));
        await expect.element(textbox('Valor de entrada')).toHaveValue(shown(downPayment.value));
        await next();
        await expect.element(stepHeading('Para concluir')).toBeVisible();
        const personal = page.elementLocator(document.querySelector('section[aria-labelledby="revisao-1"]')!);
        await expect.poll(() => textOf(personal)).toContain(cpf.masked);
        await expect.poll(() => textOf(personal)).toContain(phone.national);
        const vehicle = page.elementLocator(document.querySelector('section[aria-labelledby="revisao-2"]')!);
        await expect.poll(() => textOf(vehicle)).toContain(formatBRL(price.value));
        await expect.poll(() => textOf(vehicle)).toContain(formatBRL(downPayment.value));
        await finish();
        const lines = sentLines(calls);
        expect(lines).toContain(`CPF: ${cpf.masked}`);
        expect(lines).toContain(`Telefone: ${phone.national}`);
        expect(lines).toContain(`Valor do veículo: ${formatBRL(price.value)} (valor informado pelo cliente)`);
        expect(lines).toContain(`Valor de entrada: ${formatBRL(downPayment.value)}`);
        await screen.unmount();
      }),
      {
        numRuns: 6,
        examples: [
          [
            {
              price: amount(45_000, 0, 'grouped'),
              share: 50,
              downPayment: amount(9_000, 0, 'grouped'),
              phone: { text: '+55 66 99876-5432', national: '(66) 99876-5432' },
              cpf: { text: '529.982.247-25', masked: '529.982.247-25' },
              how: 'typed',
            },
          ],
          [
            {
              price: amount(45_000, 0, 'prefixed'),
              share: 50,
              downPayment: amount(1_234, 56, 'groupedWithCents'),
              phone: { text: '066 99876-5432', national: '(66) 99876-5432' },
              cpf: { text: '52998224725', masked: '529.982.247-25' },
              how: 'pasted',
            },
          ],
        ],
      },
    );
  });

  it('refinancing: a balance of "25.000" and an installment of "1.150" go out as R$ 25.000,00 and R$ 1.150,00', async () => {
    const calls = stubWindowOpen('opened');
    await openAtStep2('?modalidade=refinanciamento');
    await expect.element(stepHeading('Dados do refinanciamento')).toBeVisible();
    await pressSequentially(textbox('Valor do veículo'), '60.000');
    await textbox('Ano do veículo').fill('2020');
    await combobox('Banco do financiamento atual').fill('Banco Pan');
    await pressSequentially(textbox('Saldo devedor atual'), '25.000');
    await textbox('Parcelas restantes').fill('30');
    await pressSequentially(textbox('Valor da parcela atual'), '1.150');
    await textbox('Marca e modelo').click();
    await expect.element(textbox('Saldo devedor atual')).toHaveValue('25.000,00');
    await expect.element(textbox('Valor da parcela atual')).toHaveValue('1.150,00');
    await next();
    await expect.element(stepHeading('Para concluir')).toBeVisible();
    await finish();
    const lines = sentLines(calls);
    expect(lines).toContain(`Valor do veículo: ${formatBRL(60_000)} (valor informado pelo cliente)`);
    expect(lines.some((line) => line.endsWith(formatBRL(25_000)))).toBe(true);
    expect(lines.some((line) => line.endsWith(formatBRL(1_150)))).toBe(true);
  });

  it('a CNPJ typed in the CPF field offers Pessoa Jurídica, and one press moves it there whole', async () => {
    await openWizard('');
    await textbox('CPF').fill('11.222.333/0001-81');
    await expect.element(textbox('CPF')).toHaveValue('11.222.333/0001-81');
    await expect.element(textbox('CPF')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(textbox('CPF')).toHaveAccessibleDescription(literally(fieldHelp.cpfHoldsCnpj));
    await button(fieldHelp.switchToCompany).click();
    await expect.element(page.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    await expect.element(textbox('CNPJ')).toHaveValue('11.222.333/0001-81');
    await expect.element(textbox('CNPJ')).toHaveFocus();
    await textbox('Razão social').fill('Transportes Exemplo Ltda.');
    await textbox('Nome da pessoa de contato').fill('Ana Paula Souza');
    await textbox('E-mail').fill('frota@exemplo.com');
    await pressSequentially(textbox('Telefone'), '6232345678');
    await next();
    await expect.element(stepHeading('Dados do veículo')).toBeVisible();
  });

  it('a CNPJ typed key by key without punctuation into the CPF field is kept whole', async () => {
    await openWizard('');
    await pressSequentially(textbox('CPF'), '11222333000181');
    await expect.element(textbox('CPF')).toHaveValue('11.222.333/0001-81');
    await expect.element(button(fieldHelp.switchToCompany)).toBeVisible();
  });

  for (const [typed, meant] of [
    ['maria@gmail.con', 'maria@gmail.com'],
    ['maria@hotmial.com', 'maria@hotmail.com'],
    ['maria@yahoo.com.bt', 'maria@yahoo.com.br'],
    ['maria@outlok.com', 'maria@outlook.com'],
  ] as const) {
    it(`"${typed}" is asked "Você quis dizer ${meant}?", accepted with one press`, async () => {
      await openWizard('');
      const email = textbox('E-mail');
      await email.fill(typed);
      // The address is the button: a screen reader reads the sentence whole.
      await expect.element(email).toHaveAccessibleDescription(new RegExp(`^${fieldHelp.emailSuggestion} ${meant.replace(/\./g, '\\.')} ?\\?$`));
      await button(meant).click();
      await expect.element(email).toHaveValue(meant);
      await expect.element(email).toHaveFocus();
      await expect.element(button(meant)).not.toBeInTheDocument();
    });
  }

  it('an e-mail suggestion is never a block: the address typed goes as typed', async () => {
    await openWizard('');
    await pressSequentially(textbox('CPF'), '52998224725');
    await textbox('Nome completo').fill('Maria da Silva');
    await textbox('E-mail').fill('maria@gmail.con');
    await pressSequentially(textbox('Telefone'), '66998765432');
    await expect.element(button('maria@gmail.com')).toBeVisible();
    await next();
    await expect.element(stepHeading('Dados do veículo')).toBeVisible();
  });
});
