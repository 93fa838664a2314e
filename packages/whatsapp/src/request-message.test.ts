import { personTypes, productById, products, wizardOrigins, type ProductId } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from './messages';
import { campaignFromSearch, campaignMaxLength } from './campaign';
import { originLine } from './origin';
import {
  composeMessage,
  longestEstimateSection,
  longestRequestMessage,
  requestFieldMaxLengths,
  requestMessage,
  requestMessageParts,
  requestWhatsApp,
} from './request-message';
import { fipeReferenceText, parseFipeReference } from './fipe-reference';
import {
  boundedFieldMaxLengths,
  emptyRequestDraft,
  toCreditRequest,
  type CreditRequestOf,
  type RequestDraft,
} from './request';

const nbsp = '\u00a0';

const person = {
  personType: 'fisica',
  cpf: '52998224725',
  cnpj: '',
  fullName: 'João Pereira',
  contactName: '',
  email: 'joao@exemplo.com',
  phone: '(62) 98888-7777',
} as const;

const personalLines = [
  '',
  'Dados pessoais',
  'Tipo de pessoa: Pessoa Física',
  'CPF: 529.982.247-25',
  'Nome completo: João Pereira',
  'E-mail: joao@exemplo.com',
  'Telefone: (62) 98888-7777',
  '',
];

/** Financing a car. */
const financing: CreditRequestOf<'financiamento'> = {
  product: 'financiamento',
  ...person,
  vehicleType: 'carro',
  vehicleMakeModel: 'Fiat Strada Freedom 1.3',
  vehiclePrice: 85000,
  vehicleYear: '2020',
  // Typed in lower case, as on a phone's keyboard: the broker reads it as the registry writes it.
  vehiclePlate: 'abc1d23',
  downPayment: 20000,
  installments: 48,
};

/** A company financing a truck whose value came from the FIPE table: the company and whom to talk to. */
const companyFinancing: CreditRequestOf<'financiamento'> = {
  product: 'financiamento',
  personType: 'juridica',
  cpf: '52998224725',
  cnpj: '12abc34501de35',
  fullName: 'Transportes Exemplo Ltda.',
  contactName: 'Ana Paula Souza',
  email: 'frota@exemplo.com',
  phone: '6230000000',
  vehicleType: 'caminhao',
  vehicleMakeModel: 'VOLVO FH 540 6x4 2p (diesel)(E5)',
  vehiclePrice: 350000.5,
  vehicleFipe: { code: '516012-0', referenceMonth: 'novembro de 2026', value: 350000.5 },
  vehicleYear: '2018',
  // An old plate typed without its hyphen.
  vehiclePlate: 'BRA 2019',
  downPayment: 70000,
  installments: 60,
};

/** A secured loan against a paid-off car (R$ 10.000 in 12x: R$ 935,14, CET 24,16%, by hand in content). */
const securedLoan: CreditRequestOf<'emprestimo-com-garantia'> = {
  product: 'emprestimo-com-garantia',
  ...person,
  loanAmount: 10000,
  ownedVehicleType: 'carro',
  ownedVehicleMakeModel: 'Chevrolet Onix 1.0',
  ownedVehicleYear: '2019',
  ownedVehicleValue: 60000,
  ownedVehiclePaidOff: 'sim',
  outstandingBalance: 12000,
  installments: 12,
};

/** The same loan against a car still being paid for: what is still owed on it goes with it. */
const securedLoanOwed: CreditRequestOf<'emprestimo-com-garantia'> = { ...securedLoan, ownedVehiclePaidOff: 'nao' };

/** Refinancing a motorcycle (R$ 30.000 in 48x: R$ 852,27, CET 17,38%, by hand in content). */
const refinancing: CreditRequestOf<'refinanciamento'> = {
  product: 'refinanciamento',
  ...person,
  ownedVehicleType: 'moto',
  ownedVehicleMakeModel: '',
  ownedVehicleYear: '2021',
  ownedVehicleValue: 45000,
  currentLender: ' Banco Pan ',
  outstandingBalance: 30000,
  remainingInstallments: '24',
  currentInstallment: null,
  installments: 48,
};

