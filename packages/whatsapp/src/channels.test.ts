import { broker, channelsPage, officialPhones } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { channelAnswer, checkChannel, type ChannelKind } from './channels';
import { greetingLink, whatsappLink } from './link';

/** The broker's WhatsApp as `DDD` and number: `66` and `999990000`. */
const whatsapp = broker.whatsapp.international.slice(2);
const [ddd, number] = [whatsapp.slice(0, 2), whatsapp.slice(2)];
const store = broker.stores[0];
const storeDigits = store.phone.international.slice(2);
const site = broker.siteUrl.replace(/^https:\/\/(www\.)?/, '');
const [, emailDomain] = broker.emails.contact.split('@');
const cnpjDigits = store.cnpj.replace(/\D/g, '');
const instagram = broker.social.instagram;
const handle = instagram.split('/').at(-1)!;
const whatsappLabel = officialPhones.find(({ phone }) => phone.international === broker.whatsapp.international)!.label;

/** Each row: what was typed, what it must be read as, whether it is the broker's. */
type Row = readonly [typed: string, kind: ChannelKind, official: boolean];

describe('the channel checker › every channel the site publishes, as people meet it, is ours', () => {
  it.each<Row>([
    // Phones: printed, dialled, in tel: links, with a carrier's code.
    [broker.whatsapp.display, 'phone', true],
    [broker.whatsapp.e164, 'phone', true],
    [broker.whatsapp.international, 'phone', true],
    [`tel:${broker.whatsapp.e164}`, 'phone', true],
    [`+55 ${ddd} ${number.slice(0, -4)}-${number.slice(-4)}`, 'phone', true],
    [`+55 (${ddd}) ${number}`, 'phone', true],
    [`55${ddd}${number}`, 'phone', true],
    [`${ddd}${number}`, 'phone', true],
    [`0${ddd} ${number}`, 'phone', true],
    [`0 21 ${ddd} ${number.slice(0, -4)}-${number.slice(-4)}`, 'phone', true],
    [`${ddd}.${number.slice(0, -4)}.${number.slice(-4)}`, 'phone', true],
    [` ${broker.whatsapp.display} `, 'phone', true],
    [`pix: ${broker.whatsapp.e164}`, 'phone', true],
    // Landlines: each store's.
    ...broker.stores.map((each): Row => [each.phone.display, 'phone', true]),
    [`+55 ${storeDigits}`, 'phone', true],
    [`tel:${store.phone.e164}`, 'phone', true],
    // WhatsApp links: the site's own buttons, with and without text, and the other forms of them.
    [whatsappLink(broker.whatsapp.international), 'whatsapp', true],
    [greetingLink({ origin: 'cabecalho' }), 'whatsapp', true],
    [`wa.me/${broker.whatsapp.international}`, 'whatsapp', true],
    [`https://wa.me/+${broker.whatsapp.international}`, 'whatsapp', true],
    [`https://api.whatsapp.com/send?phone=${broker.whatsapp.international}&text=Ol%C3%A1`, 'whatsapp', true],
    [`api.whatsapp.com/send/?phone=${broker.whatsapp.international}`, 'whatsapp', true],
    [`https://web.whatsapp.com/send?phone=${broker.whatsapp.international}`, 'whatsapp', true],
    [`whatsapp://send?phone=${broker.whatsapp.international}`, 'whatsapp', true],
    [whatsappLink(broker.whatsapp.international, `Meu e-mail: ana@gmail.com`), 'whatsapp', true],
    // Social profiles: addresses, handles with and without @, any case.
    [instagram, 'profile', true],
    [instagram.replace('https://www.', ''), 'profile', true],
    [`${instagram}/?igsh=abc123`, 'profile', true],
    [broker.social.facebook, 'profile', true],
    [broker.social.facebook.replace('www.', 'm.'), 'profile', true],
    [`@${handle}`, 'handle', true],
    [handle, 'handle', true],
    [`@${handle.toUpperCase()}`, 'handle', true],
    // The site, with and without www and https, any page of it.
    [site, 'site', true],
    [`www.${site}`, 'site', true],
    [`https://${site}`, 'site', true],
    [`https://www.${site}/`, 'site', true],
    [`http://www.${site}/financiamento?x=1`, 'site', true],
    [site.toUpperCase(), 'site', true],
    // E-mails and their mailto: links.
    [broker.emails.contact, 'email', true],
    [broker.emails.financing.toUpperCase(), 'email', true],
    [`mailto:${broker.emails.contact}`, 'email', true],
    [`mailto:${broker.emails.contact}?subject=Oi`, 'email', true],
    [`pix: ${broker.emails.contact}`, 'email', true],
    [`qualquer@${emailDomain}`, 'email', true],
    // CNPJs (PIX keys too), with and without punctuation.
    ...broker.stores.map((each): Row => [each.cnpj, 'cnpj', true]),
    [cnpjDigits, 'cnpj', true],
  ])('%s is read as %s, ours: %s', (typed, kind, official) => {
    expect(checkChannel(typed)).toMatchObject({ kind, official });
  });
});

