import { fieldHelp, fieldRuleMessages, guidanceHints, parseBRL, personTypes, products, securedLoanRangeMessage, vehicleKinds, type ProductId } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { requestMessage } from './request-message';
import {
  allDetailsFields,
  asksDetailsField,
  detailsFields,
  emptyRequestDraft,
  missingRequestFields,
  readRequestDraft,
  requestFacts,
  requiredRequestFields,
  toCreditRequest,
  type RequestDraft,
} from './request';
import { contactIssues, emailSuggestion, guidanceIssues, invalidRequestFields, vehicleValueMeaning } from './rules';

/** A draft holding answers for every product at once, as a visitor who switched product keeps it. */
const everything: RequestDraft = {
  ...emptyRequestDraft,
  cpf: '52998224725',
  fullName: 'Maria da Silva',
  email: 'maria@exemplo.com',
  phone: '66999991234',
  vehicleType: 'carro',
  vehiclePrice: '85.000,00',
  vehicleYear: '2020',
  vehiclePlate: 'abc-1d23',
  downPayment: '20.000,00',
  vehicleMakeModel: 'Fiat Strada Freedom 1.3',
  ownedVehicleType: 'moto',
  ownedVehicleMakeModel: 'Honda CG 160 Titan',
  ownedVehicleYear: '2017',
  ownedVehicleValue: '60.000,00',
  ownedVehiclePaidOff: 'sim',
  loanAmount: '30.000,00',
  currentLender: 'Banco Pan',
  outstandingBalance: '40.000,00',
  remainingInstallments: '24',
  currentInstallment: '1.500,00',
  installments: '48',
};

const on = (product: ProductId, draft: RequestDraft = everything): RequestDraft => ({ ...draft, product });

describe('the request › its draft', () => {
  it('reads every product, person type and vehicle kind that content offers, and nothing else', () => {
    for (const { id } of products) expect(readRequestDraft(emptyRequestDraft, { product: id }).product).toBe(id);
    for (const { id } of personTypes) expect(readRequestDraft(emptyRequestDraft, { personType: id }).personType).toBe(id);
    for (const { id } of vehicleKinds) expect(readRequestDraft(emptyRequestDraft, { vehicleType: id }).vehicleType).toBe(id);
    const unknown = readRequestDraft(emptyRequestDraft, { product: 'consorcio', personType: 'outra', vehicleType: 'barco', cpf: 7, income: '5000' });
    expect(unknown).toEqual(emptyRequestDraft);
  });

  it('starts on financing, the first product', () => {
    expect(emptyRequestDraft.product).toBe('financiamento');
  });

  it('keeps every product\'s answers when the product changes', () => {
    const switched = readRequestDraft(everything, { product: 'refinanciamento' });
    expect(switched).toEqual(on('refinanciamento'));
    expect(readRequestDraft(switched, { product: 'financiamento' })).toEqual(everything);
  });
});

