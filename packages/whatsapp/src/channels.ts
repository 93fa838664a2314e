import { broker, channelsPage, officialEmailDomains, officialPhones, officialProfiles, siteHost } from '@repo/content';
import { formatCNPJ, formatCPF, formatPhone, isValidCNPJ, isValidCPF, onlyDigits } from './format';

/**
 * The check of a contact a visitor was approached with (/canais-oficiais): a phone, a WhatsApp
 * link, a site, an e-mail, a social profile or handle, or a PIX key, against the broker's official
 * channels, every one of them from its data (`officialPhones`, `officialProfiles`, … of
 * `@repo/content`). Pure: it runs in the page and sends nothing. A module of its own
 * (`@repo/whatsapp/channels`) so that only the page that checks loads it.
 */

/** What a typed or pasted contact was read as. */
export type ChannelKind =
  | 'phone'
  | 'tollFree'
  | 'whatsapp'
  | 'whatsappWithoutNumber'
  | 'handle'
  | 'profile'
  | 'site'
  | 'email'
  | 'cnpj'
  | 'cpf'
  | 'randomKey'
  | 'incompletePhone'
  | 'unknown';

/**
 * The verdict on a contact: what it was read as, whether it is one of the broker's, the contact
 * as the page writes it (`shown`) and, when it is the broker's, the entry of its list it is (`match`).
 */
export type ChannelCheck = {
  readonly kind: ChannelKind;
  readonly official: boolean;
  readonly shown: string;
  readonly match?: string;
};

/** A PIX random key (EVP): a UUID, with or without its hyphens. */
const randomKey = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A number as people write one: digits and `+ ( ) - . /` and spaces. */
const numberLike = /^[\d\s+().\-/]+$/;
/** A social handle as the networks allow it: letters, digits, `.` and `_`, after an optional `@`. */
const handleLike = /^@?([a-z\d._]{1,30})$/i;
/** A toll-free (0800) or other non-geographic number (0300, 0500, 0900): four digits and seven. */
const nonGeographic = /^0[3589]00\d{7}$/;

/** A phone's digits as compared: the national number (`66999990000`), or the `0800…` one. */
function phoneKey(international: string): string {
  return international.replace(/^55/, '');
}

/** The broker's phones by their key, with the list's label: `66999990000` → `WhatsApp`. */
const phonesByKey = new Map(officialPhones.map(({ label, phone }) => [phoneKey(phone.international), { label, display: phone.display }]));
const storesByCnpj = new Map(broker.stores.map((store) => [onlyDigits(store.cnpj), store]));
const officialSite = siteHost(broker.siteUrl);
const officialEmails = new Set(Object.values(broker.emails).map((email) => email.toLowerCase()));

/**
 * A phone's national number (DDD and number) from the digits typed: `+55 66 99876-5432`,
 * `55 66 998765432`, `(66) 99876-5432`, `066 99876-5432` and `0 21 66 99876-5432` (a carrier's
 * code) all read `66998765432`; null when the digits cannot be one with a DDD.
 */
function nationalNumber(digits: string): string | null {
  let national = digits;
  if (/^55\d{10,11}$/.test(national)) national = national.slice(2);
  else if (/^0\d{2}\d{10,11}$/.test(national)) national = national.slice(3);
  else if (/^0\d{10,11}$/.test(national)) national = national.slice(1);
  return /^[1-9]{2}(?:9\d{8}|[2-8]\d{7})$/.test(national) ? national : null;
}

/**
 * An address as typed (`https://www.x.com.br/a/?b=1` → `x.com.br`, `/a`, `b=1`; `www.` and a
 * phone site's `m.` dropped, a scheme optional), or null when `text` is not one. By hand: this
 * package is typed without the DOM's `URL`.
 */
