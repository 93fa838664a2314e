import { describe, expect, it } from 'vitest';
import {
  productDetailsFields,
  requestMessageCopy,
  simulatorFieldCopy,
  findProduct,
  formatBRL,
  formatPercent,
  isWithinSecuredLoanRange,
  productById,
  productMonthlyRate,
  productParam,
  products,
  productSimulatorHref,
  vehicleTypeParam,
  productWizardHref,
  productWizardSteps,
  rates,
  refinancingCopy,
  refinancingReductionClaim,
  securedLoanAmountError,
  securedLoanRange,
  securedLoanRangeMessage,
  services,
  simulateRefinancing,
  estimateProduct,
  installmentCount,
  refinancingTotals,
  refinancingComparisonFacts,
  simulateSecuredLoan,
  simulateVehicle,
  toasts,
  wizardCopy,
  wizardSteps,
} from './index';
import { brokerProfile } from './broker';
import { offeredProducts, productFlag, productIds } from './brokers/profile';

/** Rounds reais to centavos, as a bank statement shows them. */
const cents = (value: number) => Math.round(value * 100) / 100;

describe('products › one list of the three', () => {
  it('offers financing, the secured loan and refinancing, in that order, financing first', () => {
    expect(products.map((product) => [product.id, product.label])).toEqual([
      ['financiamento', 'Financiamento'],
      ['emprestimo-com-garantia', 'Empréstimo com garantia'],
      ['refinanciamento', 'Refinanciamento'],
    ]);
  });

  it('names each in the simulator\'s tabs with a word of its own: Financiar, Empréstimo, Refinanciar', () => {
    expect(products.map((product) => product.tabLabel)).toEqual(['Financiar', 'Empréstimo', 'Refinanciar']);
  });

  it('uses the same ids as the services', () => {
    expect(products.map((product) => product.id).sort()).toEqual(services.map((service) => service.id).sort());
  });

  it('carries the product in the wizard URL with the simulator\'s parameter, modalidade', () => {
    expect(productParam).toBe('modalidade');
    expect(productWizardHref('emprestimo-com-garantia')).toBe('/financiamento?modalidade=emprestimo-com-garantia');
    expect(productSimulatorHref('refinanciamento')).toBe('/?modalidade=refinanciamento#simulator');
  });

  it('opens the simulator on a kind of vehicle with the simulator\'s and wizard\'s parameter, vehicleType', () => {
    expect(vehicleTypeParam).toBe('vehicleType');
    expect(productSimulatorHref('financiamento', 'moto')).toBe('/?modalidade=financiamento&vehicleType=moto#simulator');
    expect(productSimulatorHref('financiamento', 'caminhao')).toBe('/?modalidade=financiamento&vehicleType=caminhao#simulator');
  });

  it('names each product once, by its id: its build flag is the id as a JavaScript name', () => {
    expect(productIds.map(productFlag)).toEqual(['financiamento', 'emprestimoComGarantia', 'refinanciamento']);
    expect(offeredProducts(brokerProfile)).toEqual({ financiamento: true, emprestimoComGarantia: true, refinanciamento: true });
    expect(offeredProducts({ products: { refinanciamento: brokerProfile.products.refinanciamento! } })).toEqual({
      financiamento: false,
      emprestimoComGarantia: false,
      refinanciamento: true,
    });
  });

  it('reads a product back from the URL, and nothing else', () => {
    for (const product of products) expect(findProduct(product.id)).toBe(product);
    expect(findProduct('emprestimo')).toBeUndefined();
    expect(findProduct(null)).toBeUndefined();
  });

  it.each([
    ['financiamento', 0.012],
    ['emprestimo-com-garantia', 0.0149],
    // The broker's refinancing rate (the default broker's equals its financing rate).
    ['refinanciamento', 0.012],
  ] as const)('%s is simulated at its own rate, rates[id] (%d a.m.)', (id, monthly) => {
    expect(productMonthlyRate(id)).toBe(rates[id].monthly);
    expect(productMonthlyRate(id)).toBe(monthly);
  });
});

