import { installmentChoices, paidOffChoices, personTypes, products, vehicleKinds, wizardOrigins } from '@repo/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignFromSearch } from './campaign';
import { cutToLength } from './format';
import { whatsappLink } from './link';
import { contactMessageBudget, contactWhatsApp, MAX_MESSAGE_LENGTH } from './messages';
import { fipeReferenceText } from './fipe-reference';
import { emptyRequestDraft, toCreditRequest, type RequestDraft } from './request';
import { requestFieldMaxLengths, requestWhatsApp } from './request-message';

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

/** The campaign of a visit whose address carried any text in its `utm_*` (or none). */
const campaign = fc.tuple(visitorText, visitorText, visitorText).map(([source, medium, name]) => {
  // Lone surrogates cannot be in an address (encodeURIComponent rejects them).
  const query = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''));
  return campaignFromSearch(`?utm_source=${query(source)}&utm_medium=${query(medium)}&utm_campaign=${query(name)}`);
});

/** A FIPE reference as the lookup writes it: any code, month and value the table could give. */
const fipeReference = fc
  .record({
    code: fc.stringMatching(/^\d{6}-\d$/),
    referenceMonth: fc
      .tuple(fc.constantFrom('janeiro', 'fevereiro', 'março', 'setembro', 'dezembro'), fc.integer({ min: 2000, max: 2099 }))
      .map(([month, year]) => `${month} de ${year}`),
    value: fc.integer({ min: 1, max: 99_999_999_999 }).map((cents) => cents / 100),
  })
  .map(fipeReferenceText);