describe('the request › only the chosen product\'s answers', () => {
  it.each([
    ['financiamento', ['vehicleType', 'vehicleMakeModel', 'vehiclePrice', 'vehicleYear', 'vehiclePlate', 'downPayment', 'installments'], 'vehicleFipe'],
    [
      'emprestimo-com-garantia',
      ['loanAmount', 'ownedVehicleType', 'ownedVehicleMakeModel', 'ownedVehicleYear', 'ownedVehicleValue', 'ownedVehiclePaidOff', 'outstandingBalance', 'installments'],
      'ownedVehicleFipe',
    ],
    [
      'refinanciamento',
      [
        'ownedVehicleType',
        'ownedVehicleMakeModel',
        'ownedVehicleYear',
        'ownedVehicleValue',
        'currentLender',
        'outstandingBalance',
        'remainingInstallments',
        'currentInstallment',
        'installments',
      ],
      'ownedVehicleFipe',
    ],
  ] as const)('%s carries the personal answers and %j (and its value\'s FIPE reference)', (product, details, fipe) => {
    const request = toCreditRequest(on(product));
    expect(Object.keys(request).sort()).toEqual(
      ['product', 'personType', 'cpf', 'cnpj', 'fullName', 'contactName', 'email', 'phone', ...details, fipe].sort(),
    );
    expect(detailsFields(product).map((field) => field.name)).toEqual(details);
  });

  it('types each product\'s request with its own answers only', () => {
    const request = toCreditRequest(on('emprestimo-com-garantia'));
    if (request.product !== 'emprestimo-com-garantia') throw new Error('expected the secured loan');
    expect(request.loanAmount).toBe(30_000);
    // @ts-expect-error a secured loan has no down payment
    expect(request.downPayment).toBeUndefined();
  });

  it('parses amounts and installments from the text a form keeps', () => {
    expect(toCreditRequest(on('financiamento', { ...everything, downPayment: '' }))).toMatchObject({
      vehiclePrice: 85_000,
      downPayment: null,
      installments: 48,
    });
    expect(toCreditRequest(on('emprestimo-com-garantia'))).toMatchObject({ loanAmount: 30_000, ownedVehicleValue: 60_000 });
    expect(toCreditRequest(on('refinanciamento'))).toMatchObject({ outstandingBalance: 40_000, currentInstallment: 1_500 });
  });

  it('writes no other product\'s answer into the message', () => {
    const loan = requestMessage(toCreditRequest(on('emprestimo-com-garantia')));
    expect(loan).not.toMatch(/entrada|Saldo devedor|parcela atual/i);
    const refinancing = requestMessage(toCreditRequest(on('refinanciamento')));
    expect(refinancing).not.toMatch(/entrada|Valor desejado/);
    const financing = requestMessage(toCreditRequest(everything));
    expect(financing).not.toMatch(/Valor desejado|Saldo devedor|parcela atual|quitado|Banco|Honda/);
    expect(loan).not.toMatch(/Banco|restantes|Strada/);
  });

  it('asks the secured loan\'s balance only when its vehicle is not paid off: shown, required and sent then only', () => {
    const owed = on('emprestimo-com-garantia', { ...everything, ownedVehiclePaidOff: 'nao', outstandingBalance: '' });
    expect(asksDetailsField('emprestimo-com-garantia', 'outstandingBalance', everything)).toBe(false);
    expect(asksDetailsField('emprestimo-com-garantia', 'outstandingBalance', owed)).toBe(true);
    expect(asksDetailsField('financiamento', 'outstandingBalance', owed)).toBe(false);
    expect(missingRequestFields('details', on('emprestimo-com-garantia'))).toEqual([]);
    expect(missingRequestFields('details', owed)).toEqual(['outstandingBalance']);
    expect(requestMessage(toCreditRequest({ ...owed, outstandingBalance: '12.000,00' }))).toContain('\nSaldo devedor do veículo: R$\u00a012.000,00\n');
  });

  it('asks a company for its contact person as well as its razão social, and names both', () => {
    const company: RequestDraft = { ...everything, personType: 'juridica', cnpj: '11222333000181', fullName: 'Transportes Exemplo Ltda.' };
    expect(requiredRequestFields('personal', company)).toEqual(['cnpj', 'fullName', 'contactName', 'email', 'phone']);
    expect(requiredRequestFields('personal', everything)).toEqual(['cpf', 'fullName', 'email', 'phone']);
    const [personal] = requestFacts(toCreditRequest({ ...company, contactName: 'Ana Paula Souza' }));
    expect(personal?.title).toBe('Dados da empresa');
    expect(personal?.facts.map((fact) => `${fact.label}: ${fact.value}`)).toContain('Razão social: Transportes Exemplo Ltda.');
    expect(personal?.facts.map((fact) => `${fact.label}: ${fact.value}`)).toContain('Nome da pessoa de contato: Ana Paula Souza');
    expect(invalidRequestFields('personal', { ...company, contactName: 'Ana' })).toEqual([{ field: 'contactName', message: fieldRuleMessages.fullName }]);
  });

  it.each(products.map((product) => [product.id]))('%s: the message is written from the facts the review step shows', (product) => {
    const request = toCreditRequest(on(product));
    const lines = requestMessage(request).split('\n');
    const facts = requestFacts(request);
    expect(facts.map((part) => part.section)).toEqual(['personal', 'details']);
    expect(facts[1]?.step).toEqual({ number: 2, title: products.find((item) => item.id === product)?.detailsStepTitle });
    for (const { step, title, facts: list } of facts) {
      expect(title).toBe(step.title);
      expect(lines).toContain(title);
      for (const fact of list) expect(lines).toContain(`${fact.label}: ${fact.value}`);
    }
    expect(lines).toContain('CPF: 529.982.247-25');
  });
});

