import { describe, expect, it } from 'vitest';
import { parseBRL } from '@repo/content';
import { securedLoanRangeMessage } from '@repo/content';
import { emptyRequestDraft, toCreditRequest, type RequestDraft } from '@repo/whatsapp';
import { prefillHref } from './prefill';
import {
  applyPrefill,
  DRAFT_STORAGE_KEY,
  firstIncompleteStep,
  invalidFields,
  isEmptyDraft,
  loadDraft,
  missingFields,
  resolveStep,
  saveDraft,
  urlProduct,
  wizardReducer,
  wizardSearch,
} from './state';

/** A complete financing request (the other products' answers empty). */
const complete: RequestDraft = {
  ...emptyRequestDraft,
  product: 'financiamento',
  personType: 'fisica',
  cpf: '529.982.247-25',
  cnpj: '',
  fullName: 'Maria da Silva',
  email: 'maria@exemplo.com',
  phone: '(66) 99999-1234',
  vehicleType: 'carro',
  vehicleValue: '85.000,00',
  vehicleYear: '2020',
  downPayment: '20.000',
  installments: '48',
};

describe('wizard state › presence validation (SPEC §5)', () => {
  it('step 1 needs the CPF for Pessoa Física and the CNPJ for Pessoa Jurídica', () => {
    expect(missingFields(1, emptyRequestDraft)).toEqual(['cpf', 'fullName', 'email', 'phone']);
    expect(missingFields(1, { ...emptyRequestDraft, personType: 'juridica' })).toEqual(['cnpj', 'fullName', 'email', 'phone']);
  });

  it('step 2 needs value, year and down payment; type and installments are optional', () => {
    expect(missingFields(2, emptyRequestDraft)).toEqual(['vehicleValue', 'vehicleYear', 'downPayment']);
    expect(missingFields(2, { ...complete, vehicleType: '', installments: '' })).toEqual([]);
  });

  it('whitespace is not an answer', () => {
    expect(missingFields(1, { ...complete, fullName: '   ' })).toEqual(['fullName']);
  });

  it('step 2 asks each product for its own answers, in its display order', () => {
    expect(missingFields(2, { ...emptyRequestDraft, product: 'emprestimo-com-garantia' })).toEqual(['loanAmount', 'vehicleYear', 'vehicleValue']);
    expect(missingFields(2, { ...emptyRequestDraft, product: 'refinanciamento' })).toEqual(['vehicleYear', 'vehicleValue', 'outstandingBalance']);
    // The financing's down payment is no loan's business, nor the loan's amount the financing's.
    expect(missingFields(2, { ...complete, product: 'emprestimo-com-garantia', loanAmount: '30.000,00' })).toEqual([]);
    expect(missingFields(2, { ...complete, loanAmount: '' })).toEqual([]);
  });

  it('the secured loan’s amount outside R$ 5.000–500.000 is invalid, with the range as its message', () => {
    const loan: RequestDraft = { ...complete, product: 'emprestimo-com-garantia' };
    for (const amount of ['4.999,99', '500.000,01']) {
      expect(invalidFields(2, { ...loan, loanAmount: amount })).toEqual([{ field: 'loanAmount', message: securedLoanRangeMessage }]);
    }
    for (const amount of ['5.000,00', '500.000,00', '']) expect(invalidFields(2, { ...loan, loanAmount: amount })).toEqual([]);
    expect(invalidFields(1, { ...loan, loanAmount: '1,00' })).toEqual([]);
    expect(invalidFields(2, { ...complete, loanAmount: '1,00' })).toEqual([]);
  });
});

describe('wizard state › the step the URL may show', () => {
  it.each([
    ['no step', null, complete, false, 1],
    ['step 3 with a complete draft', '3', complete, false, 3],
    ['step 3 with step 1 incomplete', '3', { ...complete, email: '' }, false, 1],
    ['step 3 with step 2 incomplete', '3', { ...complete, vehicleYear: '' }, false, 2],
    ['step 4 before finalizing', '4', complete, false, 3],
    ['step 4 after finalizing', '4', emptyRequestDraft, true, 4],
    ['garbage', 'dois', complete, false, 1],
    ['step 3 of a loan without its amount', '3', { ...complete, product: 'emprestimo-com-garantia' }, false, 2],
    ['step 3 of a loan with its amount out of range', '3', { ...complete, product: 'emprestimo-com-garantia', loanAmount: '4.999,99' }, false, 2],
    ['step 3 of a loan within range', '3', { ...complete, product: 'emprestimo-com-garantia', loanAmount: '5.000,00' }, false, 3],
    ['step 3 of a refinancing without its balance', '3', { ...complete, product: 'refinanciamento' }, false, 2],
    ['step 3 of a refinancing with its balance', '3', { ...complete, product: 'refinanciamento', outstandingBalance: '12.345,67' }, false, 3],
  ] as const)('%s → %d', (_case, requested, draft, finished, expected) => {
    expect(resolveStep(requested, draft, finished)).toBe(expected);
  });

  it('firstIncompleteStep walks the steps in order', () => {
    expect(firstIncompleteStep(emptyRequestDraft)).toBe(1);
    expect(firstIncompleteStep({ ...complete, downPayment: '' })).toBe(2);
    expect(firstIncompleteStep(complete)).toBe(3);
  });
});

