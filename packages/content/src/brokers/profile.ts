/**
 * The shape of a broker once its file (`brokers/<id>/broker.json`) has been read and checked by the
 * schema (`schema.ts`): what the rest of the package derives the site from. It imports nothing of
 * the copy, so the copy may import it without a circle.
 */
import type { InstitutionId } from '../institutions';

/** A Brazilian phone number in the three forms the site needs. */
export type PhoneNumber = {
  /** As printed on the page: `(66) 99999-0000`. */
  readonly display: string;
  /** E.164, for `tel:` links and schema.org: `+5566999990000`. */
  readonly e164: string;
  /** Digits-only international form, for wa.me links: `5566999990000`. */
  readonly international: string;
};

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
  /** Display name, `City - UF`. */
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

/** The broker's identity: every name, number, address and link the site prints or links to. */
export type BrokerIdentity = {
  /** True while the values are fictitious; the build prints a warning (`placeholderWarning()`). */
  readonly isPlaceholder: boolean;
  readonly name: string;
  /** Site origin without a trailing slash, for canonical URLs, sitemap and schema.org. */
  readonly siteUrl: string;
  /** The one official WhatsApp number (the fraud warning names it; every wa.me link goes to it). */
  readonly whatsapp: PhoneNumber;
  /** `main` plus one per store (by store id); the footer lists them all. */
  readonly phones: { readonly main: PhoneNumber } & Readonly<Record<string, PhoneNumber>>;
  readonly emails: { readonly contact: string; readonly financing: string };
  /** Stores in display order; the first is the head office shown on the map. */
  readonly stores: readonly [Store, ...Store[]];
  /** Embedded map (its origin is allowed in the CSP `frame-src`). */
  readonly mapEmbedUrl: string;
  readonly social: { readonly instagram: string; readonly facebook: string };
  readonly openingHours: readonly OpeningHours[];
};

/**
 * Identifier of a product: its one name in code, in URLs too
 * (`/financiamento?modalidade=emprestimo-com-garantia`). The broker's file names the secured loan
 * `emprestimo` (`schema/products.ts` maps it, the one place), and the build's flag of each product is
 * its id as a JavaScript name ({@link OfferedProducts}).
 */
export type ProductId = 'financiamento' | 'emprestimo-com-garantia' | 'refinanciamento';

/** Every product a broker may offer, in the order the site lists them. */
export const productIds = ['financiamento', 'emprestimo-com-garantia', 'refinanciamento'] as const satisfies readonly ProductId[];

