import { describe, expect, it } from 'vitest';
import { contactFormPlaceholders } from './contact-form';
import { documentPatterns, patternLength, patternPlaceholder, phonePatterns } from './documents';
import { personalFieldCopy } from './wizard';

describe('document patterns', () => {
  it('hold as many places as each document has characters', () => {
    expect(patternLength(documentPatterns.cpf)).toBe(11);
    expect(patternLength(documentPatterns.cnpj)).toBe(14);
    expect(phonePatterns.map(patternLength)).toEqual([10, 11, 12, 13]);
  });

  it('show visitors the familiar digit form as placeholders, the CNPJ\'s letter places included', () => {
    expect(patternPlaceholder(documentPatterns.cnpj)).toBe('00.000.000/0000-00');
    expect([personalFieldCopy.cpf.placeholder, personalFieldCopy.cnpj.placeholder]).toEqual(['000.000.000-00', '00.000.000/0000-00']);
    expect(contactFormPlaceholders.phone).toBe('(00) 00000-0000');
  });
});
