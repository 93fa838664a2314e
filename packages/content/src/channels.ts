import { partnerInstitutionNames } from './banks';
import { broker, type PhoneNumber } from './broker';
import { noAdvancePaymentNotice } from './origins';

/*
 * The broker's official channels (/canais-oficiais), from its data: what a visitor contacted in
 * the broker's name can check a number, a site, an e-mail or a PIX key against
 * (`checkChannel` of `@repo/whatsapp/channels`). Against the "golpe do falso financiamento": fake
 * correspondents asking for a fee in advance.
 */

/** The Banco Central's phone for reports and questions. */
export const centralBankPhone = '145';

/** The host of a site address, without `www.`: `demo-credito.example`. */
export function siteHost(url: string): string {
  return url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./i, '')
    .toLowerCase();
}

/** Every phone of the broker, each once: the main, the WhatsApp, each store's. */
export const officialPhones: readonly { readonly label: string; readonly phone: PhoneNumber }[] = [
  { label: 'WhatsApp', phone: broker.whatsapp },
  { label: 'Central de atendimento', phone: broker.phones.main },
  ...broker.stores.map((store) => ({ label: `Loja ${store.name}`, phone: store.phone })),
].filter((entry, index, all) => all.findIndex((other) => other.phone.international === entry.phone.international) === index);

/** The domains the broker's e-mails are sent from (`@demo-credito.example`). */
export const officialEmailDomains: readonly string[] = [
  ...new Set(Object.values(broker.emails).map((email) => email.split('@')[1]!.toLowerCase())),
];

/** The broker's social profiles, by network. */
export const officialProfiles = [
  { network: 'Instagram', url: broker.social.instagram },
  { network: 'Facebook', url: broker.social.facebook },
] as const;

/** The page's words. */
export const channelsPage = {
  title: 'Canais oficiais',
  intro:
    `Alguém falou com você em nome da ${broker.name}? Confira aqui se o telefone, o site, o e-mail ou ` +
    'a chave PIX é mesmo nosso. Golpistas se passam por correspondentes de financiamento e pedem um ' +
    'pagamento para liberar o crédito.',
  noAdvance: noAdvancePaymentNotice,
  noAdvanceDetail:
    'Nenhuma operação de crédito exige depósito, taxa ou PIX antes da liberação do dinheiro, como ' +
    'lembram o Banco Central e a FEBRABAN. Quem pede isso não fala em nosso nome.',
  listTitle: 'Nossos canais',
  labels: {
    phones: 'Telefones e WhatsApp',
    site: 'Site',
    email: 'E-mail (só destes domínios)',
    social: 'Redes sociais',
    companies: 'Empresas (CNPJ)',
    institutions: 'Somos correspondentes bancários de',
  },
  institutions: partnerInstitutionNames,
  checker: {
    title: 'Verificar um contato',
    label: 'Telefone, site, e-mail ou chave PIX',
    hint: 'Digite ou cole como recebeu, com ou sem +55, @, www ou https: telefone, link do WhatsApp, site, e-mail, perfil de rede social ou chave PIX (CPF, CNPJ, telefone, e-mail ou aleatória).',
    submit: 'Verificar',
    empty: 'Digite ou cole um telefone, site, e-mail ou chave PIX.',
    noScript: 'A verificação precisa de JavaScript. Compare com a lista de canais abaixo ou ligue para nós.',
    privacy: 'A verificação acontece só neste navegador: o que você digita não é enviado a ninguém.',
  },
  results: {
    official: `É um canal oficial da ${broker.name}.`,
    notOurs: 'Não é um canal nosso: não envie dinheiro nem documentos.',
    /**
     * What was recognised, in a whole sentence after the verdict (composed by `channelAnswer` of
     * `@repo/whatsapp/channels`): `shown` is the contact as the list would write it.
     */
    recognised: {
      phone: (shown: string) => `Reconhecemos o telefone ${shown}`,
      tollFree: (shown: string) => `Reconhecemos o número de ligação gratuita ${shown}`,
      whatsapp: (shown: string) => `Reconhecemos um link do WhatsApp para o número ${shown}`,
      handle: (shown: string) => `Reconhecemos o perfil ${shown}`,
      profile: (shown: string) => `Reconhecemos o perfil ${shown}`,
      site: (shown: string) => `Reconhecemos o site ${shown}`,
      email: (shown: string) => `Reconhecemos o e-mail ${shown}`,
      cnpj: (shown: string) => `Reconhecemos o CNPJ ${shown} (também pode ser uma chave PIX)`,
    },
    /** After a recognised contact: `match` is the entry of the list it is. */
    listed: (match: string) => `, que está na nossa lista de canais (${match}).`,
    notListed: ', que não está na nossa lista de canais.',
    /** Contacts that are never the broker's, or cannot be checked as typed: whole sentences. */
    cpf: (shown: string) => `Reconhecemos o CPF ${shown}, que também pode ser uma chave PIX: nenhuma chave PIX nossa é um CPF.`,
    randomKey: 'Reconhecemos uma chave PIX aleatória: não recebemos por chave aleatória.',
    incompletePhone: (shown: string) => `Reconhecemos um telefone sem DDD, ${shown}: digite o número com o DDD para conferir.`,
    whatsappWithoutNumber:
      'Reconhecemos um link do WhatsApp que não mostra o número: confira o número quando a conversa abrir.',
    unknown: (typed: string) =>
      `Não reconhecemos “${typed}” como telefone, site, e-mail, perfil de rede social ou chave PIX.`,
    whatToDoBefore: 'Não pague nada e não mande documentos nem fotos. Fale com a gente pelo telefone',
    whatToDoReport: 'Para denunciar o golpe, ligue para o Banco Central:',
  },
} as const;
