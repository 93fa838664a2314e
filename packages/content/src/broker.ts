/**
 * The broker's identity: every name, number, address and link that changes when the site is
 * re-branded for another broker. Edit this file (plus a theme in `@repo/ui`) and nothing else.
 *
 * PLACEHOLDER DATA. SPEC.md hides the real values, so everything below is fictitious on purpose:
 * `.example` domains (RFC 2606), phones ending in 0000, the textbook CNPJ root 12.345.678 (its
 * check digits are valid so that validators and schema.org output behave as in production).
 * Set `isPlaceholder: false` only once every value is the broker's real one.
 */

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
function brazilianPhone(areaCode: string, localNumber: string): PhoneNumber {
  const international = `55${areaCode}${localNumber.replace(/\D/g, '')}`;
  return { display: `(${areaCode}) ${localNumber}`, e164: `+${international}`, international };
}

/** Two-letter code of the Brazilian states where the broker has stores. */
export type StateCode = 'MT' | 'GO';

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
  readonly id: 'barra-do-garcas' | 'inhumas';
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
export type DayOfWeek =
  | 'Monday'
  | 'Tuesday'
  | 'Wednesday'
  | 'Thursday'
  | 'Friday'
  | 'Saturday'
  | 'Sunday';

/** Opening hours of a group of days; `opens`/`closes` are `HH:MM`, absent when closed. */
export type OpeningHours =
  | { readonly days: readonly DayOfWeek[]; readonly opens: string; readonly closes: string }
  | { readonly days: readonly DayOfWeek[]; readonly closed: true };

/** Completes a store with its display name, `City - UF`. */
function defineStore<const S extends Omit<Store, 'name'>>(store: S): S & { readonly name: string } {
  return { ...store, name: `${store.address.city} - ${store.address.state}` };
}

const mainPhone = brazilianPhone('66', '99999-0000');
const legalName = 'Exemplo Financiamentos Ltda.';

const barraDoGarcas = defineStore({
  id: 'barra-do-garcas',
  legalName,
  cnpj: '12.345.678/0001-95',
  address: {
    street: 'Avenida Exemplo, 1000',
    neighborhood: 'Centro',
    city: 'Barra do Garças',
    state: 'MT',
    postalCode: '78600-000',
    latitude: -15.8897,
    longitude: -52.2567,
  },
  phone: brazilianPhone('66', '3000-0000'),
});

const inhumas = defineStore({
  id: 'inhumas',
  legalName,
  cnpj: '12.345.678/0002-76',
  address: {
    street: 'Rua Exemplo, 200',
    neighborhood: 'Centro',
    city: 'Inhumas',
    state: 'GO',
    postalCode: '75400-000',
    latitude: -16.3578,
    longitude: -49.4961,
  },
  phone: brazilianPhone('62', '3000-0000'),
});

/** A Google Maps embed URL (no API key) centred on a point, in Portuguese. */
function googleMapsEmbedUrl(latitude: number, longitude: number): string {
  return (
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3000' +
    `!2d${longitude}!3d${latitude}` +
    '!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1spt-BR!2sbr'
  );
}

/** The broker's identity, the single source of every contact fact on the site. */
export const broker = {
  /** True while these values are fictitious; see {@link placeholderWarning}. */
  isPlaceholder: true,
  name: 'Exemplo Financiamentos',
  /** Site origin without a trailing slash, for canonical URLs, sitemap and schema.org. */
  siteUrl: 'https://www.financiamentos.example',
  /** The one official WhatsApp number (the fraud warning names it). */
  whatsapp: mainPhone,
  phones: {
    main: mainPhone,
    barraDoGarcas: barraDoGarcas.phone,
    inhumas: inhumas.phone,
  },
  emails: {
    contact: 'contato@financiamentos.example',
    financing: 'financiamento@financiamentos.example',
  },
  /** Stores in display order; the first is the head office shown on the map. */
  stores: [barraDoGarcas, inhumas],
  /** Embedded map of the Barra do Garças store. */
  mapEmbedUrl: googleMapsEmbedUrl(
    barraDoGarcas.address.latitude,
    barraDoGarcas.address.longitude,
  ),
  social: {
    instagram: 'https://www.instagram.com/exemplo.financiamentos',
    facebook: 'https://www.facebook.com/exemplo.financiamentos',
  },
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { days: ['Saturday'], opens: '08:00', closes: '14:00' },
    { days: ['Sunday'], closed: true },
  ],
} as const satisfies {
  isPlaceholder: boolean;
  name: string;
  siteUrl: string;
  whatsapp: PhoneNumber;
  phones: Record<string, PhoneNumber>;
  emails: Record<string, string>;
  stores: readonly Store[];
  mapEmbedUrl: string;
  social: Record<string, string>;
  openingHours: readonly OpeningHours[];
};

/** The broker's identity type. */
export type Broker = typeof broker;

/** A warning for the build output while {@link broker} holds placeholder data, else null. */
export function placeholderWarning(): string | null {
  // Read through a widened type: with the literal `true` the `null` branch would look dead.
  const isPlaceholder: boolean = broker.isPlaceholder;
  return isPlaceholder
    ? `[@repo/content] broker.ts holds PLACEHOLDER data (name "${broker.name}", ` +
        `WhatsApp ${broker.whatsapp.display}, ${broker.siteUrl}). ` +
        'Replace it with the real broker before publishing.'
    : null;
}

const dayAbbreviations: Record<DayOfWeek, string> = {
  Monday: 'Seg',
  Tuesday: 'Ter',
  Wednesday: 'Qua',
  Thursday: 'Qui',
  Friday: 'Sex',
  Saturday: 'Sáb',
  Sunday: 'Dom',
};

/** `08:00` → `08h`; `08:30` → `08h30`. */
function hourLabel(time: string): string {
  const [hours, minutes] = time.split(':');
  return minutes === '00' ? `${hours}h` : `${hours}h${minutes}`;
}

/** Display line of one {@link OpeningHours} entry: `Seg–Sex 08h–18h`, `Dom fechado`. */
export function openingHoursLabel(entry: OpeningHours): string {
  const first = entry.days[0];
  const last = entry.days[entry.days.length - 1];
  if (first === undefined || last === undefined) {
    throw new Error('Opening hours entry without days');
  }
  const days =
    first === last ? dayAbbreviations[first] : `${dayAbbreviations[first]}–${dayAbbreviations[last]}`;
  return 'closed' in entry
    ? `${days} fechado`
    : `${days} ${hourLabel(entry.opens)}–${hourLabel(entry.closes)}`;
}

/** Display lines of the broker's opening hours, in order. */
export const openingHoursLabels: readonly string[] = broker.openingHours.map(openingHoursLabel);

/** One-line postal address: `Avenida Exemplo, 1000 - Centro, Barra do Garças - MT, 78600-000`. */
export function addressLine(address: Address): string {
  return `${address.street} - ${address.neighborhood}, ${address.city} - ${address.state}, ${address.postalCode}`;
}