const paidOff = fc.constantFrom('' as const, ...paidOffChoices.map((choice) => choice.id));
/** Came from the simulator for some product, or not. */

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
        // The phone as its field bounds it (17 characters: `+55 66 99876-5432`).
        fc.record({ name: visitorText, email: visitorText, phone: visitorText.map((text) => cutToLength(text, 17)), subject: visitorText, message: visitorText }),
        (form) => {
          const built = contactWhatsApp(form, number);
          expect(decodedText(built.url)).toBe(built.text);
          expect(built.text).toContain(`\nNome: ${form.name.trim()}\n`);
          expect(built.text).toContain(`\nE-mail: ${form.email.trim()}\n`);
          expect(built.text).toContain(`\nAssunto: ${form.subject.trim()}\n`);
          expect(built.text.endsWith(`\nMensagem: ${form.message.trim()}\n\nOrigem: formulário de contato`)).toBe(true);
        },
      ),
      { numRuns },
    );
  });

  it('a request message of any product carries the typed answers as typed (trimmed) and decodes to its text', () => {
    const draft = fc.record({
      product: fc.constantFrom(...products.map((product) => product.id)),
      personType: fc.constantFrom(...personTypes.map((type) => type.id)),
      cpf: visitorText,
      cnpj: visitorText,
      fullName: visitorText,
      email: visitorText,
      phone: visitorText,
      vehicleType: fc.constantFrom('' as const, ...vehicleKinds.map((kind) => kind.id)),
      vehicleMakeModel: visitorText,
      vehiclePrice: visitorText,
      vehicleFipe: fc.oneof(visitorText, fipeReference),
      vehicleYear: visitorText,
      vehiclePlate: visitorText,
      downPayment: visitorText,
      ownedVehicleType: fc.constantFrom('' as const, ...vehicleKinds.map((kind) => kind.id)),
      ownedVehicleMakeModel: visitorText,
      ownedVehicleYear: visitorText,
      ownedVehicleValue: visitorText,
      ownedVehicleFipe: fc.oneof(visitorText, fipeReference),
      ownedVehiclePaidOff: paidOff,
      loanAmount: visitorText,
      currentLender: visitorText,
      outstandingBalance: visitorText,
      remainingInstallments: visitorText,
      currentInstallment: visitorText,
      installments: fc.oneof(visitorText, fc.constantFrom(...installmentChoices.map(String))),
      contactName: visitorText,
    }) satisfies fc.Arbitrary<RequestDraft>;
    fc.assert(
      fc.property(draft, (values) => {
        const built = requestWhatsApp(toCreditRequest(values), 'assistente', number);
        expect(decodedText(built.url)).toBe(built.text);
        expect(built.text).toContain(`: ${values.fullName.trim()}\n`);
        expect(built.text).toContain(`\nE-mail: ${values.email.trim()}\n`);
        expect(built.text).toContain(`\nAno do veículo: ${(values.product === 'financiamento' ? values.vehicleYear : values.ownedVehicleYear).trim() || 'Não informado'}\n`);
        const makeModel = values.product === 'financiamento' ? values.vehicleMakeModel : values.ownedVehicleMakeModel;
        expect(built.text).toContain(`\nMarca e modelo: ${makeModel.trim() || 'Não informados'}\n`);
      }),
      { numRuns },
    );
  });

  it('a message that fits contactMessageBudget goes whole; one longer is cut, and the text is never tooLong', () => {
    fc.assert(
      fc.property(
        fc.record({ name: visitorText, email: visitorText, phone: visitorText.map((text) => cutToLength(text, 17)), subject: visitorText }),
        campaign,
        fc.nat({ max: 5000 }),
        (form, visitCampaign, extra) => {
          const budget = contactMessageBudget(form, visitCampaign);
          const fits = contactWhatsApp({ ...form, message: 'x'.repeat(budget) }, number, visitCampaign);
          expect(fits.tooLong).toBe(false);
          expect(fits.text).toContain(`Mensagem: ${'x'.repeat(budget)}`);
          const over = contactWhatsApp({ ...form, message: 'x'.repeat(budget + 1 + extra) }, number, visitCampaign);
          expect(over.tooLong).toBe(false);
          expect(over.text).toContain(`Mensagem: ${'x'.repeat(budget)}\n`);
        },
      ),
      { numRuns },
    );
  });

  it('a request whose every text fits requestFieldMaxLengths is never tooLong, whatever the product, origin and campaign', () => {
    /** Any visitor text cut to `max` UTF-16 code units (whole code points), sometimes padded to `max`. */
    const bounded = (max: number) =>
      fc.tuple(visitorText, fc.boolean()).map(([text, fill]) => {
        let cut = '';
        for (const character of text) {
          if (cut.length + character.length > max) break;
          cut += character;
        }
        return fill ? cut.padEnd(max, 'x') : cut;
      });
    /** An amount as typed, at most `max` characters, nines (the longest figure) more often. */
    const amount = (max: number) => fc.oneof(bounded(max), fc.integer({ min: 0, max }).map((length) => '9'.repeat(length)));
    const limits = requestFieldMaxLengths;
    const draft = fc.record({
      product: fc.constantFrom(...products.map((product) => product.id)),
      personType: fc.constantFrom(...personTypes.map((type) => type.id)),
      cpf: bounded(limits.cpf),
      cnpj: bounded(limits.cnpj),
      fullName: bounded(limits.fullName),
      email: bounded(limits.email),
      phone: bounded(limits.phone),
      vehicleType: fc.constantFrom('' as const, ...vehicleKinds.map((kind) => kind.id)),
      vehicleMakeModel: bounded(limits.vehicleMakeModel),
      vehiclePrice: amount(limits.vehiclePrice),
      vehicleFipe: fc.oneof(visitorText, fipeReference),
      vehicleYear: bounded(limits.vehicleYear),
      vehiclePlate: bounded(limits.vehiclePlate),
      downPayment: amount(limits.downPayment),
      ownedVehicleType: fc.constantFrom('' as const, ...vehicleKinds.map((kind) => kind.id)),
      ownedVehicleMakeModel: bounded(limits.ownedVehicleMakeModel),
      ownedVehicleYear: bounded(limits.ownedVehicleYear),
      ownedVehicleValue: amount(limits.ownedVehicleValue),
      ownedVehicleFipe: fc.oneof(visitorText, fipeReference),
      ownedVehiclePaidOff: paidOff,
      loanAmount: amount(limits.loanAmount),
      currentLender: bounded(limits.currentLender),
      outstandingBalance: amount(limits.outstandingBalance),
      remainingInstallments: bounded(limits.remainingInstallments),
      currentInstallment: amount(limits.currentInstallment),
      installments: fc.constantFrom('', ...installmentChoices.map(String)),
      contactName: bounded(limits.contactName),
    }) satisfies fc.Arbitrary<RequestDraft>;
    fc.assert(
      fc.property(draft, fc.constantFrom(...wizardOrigins), campaign, (values, origin, visitCampaign) => {
        const built = requestWhatsApp(toCreditRequest({ ...emptyRequestDraft, ...values }), origin, number, visitCampaign);
        expect(built.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
        expect(built.tooLong).toBe(false);
      }),
      { numRuns },
    );
  });
});