describe('the request › presence rules', () => {
  it('step 1 is the same for every product (SPEC §5; a company also names its contact person)', () => {
    for (const { id } of products) {
      expect(missingRequestFields('personal', on(id, emptyRequestDraft))).toEqual(['cpf', 'fullName', 'email', 'phone']);
      expect(missingRequestFields('personal', { ...on(id, emptyRequestDraft), personType: 'juridica' })).toEqual(['cnpj', 'fullName', 'contactName', 'email', 'phone']);
    }
  });

  it.each([
    // SPEC §5 for financing; the analogous amounts and year for the others.
    // and what the broker cannot act without: the guarantee paid off, the current bank and the installments left.
    ['financiamento', ['vehiclePrice', 'vehicleYear', 'downPayment']],
    ['emprestimo-com-garantia', ['loanAmount', 'ownedVehicleYear', 'ownedVehicleValue', 'ownedVehiclePaidOff']],
    ['refinanciamento', ['ownedVehicleYear', 'ownedVehicleValue', 'currentLender', 'outstandingBalance', 'remainingInstallments']],
  ] as const)('step 2 of %s requires %j, in display order', (product, required) => {
    expect(requiredRequestFields('details', on(product))).toEqual(required);
    expect(missingRequestFields('details', on(product, emptyRequestDraft))).toEqual(required);
    expect(detailsFields(product).filter((field) => field.required && asksDetailsField(product, field.name, on(product))).map((field) => field.name)).toEqual(required);
  });

  it('vehicle type, make and model, installments and the current installment are optional', () => {
    const bare = {
      ...everything,
      vehicleType: '',
      vehicleMakeModel: '',
      ownedVehicleType: '',
      ownedVehicleMakeModel: '',
      installments: '',
      currentInstallment: '',
    } as const;
    for (const { id } of products) expect(missingRequestFields('details', on(id, bare))).toEqual([]);
  });

  it('whitespace is not an answer', () => {
    expect(missingRequestFields('details', on('emprestimo-com-garantia', { ...everything, loanAmount: '  ' }))).toEqual(['loanAmount']);
  });

  it('another product\'s missing answer does not block this one', () => {
    const financingOnly = { ...everything, loanAmount: '', outstandingBalance: '' };
    expect(missingRequestFields('details', financingOnly)).toEqual([]);
  });
});

describe('the request › the secured loan\'s range', () => {
  it.each([
    ['4.999,99', [{ field: 'loanAmount', message: securedLoanRangeMessage }]],
    ['5.000,00', []],
    ['500.000,00', []],
    ['500.000,01', [{ field: 'loanAmount', message: securedLoanRangeMessage }]],
    ['1.000.000', [{ field: 'loanAmount', message: securedLoanRangeMessage }]],
    ['abc', [{ field: 'loanAmount', message: fieldRuleMessages.notAnAmount }]],
    // Empty is a matter of presence, not of range.
    ['', []],
  ])('an amount of %j is invalid: %j', (loanAmount, invalid) => {
    // The vehicle's value left empty: the range alone.
    const draft = on('emprestimo-com-garantia', { ...everything, ownedVehicleValue: '', loanAmount });
    expect(invalidRequestFields('details', draft)).toEqual(invalid);
    // Nothing typed is lost: the draft still holds the amount as typed.
    expect(draft.loanAmount).toBe(loanAmount);
  });

  it('tells the range at the field, in Portuguese', () => {
    expect(securedLoanRangeMessage).toBe('Informe um valor entre R$\u00a05.000,00 e R$\u00a0500.000,00.');
  });

  it('applies to the secured loan only, and to step 2 only', () => {
    const tooMuch = { ...everything, loanAmount: '900.000,00' };
    expect(invalidRequestFields('details', on('financiamento', tooMuch))).toEqual([]);
    expect(invalidRequestFields('details', on('refinanciamento', tooMuch))).toEqual([]);
    expect(invalidRequestFields('personal', on('emprestimo-com-garantia', tooMuch))).toEqual([]);
  });
});