describe('products › the wizard says which product is requested', () => {
  it.each([
    ['financiamento', 'Solicite seu financiamento', 'Dados do veículo', 'Olá! Gostaria de solicitar um financiamento de veículo.'],
    ['emprestimo-com-garantia', 'Solicite seu empréstimo com garantia', 'Dados do empréstimo', 'Olá! Gostaria de solicitar um empréstimo com garantia de veículo.'],
    ['refinanciamento', 'Solicite seu refinanciamento', 'Dados do refinanciamento', 'Olá! Gostaria de solicitar o refinanciamento do meu veículo.'],
  ] as const)('%s: heading %j, step 2 %j, message greeting %j', (id, title, stepTitle, greeting) => {
    const product = productById(id);
    expect(product.wizardTitle).toBe(title);
    expect(requestMessageCopy.greeting[id]).toBe(greeting);
    expect(productWizardSteps(id).map((step) => step.title)).toEqual(['Dados pessoais', stepTitle, 'Para concluir', 'Resultado']);
  });

  it('financing keeps SPEC\'s wording: the page title, step 2 and its toast', () => {
    const financing = productById('financiamento');
    expect(financing.wizardTitle).toBe(wizardCopy.title);
    expect(financing.detailsStepTitle).toBe(wizardSteps[1].title);
    expect(financing.detailsIncomplete).toBe(toasts.vehicleDataIncomplete);
  });

  it.each([
    ['emprestimo-com-garantia', 'Dados do empréstimo incompletos', 'Complete as informações do empréstimo para continuar.'],
    ['refinanciamento', 'Dados do refinanciamento incompletos', 'Complete as informações do refinanciamento para continuar.'],
  ] as const)('%s toasts %j / %j when step 2 is incomplete', (id, title, description) => {
    expect(productById(id).detailsIncomplete).toEqual({ title, description });
  });

  it.each([
    [
      'financiamento',
      [['vehicleType', 'Tipo de veículo'], ['vehicleMakeModel', 'Marca e modelo'], ['vehiclePrice', 'Valor do veículo'], ['vehicleYear', 'Ano do veículo'], ['vehiclePlate', 'Placa do veículo'], ['downPayment', 'Valor de entrada'], ['installments', 'Número de parcelas']],
    ],
    [
      'emprestimo-com-garantia',
      [
        ['loanAmount', 'Valor desejado'],
        ['ownedVehicleType', 'Tipo de veículo'],
        ['ownedVehicleMakeModel', 'Marca e modelo'],
        ['ownedVehicleYear', 'Ano do veículo'],
        ['ownedVehicleValue', 'Valor estimado do veículo'],
        ['ownedVehiclePaidOff', 'Veículo quitado'],
        // Asked only when the vehicle is not paid off (`asksDetailsField` in @repo/whatsapp).
        ['outstandingBalance', 'Saldo devedor do veículo'],
        ['installments', 'Número de parcelas'],
      ],
    ],
    [
      'refinanciamento',
      [
        ['ownedVehicleType', 'Tipo de veículo'],
        ['ownedVehicleMakeModel', 'Marca e modelo'],
        ['ownedVehicleYear', 'Ano do veículo'],
        ['ownedVehicleValue', 'Valor do veículo'],
        ['currentLender', 'Banco do financiamento atual'],
        ['outstandingBalance', 'Saldo devedor atual'],
        ['remainingInstallments', 'Parcelas restantes'],
        ['currentInstallment', 'Valor da parcela atual'],
        ['installments', 'Número de parcelas'],
      ],
    ],
  ] as const)('%s asks step 2 for exactly these fields, in this order', (id, expected) => {
    expect(productDetailsFields[id].map((field) => [field.name, field.label])).toEqual(expected);
  });

  it('tells the secured loan\'s range under its amount, and says the current installment is optional', () => {
    const loanAmount = productDetailsFields['emprestimo-com-garantia'].find((field) => field.name === 'loanAmount');
    expect(loanAmount?.hint).toBe('De R$\u00a05.000 a R$\u00a0500.000.');
    const current = productDetailsFields.refinanciamento.find((field) => field.name === 'currentInstallment');
    expect(current?.hint).toMatch(/^Opcional\./);
  });

  it('every simulator field is one of the product\'s step-2 fields, with the same copy', () => {
    for (const product of products) {
      for (const name of product.simulatorFields) expect(productDetailsFields[product.id]).toContainEqual(simulatorFieldCopy[name]);
    }
  });
});