describe('wizard state › reducer', () => {
  it('switching person type keeps both documents typed so far', () => {
    const withCpf = wizardReducer(emptyRequestDraft, { type: 'field', field: 'cpf', value: '529.982.247-25' });
    const juridica = wizardReducer(withCpf, { type: 'personType', personType: 'juridica' });
    const withCnpj = wizardReducer(juridica, { type: 'field', field: 'cnpj', value: '12.ABC.345/01DE-35' });
    const back = wizardReducer(withCnpj, { type: 'personType', personType: 'fisica' });
    expect(back).toMatchObject({ cpf: '529.982.247-25', cnpj: '12.ABC.345/01DE-35', personType: 'fisica' });
  });

  it('switching product keeps every answer typed, of every product', () => {
    const loan = wizardReducer({ ...complete, loanAmount: '30.000,00' }, { type: 'product', product: 'emprestimo-com-garantia' });
    const back = wizardReducer(loan, { type: 'product', product: 'financiamento' });
    expect(loan).toEqual({ ...complete, loanAmount: '30.000,00', product: 'emprestimo-com-garantia' });
    expect(back).toEqual({ ...complete, loanAmount: '30.000,00' });
  });

  it('clear forgets every answer and keeps the product on screen', () => {
    expect(wizardReducer(complete, { type: 'clear' })).toEqual(emptyRequestDraft);
    expect(wizardReducer({ ...complete, product: 'refinanciamento' }, { type: 'clear' })).toEqual({ ...emptyRequestDraft, product: 'refinanciamento' });
  });
});

describe('wizard state › WhatsApp request', () => {
  it('converts amounts to reais and installments to a number', () => {
    expect(toCreditRequest(complete)).toMatchObject({ vehicleValue: 85_000, downPayment: 20_000, installments: 48 });
    expect(toCreditRequest({ ...complete, installments: '' }).installments).toBeNull();
  });
});

describe('wizard state › prefill from the simulator', () => {
  const prefilled = (href: string, draft = emptyRequestDraft) => applyPrefill(draft, new URL(href, 'https://example.test').searchParams);

  it('round-trips the financing simulator figures into step 2 answers', () => {
    const href = prefillHref({ product: 'financiamento', vehicleValue: 64_000, downPayment: 12_800.5, installments: 36 });
    expect(href).toBe('/financiamento?modalidade=financiamento&valor=64000.00&entrada=12800.50&parcelas=36');
    expect(prefilled(href)).toEqual({ ...emptyRequestDraft, vehicleValue: '64.000,00', downPayment: '12.800,50', installments: '36' });
  });

  it('round-trips the secured loan’s amount, on its product', () => {
    const href = prefillHref({ product: 'emprestimo-com-garantia', loanAmount: 30_000, installments: 24 });
    expect(href).toBe('/financiamento?modalidade=emprestimo-com-garantia&montante=30000.00&parcelas=24');
    expect(prefilled(href, complete)).toEqual({ ...complete, product: 'emprestimo-com-garantia', loanAmount: '30.000,00', installments: '24' });
  });

  it('round-trips the refinancing’s balance and current installment, on its product', () => {
    const href = prefillHref({ product: 'refinanciamento', outstandingBalance: 12_345.67, currentInstallment: 1_100, installments: 60 });
    expect(href).toBe('/financiamento?modalidade=refinanciamento&saldo=12345.67&parcela-atual=1100.00&parcelas=60');
    expect(prefilled(href)).toEqual({
      ...emptyRequestDraft,
      product: 'refinanciamento',
      outstandingBalance: '12.345,67',
      currentInstallment: '1.100,00',
      installments: '60',
    });
  });

  it('a card’s link chooses the product and touches no answer', () => {
    expect(prefilled('/financiamento?modalidade=refinanciamento', complete)).toEqual({ ...complete, product: 'refinanciamento' });
  });

  it('ignores invalid figures and an unknown product, and keeps the draft’s own answers', () => {
    const params = new URLSearchParams('modalidade=consorcio&valor=abc&entrada=-5&montante=1e5&saldo=&parcelas=13');
    expect(applyPrefill(complete, params)).toEqual(complete);
    expect(urlProduct(params)).toBeNull();
  });

  it.each([
    ['R$ 50.000,00', 50_000],
    ['50.000', 50_000],
    ['50000', 50_000],
    ['50000,5', 50_000.5],
    ['50000.50', 50_000.5],
    ['1.234.567,89', 1_234_567.89],
    ['', null],
    ['abc', null],
  ])('reads the typed amount %j as %j', (text, expected) => {
    expect(parseBRL(text)).toBe(expected);
  });
});

describe('wizard state › the URL', () => {
  it('always names the product, and the step after the first', () => {
    expect(new URLSearchParams(wizardSearch('financiamento', 1)).toString()).toBe('modalidade=financiamento');
    expect(new URLSearchParams(wizardSearch('refinanciamento', 3)).toString()).toBe('modalidade=refinanciamento&etapa=3');
    expect(urlProduct(new URLSearchParams('modalidade=emprestimo-com-garantia'))).toBe('emprestimo-com-garantia');
  });
});

describe('wizard state › sessionStorage draft', () => {
  it('stores, restores and removes the draft; ignores unknown or malformed content', () => {
    saveDraft(complete);
    expect(loadDraft()).toEqual(complete);
    saveDraft(emptyRequestDraft);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ fullName: 'Ana', income: '9000', personType: 'x', vehicleType: 'barco' }));
    expect(loadDraft()).toEqual({ ...emptyRequestDraft, fullName: 'Ana' });
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  });

  it('keeps every product’s answers and the product; a product alone is no answer to keep', () => {
    const loan: RequestDraft = { ...complete, product: 'emprestimo-com-garantia', loanAmount: '30.000,00', outstandingBalance: '1,00' };
    saveDraft(loan);
    expect(loadDraft()).toEqual(loan);
    expect(isEmptyDraft({ ...emptyRequestDraft, product: 'refinanciamento' })).toBe(true);
    saveDraft({ ...emptyRequestDraft, product: 'refinanciamento' });
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
