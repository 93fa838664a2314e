import { describe, expect, it } from 'vitest';
import { parseBRL } from '@repo/content';
import { securedLoanRangeMessage } from '@repo/content';
import { emptyRequestDraft, MAX_MESSAGE_LENGTH, requestFieldMaxLengths, requestMessage, toCreditRequest, type RequestDraft } from '@repo/whatsapp';
import * as rules from '@repo/whatsapp/rules';
import {
  applyPrefill,
  DRAFT_STORAGE_KEY,
  FINISHED_STORAGE_KEY,
  firstIncompleteStep,
  invalidFields,
  isEmptyDraft,
  loadDraft,
  loadFinished,
  missingFields,
  readAnswers,
  resolveStep,
  saveDraft,
  saveFinished,
  urlProduct,
  wizardSearch,
  writeAnswers,
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
  vehiclePrice: '85.000,00',
  vehicleYear: '2020',
  downPayment: '20.000',
  installments: '48',
};

/**
 * The vehicle the visitor owns, as the secured loan and refinancing ask for it: paid off (the loan),
 * or financed with a bank, installments left (refinancing).
 */
const owned = {
  ownedVehicleYear: '2019',
  ownedVehicleValue: '60.000,00',
  ownedVehiclePaidOff: 'sim',
  currentLender: 'Banco Pan',
  remainingInstallments: '24',
} as const;

describe('wizard state › presence validation (SPEC §5)', () => {
  it('step 1 needs the CPF for Pessoa Física and the CNPJ for Pessoa Jurídica', () => {
    expect(missingFields(1, emptyRequestDraft)).toEqual(['cpf', 'fullName', 'email', 'phone']);
    expect(missingFields(1, { ...emptyRequestDraft, personType: 'juridica' })).toEqual(['cnpj', 'fullName', 'contactName', 'email', 'phone']);
  });

  it('step 2 needs value, year and down payment; type and installments are optional', () => {
    expect(missingFields(2, emptyRequestDraft)).toEqual(['vehiclePrice', 'vehicleYear', 'downPayment']);
    expect(missingFields(2, { ...complete, vehicleType: '', installments: '' })).toEqual([]);
  });

  it('whitespace is not an answer', () => {
    expect(missingFields(1, { ...complete, fullName: '   ' })).toEqual(['fullName']);
  });

  it('step 2 asks each product for its own answers, in its display order', () => {
    expect(missingFields(2, { ...emptyRequestDraft, product: 'emprestimo-com-garantia' })).toEqual([
      'loanAmount',
      'ownedVehicleYear',
      'ownedVehicleValue',
      'ownedVehiclePaidOff',
    ]);
    expect(missingFields(2, { ...emptyRequestDraft, product: 'refinanciamento' })).toEqual([
      'ownedVehicleYear',
      'ownedVehicleValue',
      'currentLender',
      'outstandingBalance',
      'remainingInstallments',
    ]);
    // The financing's down payment is no loan's business, nor the loan's amount the financing's;
    // and the vehicle being bought is not the one the visitor owns.
    expect(missingFields(2, { ...complete, product: 'emprestimo-com-garantia', loanAmount: '30.000,00' })).toEqual([
      'ownedVehicleYear',
      'ownedVehicleValue',
      'ownedVehiclePaidOff',
    ]);
    expect(missingFields(2, { ...complete, product: 'emprestimo-com-garantia', loanAmount: '30.000,00', ...owned })).toEqual([]);
    expect(missingFields(2, { ...complete, loanAmount: '' })).toEqual([]);
  });

  it('the secured loan’s amount outside R$ 5.000–500.000 is invalid, with the range as its message', () => {
    const loan: RequestDraft = { ...complete, product: 'emprestimo-com-garantia' };
    for (const amount of ['4.999,99', '500.000,01']) {
      expect(invalidFields(2, { ...loan, loanAmount: amount }, rules)).toEqual([{ field: 'loanAmount', message: securedLoanRangeMessage }]);
    }
    for (const amount of ['5.000,00', '500.000,00', '']) expect(invalidFields(2, { ...loan, loanAmount: amount }, rules)).toEqual([]);
    expect(invalidFields(1, { ...loan, loanAmount: '1,00' }, rules)).toEqual([]);
    expect(invalidFields(2, { ...complete, loanAmount: '1,00' }, rules)).toEqual([]);
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
    ['step 3 of a loan within range', '3', { ...complete, ...owned, product: 'emprestimo-com-garantia', loanAmount: '5.000,00' }, false, 3],
    ['step 3 of a refinancing without its balance', '3', { ...complete, product: 'refinanciamento' }, false, 2],
    ['step 3 with a CPF whose check digits fail', '3', { ...complete, cpf: '111.111.111-11' }, false, 1],
    ['step 3 with a down payment above the price', '3', { ...complete, downPayment: '90.000,00' }, false, 2],
    ['step 3 of a refinancing with its balance', '3', { ...complete, ...owned, product: 'refinanciamento', outstandingBalance: '12.345,67' }, false, 3],
  ] as const)('%s → %d', (_case, requested, draft, finished, expected) => {
    expect(resolveStep(requested, draft, finished, rules)).toBe(expected);
  });

  it('checks presence only until the rules have arrived', () => {
    expect(resolveStep('3', { ...complete, cpf: '111.111.111-11' }, false, null)).toBe(3);
    expect(invalidFields(1, { ...complete, cpf: '111.111.111-11' }, null)).toEqual([]);
  });

  it('firstIncompleteStep walks the steps in order', () => {
    expect(firstIncompleteStep(emptyRequestDraft, rules)).toBe(1);
    expect(firstIncompleteStep({ ...complete, downPayment: '' }, rules)).toBe(2);
    expect(firstIncompleteStep(complete, rules)).toBe(3);
  });
});

