import { guidanceHints } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { everything, on } from '../request.fixture';
import { invalidRequestFields } from '../rules';
import { guidanceIssues } from './guidance';

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
