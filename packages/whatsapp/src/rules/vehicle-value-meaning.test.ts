import { fieldRuleMessages } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { everything, on } from '../request.fixture';
import { invalidRequestFields } from '../rules';
import { vehicleValueMeaning } from './vehicle-value-meaning';

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