/** A product id as a JavaScript name: `emprestimo-com-garantia` → `emprestimoComGarantia`. */
export type ProductFlag<Id extends string = ProductId> = Id extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<ProductFlag<Tail>>}` : Id;

/** The build flag of a product: its id as a JavaScript name, which the bundler's `define` takes (a key with `-` it refuses). */
export function productFlag<Id extends ProductId>(id: Id): ProductFlag<Id> {
  return id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as ProductFlag<Id>;
}

/**
 * Which products a broker offers, by each product's flag ({@link productFlag}), the names the site's
 * build replaces with literals (`BROKER_OFFERS` in active.d.ts), so that a product it does not offer
 * ships none of its code.
 */
export type OfferedProducts = { readonly [Id in ProductId as ProductFlag<Id>]: boolean };

export function offeredProducts({ products }: Pick<BrokerProfile, 'products'>): OfferedProducts {
  return Object.fromEntries(productIds.map((id) => [productFlag(id), products[id] !== undefined])) as OfferedProducts;
}

/** What a broker advertises for one product it offers. */
export type ProductOffer = {
  /** Advertised minimum monthly rate, a ratio: 0.012 is 1,2% a.m. */
  readonly monthlyRate: number;
  /** Installment counts offered, ascending. */
  readonly installments: readonly [number, ...number[]];
  /** Smallest amount, in reais (financing: the vehicle's value; the loan: the amount lent). */
  readonly minAmount: number;
  /** Largest amount, in reais; null when the broker states none. */
  readonly maxAmount: number | null;
  /** What the broker says of the product beyond its figures ("Sem taxa de adesão"), its own claims. */
  readonly highlights: readonly string[];
};

/** Financing: the FAQ's rule on the down payment (not enforced). */
export type FinancingOffer = ProductOffer & {
  /** Smallest down payment as a share of the vehicle's value. */
  readonly minDownPaymentRatio: number;
};

/**
 * The most a vehicle can back, as a share of its value (0.7: up to 70% of what it is worth): the
 * loan-to-value lenders apply to the vehicle's market value (the FIPE table's, or the visitor's
 * own figure). An estimate the forms show, never a promise: the credit analysis decides.
 */
type LoanToValue = {
  /** A ratio in (0, 1]. */
  readonly maxLoanToValue: number;
};

/** The loan secured by the vehicle: its release time once approved, and how much the vehicle backs. */
export type SecuredLoanOffer = ProductOffer & LoanToValue & { readonly releaseHours: DurationRange };

/**
 * Refinancing: the claimed reduction of the installment (a claim, never a promise), and how much
 * the vehicle backs (against the outstanding balance).
 */
export type RefinancingOffer = ProductOffer &
  LoanToValue & {
    /** The new installment can be up to this share lower. */
    readonly maxInstallmentReduction: number;
  };

/** The products a broker offers (at least one), each with its offer. */
export type BrokerProducts = {
  readonly financiamento?: FinancingOffer;
  readonly 'emprestimo-com-garantia'?: SecuredLoanOffer;
  readonly refinanciamento?: RefinancingOffer;
};

/** Identifier of a kind of vehicle, as the wizard stores it and the FIPE table names it. */
export type VehicleKindId = 'carro' | 'moto' | 'caminhao';

/** The kinds of vehicle a broker finances (at least one), each with the examples its pages list. */
export type BrokerVehicles = Readonly<Partial<Record<VehicleKindId, readonly string[]>>>;

/** The numbers the broker claims, each checked by the schema. */
export type BrokerClaims = {
  /** Years in the market ("10 anos"; a count is only ever claimed as it is: `claimPhrase`). */
  readonly yearsInMarket: number;
  /** Partner banks claimed on the landing page ("10 bancos parceiros"). */
  readonly partnerBanks: number;
  /** Credit approval within this many hours. */
  readonly approvalHours: number;
  /** Satisfied clients claimed on most pages ("1.000 clientes satisfeitos"). */
  readonly satisfiedClients: number;
  /** Clients claimed on the about page ("10.000 clientes atendidos"). */
  readonly aboutPageClients: number;
  /** Share of satisfied clients, a ratio (0.95 is 95%). */
  readonly satisfactionRate: number;
  /**
   * The counts stated as a lower bound (`numeros.maisDe`): said "mais de 10 anos", "10+", for a
   * figure known to be above the one written. The others are said exactly (`claimPhrase`).
   */
  readonly lowerBounds: readonly CountClaimKey[];
};

/** A count the broker may state as a lower bound. */
export type CountClaimKey = 'yearsInMarket' | 'partnerBanks' | 'satisfiedClients' | 'aboutPageClients';

/** A duration range of one process stage. */
export type DurationRange = { readonly min: number; readonly max: number };

/** How long each stage of the broker's process takes. */
export type BrokerProcessTimes = {
  /** Hours. */
  readonly creditAnalysis: DurationRange;
  /** Business days. */
  readonly finalApproval: DurationRange;
  /** Business days. */
  readonly release: DurationRange;
};

/** The broker's partner institutions: the whole list and the subsets two pages show. */
export type BrokerInstitutions = {
  /** Every institution the broker is a correspondent for, in display order. */
  readonly partners: readonly [InstitutionId, ...InstitutionId[]];
  /** The landing page's list. */
  readonly landing: readonly InstitutionId[];
  /** The wizard's side panel, in its order. */
  readonly wizard: readonly InstitutionId[];
  /**
   * The logos the institutions allowed the broker to show: the file's name in `photos/` as read, its
   * served address in the site's `#broker-profile`. An institution without one is shown by name;
   * absent when none has one (every page's script carries the profile).
   */
  readonly logos?: Readonly<Partial<Record<InstitutionId, string>>>;
};

/**
 * A client photo: its file in `brokers/<id>/photos/` and its alternative text. `illustration`: the
 * file is not there and the data is made up (`dadosFicticios`), so the build draws a fictitious
 * client in its place; the broker loader sets it (the schema alone does not read the folder).
 */
export type BrokerPhoto = { readonly file: string; readonly alt: string; readonly illustration?: boolean };

/** How the alternative text of a drawn client begins: it says it is no photo. */
export const illustrationAltStart = 'Ilustração';

/** One format of a served photo: its MIME type and its files by width (`srcset`). */
export type PhotoSource = { readonly type: string; readonly srcSet: string };

