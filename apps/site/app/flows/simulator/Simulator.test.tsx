import {
  formatAmount,
  formatBRL,
  guidanceHints,
  parseBRL,
  partnerInstitutions,
  productById,
  rates,
  refinancingCopy,
  requestMessageCopy,
  securedLoanRangeMessage,
  simulateRefinancing,
  simulateSecuredLoan,
  simulateVehicle,
  simulationDisclaimer,
  simulatorCopy,
  type Loan,
  type ProductId,
} from '@repo/content';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import {
  axeViolations,
  button,
  combobox,
  fillPersonalPF,
  literally,
  pressSequentially,
  renderAt,
  stubWindowOpen,
  textbox,
  whatsappText,
} from '../flowTesting';
import { formPropertyTimeout } from '../../../../../.ci/timeouts.mjs';
import { amount, amountBetween, enter, entry } from '../typedAsBrazilians';
import { FinancingWizard } from '../wizard/Wizard';
import { Simulator } from './Simulator';

/*
 * The landing's simulator, rendered as the landing renders it, in real Chromium: its figures against
 * content's math, each product's fields, the secured loan's range at its field, refinancing's
 * comparison, the FAQ's minimums said as notices, what "Quero esta proposta" carries to the wizard
 * and what it stops. The layout at both sizes, the prerendered figures, the presses before
 * hydration and the GET to the wizard through the built page are the e2e suite's
 * (e2e/simulator.spec.ts, e2e/before-hydration.spec.ts); docs/e2e-moves.md lists what moved here.
 */

/** Each submit of the form: whether the simulator stopped it. None is let through: the test page stays. */
let submits: boolean[] = [];
const recordSubmit = (event: Event) => {
  if ((event.target as Element).closest('#simulator')) submits.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  submits = [];
  // After the simulator's own handler (React's, on its root): what the browser would do next.
  window.addEventListener('submit', recordSubmit);
});
afterEach(() => window.removeEventListener('submit', recordSubmit));

const openSimulator = (search = '') =>
  renderAt(
    search,
    <section id="simulator" aria-labelledby="simulador-titulo">
      <h2 id="simulador-titulo">Simule seu financiamento</h2>
      <Simulator />
    </section>,
  );

const simulator = () => page.elementLocator(document.querySelector('#simulator')!);
const simulatorForm = () => document.querySelector<HTMLFormElement>('#simulator form')!;
const field = (name: string) => simulator().getByRole('textbox', { name, exact: true });
const installmentsSelect = () => simulator().getByRole('combobox', { name: 'Número de parcelas' });
const propose = () => button('Quero esta proposta');

/** The value beside a label in the results list, as the visitor reads it. */
function result(label: string): string {
  const term = [...document.querySelectorAll('#simulator dt')].find((element) => element.textContent?.includes(label));
  return term?.nextElementSibling?.textContent ?? '';
}
const expectResult = (label: string, text: string) => expect.poll(() => result(label)).toBe(text);
/** Whether the results list has a line labelled `label`. */
const hasResult = (label: string) => [...document.querySelectorAll('#simulator dt')].some((element) => element.textContent?.includes(label));

/** Chooses a product in the simulator, by its tab's label (its radio is hidden behind it). */
async function choose(id: ProductId) {
  const label = [...document.querySelectorAll('#simulator label')].find((element) => element.textContent?.trim() === productById(id).tabLabel)!;
  await page.elementLocator(label).click();
}

/** What a field holds now. */
const valueOf = (locator: Locator) => (locator.element() as HTMLInputElement).value;
/** Leaves a field, as a visitor does by pressing elsewhere. */
const leave = (locator: Locator) => (locator.element() as HTMLInputElement).blur();
/** A field the chosen product does not ask for: out of sight and of the accessibility tree, or absent. */
const expectHidden = (locator: Locator) => expect.poll(() => locator.query()).toBeNull();
/** Elements of the simulator showing exactly `text`. */
const exactly = (text: string) => simulator().getByText(text, { exact: true });