describe('wizard state › the form is the draft', () => {
  /** A form as the wizard renders it, in part: radios, a select, text fields and a hidden field. */
  function form() {
    const element = document.createElement('form');
    element.innerHTML = `
      <input type="radio" name="product" value="financiamento" checked>
      <input type="radio" name="product" value="emprestimo-com-garantia">
      <input type="radio" name="personType" value="fisica" checked>
      <input type="radio" name="personType" value="juridica">
      <input name="cpf"><input name="cnpj"><input name="vehiclePrice"><input name="loanAmount">
      <select name="vehicleType"><option value="">Selecione</option><option value="carro">Carro</option></select>
      <input type="hidden" name="vehicleFipe" value="">`;
    return element;
  }

  it('reads every field of every product, as typed, and no other name', () => {
    const element = form();
    writeAnswers(element, { cpf: '529.982.247-25', vehiclePrice: '85.000,00', loanAmount: '30.000,00', vehicleType: 'carro', income: '9000' });
    expect(readAnswers(element)).toEqual({
      ...emptyRequestDraft,
      cpf: '529.982.247-25',
      vehiclePrice: '85.000,00',
      loanAmount: '30.000,00',
      vehicleType: 'carro',
    });
  });

  it('switching person type or product keeps what every field holds', () => {
    const element = form();
    writeAnswers(element, { cpf: '529.982.247-25', cnpj: '12.ABC.345/01DE-35', vehiclePrice: '85.000,00' });
    writeAnswers(element, { personType: 'juridica', product: 'emprestimo-com-garantia' });
    expect(readAnswers(element)).toMatchObject({
      personType: 'juridica',
      product: 'emprestimo-com-garantia',
      cpf: '529.982.247-25',
      cnpj: '12.ABC.345/01DE-35',
      vehiclePrice: '85.000,00',
    });
  });

  it('writes nothing into a field the visitor changed', () => {
    const element = form();
    (element.elements.namedItem('cpf') as HTMLInputElement).value = '111';
    writeAnswers(element, { cpf: '529.982.247-25', loanAmount: '30.000,00' }, new Set(['cpf']));
    expect(readAnswers(element)).toMatchObject({ cpf: '111', loanAmount: '30.000,00' });
  });

  it('is stored in sessionStorage as the form submits it, and restored into the form', () => {
    const element = form();
    writeAnswers(element, { cpf: '529.982.247-25', product: 'emprestimo-com-garantia', loanAmount: '30.000,00', vehicleFipe: '005340-6;novembro de 2026;58231' });
    saveDraft(new FormData(element));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({ cpf: '529.982.247-25', product: 'emprestimo-com-garantia' });
    const restored = form();
    writeAnswers(restored, loadDraft()!);
    expect(readAnswers(restored)).toEqual(readAnswers(element));
    saveDraft(new FormData(form()));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the hand-off to WhatsApp for the tab (a reload of the result shows it), and only a wa.me link', () => {
    const handedOff = { url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: false };
    saveFinished(handedOff);
    expect(loadFinished()).toEqual(handedOff);
    sessionStorage.setItem(FINISHED_STORAGE_KEY, JSON.stringify({ url: 'https://exemplo.com/', blocked: false }));
    expect(loadFinished()).toBeNull();
    sessionStorage.setItem(FINISHED_STORAGE_KEY, '{');
    expect(loadFinished()).toBeNull();
    saveFinished(handedOff);
    saveFinished(null);
    expect(sessionStorage.getItem(FINISHED_STORAGE_KEY)).toBeNull();
  });
});

