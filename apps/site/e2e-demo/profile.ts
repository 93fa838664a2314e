import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrokerIdentity, profiles } from '@repo/content/profiles';

/** The profile under test and the default one, whose data must not appear in the demo's build. */
export const demo = profiles.demo;
export const original = profiles.default;

export const buildDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.SITE_BUILD_DIR ?? 'build-demo',
);

/** `(66) 99999-0000` → its forms on a page, in a link or in code: display, E.164, digits, local part. */
function phoneForms(phone: BrokerIdentity['whatsapp']): string[] {
  const national = phone.international.slice(2);
  const local = phone.display.replace(/^\(\d+\)\s*/, '');
  return [phone.display, phone.e164, phone.international, national, local, local.replace(/\D/g, '')];
}

/**
 * Every name, phone, e-mail, CNPJ, address and link of a profile's identity, with the variants a
 * build may write them in (digits only, URL-encoded, JSON/JS-escaped).
 */
export function identityStrings(identity: BrokerIdentity): string[] {
  const strings = new Set<string>([identity.name, identity.siteUrl, new URL(identity.siteUrl).host, identity.mapEmbedUrl]);
  for (const phone of [identity.whatsapp, ...Object.values(identity.phones)]) for (const form of phoneForms(phone)) strings.add(form);
  for (const email of Object.values(identity.emails)) strings.add(email);
  for (const link of Object.values(identity.social)) strings.add(link);
  for (const store of identity.stores) {
    strings.add(store.legalName);
    strings.add(store.cnpj);
    strings.add(store.cnpj.replace(/\D/g, ''));
    strings.add(store.phone.display);
    const { street, city, postalCode } = store.address;
    strings.add(street);
    strings.add(city);
    strings.add(postalCode);
    strings.add(postalCode.replace(/\D/g, ''));
  }
  const variants = new Set<string>();
  for (const value of strings) {
    variants.add(value);
    variants.add(encodeURIComponent(value));
    // JS/JSON with non-ASCII escaped (`Garças` → `Gar\u00e7as`), and `/` escaped in JSON.
    variants.add(value.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
    variants.add(value.replaceAll('/', '\\/'));
  }
  return [...variants];
}
