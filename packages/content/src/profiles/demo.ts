/**
 * `demo`: a second, clearly fictitious broker, built and tested in CI (`BROKER=demo`) to prove that
 * nothing of the default broker is hard-coded outside its profile. Copy this file to start a new
 * broker's profile (see the repository README, "How to re-brand").
 *
 * Fictitious on purpose: `.example` domains (RFC 2606), phones ending in 0000, CNPJ root 11.222.333
 * (valid check digits, so validators and schema.org output behave as in production).
 */
import { brazilianPhone, defineProfile, defineStore, googleMapsEmbedUrl } from './define';

const mainPhone = brazilianPhone('31', '98888-0000');
const legalName = 'Demonstração Crédito Veicular Ltda.';

const beloHorizonte = defineStore({
  id: 'belo-horizonte',
  legalName,
  cnpj: '11.222.333/0001-81',
  address: {
    street: 'Rua Fictícia, 42',
    neighborhood: 'Savassi',
    city: 'Belo Horizonte',
    state: 'MG',
    postalCode: '30140-000',
    latitude: -19.9386,
    longitude: -43.9357,
  },
  phone: brazilianPhone('31', '3100-0000'),
});

const londrina = defineStore({
  id: 'londrina',
  legalName,
  cnpj: '11.222.333/0002-62',
  address: {
    street: 'Avenida Imaginária, 7',
    neighborhood: 'Gleba Palhano',
    city: 'Londrina',
    state: 'PR',
    postalCode: '86050-000',
    latitude: -23.3045,
    longitude: -51.1696,
  },
  phone: brazilianPhone('43', '3200-0000'),
});

export const profile = defineProfile({
  id: 'demo',
  theme: 'terracotta',
  identity: {
    isPlaceholder: true,
    name: 'Demo Crédito Veicular',
    siteUrl: 'https://www.demo-credito.example',
    whatsapp: mainPhone,
    phones: { main: mainPhone, beloHorizonte: beloHorizonte.phone, londrina: londrina.phone },
    emails: { contact: 'ola@demo-credito.example', financing: 'credito@demo-credito.example' },
    stores: [beloHorizonte, londrina],
    mapEmbedUrl: googleMapsEmbedUrl(beloHorizonte.address.latitude, beloHorizonte.address.longitude),
    social: {
      instagram: 'https://www.instagram.com/demo.credito.veicular',
      facebook: 'https://www.facebook.com/demo.credito.veicular',
    },
    openingHours: [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:30' },
      { days: ['Saturday'], opens: '09:00', closes: '13:00' },
      { days: ['Sunday'], closed: true },
    ],
  },
  copy: {
    aboutPage: {
      history: {
        paragraphs: [
          'A Demo Crédito Veicular é uma corretora fictícia: existe para mostrar como o site troca de marca com um só arquivo de perfil.',
          'Tudo o que você lê aqui — nome, telefones, lojas em Belo Horizonte e Londrina, CNPJs — é inventado e serve apenas de demonstração.',
        ],
      },
    },
  },
});