describe('wizard state › WhatsApp request', () => {
  it('converts amounts to reais and installments to a number', () => {
    expect(toCreditRequest(complete)).toMatchObject({ vehiclePrice: 85_000, downPayment: 20_000, installments: 48 });
    // None chosen (a draft of before the select started at 48x): the count the estimate uses, the one sent.
    expect(toCreditRequest({ ...complete, installments: '' }).installments).toBe(48);
  });
});

describe('wizard state › prefill from the simulator', () => {
  const prefilled = (href: string, draft = emptyRequestDraft) => applyPrefill(draft, new URL(href, 'https://example.test').searchParams);

  /**
   * The query the landing simulator's GET form makes, as the browser writes it: every product's
   * fields, amounts as typed or as formatted on blur.
   */
  const simulatorQuery = (product: string, installments: string, amounts: Record<string, string>) =>
    `/financiamento?${new URLSearchParams({
      modalidade: product,
      vehiclePrice: 'R$ 50.000,00',
      downPayment: 'R$ 10.000,00',
      loanAmount: 'R$ 10.000,00',
      outstandingBalance: 'R$ 20.000,00',
      currentInstallment: '',
      ...amounts,
      installments,
    })}`;

  it('takes the financing simulator’s figures into step 2 answers, written as the masks write them', () => {
    const href = simulatorQuery('financiamento', '36', { vehiclePrice: 'R$ 64.000,00', downPayment: '12800,5' });
    expect(href).toContain('vehiclePrice=R%24+64.000%2C00&downPayment=12800%2C5&');
    // Noted as simulated: the message carries the estimate the visitor saw.
    expect(prefilled(href)).toEqual({
      ...emptyRequestDraft,
      vehiclePrice: '64.000,00',
      downPayment: '12.800,50',
      installments: '36',
    });
  });

  it('takes the secured loan’s amount on its product, and no other product’s figure', () => {
    const href = simulatorQuery('emprestimo-com-garantia', '24', { loanAmount: '30.000,00' });
    expect(prefilled(href, complete)).toEqual({
      ...complete,
      product: 'emprestimo-com-garantia',
      loanAmount: '30.000,00',
      installments: '24',
    });
  });

  it('takes the refinancing’s balance, installments left and current installment, on its product', () => {
    const href = simulatorQuery('refinanciamento', '60', { outstandingBalance: 'R$ 12.345,67', remainingInstallments: '18', currentInstallment: '1100' });
    expect(prefilled(href)).toEqual({
      ...emptyRequestDraft,
      product: 'refinanciamento',
      outstandingBalance: '12.345,67',
      remainingInstallments: '18',
      currentInstallment: '1.100,00',
      installments: '60',
    });
    // The installments left are a count, never read as reais; anything else is left out.
    for (const odd of ['18,5', 'R$ 18', '1234', 'x']) {
      expect(prefilled(simulatorQuery('refinanciamento', '60', { remainingInstallments: odd })).remainingInstallments).toBe('');
    }
  });

  it('takes the vehicle the simulator’s FIPE lookup found: kind, make and model, year and the price’s reference', () => {
    const href = simulatorQuery('financiamento', '48', {
      vehiclePrice: 'R$ 58.231,00',
      vehicleType: 'caminhao',
      vehicleMakeModel: 'VW - VolksWagen AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut',
      vehicleYear: '2014',
      vehicleFipe: '005340-6;novembro de 2026;58231',
    });
    expect(prefilled(href)).toMatchObject({
      vehicleType: 'caminhao',
      vehicleMakeModel: 'VW - VolksWagen AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut',
      vehicleYear: '2014',
      vehiclePrice: '58.231,00',
      vehicleFipe: '005340-6;novembro de 2026;58231',
    });
    // An address typed by hand: a make and model past its bound is cut, a reference or year of
    // another shape is left out (the value then reads as the visitor's own).
    const odd = prefilled(
      simulatorQuery('financiamento', '48', { vehicleMakeModel: 'M'.repeat(200), vehicleYear: '20140', vehicleFipe: 'VW Amarok' }),
    );
    expect(odd.vehicleMakeModel).toBe('M'.repeat(80));
    expect([odd.vehicleYear, odd.vehicleFipe]).toEqual(['', '']);
    // Another product's simulator asks no vehicle value: nothing of the lookup is taken.
    const loan = prefilled(simulatorQuery('emprestimo-com-garantia', '24', { vehicleType: 'moto', vehicleFipe: '005340-6;novembro de 2026;58231' }));
    expect([loan.vehicleType, loan.vehicleFipe, loan.ownedVehicleType, loan.ownedVehicleFipe]).toEqual(['', '', '', '']);
  });

  it('a card’s link chooses the product and touches no answer', () => {
    expect(prefilled('/financiamento?modalidade=refinanciamento', complete)).toEqual({ ...complete, product: 'refinanciamento' });
  });

  it('ignores figures holding no amount, an unknown product and unknown installments, and keeps the draft’s own answers', () => {
    const params = new URLSearchParams('modalidade=consorcio&vehiclePrice=abc&downPayment=&installments=13');
    expect(applyPrefill(complete, params)).toEqual(complete);
    expect(urlProduct(params)).toBeNull();
  });

  it('takes a figure that breaks a rule as typed: the wizard says so at its field', () => {
    const params = new URLSearchParams('modalidade=emprestimo-com-garantia&loanAmount=R%24+3.000%2C00&installments=12');
    const draft = applyPrefill(emptyRequestDraft, params);
    expect(draft.loanAmount).toBe('3.000,00');
    expect(invalidFields(2, draft, rules).map(({ field }) => field)).toEqual(['loanAmount']);
  });

  it.each([
    ['R$ 50.000,00', 50_000],
    ['50.000', 50_000],
    ['50000', 50_000],
    ['50000,5', 50_000.5],
    ['50.000,50', 50_000.5],
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
  /** A FormData holding a draft's answers. */
  const formData = (draft: RequestDraft) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(draft)) data.append(name, value);
    return data;
  };

  it('stores, restores and removes the draft; ignores unknown or malformed content', () => {
    saveDraft(formData(complete));
    expect(loadDraft()).toEqual(complete);
    saveDraft(formData(emptyRequestDraft));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ fullName: 'Ana', income: '9000', personType: 'x', vehicleType: 'barco' }));
    expect(loadDraft()).toEqual({ ...emptyRequestDraft, fullName: 'Ana' });
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  });

  it('cuts each restored answer to its field’s bound: a 100.000-character make and model is not sent whole', () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...complete, vehicleMakeModel: 'x'.repeat(100_000), fullName: 'Maria '.repeat(1000), email: `${'a'.repeat(400)}@exemplo.com` }),
    );
    const restored = loadDraft()!;
    expect(restored.vehicleMakeModel).toHaveLength(requestFieldMaxLengths.vehicleMakeModel);
    expect(restored.fullName.length).toBe(requestFieldMaxLengths.fullName);
    expect(restored.email.length).toBe(requestFieldMaxLengths.email);
    expect(requestMessage(toCreditRequest(restored)).length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  });

  it('keeps every product’s answers and the product; a product alone is no answer to keep', () => {
    const loan: RequestDraft = { ...complete, product: 'emprestimo-com-garantia', loanAmount: '30.000,00', outstandingBalance: '1,00' };
    saveDraft(formData(loan));
    expect(loadDraft()).toEqual(loan);
    expect(isEmptyDraft({ ...emptyRequestDraft, product: 'refinanciamento' })).toBe(true);
    saveDraft(formData({ ...emptyRequestDraft, product: 'refinanciamento' }));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
