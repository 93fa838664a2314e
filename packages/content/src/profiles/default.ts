/**
 * The default profile: this site's broker.
 *
 * PLACEHOLDER DATA. SPEC.md hides the real values, so everything below is fictitious on purpose:
 * `.example` domains (RFC 2606), phones ending in 0000, the textbook CNPJ root 12.345.678 (its
 * check digits are valid so that validators and schema.org output behave as in production).
 * Set `isPlaceholder: false` only once every value is the broker's real one.
 */
import { brazilianPhone, defineProfile, defineStore, googleMapsEmbedUrl } from './define';

const mainPhone = brazilianPhone('66', '99999-0000');
const legalName = 'Exemplo Financiamentos Ltda.';

const barraDoGarcas = defineStore({
  id: 'barra-do-garcas',
  legalName,
  cnpj: '12.345.678/0001-95',
  address: {
    street: 'Avenida Exemplo, 1000',
    neighborhood: 'Centro',
    city: 'Barra do Garças',
    state: 'MT',
    postalCode: '78600-000',
    latitude: -15.8897,
    longitude: -52.2567,
  },
  phone: brazilianPhone('66', '3000-0000'),
});

const inhumas = defineStore({
  id: 'inhumas',
  legalName,
  cnpj: '12.345.678/0002-76',
  address: {
    street: 'Rua Exemplo, 200',
    neighborhood: 'Centro',
    city: 'Inhumas',
    state: 'GO',
    postalCode: '75400-000',
    latitude: -16.3578,
    longitude: -49.4961,
  },
  phone: brazilianPhone('62', '3000-0000'),
});

export const profile = defineProfile({
  id: 'default',
  theme: 'default',
  identity: {
    isPlaceholder: true,
    name: 'Exemplo Financiamentos',
    siteUrl: 'https://www.financiamentos.example',
    whatsapp: mainPhone,
    phones: { main: mainPhone, barraDoGarcas: barraDoGarcas.phone, inhumas: inhumas.phone },
    emails: {
      contact: 'contato@financiamentos.example',
      financing: 'financiamento@financiamentos.example',
    },
    stores: [barraDoGarcas, inhumas],
    mapEmbedUrl: googleMapsEmbedUrl(barraDoGarcas.address.latitude, barraDoGarcas.address.longitude),
    social: {
      instagram: 'https://www.instagram.com/exemplo.financiamentos',
      facebook: 'https://www.facebook.com/exemplo.financiamentos',
    },
    openingHours: [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { days: ['Saturday'], opens: '08:00', closes: '14:00' },
      { days: ['Sunday'], closed: true },
    ],
  },
});