const estimateTitle = 'Simulação feita no site (estimativa, sujeita à análise de crédito)';


/**
 * The whole secured-loan message of {@link securedLoan} (R$ 10.000 in 12x against a R$ 60.000 car),
 * with what it says of the guarantee being paid off (`paidOff`: its answer, and what is still owed).
 */
const securedLoanLines = (paidOff: readonly string[]) => [
  'Olá! Gostaria de solicitar um empréstimo com garantia de veículo.',
  ...personalLines,
  'Dados do empréstimo',
  `Valor desejado: R$${nbsp}10.000,00`,
  'Tipo de veículo: Carro',
  'Marca e modelo: Chevrolet Onix 1.0',
  'Ano do veículo: 2019',
  `Valor estimado do veículo: R$${nbsp}60.000,00 (valor informado pelo cliente)`,
  ...paidOff,
  'Número de parcelas: 12x',
  '',
  estimateTitle,
  `Parcela estimada: R$${nbsp}935,14`,
  'Prazo: 12 meses',
  'CET estimado: 24,16% a.a.',
];

/**
 * The whole refinancing message of {@link refinancing} (R$ 30.000 left, refinanced in 48x), with
 * the answer for the installment paid today (`currentInstallment`); the comparison, when there is
 * one, follows it.
 */
const refinancingLines = (
  currentInstallment: string,
  { balance = `R$${nbsp}30.000,00`, remaining = '24', installment = `R$${nbsp}852,27`, cet = '17,38% a.a.' } = {},
) => [
  'Olá! Gostaria de solicitar o refinanciamento do meu veículo.',
  ...personalLines,
  'Dados do refinanciamento',
  'Tipo de veículo: Moto',
  'Marca e modelo: Não informados',
  'Ano do veículo: 2021',
  `Valor do veículo: R$${nbsp}45.000,00 (valor informado pelo cliente)`,
  'Banco do financiamento atual: Banco Pan',
  `Saldo devedor atual: ${balance}`,
  `Parcelas restantes: ${remaining}`,
  `Valor da parcela atual: ${currentInstallment}`,
  'Número de parcelas: 48x',
  '',
  estimateTitle,
  `Parcela estimada: ${installment}`,
  'Prazo: 48 meses',
  `CET estimado: ${cet}`,
];

