import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync } from 'node:fs';
import { allProducts, claimNumberLabelsOf, institution, institutionIds, productIds, rateClaimOf } from '@repo/content';
import { type BrokerIdentity, type BrokerProfile, loadBrokers } from '@repo/content/brokers';

/** Every broker of `packages/content/brokers/`. */
export const brokers = loadBrokers();

/** The broker under test and the default one, whose data must not appear in the demo's build. */
export const demo = brokers.find((broker) => broker.id === 'demo')!;
export const original = brokers.find((broker) => broker.id === 'default')!;

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const buildDir = path.resolve(siteDir, process.env.SITE_BUILD_DIR ?? 'build-demo');

/**
 * The brokers' builds on disk: `build/` is the default broker's (`pnpm build`), the demo's is
 * {@link buildDir} (`pnpm build:demo`), and `build-brokers/<id>/` each broker's (`pnpm build:brokers`).
 */
export function builtSites(): { broker: BrokerProfile; dir: string }[] {
  const byId = new Map(brokers.map((broker) => [broker.id, broker]));
  const sites = new Map<string, string>();
  if (existsSync(path.join(siteDir, 'build', 'client'))) sites.set('default', path.join(siteDir, 'build'));
  if (existsSync(path.join(buildDir, 'client'))) sites.set('demo', buildDir);
  const all = path.join(siteDir, 'build-brokers');
  if (existsSync(all)) for (const id of readdirSync(all)) if (byId.has(id) && !sites.has(id)) sites.set(id, path.join(all, id));
  return [...sites].map(([id, dir]) => ({ broker: byId.get(id)!, dir }));
}

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

/**
 * What a broker's business says, as its pages print it: its claims and its own words on its analysis
 * and, for each product it offers, the rate, the advertising phrase, the worked example with its CET
 * and its own claims (`vantagens`). No other broker's build may
 * hold one of these.
 */
export function businessStrings(broker: BrokerProfile): string[] {
  const strings = new Set<string>(Object.values(claimNumberLabelsOf(broker)));
  for (const id of productIds) {
    const rate = rateClaimOf(broker, id);
    if (rate) for (const text of [rate.display, rate.claim, rate.exampleLine]) strings.add(text);
    for (const text of broker.products[id]?.highlights ?? []) strings.add(text);
  }
  if (broker.texts.analysis) strings.add(broker.texts.analysis);
  return [...strings];
}

/** Names the pages of a broker must not show: institutions outside its list, products it does not offer. */
export function foreignNames(broker: BrokerProfile): string[] {
  const institutions = institutionIds.filter((id) => !broker.institutions.partners.includes(id)).map((id) => institution(id).name);
  const products = allProducts.filter((product) => broker.products[product.id] === undefined).flatMap((product) => [product.label, product.wizardTitle]);
  return [...institutions, ...products];
}
