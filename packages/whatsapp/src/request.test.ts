import { fieldRuleMessages, parseBRL, personTypes, products, vehicleKinds } from '@repo/content';
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
import { everything, on } from './request.fixture';
import { invalidRequestFields } from './rules';

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
