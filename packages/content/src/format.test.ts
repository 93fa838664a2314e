import { describe, expect, it } from 'vitest';
import { formatAmount, formatBRL, formatDecimal, formatInteger, formatPercent, parsePercent } from './format';

// The formatters write pt-BR digits without Intl (format.ts says why); each must read, to the
// character, as `Intl.NumberFormat('pt-BR')` with the same options.
const intl = {
  brl: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  brlWhole: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  amount: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  integer: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
  percent: new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 }),
};

/** A reproducible spread of values: every magnitude from centavos to trillions, and halves. */
function sampleValues(): number[] {
  let seed = 20_261_124;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [0, 0.004, 0.005, 0.015, 0.045, 0.125, 0.5, 1, 1.005, 2.5, 9.995, 999.995, 1000, 1234.5, 85_000, 999_999.999, 1e15, 1e20];
  for (let i = 0; i < 4000; i++) {
    const magnitude = 10 ** Math.floor(random() * 14 - 3);
    values.push(random() * magnitude, Math.round(random() * magnitude * 100) / 100, Math.round(random() * magnitude * 1000) / 1000 + 0.005);
  }
  return values;
}

/** Values Intl keeps for itself (see format.ts): negative, non-finite, 1e21 and above. */
const edgeValues = [-0, -1234.56, -0.001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 5e22];

describe('pt-BR formatters', () => {
  it('write reais, centavos, integers and percentages as the copy shows them', () => {
    expect(formatBRL(85_000)).toBe('R$\u00a085.000,00');
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL(20_000, { cents: false })).toBe('R$\u00a020.000');
    expect(formatAmount(85_000)).toBe('85.000,00');
    expect(formatAmount(0.5)).toBe('0,50');
    expect(formatInteger(10_000)).toBe('10.000');
    expect(formatPercent(0.012)).toBe('1,2%');
    expect(formatPercent(0.0199)).toBe('1,99%');
    expect(formatPercent(1)).toBe('100%');
  });

  it.each([
    ['formatBRL', (value: number) => formatBRL(value), intl.brl],
    ['formatBRL without cents', (value: number) => formatBRL(value, { cents: false }), intl.brlWhole],
    ['formatAmount', formatAmount, intl.amount],
    ['formatInteger', formatInteger, intl.integer],
  ] as const)('%s reads exactly as Intl.NumberFormat, rounding included', (_, format, reference) => {
    const mismatches = [...sampleValues(), ...edgeValues]
      .map((value) => [value, format(value), reference.format(value)])
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(mismatches).toEqual([]);
  });

  it('formatPercent reads exactly as Intl.NumberFormat, the point moved on the digits', () => {
    // Ratios whose float product by 100 would round the other way than the ratio itself.
    const ratios = [0.000125, 0.00145, 0.01005, 0.03125, 0.0115, 0.999_95, 12.3456, ...sampleValues().map((value) => value / 1e4)];
    const mismatches = [...ratios, ...edgeValues]
      .map((ratio) => [ratio, formatPercent(ratio), intl.percent.format(ratio)])
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(mismatches).toEqual([]);
  });
});

describe('percentages and decimals as typed and written in pt-BR', () => {
  it.each([
    ['1,99', 1.99],
    ['1,99%', 1.99],
    [' 1,99 % ', 1.99],
    ['1.99', 1.99],
    ['2', 2],
    ['29,05% a.a.', 29.05],
    ['1,99% a.m.', 1.99],
    ['1,99 ao mês', 1.99],
    ['0,5', 0.5],
    ['120,5', 120.5],
  ])('reads %s as %s (the percentage, not the ratio)', (text, value) => {
    expect(parsePercent(text)).toBe(value);
  });

  it.each(['', 'abc', '1,9,9', '1.234,5', '12345', '-2', '1,99 reais', '%'])('reads %j as no percentage', (text) => {
    expect(parsePercent(text)).toBeNull();
  });

  it('writes a decimal with a comma, thousands grouped, up to two decimals by default', () => {
    expect(formatDecimal(0.11)).toBe('0,11');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(0.123456, 4)).toBe('0,1235');
  });
});
