import { describe, expect, it } from 'vitest';
import { isWhatsAppNumber, whatsappLink } from './link';

describe('whatsappLink', () => {
  it.each([
    ['Olá', 'https://wa.me/5566999990000?text=Ol%C3%A1'],
    ['a b', 'https://wa.me/5566999990000?text=a%20b'],
    ['1+1', 'https://wa.me/5566999990000?text=1%2B1'],
    ['linha 1\nlinha 2', 'https://wa.me/5566999990000?text=linha%201%0Alinha%202'],
    ['a&b=c?d#e/f%', 'https://wa.me/5566999990000?text=a%26b%3Dc%3Fd%23e%2Ff%25'],
    ['', 'https://wa.me/5566999990000'],
    [undefined, 'https://wa.me/5566999990000'],
  ])('encodes %j as %s', (text, url) => {
    expect(whatsappLink('5566999990000', text)).toBe(url);
  });

  it.each([
    ['a lone high surrogate', 'a\uD800b', 'a%EF%BF%BDb'],
    ['a lone low surrogate', 'a\uDC00b', 'a%EF%BF%BDb'],
    ['a valid pair (emoji)', '😀', '%F0%9F%98%80'],
  ])('does not throw on %s: it becomes U+FFFD only when unpaired', (_case, text, encoded) => {
    expect(whatsappLink('5566999990000', text)).toBe(`https://wa.me/5566999990000?text=${encoded}`);
  });

  it.each([
    ['with a plus sign', '+5566999990000'],
    ['with spaces', '55 66 99999 0000'],
    ['with dashes', '55-66-99999-0000'],
    ['masked', '(66) 99999-0000'],
    ['too short', '999990000'],
    ['too long', '5566999990000123'],
    ['with a leading zero', '05566999990000'],
    ['empty', ''],
  ])('throws a clear error for a number %s (%j)', (_case, number) => {
    expect(() => whatsappLink(number, 'Olá')).toThrow(/Invalid WhatsApp number.*digits only/);
  });

  it.each([
    ['5566999990000', true],
    ['556630000000', true],
    ['+5566999990000', false],
    ['66999990000 ', false],
  ])('isWhatsAppNumber(%j) is %s', (number, expected) => {
    expect(isWhatsAppNumber(number)).toBe(expected);
  });
});
