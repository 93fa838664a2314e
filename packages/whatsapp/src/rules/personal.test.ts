import { fieldHelp, fieldRuleMessages } from '@repo/content';
import { describe, expect, it } from 'vitest';
import type { RequestDraft } from '../request';
import { everything } from '../request.fixture';
import { invalidRequestFields } from '../rules';
import { contactIssues } from './personal';

describe('the request › the rules of step 1, each said at its field', () => {
  const personal = (answers: Partial<RequestDraft>) => invalidRequestFields('personal', { ...everything, ...answers });
  it.each([
    ['a CPF whose check digits fail', { cpf: '111.111.111-11' }, 'cpf', fieldRuleMessages.cpfInvalid],
    ['a CPF one digit short', { cpf: '529.982.247-2' }, 'cpf', fieldRuleMessages.cpfIncomplete],
    ['a CNPJ whose check digits fail', { personType: 'juridica', cnpj: '11.222.333/0001-82' }, 'cnpj', fieldRuleMessages.cnpjInvalid],
    ['an alphanumeric CNPJ with a wrong digit', { personType: 'juridica', cnpj: '12.ABC.345/01DE-34' }, 'cnpj', fieldRuleMessages.cnpjInvalid],
    ['a CNPJ one character short', { personType: 'juridica', cnpj: '11.222.333/0001-8' }, 'cnpj', fieldRuleMessages.cnpjIncomplete],
    ['a one-word name', { fullName: 'M' }, 'fullName', fieldRuleMessages.fullName],
    ['an e-mail without a domain', { email: 'maria@' }, 'email', fieldRuleMessages.email],
    ['an e-mail whose domain has one label', { email: 'maria@exemplo' }, 'email', fieldRuleMessages.email],
    ['an e-mail with a space', { email: 'maria silva@exemplo.com' }, 'email', fieldRuleMessages.email],
    ['a phone of four digits', { phone: '1234' }, 'phone', fieldRuleMessages.phone],
    ['an 11-digit phone not starting with 9', { phone: '(66) 89999-1234' }, 'phone', fieldRuleMessages.phone],
    ['a DDD with a 0', { phone: '(06) 99999-1234' }, 'phone', fieldRuleMessages.phone],
    ['a CNPJ in the CPF field', { cpf: '11.222.333/0001-81' }, 'cpf', fieldHelp.cpfHoldsCnpj],
    ['a CNPJ without punctuation in the CPF field', { cpf: '11222333000181' }, 'cpf', fieldHelp.cpfHoldsCnpj],
  ] as const)('%s', (_case, answers, field, message) => {
    expect(personal(answers)).toEqual([{ field, message }]);
  });

  it.each([
    ['a valid CPF, masked or not', { cpf: '52998224725' }],
    ['a valid CNPJ', { personType: 'juridica', cnpj: '11.222.333/0001-81' }],
    ['a valid alphanumeric CNPJ', { personType: 'juridica', cnpj: '12.ABC.345/01DE-35' }],
    ['a razão social of one word', { personType: 'juridica', cnpj: '11.222.333/0001-81', fullName: 'Transportadora' }],
    ['a landline with its DDD', { phone: '(62) 3000-1234' }],
    ['a mobile with its DDD', { phone: '(66) 99999-1234' }],
    ['an e-mail with subdomains', { email: 'maria.silva+site@mail.exemplo.com.br' }],
    ['a phone as WhatsApp copies it', { phone: '+55 66 99876-5432' }],
    ['a phone with the long-distance 0', { phone: '066 99876-5432' }],
    ['a phone of bare digits', { phone: '66998765432' }],
    ['an e-mail whose domain looks like a typo (a suggestion, never a block)', { email: 'maria@gmail.con' }],
  ] as const)('accepts %s', (_case, answers) => {
    expect(personal(answers)).toEqual([]);
  });

  it('lists the failures in display order, and leaves empty answers to presence', () => {
    expect(personal({ cpf: '111.111.111-11', fullName: 'M', email: 'maria@', phone: '' }).map(({ field }) => field)).toEqual([
      'cpf',
      'fullName',
      'email',
    ]);
  });
});

describe('the contact form\'s rules', () => {
  it('asks for a name and surname, an e-mail and a phone with its DDD, and leaves empty fields to the browser', () => {
    const form = { name: 'Maria', email: 'maria@', phone: '1234', subject: 'Oi', message: 'Olá' };
    expect(contactIssues(form)).toEqual([
      { field: 'name', message: fieldRuleMessages.fullName },
      { field: 'email', message: fieldRuleMessages.email },
      { field: 'phone', message: fieldRuleMessages.phone },
    ]);
    expect(contactIssues({ ...form, name: 'Maria Silva', email: 'maria@exemplo.com', phone: '(62) 3000-1234' })).toEqual([]);
    expect(contactIssues({ ...form, name: '', email: '', phone: '' })).toEqual([]);
  });
});
