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
  securedLoanRange,
} from './claims';
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
    [rates.financing.claim, 'a partir de 1,2% a.m., sujeito a análise de crédito'],
    [rates.securedLoan.claim, 'a partir de 1,49% a.m., sujeito a análise de crédito'],
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
    expect(creditAnalysisDisclaimer).toBe('sujeito a análise de crédito');
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
