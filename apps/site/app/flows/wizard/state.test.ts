import { describe, expect, it } from 'vitest';
import { parseBRL } from '@repo/content';
import { toFinancingRequest } from '@repo/whatsapp';
import { prefillHref, toCurrencyText } from './prefill';
import {
  applyPrefill,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  firstIncompleteStep,
  hasPrefill,
  loadDraft,
  missingFields,
  resolveStep,
  saveDraft,
  wizardReducer,
  type WizardDraft,
} from './state';

const complete: WizardDraft = {
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
    expect(missingFields(1, emptyDraft)).toEqual(['cpf', 'fullName', 'email', 'phone']);
    expect(missingFields(1, { ...emptyDraft, personType: 'juridica' })).toEqual(['cnpj', 'fullName', 'email', 'phone']);
  });

  it('step 2 needs value, year and down payment; type and installments are optional', () => {
    expect(missingFields(2, emptyDraft)).toEqual(['vehicleValue', 'vehicleYear', 'downPayment']);
    expect(missingFields(2, { ...complete, vehicleType: '', installments: '' })).toEqual([]);
  });

  it('whitespace is not an answer', () => {
    expect(missingFields(1, { ...complete, fullName: '   ' })).toEqual(['fullName']);
  });
});

describe('wizard state › the step the URL may show', () => {
  it.each([
    ['no step', null, complete, false, 1],
    ['step 3 with a complete draft', '3', complete, false, 3],
    ['step 3 with step 1 incomplete', '3', { ...complete, email: '' }, false, 1],
    ['step 3 with step 2 incomplete', '3', { ...complete, vehicleYear: '' }, false, 2],
    ['step 4 before finalizing', '4', complete, false, 3],
    ['step 4 after finalizing', '4', emptyDraft, true, 4],
    ['garbage', 'dois', complete, false, 1],
  ] as const)('%s → %d', (_case, requested, draft, finished, expected) => {
    expect(resolveStep(requested, draft, finished)).toBe(expected);
  });

  it('firstIncompleteStep walks the steps in order', () => {
    expect(firstIncompleteStep(emptyDraft)).toBe(1);
    expect(firstIncompleteStep({ ...complete, downPayment: '' })).toBe(2);
    expect(firstIncompleteStep(complete)).toBe(3);
  });
});

describe('wizard state › reducer', () => {
  it('switching person type keeps both documents typed so far', () => {
    const withCpf = wizardReducer(emptyDraft, { type: 'field', field: 'cpf', value: '529.982.247-25' });
    const juridica = wizardReducer(withCpf, { type: 'personType', personType: 'juridica' });
    const withCnpj = wizardReducer(juridica, { type: 'field', field: 'cnpj', value: '12.ABC.345/01DE-35' });
    const back = wizardReducer(withCnpj, { type: 'personType', personType: 'fisica' });
    expect(back).toMatchObject({ cpf: '529.982.247-25', cnpj: '12.ABC.345/01DE-35', personType: 'fisica' });
  });

  it('clear forgets everything', () => {
    expect(wizardReducer(complete, { type: 'clear' })).toEqual(emptyDraft);
  });
});

describe('wizard state › WhatsApp request', () => {
  it('converts amounts to reais and installments to a number', () => {
    expect(toFinancingRequest(complete)).toMatchObject({ vehicleValue: 85_000, downPayment: 20_000, installments: 48 });
    expect(toFinancingRequest({ ...complete, installments: '' }).installments).toBeNull();
  });
});

describe('wizard state › prefill from the simulator', () => {
  it('round-trips the simulator figures into step 2 answers', () => {
    const href = prefillHref({ product: 'financiamento', vehicleValue: 64_000, downPayment: 12_800.5, installments: 36 });
    expect(href).toBe('/financiamento?modalidade=financiamento&valor=64000.00&entrada=12800.50&parcelas=36');
    const params = new URL(href, 'https://example.test').searchParams;
    expect(hasPrefill(params)).toBe(true);
    expect(applyPrefill(emptyDraft, params)).toMatchObject({ vehicleValue: '64.000,00', downPayment: '12.800,50', installments: '36' });
  });

  it('ignores invalid figures and keeps the draft’s own answers', () => {
    const params = new URLSearchParams('valor=abc&entrada=-5&parcelas=13');
    expect(applyPrefill(complete, params)).toEqual(complete);
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

  it('writes amounts like the currency mask', () => {
    expect(toCurrencyText(85_000)).toBe('85.000,00');
  });
});

describe('wizard state › sessionStorage draft', () => {
  it('stores, restores and removes the draft; ignores unknown or malformed content', () => {
    saveDraft(complete);
    expect(loadDraft()).toEqual(complete);
    saveDraft(emptyDraft);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ fullName: 'Ana', income: '9000', personType: 'x', vehicleType: 'barco' }));
    expect(loadDraft()).toEqual({ ...emptyDraft, fullName: 'Ana' });
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  });
});