describe('the request › the rules of step 1, each said at its field', () => {
  const personal = (answers: Partial<RequestDraft>) => invalidRequestFields('personal', { ...everything, ...answers });
  it.each([
    ['a CPF whose check digits fail', { cpf: '111.111.111-11' }, 'cpf', fieldRuleMessages.cpfInvalid],
    ['a CPF one digit short', { cpf: '529.982.247-2' }, 'cpf', fieldRuleMessages.cpfIncomplete],
    ['a CNPJ whose check digits fail', { personType: 'juridica', cnpj: '11.222.333/0001-82' }, 'cnpj', fieldRuleMessages.cnpjInvalid],
    ['an alphanumeric CNPJ with a wrong digit', { personType: 'juridica', cnpj: '12.ABC.345/01DE-34' }, 'cnpj', fieldRuleMessages.cnpjInvalid],
    ['a CNPJ one character short', { personType: 'juridica', cnpj: '11.222.333/0001-8' }, 'cnpj', fieldRuleMessages.cnpjIncomplete],
    ['a one-word name', { fullName: 'M' }, 'fullName', fieldRuleMessages.fullName],
    ['an e-mail without a domain', { email: 'maria@' }, 'email', fieldRuleMessages.email],
    ['an e-mail whose domain has one label', { email: 'maria@exemplo' }, 'email', fieldRuleMessages.email],
    ['an e-mail with a space', { email: 'maria silva@exemplo.com' }, 'email', fieldRuleMessages.email],
    ['a phone of four digits', { phone: '1234' }, 'phone', fieldRuleMessages.phone],
    ['an 11-digit phone not starting with 9', { phone: '(66) 89999-1234' }, 'phone', fieldRuleMessages.phone],
    ['a DDD with a 0', { phone: '(06) 99999-1234' }, 'phone', fieldRuleMessages.phone],
    ['a CNPJ in the CPF field', { cpf: '11.222.333/0001-81' }, 'cpf', fieldHelp.cpfHoldsCnpj],
    ['a CNPJ without punctuation in the CPF field', { cpf: '11222333000181' }, 'cpf', fieldHelp.cpfHoldsCnpj],
  ] as const)('%s', (_case, answers, field, message) => {
    expect(personal(answers)).toEqual([{ field, message }]);
  });

  it.each([
    ['a valid CPF, masked or not', { cpf: '52998224725' }],
    ['a valid CNPJ', { personType: 'juridica', cnpj: '11.222.333/0001-81' }],
    ['a valid alphanumeric CNPJ', { personType: 'juridica', cnpj: '12.ABC.345/01DE-35' }],
    ['a razão social of one word', { personType: 'juridica', cnpj: '11.222.333/0001-81', fullName: 'Transportadora' }],
    ['a landline with its DDD', { phone: '(62) 3000-1234' }],
    ['a mobile with its DDD', { phone: '(66) 99999-1234' }],
    ['an e-mail with subdomains', { email: 'maria.silva+site@mail.exemplo.com.br' }],
    ['a phone as WhatsApp copies it', { phone: '+55 66 99876-5432' }],
    ['a phone with the long-distance 0', { phone: '066 99876-5432' }],
    ['a phone of bare digits', { phone: '66998765432' }],
    ['an e-mail whose domain looks like a typo (a suggestion, never a block)', { email: 'maria@gmail.con' }],
  ] as const)('accepts %s', (_case, answers) => {
    expect(personal(answers)).toEqual([]);
  });

  it('lists the failures in display order, and leaves empty answers to presence', () => {
    expect(personal({ cpf: '111.111.111-11', fullName: 'M', email: 'maria@', phone: '' }).map(({ field }) => field)).toEqual([
      'cpf',
      'fullName',
      'email',
    ]);
  });
});

describe('the request › an e-mail domain typo is offered its mend', () => {
  it.each([
    ['maria@gmail.con', 'maria@gmail.com'],
    ['maria@hotmial.com', 'maria@hotmail.com'],
    ['maria@yahoo.com.bt', 'maria@yahoo.com.br'],
    ['maria@outlok.com', 'maria@outlook.com'],
    ['  maria@gmial.com ', 'maria@gmail.com'],
  ])('%j: "Você quis dizer %s?"', (typed, meant) => {
    expect(emailSuggestion(typed)).toBe(meant);
  });

  it.each(['maria@gmail.com', 'maria@bol.com.br', 'maria@uol.com.br', 'maria@terra.com.br', 'maria@empresa.com.br', 'maria@gmx.com', 'maria@', ''])(
    'suggests nothing for %j',
    (typed) => {
      expect(emailSuggestion(typed)).toBeNull();
    },
  );
});

