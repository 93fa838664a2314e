import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { addressLine, broker, openingHoursLabel, openingHoursLabels, placeholderWarning } from './broker';

describe('broker › identity', () => {
  it.each(broker.stores.map((store) => [store.name, store.cnpj]))(
    'the %s store has a check-digit-valid CNPJ (%s)',
    (_store, cnpj) => {
      expect(cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it('gives each store its own CNPJ', () => {
    expect(new Set(broker.stores.map((store) => store.cnpj)).size).toBe(broker.stores.length);
  });

  it.each([
    ['Barra do Garças - MT', 'Barra do Garças', 'MT', 'Centro'],
    ['Inhumas - GO', 'Inhumas', 'GO', 'Centro'],
  ])('has the %s store', (name, city, state, neighborhood) => {
    const store = broker.stores.find((candidate) => candidate.name === name);
    expect(store?.address).toMatchObject({ city, state, neighborhood });
    expect(store?.address.postalCode).toMatch(/^\d{5}-\d{3}$/);
  });

  it.each(Object.entries(broker.phones))('the %s phone agrees in all three forms', (_name, phone) => {
    expect(phone.international).toMatch(/^55\d{10,11}$/);
    expect(phone.e164).toBe(`+${phone.international}`);
    expect(`55${phone.display.replace(/\D/g, '')}`).toBe(phone.international);
    expect(phone.display).toMatch(/^\(\d{2}\) (9\d{4}|\d{4})-\d{4}$/);
  });

  it('has a digits-only WhatsApp number in international form', () => {
    expect(broker.whatsapp.international).toMatch(/^55\d{11}$/);
  });

  it('has two e-mail addresses on the site domain, one of them contato@', () => {
    const domain = broker.siteUrl.replace(/^https:\/\/www\./, '');
    expect(broker.emails.contact).toMatch(/^contato@/);
    expect(Object.values(broker.emails)).toHaveLength(2);
    for (const email of Object.values(broker.emails)) expect(email.endsWith(`@${domain}`)).toBe(true);
  });

  it('embeds a Google Maps frame at the Barra do Garças store', () => {
    const { latitude, longitude } = broker.stores[0].address;
    expect(broker.mapEmbedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?/);
    expect(broker.mapEmbedUrl).toContain(`!2d${longitude}!3d${latitude}`);
  });

  it('has a site URL without a trailing slash', () => {
    expect(broker.siteUrl).toMatch(/^https:\/\/[^/]+$/);
  });

  it('formats an address on one line', () => {
    expect(addressLine(broker.stores[0].address)).toBe(
      'Avenida Exemplo, 1000 - Centro, Barra do Garças - MT, 78600-000',
    );
  });
});

describe('broker › placeholder data', () => {
  it('is flagged as placeholder and the build gets a warning naming it', () => {
    expect(broker.isPlaceholder).toBe(true);
    expect(placeholderWarning()).toMatch(/PLACEHOLDER/);
    expect(placeholderWarning()).toContain(broker.name);
  });

  it('uses reserved .example domains while it is placeholder data', () => {
    expect(broker.siteUrl).toMatch(/\.example$/);
  });
});

describe('broker › opening hours', () => {
  it('opens Mon–Fri 08:00–18:00, Sat 08:00–14:00 and closes on Sunday', () => {
    expect(broker.openingHours).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { days: ['Saturday'], opens: '08:00', closes: '14:00' },
      { days: ['Sunday'], closed: true },
    ]);
  });

  it('reads "Seg–Sex 08h–18h", "Sáb 08h–14h", "Dom fechado" (en dashes)', () => {
    expect(openingHoursLabels).toEqual(['Seg–Sex 08h–18h', 'Sáb 08h–14h', 'Dom fechado']);
  });

  it.each([
    [{ days: ['Saturday'], opens: '08:30', closes: '12:00' } as const, 'Sáb 08h30–12h'],
    [{ days: ['Tuesday', 'Wednesday'], closed: true } as const, 'Ter–Qua fechado'],
  ])('labels %j as %j', (entry, label) => {
    expect(openingHoursLabel(entry)).toBe(label);
  });
});