/** Asserts every figure the simulator shows against the math module. */
async function expectFigures(loan: Loan, monthlyRate: number, product: ProductId = 'financiamento') {
  const { installmentResultLabel, requestedAmountLabel } = productById(product);
  await expect.element(exactly(installmentResultLabel)).toBeVisible();
  await expect.element(exactly(formatBRL(loan.installment)).first()).toBeVisible();
  await expect.element(simulator().getByText(simulatorCopy.installmentCount(loan.installments))).toBeVisible();
  // What the visitor asks for (value − down payment), the IOF financed with it, and their sum.
  await expectResult(requestedAmountLabel, formatBRL(loan.principal));
  await expectResult(simulatorCopy.iofLabel, formatBRL(loan.iof));
  await expectResult(simulatorCopy.financedAmountLabel, formatBRL(loan.financed));
  await expectResult(simulatorCopy.totalPayableLabel, formatBRL(loan.totalPayable));
  await expectResult(simulatorCopy.cetLabel, simulatorCopy.cetValue(loan.cetAnnual));
  await expect.element(simulator().getByText(simulationDisclaimer(monthlyRate, loan.cetAnnual))).toBeVisible();
}

/** What the form's GET sends (the browser builds the wizard's address from it). */
const sent = () => new URLSearchParams(new FormData(simulatorForm()) as unknown as Record<string, string>);

/** A step of the wizard, by its heading. */
const wizardStep = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The wizard opened where "Quero esta proposta" took the visitor: at the address the browser builds from the form. */
async function openWizardFromSimulator(landing: Awaited<ReturnType<typeof openSimulator>>) {
  const query = sent();
  await landing.unmount();
  const wizard = await renderAt(`?${query}`, <FinancingWizard />);
  await expect.element(wizardStep('Dados pessoais')).toBeVisible();
  return wizard;
}

/** The wizard's step 1 completed, on to step 2. */
async function completeWizardStep1() {
  await fillPersonalPF();
  await button('Continuar').click();
}