describe('the request › the rules of step 2, each said at its field', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const details = (product: ProductId, answers: Partial<RequestDraft>) =>
    invalidRequestFields('details', on(product, { ...everything, ...answers }), now);
  it.each([
    ['financiamento', 'a year after next year', { vehicleYear: '2028' }, 'vehicleYear', 'Informe um ano entre 1950 e 2027.'],
    ['financiamento', 'a year before 1950', { vehicleYear: '1949' }, 'vehicleYear', 'Informe um ano entre 1950 e 2027.'],
    ['financiamento', 'a plate one letter short', { vehiclePlate: 'AB1D234' }, 'vehiclePlate', fieldRuleMessages.plate],
    ['financiamento', 'a plate with a letter where the old format has a digit', { vehiclePlate: 'ABC-12D4' }, 'vehiclePlate', fieldRuleMessages.plate],
    [
      'financiamento',
      'a R$ 999.999.999 car',
      { vehicleType: 'carro', vehiclePrice: '999.999.999,00' },
      'vehiclePrice',
      'Informe um valor entre R$\u00a03.000,00 e R$\u00a02.000.000,00 para um carro.',
    ],
    [
      'financiamento',
      'a R$ 600.000 motorcycle',
      { vehicleType: 'moto', vehiclePrice: '600.000,00' },
      'vehiclePrice',
      'Informe um valor entre R$\u00a01.000,00 e R$\u00a0500.000,00 para uma moto.',
    ],
    [
      'financiamento',
      'a price without a kind above every kind\'s range',
      { vehicleType: '', vehiclePrice: '5.000.000,00' },
      'vehiclePrice',
      'Informe um valor entre R$\u00a01.000,00 e R$\u00a03.000.000,00.',
    ],
    ['financiamento', 'a down payment larger than the price', { downPayment: '90.000,00' }, 'downPayment', fieldRuleMessages.downPayment],
    ['financiamento', 'a down payment equal to the price', { downPayment: '85.000,00' }, 'downPayment', fieldRuleMessages.downPayment],
    [
      'emprestimo-com-garantia',
      'a R$ 500.000 loan against a R$ 60.000 car',
      { loanAmount: '500.000,00', ownedVehicleValue: '60.000,00' },
      'loanAmount',
      // The default broker lends up to 70% of the vehicle's value: 60 000 × 70% = 42 000.
      'Um veículo de R$\u00a060.000,00 garante até cerca de R$\u00a042.000,00 (70% do valor). Informe um valor até esse limite.',
    ],
    [
      'emprestimo-com-garantia',
      'a loan a centavo above what the vehicle backs',
      // 58 231,00 × 70% = 40 761,70.
      { loanAmount: '40.761,71', ownedVehicleValue: '58.231,00' },
      'loanAmount',
      'Um veículo de R$\u00a058.231,00 garante até cerca de R$\u00a040.761,70 (70% do valor). Informe um valor até esse limite.',
    ],
    ['emprestimo-com-garantia', 'the owned vehicle\'s year', { ownedVehicleYear: '2035' }, 'ownedVehicleYear', 'Informe um ano entre 1950 e 2027.'],
    [
      'refinanciamento',
      'a balance above the vehicle\'s value',
      { outstandingBalance: '70.000,00', ownedVehicleValue: '60.000,00' },
      'outstandingBalance',
      'O saldo devedor não pode passar do valor do veículo (R$\u00a060.000,00).',
    ],
    ['refinanciamento', 'a current installment above the balance', { currentInstallment: '50.000,00' }, 'currentInstallment', fieldRuleMessages.installmentAboveBalance],
    ['refinanciamento', 'a balance of zero', { outstandingBalance: '0,00' }, 'outstandingBalance', fieldRuleMessages.positive],
    ['refinanciamento', 'no installment left', { remainingInstallments: '0' }, 'remainingInstallments', fieldRuleMessages.remainingInstallments],
    ['refinanciamento', '121 installments left', { remainingInstallments: '121' }, 'remainingInstallments', fieldRuleMessages.remainingInstallments],
    ['refinanciamento', 'installments left not a number', { remainingInstallments: '2x' }, 'remainingInstallments', fieldRuleMessages.remainingInstallments],
  ] as const)('%s: %s', (product, _case, answers, field, message) => {
    expect(details(product, answers)).toEqual([{ field, message }]);
  });

  it('accepts this year\'s and next year\'s models, 1950 and the ends of a range', () => {
    expect(details('financiamento', { vehicleYear: '2027' })).toEqual([]);
    expect(details('financiamento', { vehicleYear: '1950' })).toEqual([]);
    expect(details('financiamento', { vehicleType: 'carro', vehiclePrice: '2.000.000,00', downPayment: '1,00' })).toEqual([]);
    // Exactly what a R$ 58.231,00 vehicle backs at 70%: 40 761,70.
    expect(details('emprestimo-com-garantia', { loanAmount: '40.761,70', ownedVehicleValue: '58.231,00' })).toEqual([]);
    expect(details('refinanciamento', { remainingInstallments: '1' })).toEqual([]);
    expect(details('refinanciamento', { remainingInstallments: '120' })).toEqual([]);
    expect(fieldRuleMessages.remainingInstallments).toBe('Informe quantas parcelas faltam: um número de 1 a 120.');
  });

  it('never checks another product\'s answers', () => {
    const wrongEverywhere = { vehiclePrice: '999.999.999,00', downPayment: '999.999.999,99', outstandingBalance: '999.999,00' };
    expect(details('emprestimo-com-garantia', wrongEverywhere)).toEqual([]);
  });
});