describe('requestMessage › each product\'s message, whole', () => {
  it.each([
    [
      'financing: the vehicle, the visitor\'s value, the estimate step 2 showed',
      financing,
      [
        'Olá! Gostaria de solicitar um financiamento de veículo.',
        ...personalLines,
        'Dados do veículo',
        'Tipo de veículo: Carro',
        'Marca e modelo: Fiat Strada Freedom 1.3',
        `Valor do veículo: R$${nbsp}85.000,00 (valor informado pelo cliente)`,
        'Ano do veículo: 2020',
        'Placa do veículo: ABC1D23',
        `Valor de entrada: R$${nbsp}20.000,00`,
        'Número de parcelas: 48x',
        '',
        estimateTitle,
        `Parcela estimada: R$${nbsp}1.846,58`,
        'Prazo: 48 meses',
        'CET estimado: 17,38% a.a.',
      ],
    ],
    [
      'financing by a company (alphanumeric CNPJ, no CPF) and its contact person, its value from the FIPE table',
      companyFinancing,
      [
        'Olá! Gostaria de solicitar um financiamento de veículo.',
        '',
        'Dados da empresa',
        'Tipo de pessoa: Pessoa Jurídica',
        'CNPJ: 12.ABC.345/01DE-35',
        'Razão social: Transportes Exemplo Ltda.',
        'Nome da pessoa de contato: Ana Paula Souza',
        'E-mail: frota@exemplo.com',
        'Telefone: (62) 3000-0000',
        '',
        'Dados do veículo',
        'Tipo de veículo: Caminhão',
        'Marca e modelo: VOLVO FH 540 6x4 2p (diesel)(E5)',
        `Valor do veículo: R$${nbsp}350.000,50 (Tabela FIPE de novembro de 2026, código 516012-0)`,
        'Ano do veículo: 2018',
        'Placa do veículo: BRA-2019',
        `Valor de entrada: R$${nbsp}70.000,00`,
        'Número de parcelas: 60x',
        '',
        estimateTitle,
        `Parcela estimada: R$${nbsp}6.788,74`,
        'Prazo: 60 meses',
        'CET estimado: 17,07% a.a.',
      ],
    ],
    [
      'a secured loan: the amount, the paid-off guarantee (no balance), the estimate',
      securedLoan,
      securedLoanLines(['Veículo quitado: Sim']),
    ],
    [
      'a secured loan on a vehicle not paid off: what is still owed on it',
      securedLoanOwed,
      securedLoanLines(['Veículo quitado: Não, ainda há parcelas a pagar', `Saldo devedor do veículo: R$${nbsp}12.000,00`]),
    ],
    [
      'a refinancing: the current bank, the installments left, the estimate',
      refinancing,
      refinancingLines('Não informado'),
    ],
    [
      'a refinancing with the installment paid today: the monthly difference and both totals step 2 showed',
      { ...refinancing, currentInstallment: 1150 },
      [
        ...refinancingLines(`R$${nbsp}1.150,00`),
        // 1.150,00 − 852,27 = 297,73 a month; 24 × 1.150,00 = 27.600,00 against 48 × 852,27 = 40.908,96.
        `Diferença na parcela: R$${nbsp}297,73 a menos por mês`,
        `Total que falta pagar: R$${nbsp}27.600,00 (24x de R$${nbsp}1.150,00)`,
        `Total do novo contrato: R$${nbsp}40.908,96 (48x de R$${nbsp}852,27)`,
        `Diferença no total: R$${nbsp}13.308,96 a mais`,
      ],
    ],
    [
      'the issue-48 refinancing: R$ 356,72 less a month, R$ 1.249,44 more in total',
      { ...refinancing, outstandingBalance: 9000, remainingInstallments: '18', currentInstallment: 612.4 },
      [
        ...refinancingLines(`R$${nbsp}612,40`, { balance: `R$${nbsp}9.000,00`, remaining: '18', installment: `R$${nbsp}255,68` }),
        `Diferença na parcela: R$${nbsp}356,72 a menos por mês`,
        `Total que falta pagar: R$${nbsp}11.023,20 (18x de R$${nbsp}612,40)`,
        `Total do novo contrato: R$${nbsp}12.272,64 (48x de R$${nbsp}255,68)`,
        `Diferença no total: R$${nbsp}1.249,44 a mais`,
      ],
    ],
  ] as const)('%s', (_case, request, lines) => {
    // The last line says where the visitor reached the wizard from: here, the wizard itself.
    const origin = `Origem: assistente de financiamento · ${productById(request.product).label}`;
    expect(requestMessage(request)).toBe([...lines, '', origin].join('\n'));
  });

  it('leaves optional answers "Não informado", agreeing with each label (a placa: "Não informada"), and a value not given says no source', () => {
    const bare = {
      ...financing,
      cpf: '529.982',
      vehicleType: '',
      vehicleMakeModel: ' ',
      vehicleYear: ' ',
      vehiclePlate: '',
      vehiclePrice: null,
      downPayment: Number.NaN,
    } as const;
    expect(requestMessage(bare).split('\n').slice(8)).toEqual([
      '',
      'Dados do veículo',
      'Tipo de veículo: Não informado',
      'Marca e modelo: Não informados',
      'Valor do veículo: Não informado',
      'Ano do veículo: Não informado',
      'Placa do veículo: Não informada',
      'Valor de entrada: Não informado',
      'Número de parcelas: 48x',
      '',
      'Origem: assistente de financiamento · Financiamento',
    ]);
    expect(requestMessage(bare)).toContain('CPF: 529.982\n');
  });

  it('says when the visitor changed a value taken from the FIPE table', () => {
    const changed = { ...companyFinancing, vehiclePrice: 340000 };
    expect(requestMessage(changed)).toContain(
      `Valor do veículo: R$${nbsp}340.000,00 (valor informado pelo cliente; Tabela FIPE de novembro de 2026: R$${nbsp}350.000,50, código 516012-0)`,
    );
  });

  it('carries the estimate whenever the figures allow one, at the count it sends', () => {
    expect(requestMessage({ ...financing, downPayment: 85000 })).not.toContain(estimateTitle);
    const draft = { ...emptyRequestDraft, ...person, product: 'emprestimo-com-garantia', loanAmount: '10.000,00' } as const;
    // No count chosen: the select's own start (48x) is the count estimated and the count sent.
    const text = requestMessage(toCreditRequest(draft));
    expect(text).toContain('\nNúmero de parcelas: 48x\n');
    expect(text).toContain('\nPrazo: 48 meses\n');
    // A count the wizard does not offer (a stored draft of another version) reads as that start too.
    expect(requestMessage(toCreditRequest({ ...draft, installments: '7' }))).toBe(text);
  });

  it('sends the balance of a secured loan\'s vehicle only when it is not paid off', () => {
    expect(requestMessage(securedLoan)).not.toContain('Saldo devedor');
    expect(requestMessage(securedLoanOwed)).toContain(`\nSaldo devedor do veículo: R$${nbsp}12.000,00\n`);
  });

  it('sends the CPF only for Pessoa Física and the CNPJ only for Pessoa Jurídica', () => {
    expect(requestMessage(companyFinancing)).not.toContain('529.982.247-25');
    expect(requestMessage({ ...financing, cnpj: '11222333000181' })).not.toContain('11.222.333/0001-81');
  });

  it('has no field for birth date, income or bank preference', () => {
    // @ts-expect-error income is never sent (SPEC §3, §7)
    const withIncome: CreditRequestOf<'financiamento'> = { ...financing, income: 5000 };
    // @ts-expect-error bank preference is never sent
    const withBank: CreditRequestOf<'financiamento'> = { ...financing, bankPreference: 'pan' };
    // @ts-expect-error birth date is never sent
    const withBirthDate: CreditRequestOf<'financiamento'> = { ...financing, birthDate: '01/01/1990' };
    for (const request of [withIncome, withBank, withBirthDate]) {
      expect(requestMessage(request)).toBe(requestMessage(financing));
    }
  });

  it('reports the link and the length of the message', () => {
    const built = requestWhatsApp(financing);
    expect(built.text).toBe(requestMessage(financing));
    expect(built.length).toBe(built.text.length);
    expect(built.tooLong).toBe(false);
  });
});

