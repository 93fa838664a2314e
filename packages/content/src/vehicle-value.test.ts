import { describe, expect, it } from 'vitest';
import { minDownPaymentRatio, representativeExample } from './claims';
import { fipeCopy, fipeReferenceLine } from './fipe';
import { financingFromVehicleValue, maxLoanForVehicle, refinancingFromVehicleValue, securedLoanCheck } from './vehicle-value';

describe('vehicle value › financing: suggested down payment and amount to finance', () => {
  it.each([
    // 58 231,00 × 20% = 11 646,20 exactly; 58 231,00 − 11 646,20 = 46 584,80.
    [58_231, minDownPaymentRatio, 11_646.2, 46_584.8],
    // 50 000 × 20% = 10 000; 50 000 − 10 000 = 40 000 (the site's representative example).
    [representativeExample.vehicleValue, representativeExample.downPaymentRatio, 10_000, 40_000],
    // 12 345,67 × 20% = 2 469,134 → rounded UP to 2 469,14 (never below 20%); 12 345,67 − 2 469,14 = 9 876,53.
    [12_345.67, 0.2, 2_469.14, 9_876.53],
    // 40 000 × 30% = 12 000; 40 000 − 12 000 = 28 000.
    [40_000, 0.3, 12_000, 28_000],
    // 20 000,01 × 20% = 4 000,002 → 4 000,01; 20 000,01 − 4 000,01 = 16 000.
    [20_000.01, 0.2, 4_000.01, 16_000],
  ])('a vehicle of R$ %s with %s down: %s down, %s financed', (value, ratio, down, financed) => {
    expect(financingFromVehicleValue(value, ratio)).toEqual({ downPayment: down, amountFinanced: financed });
  });

  it('uses the FAQ minimum (20%) unless told otherwise', () => {
    // 58 231,00 × 20% = 11 646,20.
    expect(financingFromVehicleValue(58_231).downPayment).toBe(11_646.2);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('refuses a value of %s', (value) => {
    expect(() => financingFromVehicleValue(value)).toThrow(RangeError);
  });
});

describe('vehicle value › secured loan: the most the vehicle can guarantee', () => {
  it.each([
    // 58 231,00 × 60% (Porto Auto Crédito's share) = 34 938,60.
    [58_231, 0.6, 34_938.6],
    // 58 231,00 × 70% = 40 761,70.
    [58_231, 0.7, 40_761.7],
    // 12 345,67 × 70% = 8 641,969 → rounded DOWN to 8 641,96 (never above the share).
    [12_345.67, 0.7, 8_641.96],
    // 100 000 × 90% = 90 000.
    [100_000, 0.9, 90_000],
  ])('a vehicle of R$ %s at %s of its value guarantees up to %s', (value, share, max) => {
    expect(maxLoanForVehicle(value, share)).toBe(max);
  });

  it.each([
    // Guarantee of 58 231,00 at 70% = 40 761,70: 40 761,70 fits, 40 761,71 does not.
    [40_761.7, false],
    [40_761.71, true],
    [10_000, false],
  ])('asking R$ %s of a R$ 58.231,00 vehicle at 70%: above the guarantee %s', (requested, exceeds) => {
    expect(securedLoanCheck(requested, 58_231, 0.7)).toEqual({ maxLoan: 40_761.7, exceedsGuarantee: exceeds });
  });

  it.each([0, -0.1, 1.1, Number.NaN])('refuses a loan-to-value share of %s', (share) => {
    expect(() => maxLoanForVehicle(58_231, share)).toThrow(RangeError);
  });
});

describe('vehicle value › refinancing: value against the outstanding balance', () => {
  it('a balance the guarantee covers leaves the difference available', () => {
    // Guarantee 58 231,00 × 70% = 40 761,70; available 40 761,70 − 20 000 = 20 761,70;
    // equity 58 231,00 − 20 000 = 38 231,00.
    expect(refinancingFromVehicleValue(58_231, 20_000, 0.7)).toEqual({
      maxLoan: 40_761.7,
      equity: 38_231,
      available: 20_761.7,
      coversBalance: true,
    });
  });

  it('a balance above the guarantee leaves nothing available, though the vehicle is worth more than the debt', () => {
    // Guarantee 40 761,70 < balance 45 000: available 0; equity 58 231,00 − 45 000 = 13 231,00.
    expect(refinancingFromVehicleValue(58_231, 45_000, 0.7)).toEqual({
      maxLoan: 40_761.7,
      equity: 13_231,
      available: 0,
      coversBalance: false,
    });
  });

  it('a debt above the value is negative equity', () => {
    // 30 000 − 32 500,50 = −2 500,50; guarantee 30 000 × 80% = 24 000 < 32 500,50.
    expect(refinancingFromVehicleValue(30_000, 32_500.5, 0.8)).toEqual({
      maxLoan: 24_000,
      equity: -2_500.5,
      available: 0,
      coversBalance: false,
    });
  });
});

describe('FIPE copy', () => {
  it('writes the reference line with the month and the price in reais (no-break space after R$)', () => {
    expect(fipeReferenceLine('novembro de 2026', 58_231)).toBe('Tabela FIPE de novembro de 2026: R$\u00a058.231,00');
  });

  it.each([
    [fipeCopy.brand.count, 1, '1 marca encontrada'],
    [fipeCopy.brand.count, 1234, '1.234 marcas encontradas'],
    [fipeCopy.model.count, 12, '12 modelos encontrados'],
    [fipeCopy.year.count, 0, '0 anos encontrados'],
  ])('counts choices in Portuguese: %#', (count, n, text) => {
    expect(count(n)).toBe(text);
  });
});
