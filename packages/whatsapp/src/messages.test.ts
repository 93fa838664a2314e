import { broker } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { contactMessage, contactMessageBudget, contactWhatsApp, MAX_MESSAGE_LENGTH, type ContactForm } from './messages';

const contact: ContactForm = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com',
  phone: '66999991234',
  subject: 'Financiamento de moto',
  message: 'Bom dia!\nQuero financiar uma moto 2020.',
};

describe('contactMessage', () => {
  it.each([
    [
      'a filled form (the message keeps its line breaks)',
      contact,
      [
        'Nova mensagem do site institucional',
        '',
        'Nome: Maria da Silva',
        'E-mail: maria@exemplo.com',
        'Telefone: (66) 99999-1234',
        'Assunto: Financiamento de moto',
        'Mensagem: Bom dia!\nQuero financiar uma moto 2020.',
        '',
        'Origem: formulário de contato',
      ],
    ],
    [
      'padded fields and an incomplete phone (kept as typed)',
      { name: '  Ana ', email: ' ana@exemplo.com', phone: ' 9999 ', subject: 'Dúvida ', message: '\nOi\n' },
      [
        'Nova mensagem do site institucional',
        '',
        'Nome: Ana',
        'E-mail: ana@exemplo.com',
        'Telefone: 9999',
        'Assunto: Dúvida',
        'Mensagem: Oi',
        '',
        'Origem: formulário de contato',
      ],
    ],
  ])('for %s is the exact text', (_case, form, lines) => {
    expect(contactMessage(form)).toBe(lines.join('\n'));
  });

  it('opens on the broker\'s WhatsApp number by default', () => {
    expect(contactWhatsApp(contact).url.startsWith(`https://wa.me/${broker.whatsapp.international}?text=`)).toBe(true);
  });
});

describe('the 2,000-character rule › the contact form', () => {
  const { message: _message, ...withoutMessage } = contact;

  it('sets the limit at 2000', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(2000);
  });

  it.each([
    ['fills the budget exactly', 0, 2000, false],
    ['is one character over the budget', 1, 2001, true],
  ])('a message that %s is %s characters long, tooLong %s', (_case, extra, length, tooLong) => {
    const budget = contactMessageBudget(withoutMessage);
    const built = contactWhatsApp({ ...contact, message: 'x'.repeat(budget + extra) });
    expect(built.length).toBe(length);
    expect(built.tooLong).toBe(tooLong);
  });

  it('shrinks the budget as the other fields grow, never below zero', () => {
    const budget = contactMessageBudget(withoutMessage);
    expect(contactMessageBudget({ ...withoutMessage, subject: `${contact.subject}!!!` })).toBe(budget - 3);
    expect(contactMessageBudget({ ...withoutMessage, subject: 'x'.repeat(5000) })).toBe(0);
  });
});