/**
 * A client photo as the site serves it (the build's responsive images: apps/site/postbuild/photos.ts):
 * `id` its name's stem, which every served file of it starts with; `src` the fallback file;
 * `sources` the formats, best first; `width` × `height` its intrinsic size, so the page keeps its
 * room before it loads; `illustration` whether it is a drawn, fictitious client.
 */
export type ServedPhoto = {
  readonly id: string;
  readonly alt: string;
  readonly src: string;
  readonly sources: readonly PhotoSource[];
  readonly width: number;
  readonly height: number;
  /** A fictitious client the build drew (`BrokerPhoto.illustration`), not a photo. */
  readonly illustration: boolean;
};

/** Ids of the FAQ entries a broker may answer in its own words. */
export const faqIds = ['valor-minimo', 'prazo-aprovacao', 'nome-negativado', 'taxa-antecipada'] as const;

/** One of {@link faqIds}. */
export type FaqId = (typeof faqIds)[number];

/** The texts a broker writes itself; absent ones are the site's. */
export type BrokerTexts = {
  /** How the broker analyses a request, said on the landing page and in the wizard; absent, nothing is said. */
  readonly analysis?: string;
  /** The about page's history, paragraph by paragraph. */
  readonly history?: readonly string[];
  /** Answers of FAQ entries, by id. */
  readonly faqAnswers?: Readonly<Partial<Record<FaqId, string>>>;
};

/** One broker: every fact of it the site shows. */
export type BrokerProfile = {
  /** `BROKER=<id>` selects it; also its folder, `brokers/<id>/`. */
  readonly id: string;
  /** A theme name of `@repo/ui` (`themeNames`): `default`, `terracotta`. */
  readonly theme: string;
  readonly identity: BrokerIdentity;
  /** The products offered, by id; at least one. */
  readonly products: BrokerProducts;
  /** The kinds of vehicle financed and their examples. */
  readonly vehicles: BrokerVehicles;
  readonly claims: BrokerClaims;
  readonly processTimes: BrokerProcessTimes;
  readonly institutions: BrokerInstitutions;
  readonly photos: readonly BrokerPhoto[];
  readonly texts: BrokerTexts;
  /**
   * The broker's free token of the FIPE API (fipe.online: more requests a day than the 500
   * without one), or null. Public by nature: the visitor's browser sends it. Only the FIPE
   * lookup's lazy module carries it (`#broker-fipe`), no page up front.
   */
  readonly fipeToken: string | null;
  /** Cookieless counts of the site's hand-offs and page views; absent: nothing is counted. */
  readonly analytics?: BrokerAnalytics;
  /**
   * What the site's HSTS header adds to its two years of HTTPS only: every subdomain too, and the
   * browsers' preload list (which asks for the subdomains). Both off unless the broker's file says so.
   */
  readonly hsts: { readonly includeSubDomains: boolean; readonly preload: boolean };
};

/**
 * Where the site sends its cookieless counts: any endpoint that speaks Plausible's events API
 * (Plausible Cloud, a self-hosted Plausible Community Edition, a proxy of either).
 */
export type BrokerAnalytics = {
  /** The site as registered in Plausible: a host name, `financiamentos.com.br`. */
  readonly domain: string;
  /** The events endpoint, `https://plausible.io/api/event`; its origin joins the CSP's `connect-src`. */
  readonly endpoint: string;
};

/** Builds a {@link PhoneNumber} from how it is printed: `(66) 99999-0000`. */
export function phoneNumber(display: string): PhoneNumber {
  const international = `55${display.replace(/\D/g, '')}`;
  return { display, e164: `+${international}`, international };
}

/** The origin of Google Maps' embedded maps: the one map provider the site frames (the pages' `frame-src`). */
export const mapEmbedOrigin = 'https://www.google.com';

/** A Google Maps embed URL (no API key) centred on a point, in Portuguese. */
export function googleMapsEmbedUrl(latitude: number, longitude: number): string {
  return (
    `${mapEmbedOrigin}/maps/embed?pb=!1m14!1m12!1m3!1d3000` +
    `!2d${longitude}!3d${latitude}` +
    '!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1spt-BR!2sbr'
  );
}

/** Where the site serves a broker's client photos (the build makes them there). */
export const photosPath = '/uploads/clientes';

/** Where the site serves the institutions' logos a broker's file gives (`instituicoes.logos`). */
export const logosPath = '/uploads/instituicoes';

/**
 * `IMG_1234.JPG` → `img-1234`: a photo's id, the stem of its file's name in URL-safe letters, which
 * every file the build serves of it starts with.
 */
export function photoStem(file: string): string {
  const stem = file
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return stem || 'foto';
}