describe('requestMessage › made of parts', () => {
  it('is the greeting, the review\'s sections and the estimate: what the review shows is what is sent', () => {
    const parts = requestMessageParts(securedLoan);
    expect(parts.greeting).toBe('Olá! Gostaria de solicitar um empréstimo com garantia de veículo.');
    expect(parts.answers.map((part) => [part.section, part.title])).toEqual([
      ['personal', 'Dados pessoais'],
      ['details', 'Dados do empréstimo'],
    ]);
    expect(parts.estimate?.title).toBe(estimateTitle);
    expect(parts.closing).toEqual(['Origem: assistente de financiamento · Empréstimo com garantia']);
    expect(composeMessage(parts.greeting, [...parts.answers, parts.estimate!], parts.closing)).toBe(requestMessage(securedLoan));
  });

  it('closes with the origin the review is given, the one the message ends with', () => {
    const parts = requestMessageParts(refinancing, 'inicio-simulador');
    expect(parts.closing).toEqual(['Origem: simulador da página inicial · Refinanciamento']);
    expect(composeMessage(parts.greeting, [...parts.answers, parts.estimate!], parts.closing)).toBe(requestMessage(refinancing, 'inicio-simulador'));
  });

  it('ends with its origin line after a blank line, and says nothing in the broker\'s voice (no warning against payments in advance)', () => {
    const text = requestMessage(refinancing, 'inicio-simulador');
    expect(text.endsWith(`\n\nOrigem: simulador da página inicial · Refinanciamento`)).toBe(true);
    expect(text).not.toMatch(/pagamento antecipado/);
    expect(text.replace(/\n\nOrigem: [^\n]+$/, '')).toBe(composeMessage(requestMessageParts(refinancing).greeting, [...requestMessageParts(refinancing).answers, requestMessageParts(refinancing).estimate!]));
  });
});

