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

  it('says when a refinancing\'s balance is above its installments left, or far below what they are worth', () => {
    // 18 × R$ 612,40 left: R$ 11.023,20 in all; worth R$ 7.158,70 at 5% a.m., more at any real rate.
    const left = { ...everything, currentInstallment: '612,40', remainingInstallments: '18' };
    expect(guidanceIssues(on('refinanciamento', { ...left, outstandingBalance: '1.234,56' }))).toEqual([
      { field: 'outstandingBalance', message: guidanceHints.balanceBelowLeftToPay(7_158.70, 612.4, 18) },
    ]);
    expect(guidanceHints.balanceBelowLeftToPay(7_158.70, 612.4, 18)).toBe(
      'Com 18 parcelas de R$\u00a0612,40 por pagar, o saldo devedor costuma passar de R$\u00a07.158,70. ' +
        'Confira o saldo no extrato ou no aplicativo do banco: a comparação com o novo contrato depende dele.',
    );
    expect(guidanceIssues(on('refinanciamento', { ...left, outstandingBalance: 'R$ 12.000,00' }))).toEqual([
      { field: 'outstandingBalance', message: guidanceHints.balanceAboveLeftToPay(11_023.2, 18) },
    ]);
    expect(guidanceHints.balanceAboveLeftToPay(612.4, 1)).toMatch(/^O saldo devedor passa do total da parcela que falta \(R\$\u00a0612,40\)\. /);
    // A balance a real contract has (about 2% a.m.), and one not yet comparable: quiet.
    expect(guidanceIssues(on('refinanciamento', { ...left, outstandingBalance: '9.180,00' }))).toEqual([]);
    expect(guidanceIssues(on('refinanciamento', { ...left, remainingInstallments: '', outstandingBalance: '1.234,56' }))).toEqual([]);
    // Not a rule: the step goes on.
    expect(invalidRequestFields('details', on('refinanciamento', { ...left, outstandingBalance: '1.234,56' }))).toEqual([]);
  });

  it('is quiet within the guidance and for the other products', () => {
    expect(guidanceIssues(on('financiamento', { ...everything, vehiclePrice: '85.000,00', downPayment: '17.000,00' }))).toEqual([]);
    expect(guidanceIssues(on('emprestimo-com-garantia', { ...everything, vehiclePrice: '1.000,00' }))).toEqual([]);
  });
});
