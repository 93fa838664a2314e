import { personTypes, products, securedLoanRangeMessage, vehicleKinds, type ProductId } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { requestMessage } from './messages';
import {
  detailsFields,
  emptyRequestDraft,
  invalidRequestFields,
  missingRequestFields,
  readRequestDraft,
  requestFacts,
  requiredRequestFields,
  toCreditRequest,
  type RequestDraft,
} from './request';

/** A draft holding answers for every product at once, as a visitor who switched product keeps it. */
const everything: RequestDraft = {
  ...emptyRequestDraft,
  cpf: '52998224725',
  fullName: 'Maria',
  email: 'maria@exemplo.com',
  phone: '66999991234',
  vehicleType: 'carro',
  vehicleValue: '85.000,00',
  vehicleYear: '2020',
  downPayment: '20.000,00',
  loanAmount: '30.000,00',
  outstandingBalance: '40.000,00',
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
    ['financiamento', ['vehicleType', 'vehicleValue', 'vehicleYear', 'downPayment', 'installments']],
    ['emprestimo-com-garantia', ['loanAmount', 'vehicleType', 'vehicleYear', 'vehicleValue', 'installments']],
    ['refinanciamento', ['vehicleType', 'vehicleYear', 'vehicleValue', 'outstandingBalance', 'currentInstallment', 'installments']],
  ] as const)('%s carries the personal answers and %j', (product, details) => {
    const request = toCreditRequest(on(product));
    expect(Object.keys(request).sort()).toEqual(
      ['product', 'personType', 'cpf', 'cnpj', 'fullName', 'email', 'phone', ...details].sort(),
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
      vehicleValue: 85_000,
      downPayment: null,
      installments: 48,
    });
    expect(toCreditRequest(on('emprestimo-com-garantia'))).toMatchObject({ loanAmount: 30_000, vehicleValue: 85_000 });
    expect(toCreditRequest(on('refinanciamento'))).toMatchObject({ outstandingBalance: 40_000, currentInstallment: 1_500 });
  });

  it('writes no other product\'s answer into the message', () => {
    const loan = requestMessage(toCreditRequest(on('emprestimo-com-garantia')));
    expect(loan).not.toMatch(/entrada|Saldo devedor|parcela atual/i);
    const refinancing = requestMessage(toCreditRequest(on('refinanciamento')));
    expect(refinancing).not.toMatch(/entrada|Valor desejado/);
    const financing = requestMessage(toCreditRequest(everything));
    expect(financing).not.toMatch(/Valor desejado|Saldo devedor|parcela atual/);
  });

  it.each(products.map((product) => [product.id]))('%s: the message is written from the facts the review step shows', (product) => {
    const request = toCreditRequest(on(product));
    const lines = requestMessage(request).split('\n');
    const facts = requestFacts(request);
    expect(facts.map((part) => part.section)).toEqual(['personal', 'details']);
    expect(facts[1]?.step).toEqual({ number: 2, title: products.find((item) => item.id === product)?.detailsStepTitle });
    for (const { step, facts: list } of facts) {
      expect(lines).toContain(step.title);
      for (const fact of list) expect(lines).toContain(`${fact.label}: ${fact.value}`);
    }
    expect(lines).toContain('CPF: 529.982.247-25');
  });
});

describe('the request › presence rules', () => {
  it('step 1 is the same for every product (SPEC §5)', () => {
    for (const { id } of products) {
      expect(missingRequestFields('personal', on(id, emptyRequestDraft))).toEqual(['cpf', 'fullName', 'email', 'phone']);
      expect(missingRequestFields('personal', { ...on(id, emptyRequestDraft), personType: 'juridica' })).toEqual(['cnpj', 'fullName', 'email', 'phone']);
    }
  });

  it.each([
    // SPEC §5 for financing; the analogous amounts and year for the others.
    ['financiamento', ['vehicleValue', 'vehicleYear', 'downPayment']],
    ['emprestimo-com-garantia', ['loanAmount', 'vehicleYear', 'vehicleValue']],
    ['refinanciamento', ['vehicleYear', 'vehicleValue', 'outstandingBalance']],
  ] as const)('step 2 of %s requires %j, in display order', (product, required) => {
    expect(requiredRequestFields('details', on(product))).toEqual(required);
    expect(missingRequestFields('details', on(product, emptyRequestDraft))).toEqual(required);
    expect(detailsFields(product).filter((field) => field.required).map((field) => field.name)).toEqual(required);
  });

  it('vehicle type, installments and the current installment are optional', () => {
    const bare = { ...everything, vehicleType: '', installments: '', currentInstallment: '' } as const;
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
    ['abc', [{ field: 'loanAmount', message: securedLoanRangeMessage }]],
    // Empty is a matter of presence, not of range.
    ['', []],
  ])('an amount of %j is invalid: %j', (loanAmount, invalid) => {
    const draft = on('emprestimo-com-garantia', { ...everything, loanAmount });
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

describe('the request › step 2 as the wizard renders it', () => {
  it('gives each field its control, its bound and the product\'s copy', () => {
    expect(detailsFields('emprestimo-com-garantia')).toEqual([
      expect.objectContaining({ name: 'loanAmount', label: 'Valor desejado', input: 'amount', required: true, maxLength: 17, hint: 'De R$\u00a05.000 a R$\u00a0500.000.' }),
      expect.objectContaining({ name: 'vehicleType', label: 'Tipo de veículo', input: 'vehicleType', required: false }),
      expect.objectContaining({ name: 'vehicleYear', label: 'Ano do veículo', input: 'year', required: true, maxLength: 4 }),
      expect.objectContaining({ name: 'vehicleValue', label: 'Valor estimado do veículo', input: 'amount', required: true }),
      expect.objectContaining({ name: 'installments', label: 'Número de parcelas', input: 'installments', required: false }),
    ]);
    expect(detailsFields('emprestimo-com-garantia')[1]).not.toHaveProperty('maxLength');
  });
});