describe('simulator › figures', () => {
  it('defaults: R$ 50.000,00 with 20% down over 48x at the financing rate, matching the math module', async () => {
    await openSimulator();
    await expect.element(field('Valor do veículo')).toHaveValue(formatBRL(50_000));
    await expect.element(field('Valor de entrada')).toHaveValue(formatBRL(10_000));
    await expect.element(installmentsSelect()).toHaveValue('48');
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: rates.financiamento.monthly, installments: 48 })!;
    await expectFigures(loan, rates.financiamento.monthly);
    // CDC art. 54-B: the notice names every institution of the broker's one list.
    const notice = simulator().getByText(/^Crédito concedido pelas instituições financeiras parceiras/);
    for (const bank of partnerInstitutions) await expect.element(notice).toMatchTextContent(bank.name);
    expect(await axeViolations(simulator().element())).toEqual([]);
  });

  it('the figures follow what the visitor types; the down payment follows 20% until typed', async () => {
    await openSimulator();
    await field('Valor do veículo').fill('80000');
    await expect.element(field('Valor de entrada')).toHaveValue(formatBRL(16_000));
    let loan = simulateVehicle({ vehicleValue: 80_000, downPayment: 16_000, monthlyRate: rates.financiamento.monthly, installments: 48 })!;
    await expectFigures(loan, rates.financiamento.monthly);

    await field('Valor de entrada').fill('30.000,00');
    await installmentsSelect().selectOptions('24');
    loan = simulateVehicle({ vehicleValue: 80_000, downPayment: 30_000, monthlyRate: rates.financiamento.monthly, installments: 24 })!;
    await expectFigures(loan, rates.financiamento.monthly);

    // The secured loan asks for its own amount (it starts on its rate's worked example) and uses its
    // own rate; the financing figures typed stay in their fields, hidden, and come back with it.
    await choose('emprestimo-com-garantia');
    await expectHidden(field('Valor do veículo'));
    await expect.element(field('Valor desejado')).toHaveValue(formatBRL(rates['emprestimo-com-garantia'].example.principal));
    loan = simulateSecuredLoan({ amount: rates['emprestimo-com-garantia'].example.principal, installments: 24 })!;
    await expectFigures(loan, rates['emprestimo-com-garantia'].monthly, 'emprestimo-com-garantia');
    await choose('financiamento');
    await expect.element(field('Valor do veículo')).toHaveValue(formatBRL(80_000));
    await expect.element(field('Valor de entrada')).toHaveValue(formatBRL(30_000));
    await expect.element(installmentsSelect()).toHaveValue('24');

    // Leaving a field writes the amount in pt-BR; the visitor's value is kept.
    await field('Valor do veículo').fill('80000,5');
    leave(field('Valor do veículo'));
    await expect.element(field('Valor do veículo')).toHaveValue(formatBRL(80_000.5));
    await expect.element(field('Valor de entrada')).toHaveValue(formatBRL(30_000));

    // Nothing to finance: a clear message instead of figures.
    await field('Valor de entrada').fill('90000');
    await expect.element(simulator().getByText(productById('financiamento').simulatorEmpty)).toBeVisible();
  });

  it('the secured loan: amount and installments at 1,49% a.m., figures as computed by hand', async () => {
    await openSimulator();
    await choose('emprestimo-com-garantia');
    await expect.element(simulator().getByRole('radio', { name: 'Empréstimo', exact: true })).toBeChecked();
    // Only its own fields: no vehicle value nor down payment.
    await expectHidden(field('Valor do veículo'));
    await expectHidden(field('Valor de entrada'));
    await expect.element(field('Valor desejado')).toHaveAccessibleDescription('De R$\u00a05.000 a R$\u00a0500.000.');
    await field('Valor desejado').fill('10.000,00');
    await installmentsSelect().selectOptions('12');
    // Pinned in content's unit tests against a hand computation.
    await expect.element(exactly('R$\u00a0935,14').first()).toBeVisible();
    await expectResult(simulatorCopy.iofLabel, 'R$\u00a0206,41');
    await expectResult(simulatorCopy.cetLabel, '24,16% a.a.');
    const loan = simulateSecuredLoan({ amount: 10_000, installments: 12 })!;
    await expectFigures(loan, rates['emprestimo-com-garantia'].monthly, 'emprestimo-com-garantia');
    await expect.element(simulator().getByText(/taxa a partir de 1,49% a\.m\., mediante análise de crédito\. CET de 24,16% a\.a\./)).toBeVisible();
    expect(await axeViolations(simulator().element())).toEqual([]);
  });

  it('refinancing: an estimate of the new installment at the partner rate; the "até 40% menor" stays a claim', async () => {
    await openSimulator();
    await choose('refinanciamento');
    await expectHidden(field('Valor do veículo'));
    await expectHidden(field('Valor desejado'));
    await field('Saldo devedor atual').fill('30000');
    await installmentsSelect().selectOptions('48');
    // Pinned in content's unit tests against a hand computation.
    await expect.element(exactly('Nova parcela estimada')).toBeVisible();
    await expect.element(exactly('R$\u00a0852,27').first()).toBeVisible();
    await expectResult(simulatorCopy.iofLabel, 'R$\u00a0960,51');
    await expectResult(simulatorCopy.cetLabel, '17,38% a.a.');
    await expectResult('Saldo devedor a refinanciar', formatBRL(30_000));
    const estimate = simulateRefinancing({ outstandingBalance: 30_000, installments: 48 })!;
    await expectFigures(estimate.loan, rates.financiamento.monthly, 'refinanciamento');
    // Without the current installment there is nothing to compare.
    expect(hasResult(refinancingCopy.differenceLabel)).toBe(false);
    // The optional current installment: alone, no monthly saving is shown without its total.
    await expect.element(field('Valor da parcela atual')).toHaveAccessibleDescription(/^Opcional\./);
    await field('Valor da parcela atual').fill('1.100,00');
    await expect.element(simulator().getByText(refinancingCopy.remainingMissing)).toBeVisible();
    expect(hasResult(refinancingCopy.differenceLabel)).toBe(false);
    // With the installments left: the monthly difference beside both totals (36 × 1.100,00 against 48 × 852,27).
    await field('Parcelas restantes').fill('36');
    await expectResult(refinancingCopy.differenceLabel, 'R$\u00a0247,73 a menos por mês');
    await expectResult(refinancingCopy.currentTotalLabel, 'R$\u00a039.600,00 (36x de R$\u00a01.100,00)');
    await expectResult(refinancingCopy.newTotalLabel, 'R$\u00a040.908,96 (48x de R$\u00a0852,27)');
    await expectResult(refinancingCopy.totalDifferenceLabel, 'R$\u00a01.308,96 a mais');
    await expect
      .element(simulator().getByText('Você pagaria R$\u00a01.308,96 a mais no total: 48 parcelas no novo contrato, contra 36 que faltam hoje.'))
      .toBeVisible();
    await expect.element(simulator().getByText(refinancingCopy.remainingMissing)).not.toBeInTheDocument();
    // Clearly an estimate, and the advertised reduction a claim that is not guaranteed: 40% appears
    // once, in that claim, never as a figure of the simulation.
    await expect.element(simulator().getByText(refinancingCopy.estimateNotice)).toBeVisible();
    await expect.element(simulator().getByText(refinancingCopy.claimNotice)).toBeVisible();
    const forty = simulator().getByText(/40%/);
    expect(forty.elements()).toHaveLength(1);
    await expect.element(forty).toMatchTextContent('não é garantida');
    // No percentage beside that claim: the comparison is in reais only.
    await expect.element(simulator().getByText(/\d+,\d+% menor/)).not.toBeInTheDocument();
    expect(await axeViolations(simulator().element())).toEqual([]);
  });
});