describe('the FIPE reference of a vehicle\'s value', () => {
  it('is written into its hidden field and read back', () => {
    const reference = { code: '005340-6', referenceMonth: 'novembro de 2026', value: 58231 };
    expect(fipeReferenceText(reference)).toBe('005340-6;novembro de 2026;58231');
    expect(parseFipeReference(fipeReferenceText(reference))).toEqual(reference);
    expect(parseFipeReference('005340-6;novembro de 2026;58231.5')?.value).toBe(58231.5);
  });

  it.each(['', '5340-6;novembro de 2026;58231', '005340-6;november 2026;58231', '005340-6;novembro de 2026;1000000000', '005340-6;novembro de 2026;58231;x'])(
    'reads %j as no reference (the message writes nothing it cannot bound)',
    (text) => {
      expect(parseFipeReference(text)).toBeNull();
    },
  );

  it('is read from the draft by the product whose value it is', () => {
    const draft: RequestDraft = {
      ...emptyRequestDraft,
      product: 'refinanciamento',
      ownedVehicleValue: '58.231,00',
      ownedVehicleFipe: '005340-6;novembro de 2026;58231',
      vehicleFipe: '999999-9;janeiro de 2026;1000',
    };
    const request = toCreditRequest(draft);
    expect(request).toMatchObject({ ownedVehicleFipe: { code: '005340-6' } });
    expect(request).not.toHaveProperty('vehicleFipe');
  });
});

describe('the 2,000-character rule › the builder itself', () => {
  it('never returns more than 2000 characters, whatever the draft holds (a 100.000-character make and model), and keeps its closing lines', () => {
    const draft: RequestDraft = {
      ...emptyRequestDraft,
      ...person,
      fullName: 'Maria '.repeat(2000),
      vehicleMakeModel: 'x'.repeat(100_000),
      vehiclePrice: '85.000,00',
      vehicleYear: '2020',
      downPayment: '20.000,00',
    };
    const text = requestMessage(toCreditRequest(draft));
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(text.split('\n').at(-1)).toBe(originLine({ origin: 'assistente', product: 'financiamento' }));
    expect(text).toContain('Valor do veículo: R$\u00a085.000,00');
    expect(text).toMatch(/Marca e modelo: x+…/);
  });
});

