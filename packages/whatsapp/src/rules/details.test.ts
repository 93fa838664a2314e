import { fieldRuleMessages, securedLoanRangeMessage, type ProductId } from '@repo/content';
import { describe, expect, it } from 'vitest';
import type { RequestDraft } from '../request';
import { everything, on } from '../request.fixture';
import { invalidRequestFields } from '../rules';

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