describe('products › the secured loan\'s range (R$ 5.000 – R$ 500.000)', () => {
  it('says the range in the message tied to the field', () => {
    expect(securedLoanRangeMessage).toBe('Informe um valor entre R$\u00a05.000,00 e R$\u00a0500.000,00.');
  });

  it.each([
    [4_999.99, false],
    [securedLoanRange.min, true],
    [250_000, true],
    [securedLoanRange.max, true],
    [500_000.01, false],
    [0, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('R$ %d is within the range: %s', (amount, within) => {
    expect(isWithinSecuredLoanRange(amount)).toBe(within);
    expect(securedLoanAmountError(amount)).toBe(within ? null : securedLoanRangeMessage);
  });
});

describe('simulations › secured loan at 1,49% a.m.', () => {
  // Hand computation, R$ 10.000,00 in 12x at i = 1,49% a.m. (BRAZIL.md's method, as loan.ts):
  // - Price per real: PMT₁ = i / (1 − 1,0149^−12) = 0,09162289; no IOF it would be R$ 916,23.
  // - Amortization per real: A₁ = PMT₁ − i = 0,07672289, A_k = A₁ · 1,0149^(k−1).
  // - IOF per real financed: every due date 30k ≤ 360 days is under the 365-day cap, so
  //   c = 0,0038 + 0,000082 · Σₖ 30k · A_k = 0,0038 + 0,000082 · 200,28466 = 0,02022334.
  // - Financed: F = 10.000 / (1 − c) = 10.206,4077, so the IOF is R$ 206,41.
  // - Installment: F · PMT₁ = 935,1406 → R$ 935,14; total 12 × R$ 935,14 = R$ 11.221,68 (the installment as shown).
  // - CET: r with 10.000 = Σ 935,1406 / (1 + r)^k, k = 1…12 → r = 1,819423% a.m.;
  //   (1,01819423)^12 − 1 = 24,156% → 24,16% a.a.
  const loan = simulateSecuredLoan({ amount: 10_000, installments: 12 })!;

  it('charges R$ 206,41 of IOF and finances R$ 10.206,41', () => {
    expect(loan.monthlyRate).toBe(rates['emprestimo-com-garantia'].monthly);
    expect(cents(loan.iof)).toBe(206.41);
    expect(formatBRL(loan.financed)).toBe('R$\u00a010.206,41');
  });

  it('is 12 installments of R$ 935,14, R$ 11.221,68 in total (12 × R$ 935,14)', () => {
    expect(formatBRL(loan.installment)).toBe('R$\u00a0935,14');
    expect(formatBRL(loan.totalPayable)).toBe('R$\u00a011.221,68');
  });

  it('has a CET of 24,16% a.a. (1,8194% a.m.)', () => {
    expect(loan.cetMonthly).toBeCloseTo(0.01819423, 8);
    expect(formatPercent(loan.cetAnnual)).toBe('24,16%');
  });

  it.each([
    ['no amount', null],
    ['an amount below the range', 4_999.99],
    ['an amount above the range', 500_000.01],
  ])('simulates nothing for %s', (_case, amount) => {
    expect(simulateSecuredLoan({ amount, installments: 12 })).toBeNull();
  });

  it('simulates both ends of the range', () => {
    expect(simulateSecuredLoan({ amount: securedLoanRange.min, installments: 60 })?.principal).toBe(5_000);
    expect(simulateSecuredLoan({ amount: securedLoanRange.max, installments: 60 })?.principal).toBe(500_000);
  });
});

describe('simulations › refinancing at the partner rate (1,2% a.m.)', () => {
  // Hand computation, a balance of R$ 30.000,00 refinanced in 48x at i = 1,2% a.m., a new
  // contract with the IOF financed in:
  // - PMT₁ = i / (1 − 1,012^−48) = 0,02752755; A₁ = PMT₁ − i = 0,01552755, A_k = A₁ · 1,012^(k−1).
  // - IOF per real: installments 1…12 fall due at 30k days, 13…48 past the cap count 365 days:
  //   c = 0,0038 + 0,000082 · (Σ_{k≤12} 30k · A_k + 365 · Σ_{k>12} A_k) = 0,0038 + 0,000082 · 331,99614
  //     = 0,03102368.
  // - Financed: 30.000 / (1 − c) = 30.960,5090 → IOF R$ 960,51.
  // - New installment: 30.960,5090 · PMT₁ = 852,2670 → R$ 852,27; total 48 × R$ 852,27 = R$ 40.908,96 (the installment as shown).
  // - CET: r = 1,344491% a.m. → (1,01344491)^12 − 1 = 17,382% → 17,38% a.a.
  // - Against a current installment of R$ 1.100,00 with 36 left: R$ 1.100,00 − R$ 852,27 = R$ 247,73
  //   a month less; 36 × 1.100,00 = R$ 39.600,00 today against 48 × 852,27 = R$ 40.908,96, R$ 1.308,96 more.
  const estimate = simulateRefinancing({ outstandingBalance: 30_000, currentInstallment: 1_100, remainingInstallments: 36, installments: 48 })!;

  it('estimates a new installment of R$ 852,27 with R$ 960,51 of IOF, R$ 40.908,96 in total (48 × R$ 852,27)', () => {
    expect(estimate.loan.monthlyRate).toBe(rates.financiamento.monthly);
    expect(estimate.loan.principal).toBe(30_000);
    expect(cents(estimate.loan.iof)).toBe(960.51);
    expect(formatBRL(estimate.loan.installment)).toBe('R$\u00a0852,27');
    expect(formatBRL(estimate.loan.totalPayable)).toBe('R$\u00a040.908,96');
  });

  it('has a CET of 17,38% a.a.', () => {
    expect(estimate.loan.cetMonthly).toBeCloseTo(0.01344491, 8);
    expect(formatPercent(estimate.loan.cetAnnual)).toBe('17,38%');
  });

  it('is R$ 247,73 a month below R$ 1.100,00, yet R$ 1.308,96 more in total over 48 installments against 36', () => {
    expect(estimate.totals).toEqual({
      remainingInstallments: 36,
      currentInstallment: 1_100,
      currentTotal: 39_600,
      installments: 48,
      newInstallment: 852.27,
      newTotal: 40_908.96,
      monthlyDifference: 247.73,
      totalDifference: 1_308.96,
    });
    expect(refinancingCopy.difference(estimate.totals!.monthlyDifference)).toBe('R$\u00a0247,73 a menos por mês');
    expect(refinancingCopy.totalDifference(estimate.totals!.totalDifference)).toBe('R$\u00a01.308,96 a mais');
  });

  it('says when the new installment would be higher, or the same', () => {
    const higher = simulateRefinancing({ outstandingBalance: 30_000, currentInstallment: 800, remainingInstallments: 48, installments: 48 })!;
    expect(higher.totals?.monthlyDifference).toBe(-52.27);
    expect(refinancingCopy.difference(higher.totals!.monthlyDifference)).toBe('R$\u00a052,27 a mais por mês');
    expect(refinancingCopy.difference(0.004)).toBe('Igual à parcela atual');
  });

  it('compares nothing without a current installment or without the installments left', () => {
    for (const currentInstallment of [undefined, null, 0, Number.NaN]) {
      const alone = simulateRefinancing({ outstandingBalance: 30_000, currentInstallment, remainingInstallments: 36, installments: 48 })!;
      expect(alone.loan.installment).toBe(estimate.loan.installment);
      expect(alone.totals).toBeNull();
    }
    for (const remainingInstallments of [undefined, null, 0, -3, 2.5, Number.NaN]) {
      expect(simulateRefinancing({ outstandingBalance: 30_000, currentInstallment: 1_100, remainingInstallments, installments: 48 })!.totals).toBeNull();
    }
  });

  it('shows no percentage anywhere in the comparison', () => {
    const { totals } = estimate;
    const texts = [
      refinancingCopy.difference(totals!.monthlyDifference),
      refinancingCopy.totalDifference(totals!.totalDifference),
      refinancingCopy.totalVerdict(totals!.totalDifference, totals!.installments, totals!.remainingInstallments),
    ];
    for (const text of texts) expect(text).not.toContain('%');
  });
  it.each([null, 0, -1, Number.NaN])('estimates nothing for a balance of %s', (outstandingBalance) => {
    expect(simulateRefinancing({ outstandingBalance, installments: 48 })).toBeNull();
  });

  it('keeps "até 40% menor" a claim, never a computed promise', () => {
    expect(refinancingReductionClaim).toBe('Parcela até 40% menor, mediante análise de crédito');
    expect(refinancingCopy.claimNotice).toContain(refinancingReductionClaim);
    expect(refinancingCopy.claimNotice).toContain('não é garantida');
    expect(refinancingCopy.estimateNotice).toMatch(/^Estimativa/);
  });
});

describe('simulations › refinancing says what it costs in total (issue 48)', () => {
  // The case: a balance of R$ 9.000,00 with 18 installments of R$ 612,40 left, refinanced
  // in 48x at 1,2% a.m. with the IOF financed in: a new installment of R$ 255,68.
  // Today: 18 × 612,40 = R$ 11.023,20. New: 48 × 255,68 = R$ 12.272,64. Difference R$ 1.249,44 more,
  // though R$ 612,40 − R$ 255,68 = R$ 356,72 less a month.
  const estimate = estimateProduct('refinanciamento', { outstandingBalance: 9_000, currentInstallment: 612.4, remainingInstallments: '18' }, 48)!;

  it('compares R$ 11.023,20 left today with R$ 12.272,64 for the new contract', () => {
    expect(formatBRL(estimate.loan.installment)).toBe('R$\u00a0255,68');
    expect(estimate.comparison).toEqual({
      remainingInstallments: 18,
      currentInstallment: 612.4,
      currentTotal: 11_023.2,
      installments: 48,
      newInstallment: 255.68,
      newTotal: 12_272.64,
      monthlyDifference: 356.72,
      totalDifference: 1_249.44,
    });
  });

  it('says it plainly, with both terms', () => {
    const totals = estimate.comparison!;
    expect(refinancingCopy.total(totals.currentTotal, totals.remainingInstallments, totals.currentInstallment)).toBe(
      'R$\u00a011.023,20 (18x de R$\u00a0612,40)',
    );
    expect(refinancingCopy.total(totals.newTotal, totals.installments, totals.newInstallment)).toBe('R$\u00a012.272,64 (48x de R$\u00a0255,68)');
    expect(refinancingCopy.totalVerdict(totals.totalDifference, totals.installments, totals.remainingInstallments)).toBe(
      'Você pagaria R$\u00a01.249,44 a mais no total: 48 parcelas no novo contrato, contra 18 que faltam hoje.',
    );
    expect(refinancingCopy.totalVerdict(-300, 24, 1)).toBe('Você pagaria R$\u00a0300,00 a menos no total: 24 parcelas no novo contrato, contra 1 que falta hoje.');
    expect(refinancingCopy.totalVerdict(0.001, 12, 12)).toBe('Você pagaria o mesmo total: 12 parcelas no novo contrato, contra 12 que faltam hoje.');
    expect(refinancingCopy.totalDifference(-300)).toBe('R$\u00a0300,00 a menos');
    expect(refinancingCopy.totalDifference(0.004)).toBe('Igual ao total de hoje');
  });

  it('lists the same lines on screen and in the message, the monthly difference beside both totals', () => {
    expect(refinancingComparisonFacts(estimate.comparison!)).toEqual([
      { label: 'Diferença na parcela', value: 'R$\u00a0356,72 a menos por mês' },
      { label: 'Total que falta pagar', value: 'R$\u00a011.023,20 (18x de R$\u00a0612,40)' },
      { label: 'Total do novo contrato', value: 'R$\u00a012.272,64 (48x de R$\u00a0255,68)' },
      { label: 'Diferença no total', value: 'R$\u00a01.249,44 a mais' },
    ]);
  });

  it('reads the installments left as typed, a whole positive count', () => {
    expect(installmentCount('18')).toBe(18);
    expect(installmentCount(' 7 ')).toBe(7);
    for (const value of ['', '0', '1,5', '2x', null, undefined, 0, 2.5]) expect(installmentCount(value)).toBeNull();
  });

  it('totals from the rounded installments, exactly to the centavo', () => {
    // 0,1 + 0,2 in floating point is not 0,3: the totals are counted in centavos.
    expect(refinancingTotals({ installment: 0.1, remaining: 3 }, { installment: 0.2, installments: 3 })).toMatchObject({
      currentTotal: 0.3,
      newTotal: 0.6,
      totalDifference: 0.3,
    });
    expect(refinancingTotals({ installment: 500, remaining: 10 }, { installment: 255.676, installments: 48 })?.newInstallment).toBe(255.68);
  });
});

describe('simulations › financing as today', () => {
  it('is the vehicle simulation at the financing rate', () => {
    const loan = simulateVehicle({ vehicleValue: 50_000, downPayment: 10_000, monthlyRate: productMonthlyRate('financiamento'), installments: 48 });
    expect(loan).toEqual(rates.financiamento.example);
  });
});
