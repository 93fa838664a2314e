/**
 * The shape of a broker profile — everything that changes from one broker's site to the next —
 * and the helpers profiles are written with. A profile is one file in this folder
 * (`profiles/<id>.ts`, exporting `profile`); the build picks it with `BROKER=<id>`.
 */
import type * as pages from '../pages';

/** A Brazilian phone number in the three forms the site needs. */
export type PhoneNumber = {
  /** As printed on the page: `(66) 99999-0000`. */
  readonly display: string;
  /** E.164, for `tel:` links and schema.org: `+5566999990000`. */
  readonly e164: string;
  /** Digits-only international form, for wa.me links: `5566999990000`. */
  readonly international: string;
};

/** Builds a {@link PhoneNumber} from its area code (DDD) and local number (`99999-0000`). */
export function brazilianPhone(areaCode: string, localNumber: string): PhoneNumber {
  const international = `55${areaCode}${localNumber.replace(/\D/g, '')}`;
  return { display: `(${areaCode}) ${localNumber}`, e164: `+${international}`, international };
}

/** Two-letter code of a Brazilian state (UF). */
export type StateCode =
  | 'AC' | 'AL' | 'AM' | 'AP' | 'BA' | 'CE' | 'DF' | 'ES' | 'GO' | 'MA' | 'MG' | 'MS' | 'MT' | 'PA'
  | 'PB' | 'PE' | 'PI' | 'PR' | 'RJ' | 'RN' | 'RO' | 'RR' | 'RS' | 'SC' | 'SE' | 'SP' | 'TO';

/** A store's postal address and map position. */
export type Address = {
  readonly street: string;
  readonly neighborhood: string;
  readonly city: string;
  readonly state: StateCode;
  /** CEP, `00000-000`. */
  readonly postalCode: string;
  readonly latitude: number;
  readonly longitude: number;
};

/** One physical store, its own company registration (CNPJ) and phone. */
export type Store = {
  /** Slug, unique among the broker's stores (schema.org `@id` fragment). */
  readonly id: string;
  /** Display name, e.g. `Barra do Garças - MT`. */
  readonly name: string;
  /** Razão social registered under {@link Store.cnpj}. */
  readonly legalName: string;
  /** Formatted CNPJ, `00.000.000/0000-00`. */
  readonly cnpj: string;
  readonly address: Address;
  readonly phone: PhoneNumber;
};

/** schema.org day names, so `openingHoursSpecification` can be derived without translation. */
export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** Opening hours of a group of days; `opens`/`closes` are `HH:MM`, absent when closed. */
export type OpeningHours =
  | { readonly days: readonly DayOfWeek[]; readonly opens: string; readonly closes: string }
  | { readonly days: readonly DayOfWeek[]; readonly closed: true };

/** Completes a store with its display name, `City - UF`. */
export function defineStore(store: Omit<Store, 'name'>): Store {
  return { ...store, name: `${store.address.city} - ${store.address.state}` };
}

/** A Google Maps embed URL (no API key) centred on a point, in Portuguese. */
export function googleMapsEmbedUrl(latitude: number, longitude: number): string {
  return (
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3000' +
    `!2d${longitude}!3d${latitude}` +
    '!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1spt-BR!2sbr'
  );
}

/** The broker's identity: every name, number, address and link the site prints or links to. */
export type BrokerIdentity = {
  /** True while the values are fictitious; the build prints a warning (`placeholderWarning()`). */
  readonly isPlaceholder: boolean;
  readonly name: string;
  /** Site origin without a trailing slash, for canonical URLs, sitemap and schema.org. */
  readonly siteUrl: string;
  /** The one official WhatsApp number (the fraud warning names it; every wa.me link goes to it). */
  readonly whatsapp: PhoneNumber;
  /** `main` plus any others (e.g. one per store); the footer lists them all. */
  readonly phones: { readonly main: PhoneNumber } & Readonly<Record<string, PhoneNumber>>;
  readonly emails: { readonly contact: string; readonly financing: string };
  /** Stores in display order; the first is the head office shown on the map. */
  readonly stores: readonly [Store, ...Store[]];
  /** Embedded map (its origin is allowed in the CSP `frame-src`). */
  readonly mapEmbedUrl: string;
  readonly social: { readonly instagram: string; readonly facebook: string };
  readonly openingHours: readonly OpeningHours[];
};

/** An override of an `as const` copy object: any subset of its keys, strings of any text. */
export type CopyOverride<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => R
        : T extends readonly (infer E)[]
          ? readonly CopyOverride<E>[]
          : T extends object
            ? { readonly [K in keyof T]?: CopyOverride<T[K]> }
            : T;

/**
 * The copy a profile may override (whole exports of `@repo/content`, key by key; arrays are
 * replaced whole). Everything else in the copy derives from the identity and needs no override.
 */
export type CopyOverrides = {
  readonly pageMeta?: CopyOverride<typeof pages.pageMeta>;
  readonly aboutPage?: CopyOverride<typeof pages.aboutPage>;
  readonly footerCopy?: CopyOverride<typeof pages.footerCopy>;
  readonly contactPage?: CopyOverride<typeof pages.contactPage>;
};

/** One broker: identity, copy overrides and the name of its `@repo/ui` theme. */
export type BrokerProfile = {
  /** `BROKER=<id>` selects it; also the file name, `profiles/<id>.ts`. */
  readonly id: string;
  /** A theme name of `@repo/ui` (`themeNames`): `default`, `terracotta`. */
  readonly theme: string;
  readonly identity: BrokerIdentity;
  readonly copy?: CopyOverrides;
};

/** Identity function that type-checks a profile. */
export function defineProfile<const P extends BrokerProfile>(profile: P): P {
  return profile;
}