describe('the request › a plate as it is typed', () => {
  it.each([
    ['abc1d23', 'ABC1D23'],
    ['ABC1D23', 'ABC1D23'],
    ['abc-1d23', 'ABC1D23'],
    ['abc1234', 'ABC-1234'],
    ['ABC-1234', 'ABC-1234'],
    [' abc 1234 ', 'ABC-1234'],
  ])('%s passes the rule and reaches the broker as %s', (typed, written) => {
    const draft = on('financiamento', { ...everything, vehiclePlate: typed });
    expect(invalidRequestFields('details', draft)).toEqual([]);
    expect(requestMessage(toCreditRequest(draft))).toContain(`\nPlaca do veículo: ${written}\n`);
  });

  it('is optional: left empty it is no issue, and the message says so', () => {
    const draft = on('financiamento', { ...everything, vehiclePlate: '' });
    expect(invalidRequestFields('details', draft)).toEqual([]);
    expect(requestMessage(toCreditRequest(draft))).toContain('\nPlaca do veículo: Não informada\n');
  });
});

describe('the request › the FAQ\'s guidance, a hint and never a rule', () => {
  it('says when the price is below R$ 20.000 or the down payment below 20%', () => {
    const draft = on('financiamento', { ...everything, vehiclePrice: '18.000,00', downPayment: '2.000,00' });
    expect(guidanceIssues(draft)).toEqual([
      { field: 'vehiclePrice', message: guidanceHints.vehiclePrice },
      { field: 'downPayment', message: guidanceHints.downPayment(3_600) },
    ]);
    expect(guidanceHints.downPayment(3_600)).toBe(
      'Em geral, os bancos pedem entrada de pelo menos 20% do valor do veículo (R$\u00a03.600,00). Você pode continuar: a análise de crédito define as condições.',
    );
    // Not a rule: the step goes on.
    expect(invalidRequestFields('details', draft)).toEqual([]);
  });

  it('is quiet within the guidance and for the other products', () => {
    expect(guidanceIssues(on('financiamento', { ...everything, vehiclePrice: '85.000,00', downPayment: '17.000,00' }))).toEqual([]);
    expect(guidanceIssues(on('emprestimo-com-garantia', { ...everything, vehiclePrice: '1.000,00' }))).toEqual([]);
  });
});

