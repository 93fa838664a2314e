import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { brokerProfileIds } from '../vite-plugin.mjs';
import { aboutPage, brokerProfile, contactPage, footerCopy } from './index';
import { overlay } from './copy-overrides';
import * as pages from './pages';
import { defaultProfileId, profiles, selectProfile } from './profiles';

const profileList = Object.values(profiles);
const host = (url: string) => url.replace(/^https:\/\//, '').split('/')[0]!;

describe('broker profiles', () => {
  it('registers every profile file (profiles/<id>.ts) under its own id, as the Vite plugin finds them', () => {
    expect(Object.keys(profiles).sort()).toEqual(brokerProfileIds().sort());
    for (const [id, profile] of Object.entries(profiles)) expect(profile.id).toBe(id);
  });

  it('selects the default profile without BROKER, and names the known ids for an unknown one', () => {
    expect(selectProfile(undefined)).toBe(profiles[defaultProfileId]);
    expect(selectProfile('')).toBe(profiles[defaultProfileId]);
    expect(selectProfile('demo')).toBe(profiles.demo);
    expect(() => selectProfile('acme')).toThrow(/BROKER="acme".*default, demo/);
  });

  it('runs these tests with the default profile (BROKER unset)', () => {
    expect(brokerProfile.id).toBe(defaultProfileId);
  });

  describe.each(profileList.map((profile) => [profile.id, profile] as const))('%s', (_id, { identity }) => {
    it('has check-digit-valid, distinct CNPJs', () => {
      for (const store of identity.stores) expect(isValidCnpj(store.cnpj), store.cnpj).toBe(true);
      expect(new Set(identity.stores.map((store) => store.cnpj)).size).toBe(identity.stores.length);
    });

    it('writes every phone the same way in its three forms', () => {
      for (const phone of [identity.whatsapp, ...Object.values(identity.phones), ...identity.stores.map((store) => store.phone)]) {
        expect(phone.e164).toBe(`+${phone.international}`);
        expect(`55${phone.display.replace(/\D/g, '')}`).toBe(phone.international);
      }
    });

    it('keeps e-mails on the site domain and the map on an https origin', () => {
      const domain = host(identity.siteUrl).replace(/^www\./, '');
      for (const email of Object.values(identity.emails)) expect(email.endsWith(`@${domain}`)).toBe(true);
      expect(identity.mapEmbedUrl).toMatch(/^https:\/\/[^/]+\//);
      expect(identity.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    });
  });

  it('gives the demo nothing of the default broker: name, numbers, stores, CNPJs, domain', () => {
    const a = profiles.default.identity;
    const b = profiles.demo.identity;
    expect(b.name).not.toBe(a.name);
    expect(host(b.siteUrl)).not.toBe(host(a.siteUrl));
    const numbers = (identity: typeof a) => [identity.whatsapp, ...Object.values(identity.phones)].map((phone) => phone.international);
    expect(numbers(b).filter((number) => numbers(a).includes(number))).toEqual([]);
    const cities = (identity: typeof a) => identity.stores.map((store) => store.address.city);
    expect(cities(b).filter((city) => cities(a).includes(city))).toEqual([]);
    const roots = (identity: typeof a) => identity.stores.map((store) => store.cnpj.slice(0, 10));
    expect(roots(b).filter((root) => roots(a).includes(root))).toEqual([]);
    expect(profiles.demo.theme).toBe('terracotta');
  });
});

describe('copy overrides', () => {
  it('lay objects over the copy key by key and replace arrays whole', () => {
    const merged = overlay(pages.aboutPage, { history: { paragraphs: ['Outra história.'] } });
    expect(merged.history.paragraphs).toEqual(['Outra história.']);
    expect(merged.history.title).toBe(pages.aboutPage.history.title);
    expect(merged.values).toBe(pages.aboutPage.values);
    expect(pages.aboutPage.history.paragraphs).not.toEqual(['Outra história.']);
  });

  it('leave the copy as written when the active profile overrides nothing', () => {
    expect(profiles.default.copy).toBeUndefined();
    expect(aboutPage).toEqual(pages.aboutPage);
    expect(footerCopy).toEqual(pages.footerCopy);
    expect(contactPage).toEqual(pages.contactPage);
  });

  it("the demo's about page history is its own", () => {
    const overridden = overlay(pages.aboutPage, profiles.demo.copy?.aboutPage);
    expect(overridden.history.paragraphs.join(' ')).toContain('fictícia');
    expect(overridden.title).toBe(pages.aboutPage.title);
  });
});
