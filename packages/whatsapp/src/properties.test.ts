import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whatsappLink } from './link';
import {
  contactMessageBudget,
  contactWhatsApp,
  financingWhatsApp,
  type FinancingRequest,
} from './messages';

const numRuns = 1000;
const number = '5566999990000';

/** The `text` parameter of a wa.me URL, decoded by hand (no URLSearchParams, which reads + as space). */
function decodedText(url: string): string {
  const prefix = `https://wa.me/${number}?text=`;
  expect(url.startsWith(prefix)).toBe(true);
  return decodeURIComponent(url.slice(prefix.length));
}

/** Raw query of a wa.me URL. */
function rawQuery(url: string): string {
  return url.slice(url.indexOf('?text=') + '?text='.length);
}

// Anything a visitor can type: any code point, grapheme clusters, and a bias towards the
// characters that break naive encoders (&, #, ?, +, %, /, quotes, newlines, RTL, markup).
const tricky = fc.constantFrom(
  '&', '#', '?', '+', '%', '%20', '/', '=', ' ', '"', "'", '`', '\n', '\r\n', '\t',
  '<script>alert(1)</script>', '\u202E', 'שלום', 'مرحبا', '😀', '👨‍👩‍👧', 'ção', 'R$\u00a01,00',
);
const visitorText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: tricky, maxLength: 20 }),
  fc.string({ unit: fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 3 })), maxLength: 20 }),
);
const nonEmptyText = visitorText.filter((text) => text.length > 0);

describe('properties › any text survives the URL byte for byte', () => {
  it('whatsappLink(number, text) decodes back to text', () => {
    fc.assert(
      fc.property(nonEmptyText, (text) => {
        expect(decodedText(whatsappLink(number, text))).toBe(text);
      }),
      { numRuns },
    );
  });

  it('never writes a space as "+": a literal + is %2B, a space %20, and no raw space or + remains', () => {
    fc.assert(
      fc.property(nonEmptyText, (text) => {
        const query = rawQuery(whatsappLink(number, text));
        expect(query).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
        expect(query.split('%2B').length - 1).toBe(text.split('+').length - 1);
        expect(query.split('%20').length - 1).toBe(text.split(' ').length - 1);
      }),
      { numRuns },
    );
  });

  it('a contact message carries every field as typed (trimmed) and decodes to its text', () => {
    fc.assert(
      fc.property(
        fc.record({ name: visitorText, email: visitorText, phone: visitorText, subject: visitorText, message: visitorText }),
        (form) => {
          const built = contactWhatsApp(form, number);
          expect(decodedText(built.url)).toBe(built.text);
          expect(built.text).toContain(`\nNome: ${form.name.trim()}\n`);
          expect(built.text).toContain(`\nE-mail: ${form.email.trim()}\n`);
          expect(built.text).toContain(`\nAssunto: ${form.subject.trim()}\n`);
          expect(built.text.endsWith(`\nMensagem: ${form.message.trim()}`)).toBe(true);
        },
      ),
      { numRuns },
    );
  });

  it('a financing message carries the name and e-mail as typed (trimmed) and decodes to its text', () => {
    const request = fc.record({
      personType: fc.constantFrom('fisica', 'juridica'),
      cpf: visitorText,
      cnpj: visitorText,
      fullName: visitorText,
      email: visitorText,
      phone: visitorText,
      vehicleType: fc.constantFrom('', 'carro', 'moto', 'caminhao'),
      vehicleValue: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true })),
      vehicleYear: visitorText,
      downPayment: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true })),
      installments: fc.constantFrom(null, 12, 24, 36, 48, 60),
    }) satisfies fc.Arbitrary<FinancingRequest>;
    fc.assert(
      fc.property(request, (values) => {
        const built = financingWhatsApp(values, number);
        expect(decodedText(built.url)).toBe(built.text);
        expect(built.text).toContain(`: ${values.fullName.trim()}\n`);
        expect(built.text).toContain(`\nE-mail: ${values.email.trim()}\n`);
      }),
      { numRuns },
    );
  });

  it('a message that fits contactMessageBudget is never tooLong, one more character always is', () => {
    fc.assert(
      fc.property(
        fc.record({ name: visitorText, email: visitorText, phone: visitorText, subject: visitorText }),
        (form) => {
          const budget = contactMessageBudget(form);
          expect(contactWhatsApp({ ...form, message: 'x'.repeat(budget) }, number).tooLong).toBe(false);
          expect(contactWhatsApp({ ...form, message: 'x'.repeat(budget + 1) }, number).tooLong).toBe(true);
        },
      ),
      { numRuns },
    );
  });
});