describe('simulator › what is said at a field', () => {
  it('the secured loan’s range: a message tied to the field, gone once corrected, nothing typed lost', async () => {
    await openSimulator();
    await choose('emprestimo-com-garantia');
    const loanAmount = field('Valor desejado');
    const { simulatorEmpty } = productById('emprestimo-com-garantia');
    const rangeMessage = simulator().getByText(securedLoanRangeMessage);
    // Above the range: said at once.
    await loanAmount.fill('600000');
    await expect.element(loanAmount).toHaveAttribute('aria-invalid', 'true');
    await expect.element(loanAmount).toHaveAccessibleDescription(new RegExp(`${literally(securedLoanRangeMessage).source}$`));
    await expect.element(rangeMessage).toBeVisible();
    await expect.element(simulator().getByText(simulatorEmpty)).toBeVisible();
    await expect.element(loanAmount).toHaveValue('600000');
    // Below it: said when the visitor leaves the field (typing 50.000 passes through 5).
    await loanAmount.fill('4000');
    await expect.element(rangeMessage).not.toBeInTheDocument();
    leave(loanAmount);
    await expect.element(rangeMessage).toBeVisible();
    await expect.element(loanAmount).toHaveValue(formatBRL(4_000));
    await expect.element(loanAmount).toHaveAttribute('aria-invalid', 'true');
    // Corrected: the message goes, the figures come back.
    await loanAmount.fill('5000');
    await expect.element(rangeMessage).not.toBeInTheDocument();
    await expect.element(loanAmount).not.toHaveAttribute('aria-invalid', 'true');
    await expectFigures(simulateSecuredLoan({ amount: 5_000, installments: 48 })!, rates['emprestimo-com-garantia'].monthly, 'emprestimo-com-garantia');
    // The ends are in range.
    await loanAmount.fill('500.000,00');
    await expect.element(rangeMessage).not.toBeInTheDocument();
    await expectFigures(simulateSecuredLoan({ amount: 500_000, installments: 48 })!, rates['emprestimo-com-garantia'].monthly, 'emprestimo-com-garantia');
    // An amount typed in another product's field survives the round trip.
    await loanAmount.fill('700000');
    await choose('refinanciamento');
    await choose('emprestimo-com-garantia');
    // Leaving the field wrote it in pt-BR.
    await expect.element(loanAmount).toHaveValue(formatBRL(700_000));
    await expect.element(rangeMessage).toBeVisible();
  });

  it('a R$ 99.999.999.999 car is said at its field, with no figure printed, and not carried', async () => {
    await openSimulator();
    const price = field('Valor do veículo');
    await price.fill('99999999999');
    await expect.element(price).toHaveAttribute('aria-invalid', 'true');
    await expect.element(price).toHaveAccessibleDescription(literally('Informe um valor entre R$\u00a01.000,00 e R$\u00a03.000.000,00.'));
    await expect.element(price).toHaveValue('99999999999');
    await expect.element(simulator().getByText(/bilh/)).not.toBeInTheDocument();
    await propose().click();
    await expect.element(price).toHaveFocus();
    // The press went nowhere: the simulator stopped the GET to the wizard.
    expect(submits).toEqual([true]);
  });

  it('a R$ 12.000 motorcycle with R$ 0,00 down: the FAQ’s minimums said at each field as notices, the figures shown, the wizard asked', async () => {
    await openSimulator('?modalidade=financiamento&vehicleType=moto');
    const price = field('Valor do veículo');
    const downPayment = field('Valor de entrada');
    await price.fill('');
    await pressSequentially(price, '12.000');
    await downPayment.fill('R$ 0,00');
    leave(downPayment);
    await expect.element(price).toHaveAccessibleDescription(new RegExp(`^${literally(guidanceHints.vehiclePrice).source}`));
    // 20% of R$ 12.000,00 is R$ 2.400,00.
    await expect.element(downPayment).toHaveAccessibleDescription(new RegExp(`^${literally(guidanceHints.downPayment(2_400)).source}`));
    // A notice, not an error: nothing invalid, the figures shown, the visitor may go on.
    for (const amountField of [price, downPayment]) await expect.element(amountField).not.toHaveAttribute('aria-invalid', 'true');
    const loan = simulateVehicle({ vehicleValue: 12_000, downPayment: 0, monthlyRate: rates.financiamento.monthly, installments: 48 })!;
    await expect.element(exactly(formatBRL(loan.installment)).first()).toBeVisible();
    expect(await axeViolations(simulator().element())).toEqual([]);
    // Above the minimums, the notices go.
    await price.fill('45.000');
    await downPayment.fill('9.000,00');
    leave(downPayment);
    await expect.element(price).not.toHaveAccessibleDescription(/Em geral/);
    await expect.element(downPayment).not.toHaveAccessibleDescription(/Em geral/);
    // Back to the case: "Quero esta proposta" goes to the wizard with it (Wizard.test.tsx: the wizard says the same at its fields).
    await price.fill('12000');
    await downPayment.fill('0');
    await propose().click();
    expect(submits).toEqual([false]);
    expect(parseBRL(sent().get('vehiclePrice')!)).toBe(12_000);
    expect(parseBRL(sent().get('downPayment')!)).toBe(0);
    expect(sent().get('modalidade')).toBe('financiamento');
  });

  it('a refinancing’s balance its installments left cannot explain: a notice at the balance, the comparison still shown', async () => {
    await openSimulator('?modalidade=refinanciamento');
    const balance = field('Saldo devedor atual');
    await balance.fill('');
    await pressSequentially(balance, '1.234,56');
    await field('Parcelas restantes').fill('18');
    await field('Valor da parcela atual').fill('612,40');
    leave(field('Valor da parcela atual'));
    // 18 × R$ 612,40 are worth R$ 7.158,70 at 5% a.m.: a real balance is above that.
    await expect.element(balance).toHaveAccessibleDescription(new RegExp(`^${literally(guidanceHints.balanceBelowLeftToPay(7_158.7, 612.4, 18)).source}`));
    await expect.element(balance).not.toHaveAttribute('aria-invalid', 'true');
    await expect.element(simulator().getByText(/^Você pagaria /)).toBeVisible();
    // A balance a real contract has: the notice goes.
    await balance.fill('9.180,00');
    leave(balance);
    await expect.element(balance).not.toHaveAccessibleDescription(/Confira o saldo/);
  });
});

