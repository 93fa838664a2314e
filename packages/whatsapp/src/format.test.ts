import { formatBRL, formatInteger, formatPercent, parseBRL } from '@repo/content';
import { describe, expect, it } from 'vitest';
import {
  formatCNPJ,
  formatCPF,
  formatPhone,
  isValidCNPJ,
  isValidCPF,
  onlyDigits,
  parseCNPJ,
  parseCPF,
  parsePhoneDigits,
  phoneAnswer,
} from './format';
import { parseInstallments } from './request';

// Intl writes U+00A0 (no-break space) after R$; a plain space here would be a wrong test.
const nbsp = '\u00a0';

describe('formatters › pt-BR', () => {
  it.each([
    [formatBRL(85000), `R$${nbsp}85.000,00`],
    [formatBRL(1301.42), `R$${nbsp}1.301,42`],
    [formatBRL(0.5), `R$${nbsp}0,50`],
    [formatBRL(5000, { cents: false }), `R$${nbsp}5.000`],
    [formatInteger(10000), '10.000'],
    [formatPercent(0.012), '1,2%'],
    [formatPercent(0.0149), '1,49%'],
    [formatPercent(0.2905), '29,05%'],
  ])('%j is %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299822', '529.982.2'],
  ])('formatCPF(%j) is %j', (value, expected) => {
    expect(formatCPF(value)).toBe(expected);
  });

  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
  ])('formatCNPJ(%j) is %j', (value, expected) => {
    expect(formatCNPJ(value)).toBe(expected);
  });

  it.each([
    ['66999990000', '(66) 99999-0000'],
    ['6630000000', '(66) 3000-0000'],
    ['+55 66 99999-0000', '(66) 99999-0000'],
    ['5566999990000', '(66) 99999-0000'],
    ['(62) 3000-0000', '(62) 3000-0000'],
    ['6699', '(66) 99'],
  ])('formatPhone(%j) is %j', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });
});

describe('validators', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['123', false],
    ['', false],
  ])('isValidCPF(%j) is %s', (value, expected) => {
    expect(isValidCPF(value)).toBe(expected);
  });

  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['12.ABC.345/01DE-35', true],
    ['12abc34501de35', true],
    ['12.345.678/0001-95', true],
    ['11.222.333/0001-82', false],
    ['12.ABC.345/01DE-36', false],
    ['00.000.000/0000-00', false],
    ['12.ABC.345/01DE-3A', false],
    ['', false],
  ])('isValidCNPJ(%j) is %s', (value, expected) => {
    expect(isValidCNPJ(value)).toBe(expected);
  });
});

describe('parsers', () => {
  it.each([
    ['85.000,00', 85000],
    ['R$ 85.000,00', 85000],
    [`R$${nbsp}85.000,00`, 85000],
    ['85000', 85000],
    // A dot groups thousands, whatever follows it: the mask reads a typed dot the same way.
    ['85000.50', 8500050],
    ['85.000', 85000],
    ['45.000,00', 45000],
    ['45000,50', 45000.5],
    ['1.234,56', 1234.56],
    ['9.000', 9000],
    ['1.150', 1150],
    // Like the mask: the first comma is the decimal, two decimals kept.
    ['45,505', 45.5],
    ['1,2,3', 1.23],
    [',5', 0.5],
    ['1.234,5', 1234.5],
    [' 20000 ', 20000],
    ['', null],
    ['R$ ', null],
  ])('parseBRL(%j) is %s', (text, expected) => {
    expect(parseBRL(text)).toBe(expected);
  });

  it.each([
    [onlyDigits('(66) 99999-0000'), '66999990000'],
    [parseCPF('529.982.247-25'), '52998224725'],
    [parseCNPJ('12.abc.345/01de-35'), '12ABC34501DE35'],
    [parsePhoneDigits('+55 (66) 99999-0000'), '66999990000'],
  ])('%j is %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each(['+55 66 99876-5432', '066 99876-5432', '0 15 66 99876-5432', '(66) 99876-5432', '66998765432', '5566998765432'])(
    'reads the phone %j as written in Brazil, and a message writes (66) 99876-5432',
    (written) => {
      expect(parsePhoneDigits(written)).toBe('66998765432');
      expect(phoneAnswer(written)).toBe('(66) 99876-5432');
    },
  );

  it.each([
    ['48', 48],
    ['12', 12],
    ['60', 60],
    ['13', null],
    ['', null],
  ])('parseInstallments(%j) is %s', (value, expected) => {
    expect(parseInstallments(value)).toBe(expected);
  });
});