describe('the channel checker › what is not ours', () => {
  it.each<Row>([
    ['(66) 99876-5432', 'phone', false],
    ['+55 66 99876-5432', 'phone', false],
    ['11987654321', 'phone', false],
    ['+55 (21) 3456-7890', 'phone', false],
    [`${ddd}9${number.slice(1, -1)}1`, 'phone', false],
    ['0800 123 4567', 'tollFree', false],
    ['0800-123-4567', 'tollFree', false],
    ['https://wa.me/5566998765432', 'whatsapp', false],
    ['https://api.whatsapp.com/send?phone=5511987654321', 'whatsapp', false],
    ['https://wa.me/message/ABCDEF123', 'whatsappWithoutNumber', false],
    [`@${handle}_oficial`, 'handle', false],
    [`@${handle}.oficial`, 'handle', false],
    [`${instagram}_oficial`, 'profile', false],
    [`instagram.com/${handle}.credito`, 'profile', false],
    [`${site}.golpe.com`, 'site', false],
    [`www.${site.replace('.', '-')}.com.br`, 'site', false],
    [`https://${site}-credito.com`, 'site', false],
    [`golpe.com/${site}`, 'site', false],
    ['bit.ly/3xYz', 'site', false],
    [`${broker.emails.contact.split('@')[0]}@gmail.com`, 'email', false],
    [`atendimento@${emailDomain}.net`, 'email', false],
    [`x@sub.${emailDomain}`, 'email', false],
    ['11.444.777/0001-61', 'cnpj', false],
    ['529.982.247-25', 'cpf', false],
    ['52998224725', 'cpf', false],
    ['123e4567-e89b-12d3-a456-426614174000', 'randomKey', false],
    ['123E4567E89B12D3A456426614174000', 'randomKey', false],
    [number, 'incompletePhone', false],
    ['me liga', 'unknown', false],
    ['12345', 'unknown', false],
    ['abc', 'unknown', false],
  ])('%s is read as %s, ours: %s', (typed, kind, official) => {
    expect(checkChannel(typed)).toMatchObject({ kind, official });
  });
});

describe('the channel checker › says what it recognised in whole sentences', () => {
  it.each([
    [`https://wa.me/${broker.whatsapp.international}`, `Reconhecemos um link do WhatsApp para o número ${broker.whatsapp.display}, que está na nossa lista de canais (${whatsappLabel}).`],
    [`@${handle}`, `Reconhecemos o perfil @${handle}, que está na nossa lista de canais (Instagram e Facebook).`],
    ['0800 123 4567', 'Reconhecemos o número de ligação gratuita 0800 123 4567, que não está na nossa lista de canais.'],
    ['+55 66 99876-5432', 'Reconhecemos o telefone (66) 99876-5432, que não está na nossa lista de canais.'],
    [store.phone.display, `Reconhecemos o telefone ${store.phone.display}, que está na nossa lista de canais (Loja ${store.name}).`],
    [cnpjDigits, `Reconhecemos o CNPJ ${store.cnpj} (também pode ser uma chave PIX), que está na nossa lista de canais (${store.legalName}, ${store.name}).`],
    [`mailto:${broker.emails.contact}`, `Reconhecemos o e-mail ${broker.emails.contact}, que está na nossa lista de canais (@${emailDomain}).`],
    ['abc', 'Não reconhecemos “abc” como telefone, site, e-mail, perfil de rede social ou chave PIX.'],
    ['529.982.247-25', 'Reconhecemos o CPF 529.982.247-25, que também pode ser uma chave PIX: nenhuma chave PIX nossa é um CPF.'],
    [number, `Reconhecemos um telefone sem DDD, ${number.slice(0, -4)}-${number.slice(-4)}: digite o número com o DDD para conferir.`],
  ])('%s → %s', (typed, sentence) => {
    expect(channelAnswer(checkChannel(typed))).toBe(sentence);
  });

  it.each(['0800 123 4567', 'abc', '12345', 'https://wa.me/message/X', '123e4567-e89b-12d3-a456-426614174000', `@${handle}`, broker.emails.contact, site])(
    'the answer to %s is a sentence, never the old "Verificado como …"',
    (typed) => {
      const answer = channelAnswer(checkChannel(typed));
      expect(answer).toMatch(/^(Reconhecemos|Não reconhecemos) .+[.]$/);
      expect(answer).not.toContain('Verificado');
      expect(channelsPage.results.official).not.toBe(answer);
    },
  );
});