describe('simulator › what "Quero esta proposta" carries to the wizard', () => {
  it('R$ 64.000,00, R$ 16.000,00 down and 36x go by the wizard’s names (Wizard.test.tsx reads them at step 2)', async () => {
    await openSimulator();
    await field('Valor do veículo').fill('64.000,00');
    await field('Valor de entrada').fill('16.000,00');
    await installmentsSelect().selectOptions('36');
    await propose().click();
    expect(submits).toEqual([false]);
    expect(sent().get('modalidade')).toBe('financiamento');
    // Each amount formatted as it was left.
    expect(sent().get('vehiclePrice')).toBe('R$\u00a064.000,00');
    expect(sent().get('downPayment')).toBe('R$\u00a016.000,00');
    expect(sent().get('installments')).toBe('36');
  });

  it('an amount as drawn, typed or pasted, shows as meant and reaches the wizard’s step 2 as meant', { timeout: formPropertyTimeout }, async () => {
    await fc.assert(
      fc.asyncProperty(amountBetween(20_000, 1_999_999), entry, async (price, how) => {
        sessionStorage.clear();
        const landing = await openSimulator();
        const priceField = field('Valor do veículo');
        await priceField.fill('');
        await enter(priceField, price.text, how);
        leave(priceField);
        // Rewritten as `R$ 45.000,00` once left; read as meant either way.
        await expect.poll(() => parseBRL(valueOf(priceField))).toBe(price.value);
        await propose().click();
        const wizard = await openWizardFromSimulator(landing);
        await completeWizardStep1();
        await expect.element(wizardStep('Dados do veículo')).toBeVisible();
        await expect.element(textbox('Valor do veículo')).toHaveValue(formatAmount(price.value));
        await wizard.unmount();
      }),
      { numRuns: 4, examples: [[amount(45_000, 0, 'grouped'), 'typed'], [amount(1_234, 56, 'groupedWithCents'), 'pasted']] },
    );
    expect(submits.every((stopped) => !stopped)).toBe(true);
  });
});