describe('the 2,000-character rule › the wizard\'s free text is bounded', () => {
  const limits = requestFieldMaxLengths;
  /**
   * Every field as long as its bound lets it be, and every optional answer empty where "Não
   * informado" is longer than any answer (the year's four digits, a vehicle kind, an installment,
   * the installments left).
   */
  const longest = (product: ProductId, personType: RequestDraft['personType'], name = limits.fullName): RequestDraft => ({
    ...emptyRequestDraft,
    product,
    personType,
    cpf: 'x'.repeat(limits.cpf),
    cnpj: 'x'.repeat(limits.cnpj),
    fullName: 'x'.repeat(name),
    contactName: 'x'.repeat(limits.contactName),
    email: 'x'.repeat(limits.email),
    phone: 'x'.repeat(limits.phone),
    vehicleMakeModel: 'x'.repeat(limits.vehicleMakeModel),
    ownedVehicleMakeModel: 'x'.repeat(limits.ownedVehicleMakeModel),
    currentLender: 'x'.repeat(limits.currentLender),
    // Nines only: every character a digit of the integer part, the longest amount it can write.
    vehiclePrice: '9'.repeat(limits.vehiclePrice),
    ownedVehicleValue: '9'.repeat(limits.ownedVehicleValue),
    downPayment: '9'.repeat(limits.downPayment),
    loanAmount: '9'.repeat(limits.loanAmount),
    outstandingBalance: '9'.repeat(limits.outstandingBalance),
    currentInstallment: '9'.repeat(limits.currentInstallment),
    // Not paid off: the secured loan then sends the balance too.
    ownedVehiclePaidOff: 'nao',
    // A reference the visitor changed the value of since: the longest note beside a value.
    vehicleFipe: '000000-0;fevereiro de 2026;999999999.99',
    ownedVehicleFipe: '000000-0;fevereiro de 2026;999999999.99',
  });
  const cases = products.flatMap((product) => personTypes.map((person) => [product.id, person.id] as const));
  const estimate = longestEstimateSection();

  it('bounds the documents and phone by their masks (a CNPJ typed in the CPF field, a phone as WhatsApp copies it), the year to 4 digits, amounts to R$ 999.999.999,99 and e-mail to 254', () => {
    expect(limits).toMatchObject({ cpf: 18, cnpj: 18, phone: '+55 66 99876-5432'.length, vehicleYear: 4, email: 254, loanAmount: 'R$ 999.999.999,99'.length });
    expect(limits).toMatchObject({ vehicleMakeModel: 80, currentLender: 60, remainingInstallments: 3 });
  });

  it('reads as a plain record of every bounded field, the name included (computed on first read)', () => {
    expect(Object.keys(limits).sort()).toEqual([...Object.keys(boundedFieldMaxLengths), 'fullName'].sort());
    expect({ ...limits }).toEqual(Object.fromEntries(Object.keys(limits).map((key) => [key, limits[key as keyof typeof limits]])));
    expect(Object.isFrozen(limits)).toBe(true);
  });

  it('leaves the name (nome completo or razão social) room for the longest razão social (the CNPJ register holds 150 characters)', () => {
    expect(limits.fullName).toBeGreaterThanOrEqual(150);
  });

  it.each(cases)('%s, %s: with every field at its bound, the message fits in 2,000 characters', (product, personType) => {
    const campaign = campaignFromSearch(`?utm_source=${'s'.repeat(99)}&utm_medium=${'m'.repeat(99)}&utm_campaign=${'c'.repeat(99)}`);
    expect(campaign).toHaveLength(campaignMaxLength);
    const built = requestWhatsApp(toCreditRequest(longest(product, personType)), 'inicio-simulador', undefined, campaign);
    expect(built.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(built.tooLong).toBe(false);
  });

  it('the longest estimate is at least as long as any a request can carry', () => {
    const lengths = (text: string) => text.split('\n').length;
    for (const [product, personType] of cases) {
      const parts = requestMessageParts(toCreditRequest({ ...longest(product, personType), downPayment: '' }));
      if (parts.estimate === null) continue;
      expect(lengths(composeMessage('', [parts.estimate]))).toBeLessThanOrEqual(lengths(composeMessage('', [estimate])));
      expect(composeMessage('', [parts.estimate]).length).toBeLessThanOrEqual(composeMessage('', [estimate]).length);
    }
  });

  it('is exact: with every field, the estimate and the origin line (its campaign too) at their longest the message is 2,000 characters, and one more character of name is too long', () => {
    const campaign = 'x'.repeat(campaignMaxLength);
    const withName = (product: ProductId, personType: RequestDraft['personType'], name: number) => {
      const parts = requestMessageParts(toCreditRequest(longest(product, personType, name)));
      const origins = wizardOrigins.map((origin) =>
        composeMessage(parts.greeting, [...parts.answers, estimate], [originLine({ origin, product }, campaign)]),
      );
      return origins.reduce((best, message) => (message.length > best.length ? message : best));
    };
    const lengths = cases.map(([product, personType]) => withName(product, personType, limits.fullName).length);
    expect(Math.max(...lengths)).toBe(MAX_MESSAGE_LENGTH);
    const [product, personType] = cases[lengths.indexOf(MAX_MESSAGE_LENGTH)]!;
    expect(withName(product, personType, limits.fullName + 1).length).toBe(MAX_MESSAGE_LENGTH + 1);
    // The bound is computed from the same message.
    expect(longestRequestMessage(product, personType, estimate).length).toBe(MAX_MESSAGE_LENGTH - limits.fullName);
  });
});
