import { broker, officialEmailDomains, officialPhones, officialProfiles, siteHost } from '@repo/content';
import { isValidCNPJ, isValidCPF, onlyDigits } from '@repo/whatsapp';

/** What a typed or pasted contact was read as. */
export type ChannelKind = 'phone' | 'site' | 'email' | 'profile' | 'cnpj' | 'cpf' | 'randomKey' | 'incompletePhone' | 'unknown';

/** The verdict on a contact: what it was read as and whether it is one of the broker's. */
export type ChannelCheck = { readonly kind: ChannelKind; readonly official: boolean };

/** A PIX random key (EVP): a UUID, with or without its hyphens. */
const randomKey = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A number as people write one: digits and `+ ( ) - . /` and spaces. */
const numberLike = /^[\d\s+().\-/]+$/;

/** The broker's phones as national numbers (DDD and number): `66999990000`. */
const nationalPhones = new Set(officialPhones.map(({ phone }) => phone.international.replace(/^55/, '')));
const officialCnpjs = new Set(broker.stores.map((store) => onlyDigits(store.cnpj)));
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

/** A site's host (`https://www.x.com.br/a?b` → `x.com.br`), or null when `text` is not an address. */
function hostOf(text: string): { host: string; path: string } | null {
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (!/^[a-z\d-]+(?:\.[a-z\d-]+)+$/i.test(url.hostname)) return null;
    return { host: url.hostname.replace(/^www\./, '').toLowerCase(), path: url.pathname.replace(/\/+$/, '').toLowerCase() };
  } catch {
    return null;
  }
}

/** The broker's social profiles as host and path: `instagram.com/demo.credito.veicular`. */
const officialProfilePaths = new Set(officialProfiles.map(({ url }) => {
  const parsed = hostOf(url)!;
  return `${parsed.host}${parsed.path}`;
}));

/**
 * Whether a phone number, a site address, an e-mail or a PIX key (CPF, CNPJ, phone, e-mail,
 * random key) typed or pasted by a visitor is one of the broker's official channels, from its
 * data. Runs in the page: nothing is sent anywhere. The broker has no PIX key by CPF nor a random
 * one, so those are never official.
 */
export function checkChannel(input: string): ChannelCheck {
  const text = input.trim().replace(/^pix:\s*/i, '');
  if (randomKey.test(text)) return { kind: 'randomKey', official: false };
  if (text.includes('@')) {
    const email = text.replace(/^mailto:/i, '').toLowerCase();
    const domain = email.split('@').at(-1) ?? '';
    return { kind: 'email', official: officialEmails.has(email) || officialEmailDomains.includes(domain) };
  }
  if (numberLike.test(text)) {
    const digits = onlyDigits(text);
    if (digits.length === 14 && isValidCNPJ(digits)) return { kind: 'cnpj', official: officialCnpjs.has(digits) };
    const national = nationalNumber(digits);
    if (national && nationalPhones.has(national)) return { kind: 'phone', official: true };
    // Eleven digits that make a valid CPF are read as one (a phone's would have been found above).
    if (digits.length === 11 && isValidCPF(digits)) return { kind: 'cpf', official: false };
    if (national) return { kind: 'phone', official: false };
    if (digits.length === 8 || digits.length === 9) return { kind: 'incompletePhone', official: false };
    return { kind: 'unknown', official: false };
  }
  const site = hostOf(text);
  if (!site) return { kind: 'unknown', official: false };
  const profile = `${site.host}${site.path}`;
  if (site.path !== '' && officialProfiles.some(({ url }) => hostOf(url)!.host === site.host)) {
    return { kind: 'profile', official: officialProfilePaths.has(profile) };
  }
  return { kind: 'site', official: site.host === officialSite };
}