describe('simulator › from "Quero esta proposta" to WhatsApp', () => {
  /**
   * Each product's figures in the simulator, the estimate it shows (pinned in content's unit tests
   * against a hand computation), and step 2's remaining answers. Refinancing's journey runs through
   * the built pages (e2e/wizard-products.spec.ts › from the simulator to WhatsApp).
   */
  const journeys: Array<{
    id: ProductId;
    simulate: () => Promise<void>;
    installment: string;
    term: string;
    cet: string;
    complete: () => Promise<void>;
  }> = [
    {
      id: 'financiamento',
      simulate: async () => {},
      // The simulator's own example: R$ 50.000,00, 20% down, 48x.
      installment: 'R$\u00a01.136,36',
      term: '48 meses',
      cet: '17,38% a.a.',
      complete: async () => {
        await textbox('Ano do veículo').fill('2020');
      },
    },
    {
      id: 'emprestimo-com-garantia',
      simulate: async () => {
        await field('Valor desejado').fill('10.000,00');
        await installmentsSelect().selectOptions('12');
      },
      installment: 'R$\u00a0935,14',
      term: '12 meses',
      cet: '24,16% a.a.',
      complete: async () => {
        await textbox('Ano do veículo').fill('2019');
        await pressSequentially(textbox('Valor estimado do veículo'), '60000');
        await combobox('Veículo quitado').selectOptions('Sim, está quitado');
      },
    },
  ];

  for (const journey of journeys) {
    const { label } = productById(journey.id);
    it(`${label}: the message carries the estimate the visitor saw, marked as one`, async () => {
      const calls = stubWindowOpen('opened');
      const landing = await openSimulator();
      await choose(journey.id);
      await journey.simulate();
      // What the visitor sees: the installment and the CET.
      await expect.element(exactly(journey.installment)).toBeVisible();
      await expect.element(exactly(journey.cet)).toBeVisible();
      await propose().click();
      expect(submits).toEqual([false]);
      await openWizardFromSimulator(landing);
      // The figures and the origin leave the address once taken in; the product stays.
      await expect.poll(() => window.location.search).toBe(`?modalidade=${journey.id}`);
      await completeWizardStep1();
      await expect.element(wizardStep(productById(journey.id).detailsStepTitle)).toBeVisible();
      await journey.complete();
      // Step 2 shows the same estimate.
      await expect.element(page.getByRole('region', { name: 'Estimativa' }).getByText(journey.installment, { exact: true })).toBeVisible();
      await button('Continuar').click();
      await expect.element(wizardStep('Para concluir')).toBeVisible();
      const estimate = [
        requestMessageCopy.estimateTitle,
        `Parcela estimada: ${journey.installment}`,
        `Prazo: ${journey.term}`,
        `CET estimado: ${journey.cet}`,
      ];
      // The review shows it as it will be sent.
      const review = page.getByRole('region', { name: requestMessageCopy.estimateTitle });
      await expect.poll(() => review.getByRole('definition').elements().map((element) => element.textContent)).toEqual([journey.installment, journey.term, journey.cet]);
      await expect.element(page.getByText(`Origem: simulador da página inicial · ${label}`, { exact: true })).toBeVisible();
      await button('Finalizar Solicitação').click();
      await expect.poll(() => calls.length).toBe(1);
      const lines = whatsappText(calls[0]!.url).split('\n');
      expect(lines[0]).toBe(requestMessageCopy.greeting[journey.id]);
      // Then where the visitor came from: the simulator, and the product.
      expect(lines.slice(-7)).toEqual(['', ...estimate, '', `Origem: simulador da página inicial · ${label}`]);
    });
  }
});