describe('the request › what the vehicle\'s value means for the product, an estimate', () => {
  const notice = 'Estimativas pelo valor do veículo, sujeitas à análise de crédito: não são promessa de crédito.';

  it('financing: the suggested 20% down payment and the amount left to finance', () => {
    // 58 231,00 × 20% = 11 646,20; 58 231,00 − 11 646,20 = 46 584,80.
    expect(vehicleValueMeaning(on('financiamento', { ...everything, vehiclePrice: '58.231,00' }))).toEqual({
      title: 'Pelo valor do veículo',
      facts: [
        { label: 'Entrada sugerida (20% do valor)', value: 'R$\u00a011.646,20' },
        { label: 'Valor a financiar com essa entrada', value: 'R$\u00a046.584,80' },
      ],
      notes: [notice],
    });
  });

  it('secured loan: the most the vehicle backs at the broker\'s 70%', () => {
    // 58 231,00 × 70% = 40 761,70.
    expect(vehicleValueMeaning(on('emprestimo-com-garantia', { ...everything, ownedVehicleValue: '58.231,00' }))).toEqual({
      title: 'Pelo valor do veículo',
      facts: [{ label: 'Até quanto o veículo garante (70% do valor)', value: 'R$\u00a040.761,70' }],
      notes: [notice],
    });
  });

  it('secured loan on a vehicle not paid off: what it backs less what is still owed, said at the figures and held at the amount', () => {
    // 58 231,00 × 70% = 40 761,70; less 12 000,00 owed = 28 761,70.
    const owed = on('emprestimo-com-garantia', { ...everything, ownedVehicleValue: '58.231,00', ownedVehiclePaidOff: 'nao', outstandingBalance: '12.000,00' });
    expect(vehicleValueMeaning(owed)).toEqual({
      title: 'Pelo valor do veículo',
      facts: [
        { label: 'Até quanto o veículo garante (70% do valor)', value: 'R$\u00a040.761,70' },
        { label: 'Saldo devedor do veículo', value: 'R$\u00a012.000,00' },
        { label: 'Disponível para o empréstimo, descontado o saldo devedor', value: 'R$\u00a028.761,70' },
      ],
      notes: [notice],
    });
    const now = new Date('2026-11-25T12:00:00Z');
    // R$ 30.000 fits what the car backs paid off, not once its balance is paid.
    expect(invalidRequestFields('details', on('emprestimo-com-garantia', { ...owed, ownedVehiclePaidOff: 'sim' }), now)).toEqual([]);
    expect(invalidRequestFields('details', owed, now)).toEqual([
      { field: 'loanAmount', message: fieldRuleMessages.loanAboveGuaranteeLessBalance(12_000, 28_761.7) },
    ]);
    expect(fieldRuleMessages.loanAboveGuaranteeLessBalance(12_000, 28_761.7)).toBe(
      'Descontado o saldo devedor de R$\u00a012.000,00, o veículo garante até cerca de R$\u00a028.761,70. Informe um valor até esse limite.',
    );
    expect(invalidRequestFields('details', { ...owed, loanAmount: '28.000,00' }, now)).toEqual([]);
    // A balance above the guarantee: nothing left to lend against it, said beside the figures.
    const underwater = { ...owed, outstandingBalance: '45.000,00', loanAmount: '5.000,00' };
    expect(vehicleValueMeaning(underwater)?.facts[2]).toEqual({ label: 'Disponível para o empréstimo, descontado o saldo devedor', value: 'R$\u00a00,00' });
    expect(vehicleValueMeaning(underwater)?.notes[0]).toBe('O saldo devedor passa do que o veículo costuma garantir: o empréstimo depende da análise de crédito.');
    // The balance is checked as refinancing's is: an amount, not above the vehicle's value.
    expect(invalidRequestFields('details', { ...owed, outstandingBalance: '70.000,00' }, now)).toContainEqual({
      field: 'outstandingBalance',
      message: fieldRuleMessages.balanceAboveVehicle(58_231),
    });
  });

  it('refinancing: the value against the balance, and a balance above the guarantee said, never refused', () => {
    // 58 231,00 − 40 000 = 18 231,00; 58 231,00 × 80% = 46 584,80 ≥ 40 000.
    expect(vehicleValueMeaning(on('refinanciamento', { ...everything, ownedVehicleValue: '58.231,00', outstandingBalance: '40.000,00' }))).toEqual({
      title: 'Pelo valor do veículo',
      facts: [
        { label: 'Valor do veículo menos o saldo devedor', value: 'R$\u00a018.231,00' },
        { label: 'Até quanto o veículo garante (80% do valor)', value: 'R$\u00a046.584,80' },
      ],
      notes: [notice],
    });
    // 58 231,00 − 50 000 = 8 231,00; the guarantee 46 584,80 < 50 000.
    const above = on('refinanciamento', { ...everything, ownedVehicleValue: '58.231,00', outstandingBalance: '50.000,00' });
    expect(vehicleValueMeaning(above)?.facts[0]).toEqual({ label: 'Valor do veículo menos o saldo devedor', value: 'R$\u00a08.231,00' });
    expect(vehicleValueMeaning(above)?.notes).toEqual([
      'O saldo devedor passa do que o veículo costuma garantir: o refinanciamento depende da análise de crédito.',
      notice,
    ]);
    expect(invalidRequestFields('details', above, new Date('2026-11-25T12:00:00Z'))).toEqual([]);
  });

  it('says nothing until the value is a plausible amount', () => {
    expect(vehicleValueMeaning(on('financiamento', { ...everything, vehiclePrice: '' }))).toBeNull();
    expect(vehicleValueMeaning(on('financiamento', { ...everything, vehicleType: 'carro', vehiclePrice: '999.999.999,00' }))).toBeNull();
    expect(vehicleValueMeaning(on('refinanciamento', { ...everything, outstandingBalance: '' }))).toBeNull();
  });
});