function addressOf(text: string): { host: string; path: string; query: string } | null {
  const parts = /^(?:[a-z][a-z\d+.-]*:\/\/)?(?:[^@/?#\s]*@)?([^/?#\s:]+)(?::\d+)?(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(text);
  if (!parts || !/^[a-z\d-]+(?:\.[a-z\d-]+)+$/i.test(parts[1]!)) return null;
  return {
    host: parts[1]!.replace(/^(?:www|m)\./i, '').toLowerCase(),
    path: (parts[2] ?? '').replace(/\/+$/, '').toLowerCase(),
    query: parts[3] ?? '',
  };
}

/** A query's value of `name` (`phone=55…&text=…`), decoded; empty when absent. */
function queryValue(query: string, name: string): string {
  const pair = query.split('&').find((each) => each.split('=')[0] === name);
  const value = pair?.slice(name.length + 1) ?? '';
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The broker's profiles: network, host, handle and the list's form (`instagram.com/exemplo`). */
const profiles = officialProfiles.map(({ network, url }) => {
  const { host, path } = addressOf(url)!;
  return { network, host, handle: path.split('/')[1] ?? '', shown: `${host}${path}` };
});
const socialHosts = new Set(profiles.map(({ host }) => host));

/** The networks on which `handle` (without `@`, any case) is the broker's: `Instagram e Facebook`. */
function handleNetworks(handle: string): string | null {
  const networks = profiles.filter((profile) => profile.handle === handle.toLowerCase()).map(({ network }) => network);
  return networks.length === 0 ? null : networks.join(' e ');
}

/** A phone's verdict from its digits as typed, or null when they are no phone. */
function checkPhone(digits: string, kind: 'phone' | 'whatsapp'): ChannelCheck | null {
  if (nonGeographic.test(digits)) {
    const listed = phonesByKey.get(digits);
    const shown = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    return { kind: kind === 'whatsapp' ? kind : 'tollFree', official: listed !== undefined, shown, ...(listed ? { match: listed.label } : {}) };
  }
  const national = nationalNumber(digits);
  if (!national) return null;
  const listed = phonesByKey.get(national);
  if (listed) return { kind, official: true, shown: listed.display, match: listed.label };
  return { kind, official: false, shown: formatPhone(national) };
}

/** The number a WhatsApp link opens a chat with: `wa.me/55…`, `api.whatsapp.com/send?phone=55…`. */
function whatsappNumber(text: string): { number: string } | null {
  const app = /^whatsapp:\/\/send\/?\?(.*)$/i.exec(text);
  if (app) return { number: onlyDigits(queryValue(app[1]!, 'phone')) };
  const address = addressOf(text);
  if (!address) return null;
  if (address.host === 'wa.me') return { number: onlyDigits(address.path.split('/')[1] ?? '') };
  if (/^(?:api\.|web\.)?whatsapp\.com$/.test(address.host) && /^\/send$/.test(address.path)) {
    return { number: onlyDigits(queryValue(address.query, 'phone')) };
  }
  return null;
}

/**
 * Whether a contact typed or pasted by a visitor is one of the broker's official channels, in
 * every form people meet them: a phone with or without +55, a leading 0 or a carrier's code
 * (`tel:` links too), a 0800 number, a `wa.me` or `api.whatsapp.com` link, a site with or without
 * `www`/`https`, a social profile's address or its handle with or without `@`, an e-mail
 * (`mailto:` too) of the broker's domains, or a PIX key (CPF and random keys are never the
 * broker's; a CNPJ key must be a store's).
 */
export function checkChannel(input: string): ChannelCheck {
  const text = input.trim().replace(/^pix:\s*/i, '').replace(/^tel:/i, '');
  if (randomKey.test(text)) return { kind: 'randomKey', official: false, shown: text };

  // Before the e-mail: a link's prefilled text may hold an `@`.
  const whatsapp = whatsappNumber(text);
  if (whatsapp) {
    return checkPhone(whatsapp.number, 'whatsapp') ?? { kind: 'whatsappWithoutNumber', official: false, shown: text };
  }


  const handle = handleLike.exec(text);
  if (handle && (text.startsWith('@') || handleNetworks(handle[1]!))) {
    const networks = handleNetworks(handle[1]!);
    const shown = `@${handle[1]!.toLowerCase()}`;
    return networks ? { kind: 'handle', official: true, shown, match: networks } : { kind: 'handle', official: false, shown };
  }

  if (text.includes('@')) {
    const email = text.replace(/^mailto:/i, '').replace(/\?.*$/, '').toLowerCase();
    const domain = email.split('@').at(-1) ?? '';
    const official = officialEmails.has(email) || officialEmailDomains.includes(domain);
    return { kind: 'email', official, shown: email, ...(official ? { match: `@${domain}` } : {}) };
  }

  if (numberLike.test(text)) {
    const digits = onlyDigits(text);
    if (digits.length === 14 && isValidCNPJ(digits)) {
      const store = storesByCnpj.get(digits);
      const shown = formatCNPJ(digits);
      return store ? { kind: 'cnpj', official: true, shown, match: `${store.legalName}, ${store.name}` } : { kind: 'cnpj', official: false, shown };
    }
    const phone = checkPhone(digits, 'phone');
    if (phone?.official) return phone;
    // Eleven digits that make a valid CPF are read as one (a phone's would have been found above).
    if (digits.length === 11 && isValidCPF(digits)) return { kind: 'cpf', official: false, shown: formatCPF(digits) };
    if (phone) return phone;
    if (digits.length === 8 || digits.length === 9) {
      return { kind: 'incompletePhone', official: false, shown: `${digits.slice(0, -4)}-${digits.slice(-4)}` };
    }
    return { kind: 'unknown', official: false, shown: text };
  }

  const address = addressOf(text);
  if (!address) return { kind: 'unknown', official: false, shown: text };
  if (address.path !== '' && socialHosts.has(address.host)) {
    const profile = profiles.find(({ host, handle }) => host === address.host && (address.path === `/${handle}` || address.path.startsWith(`/${handle}/`)));
    const shown = `${address.host}${address.path}`;
    return profile ? { kind: 'profile', official: true, shown, match: profile.network } : { kind: 'profile', official: false, shown };
  }
  const official = address.host === officialSite;
  return { kind: 'site', official, shown: address.host, ...(official ? { match: channelsPage.labels.site } : {}) };
}

const said = channelsPage.results;

/** What the check recognised, in whole Portuguese sentences: `Reconhecemos o telefone …, que …`. */
export function channelAnswer(check: ChannelCheck): string {
  switch (check.kind) {
    case 'cpf':
      return said.cpf(check.shown);
    case 'randomKey':
      return said.randomKey;
    case 'incompletePhone':
      return said.incompletePhone(check.shown);
    case 'whatsappWithoutNumber':
      return said.whatsappWithoutNumber;
    case 'unknown':
      return said.unknown(check.shown);
    default:
      return said.recognised[check.kind](check.shown) + (check.match ? said.listed(check.match) : said.notListed);
  }
}
