import { broker } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { checkChannel } from './checkChannel';

/** The broker's WhatsApp as `DDD` and number: `66` and `999990000`. */
const whatsapp = broker.whatsapp.international.slice(2);
const [ddd, number] = [whatsapp.slice(0, 2), whatsapp.slice(2)];
const store = broker.stores[0];
const storeDigits = store.phone.international.slice(2);
const site = broker.siteUrl.replace(/^https:\/\/(www\.)?/, '');
const [, emailDomain] = broker.emails.contact.split('@');
const cnpjDigits = store.cnpj.replace(/\D/g, '');

describe('the channel checker › phones in every common format', () => {
  it.each([
    broker.whatsapp.display,
    broker.whatsapp.e164,
    broker.whatsapp.international,
    `+55 ${ddd} ${number.slice(0, -4)}-${number.slice(-4)}`,
    `+55 (${ddd}) ${number}`,
    `55${ddd}${number}`,
    `${ddd}${number}`,
    `0${ddd} ${number}`,
    `0 21 ${ddd} ${number.slice(0, -4)}-${number.slice(-4)}`,
    `${ddd}.${number.slice(0, -4)}.${number.slice(-4)}`,
    ` ${broker.whatsapp.display} `,
    store.phone.display,
    `+55 ${storeDigits}`,
  ])('%s is official', (typed) => {
    expect(checkChannel(typed)).toEqual({ kind: 'phone', official: true });
  });

  it.each(['(66) 99876-5432', '+55 66 99876-5432', '11987654321', '+55 (21) 3456-7890', `${ddd}9${number.slice(1, -1)}1`])('%s is not ours', (typed) => {
    expect(checkChannel(typed)).toEqual({ kind: 'phone', official: false });
  });

  it('asks for the DDD of a number typed without it', () => {
    expect(checkChannel(number)).toEqual({ kind: 'incompletePhone', official: false });
  });
});

describe('the channel checker › sites, with and without www and https', () => {
  it.each([site, `www.${site}`, `https://${site}`, `https://www.${site}/`, `http://www.${site}/financiamento?x=1`, site.toUpperCase()])('%s is official', (typed) => {
    expect(checkChannel(typed)).toEqual({ kind: 'site', official: true });
  });

  it.each([`${site}.golpe.com`, `www.${site.replace('.', '-')}.com.br`, `https://${site}-credito.com`, `golpe.com/${site}`, 'bit.ly/3xYz'])('%s is not ours', (typed) => {
    expect(checkChannel(typed)).toEqual({ kind: 'site', official: false });
  });

  it('reads a social profile: the broker\'s own, and a look-alike', () => {
    expect(checkChannel(broker.social.instagram)).toEqual({ kind: 'profile', official: true });
    expect(checkChannel(broker.social.instagram.replace('https://www.', ''))).toEqual({ kind: 'profile', official: true });
    expect(checkChannel(`${broker.social.instagram}_oficial`)).toEqual({ kind: 'profile', official: false });
  });
});

describe('the channel checker › e-mails and PIX keys', () => {
  it.each([broker.emails.contact, broker.emails.financing.toUpperCase(), `mailto:${broker.emails.contact}`, `pix: ${broker.emails.contact}`, `qualquer@${emailDomain}`])('e-mail %s is official', (typed) => {
    expect(checkChannel(typed)).toEqual({ kind: 'email', official: true });
  });

  it.each([`${broker.emails.contact.split('@')[0]}@gmail.com`, `atendimento@${emailDomain}.net`, `x@sub.${emailDomain}`])('e-mail %s is not ours', (typed) => {
    expect(checkChannel(typed)).toEqual({ kind: 'email', official: false });
  });

  it('a PIX key by CNPJ: the broker\'s with and without punctuation, another company\'s', () => {
    expect(checkChannel(store.cnpj)).toEqual({ kind: 'cnpj', official: true });
    expect(checkChannel(cnpjDigits)).toEqual({ kind: 'cnpj', official: true });
    expect(checkChannel('11.444.777/0001-61')).toEqual({ kind: 'cnpj', official: false });
  });

  it('a PIX key by CPF is never ours, with or without punctuation', () => {
    expect(checkChannel('529.982.247-25')).toEqual({ kind: 'cpf', official: false });
    expect(checkChannel('52998224725')).toEqual({ kind: 'cpf', official: false });
  });

  it('a PIX key by phone reads as the phone', () => {
    expect(checkChannel(`pix: ${broker.whatsapp.e164}`)).toEqual({ kind: 'phone', official: true });
  });

  it('a random PIX key is never ours', () => {
    expect(checkChannel('123e4567-e89b-12d3-a456-426614174000')).toEqual({ kind: 'randomKey', official: false });
    expect(checkChannel('123E4567E89B12D3A456426614174000')).toEqual({ kind: 'randomKey', official: false });
  });

  it('what it cannot read is not ours', () => {
    expect(checkChannel('me liga')).toEqual({ kind: 'unknown', official: false });
    expect(checkChannel('12345')).toEqual({ kind: 'unknown', official: false });
  });
});
