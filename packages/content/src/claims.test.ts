import { describe, expect, it } from 'vitest';
import {
  claimLabels,
  claims,
  creditAnalysisDisclaimer,
  installmentChoices,
  maxInstallments,
  minDownPaymentRatio,
  minVehicleValue,
  rates,
  representativeExample,
  securedLoanRange,
} from './claims';
import { simulateLoan } from './loan';
import { formatBRL, formatInteger, formatPercent } from './format';

describe('claims › numbers pinned to SPEC §1 and §9', () => {
  it.each([
    ['years in market', claims.yearsInMarket, 10],
    ['partner banks (landing)', claims.partnerBanks, 10],
    ['financial partners (wizard panel)', claims.wizardPartners, 15],
    ['approval hours', claims.approvalHours, 24],
    ['satisfied clients', claims.satisfiedClients, 1000],
    ['clients on the about page', claims.aboutPageClients, 10000],
    ['satisfaction', claims.satisfactionRate, 0.95],
    ['copyright year', claims.copyrightYear, 2024],
    ['financing monthly rate', rates.financing.monthly, 0.012],
    ['secured-loan monthly rate', rates.securedLoan.monthly, 0.0149],
    ['secured-loan minimum', securedLoanRange.min, 5000],
    ['secured-loan maximum', securedLoanRange.max, 500000],
    ['longest term', maxInstallments, 60],
    ['FAQ minimum vehicle value', minVehicleValue, 20000],
    ['FAQ minimum down payment ratio', minDownPaymentRatio, 0.2],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('offers exactly the installment choices 12, 24, 36, 48 and 60', () => {
    expect(installmentChoices).toEqual([12, 24, 36, 48, 60]);
  });
});

describe('claims › display strings', () => {
  it.each([
    [rates.financing.display, '1,2% a.m.'],
    [rates.securedLoan.display, '1,49% a.m.'],
    [rates.financing.claim, 'a partir de 1,2% a.m., mediante análise de crédito'],
    [rates.securedLoan.claim, 'a partir de 1,49% a.m., mediante análise de crédito'],
    [rates.financing.exampleLine, 'Ex.: R$\u00a040.000,00 em 48x de R$\u00a01.136,36 · CET 17,38% a.a.'],
    [rates.securedLoan.exampleLine, 'Ex.: R$\u00a040.000,00 em 48x de R$\u00a01.210,24 · CET 21,55% a.a.'],
    [claimLabels.yearsInMarket, '10+ anos'],
    [claimLabels.partnerBanks, '10+ bancos parceiros'],
    [claimLabels.wizardPartners, '15+ parceiros financeiros'],
    [claimLabels.approval, 'Aprovação em até 24 horas'],
    [claimLabels.satisfiedClients, '1000+ clientes satisfeitos'],
    [claimLabels.aboutPageClients, '10.000+ clientes atendidos'],
    [claimLabels.satisfaction, '95% de satisfação'],
    [claimLabels.maxInstallments, 'Até 60 parcelas'],
    [claimLabels.securedLoanRange, 'De R$\u00a05.000 a R$\u00a0500.000'],
    [claimLabels.multipleBanks, 'Análise em tempo real com múltiplos bancos'],
  ])('%j reads %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('exports the credit-analysis disclaimer once, in Portuguese', () => {
    expect(creditAnalysisDisclaimer).toBe('mediante análise de crédito');
  });
});

describe('claims › the worked example beside every rate (CDC art. 54-B)', () => {
  it.each(Object.entries(rates))('%s: the example is the simulator math on R$ 40.000,00 in 48x at that rate', (_key, rate) => {
    const loan = simulateLoan({ principal: 40_000, monthlyRate: rate.monthly, installments: 48 });
    expect(rate.example).toEqual(loan);
    expect(rate.exampleLine).toBe(
      `Ex.: ${formatBRL(loan.principal)} em 48x de ${formatBRL(loan.installment)} · CET ${formatPercent(loan.cetAnnual)} a.a.`,
    );
    // IOF financed in: the CET is above the bare rate compounded.
    expect(rate.example.cetAnnual).toBeGreaterThan((1 + rate.monthly) ** 12 - 1);
  });

  it('is the simulator\'s starting point: R$ 50.000 with 20% down in 48x', () => {
    expect(representativeExample).toEqual({ vehicleValue: 50_000, downPaymentRatio: minDownPaymentRatio, installments: 48 });
  });
});

describe('format › pt-BR', () => {
  it.each([
    [formatBRL(85000), 'R$\u00a085.000,00'],
    [formatBRL(1234.5), 'R$\u00a01.234,50'],
    [formatBRL(20000, { cents: false }), 'R$\u00a020.000'],
    [formatInteger(10000), '10.000'],
    [formatPercent(0.012), '1,2%'],
    [formatPercent(0.0149), '1,49%'],
    [formatPercent(0.2905), '29,05%'],
    [formatPercent(0.2), '20%'],
  ])('%j is %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
