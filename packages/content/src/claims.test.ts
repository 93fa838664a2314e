import { describe, expect, it } from 'vitest';
import {
  claimLabels,
  claims,
  claimNumberLabelsOf,
  claimFigure,
  claimPhrase,
  countClaim,
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
    ['approval hours', claims.approvalHours, 24],
    ['satisfied clients', claims.satisfiedClients, 1000],
    ['clients on the about page', claims.aboutPageClients, 10000],
    ['satisfaction', claims.satisfactionRate, 0.95],
    ['financing monthly rate', rates.financiamento.monthly, 0.012],
    ['secured-loan monthly rate', rates['emprestimo-com-garantia'].monthly, 0.0149],
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
    [rates.financiamento.display, '1,2% a.m.'],
    [rates['emprestimo-com-garantia'].display, '1,49% a.m.'],
    [rates.financiamento.claim, 'a partir de 1,2% a.m., mediante análise de crédito'],
    [rates['emprestimo-com-garantia'].claim, 'a partir de 1,49% a.m., mediante análise de crédito'],
    [rates.financiamento.exampleLine, 'Ex.: R$\u00a040.000,00 em 48x de R$\u00a01.136,36 · CET 17,38% a.a.'],
    [rates['emprestimo-com-garantia'].exampleLine, 'Ex.: R$\u00a040.000,00 em 48x de R$\u00a01.210,24 · CET 21,55% a.a.'],
    // The default broker states its counts as minimums (`numeros.maisDe`), as SPEC writes them.
    [claimLabels.yearsInMarket, 'mais de 10 anos'],
    [claimLabels.partnerBanks, 'mais de 10 bancos parceiros'],
    [claimLabels.approval, 'Aprovação em até 24 horas'],
    [claimLabels.satisfiedClients, 'mais de 1.000 clientes satisfeitos'],
    [claimLabels.aboutPageClients, 'mais de 10.000 clientes atendidos'],
    [claimLabels.maxInstallments, 'Até 60 parcelas'],
    [claimLabels.securedLoanRange, 'De R$\u00a05.000 a R$\u00a0500.000'],
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

describe('claims › a count is claimed as it is: "mais de N" and "N+" only for a figure above N', () => {
  it.each([
    [1, 1, true],
    [6, 6, true],
    [3, 3, true],
    [99, 99, true],
    [400, 400, true],
    [650, 650, true],
    [655, 650, false],
    [1000, 1000, true],
    [1234, 1200, false],
    [10_000, 10_000, true],
    [10_999, 10_000, false],
  ])('%i: the figure %i, exact %s', (count, figure, exact) => {
    expect(countClaim(count)).toEqual({ figure, exact });
    // Never more than the broker has, and a lower bound only when below it.
    expect(figure).toBeLessThanOrEqual(count);
  });

  it('says an exact count plainly and a rounded one as "mais de" / "+", with the noun in the right number', () => {
    const broker = (figures: Partial<typeof claims>) => ({ claims: { ...claims, lowerBounds: [], ...figures } });
    expect(claimPhrase('yearsInMarket', 'ano', 'anos', broker({ yearsInMarket: 6 }))).toBe('6 anos');
    expect(claimPhrase('yearsInMarket', 'ano', 'anos', broker({ yearsInMarket: 1 }))).toBe('1 ano');
    expect(claimPhrase('partnerBanks', 'banco parceiro', 'bancos parceiros', broker({ partnerBanks: 3 }))).toBe('3 bancos parceiros');
    expect(claimPhrase('satisfiedClients', 'cliente', 'clientes', broker({ satisfiedClients: 1234 }))).toBe('mais de 1.200 clientes');
    expect(claimFigure('aboutPageClients', broker({ aboutPageClients: 650 }))).toBe('650');
    expect(claimFigure('aboutPageClients', broker({ aboutPageClients: 10_000 }))).toBe('10.000');
    expect(claimFigure('aboutPageClients', broker({ aboutPageClients: 1234 }))).toBe('1.200+');
  });

  it('the demo broker’s exact 6 years and 3 banks are never "mais de 6 anos" nor "3+ bancos"', () => {
    const labels = claimNumberLabelsOf({ claims: { ...claims, yearsInMarket: 6, partnerBanks: 3, satisfiedClients: 400, aboutPageClients: 655, lowerBounds: [] } });
    expect(labels.yearsInMarket).toBe('6 anos');
    expect(labels.partnerBanks).toBe('3 bancos parceiros');
    expect(labels.satisfiedClients).toBe('400 clientes satisfeitos');
    expect(labels.aboutPageClients).toBe('mais de 650 clientes atendidos');
    expect(Object.values(labels).join(' ')).not.toMatch(/\d\+|mais de (6|3|400) /);
  });

  it('a figure the broker states as a minimum (numeros.maisDe) reads "mais de 10 anos" and "10+"; the others exactly', () => {
    const labels = claimNumberLabelsOf({ claims: { ...claims, yearsInMarket: 10, partnerBanks: 10, satisfiedClients: 1000, lowerBounds: ['yearsInMarket', 'satisfiedClients'] } });
    expect(labels.yearsInMarket).toBe('mais de 10 anos');
    expect(labels.satisfiedClients).toBe('mais de 1.000 clientes satisfeitos');
    expect(labels.partnerBanks).toBe('10 bancos parceiros');
    // Each count's own bound: the years' bound is never read for the banks, nor the other way.
    const bounded = { claims: { ...claims, yearsInMarket: 1, partnerBanks: 10, satisfiedClients: 1000, lowerBounds: ['yearsInMarket', 'satisfiedClients'] as const } };
    expect(claimPhrase('yearsInMarket', 'ano', 'anos', bounded)).toBe('mais de 1 ano');
    expect(claimFigure('partnerBanks', bounded)).toBe('10');
    expect(claimFigure('satisfiedClients', bounded)).toBe('1.000+');
    expect(claimPhrase('partnerBanks', 'banco parceiro', 'bancos parceiros', { claims: { ...bounded.claims, lowerBounds: ['partnerBanks'] } })).toBe('mais de 10 bancos parceiros');
    expect(claimFigure('yearsInMarket', { claims: { ...bounded.claims, lowerBounds: ['partnerBanks'] } })).toBe('1');
  });
});