describe('the contact form\'s rules', () => {
  it('asks for a name and surname, an e-mail and a phone with its DDD, and leaves empty fields to the browser', () => {
    const form = { name: 'Maria', email: 'maria@', phone: '1234', subject: 'Oi', message: 'Olá' };
    expect(contactIssues(form)).toEqual([
      { field: 'name', message: fieldRuleMessages.fullName },
      { field: 'email', message: fieldRuleMessages.email },
      { field: 'phone', message: fieldRuleMessages.phone },
    ]);
    expect(contactIssues({ ...form, name: 'Maria Silva', email: 'maria@exemplo.com', phone: '(62) 3000-1234' })).toEqual([]);
    expect(contactIssues({ ...form, name: '', email: '', phone: '' })).toEqual([]);
  });
});

describe('the request › step 2 as the wizard renders it', () => {
  it('orders every product\'s fields once, each product\'s in its own order', () => {
    const order = allDetailsFields();
    expect(new Set(order).size).toBe(order.length);
    for (const { id } of products) {
      const own = detailsFields(id).map((field) => field.name);
      expect(order.filter((name) => own.includes(name))).toEqual(own);
    }
  });

  it('gives each field its control, its bound and the product\'s copy', () => {
    expect(detailsFields('emprestimo-com-garantia')).toEqual([
      expect.objectContaining({ name: 'loanAmount', label: 'Valor desejado', input: 'amount', required: true, maxLength: 17, hint: 'De R$\u00a05.000 a R$\u00a0500.000.' }),
      expect.objectContaining({ name: 'ownedVehicleType', label: 'Tipo de veículo', input: 'vehicleType', required: false }),
      expect.objectContaining({ name: 'ownedVehicleMakeModel', label: 'Marca e modelo', input: 'text', required: false, maxLength: 80 }),
      expect.objectContaining({ name: 'ownedVehicleYear', label: 'Ano do veículo', input: 'year', required: true, maxLength: 4 }),
      expect.objectContaining({ name: 'ownedVehicleValue', label: 'Valor estimado do veículo', input: 'amount', required: true }),
      expect.objectContaining({ name: 'ownedVehiclePaidOff', label: 'Veículo quitado', input: 'paidOff', required: true }),
      // Asked (and then required) only when the vehicle is not paid off.
      expect.objectContaining({ name: 'outstandingBalance', label: 'Saldo devedor do veículo', input: 'amount', required: true, maxLength: 17 }),
      expect.objectContaining({ name: 'installments', label: 'Número de parcelas', input: 'installments', required: false }),
    ]);
    expect(detailsFields('refinanciamento').filter((field) => ['currentLender', 'remainingInstallments'].includes(field.name))).toEqual([
      expect.objectContaining({ label: 'Banco do financiamento atual', input: 'lender', required: true, maxLength: 60 }),
      expect.objectContaining({ label: 'Parcelas restantes', input: 'count', required: true, maxLength: 3 }),
    ]);
    expect(detailsFields('emprestimo-com-garantia')[1]).not.toHaveProperty('maxLength');
  });

  it('gives an amount field the money kind\'s parser, which its currency mask reads with, and no other field one', () => {
    for (const { id } of products) {
      for (const spec of detailsFields(id)) {
        if (spec.input !== 'amount') {
          expect(spec).not.toHaveProperty('parse');
          continue;
        }
        expect(spec.parse).toBe(parseBRL);
        expect(spec.parse('R$ 45.000,00')).toBe(45000);
      }
    }
  });
});
