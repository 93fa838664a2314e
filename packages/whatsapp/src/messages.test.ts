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
    ['fills the budget exactly', 0],
    ['is one character over the budget (cut to it)', 1],
    ['is 50.000 characters over the budget (cut to it)', 50_000],
  ])('a message that %s makes a text of 2000 characters, never more', (_case, extra) => {
    const budget = contactMessageBudget(withoutMessage);
    const built = contactWhatsApp({ ...contact, message: 'x'.repeat(budget + extra) });
    expect(built.length).toBe(2000);
    expect(built.tooLong).toBe(false);
  });

  it('never returns more than 2000 characters, however long each field is, and keeps its closing lines', () => {
    const huge = 'y'.repeat(10_000);
    const text = contactMessage({ name: `Maria ${huge}`, email: `${huge}@exemplo.com`, phone: huge, subject: huge, message: huge });
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(text.endsWith('\n\nOrigem: formulário de contato')).toBe(true);
    // Each field keeps its own bound: the message still has room.
    expect(text.split('\n').find((line) => line.startsWith('Mensagem: '))!.length).toBeGreaterThan(1000);
  });

  it('shrinks the budget as the other fields grow, never below zero', () => {
    const budget = contactMessageBudget(withoutMessage);
    expect(contactMessageBudget({ ...withoutMessage, subject: `${contact.subject}!!!` })).toBe(budget - 3);
    expect(contactMessageBudget({ ...withoutMessage, subject: 'x'.repeat(5000) })).toBe(0);
  });
});
