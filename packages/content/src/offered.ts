/**
 * How the copy names the products the broker offers, in sentences: internal to the package (the
 * index does not export it), shared by the page modules.
 */
import { brokerProfile } from './broker';

/**
 * What the pages say of the product they lead with, the first the broker offers (the wizard's and
 * the simulator's default, `products`' order): the landing's title and hero, the words that are
 * financing's when it leads and credit's otherwise. The request page's link is the product's own
 * (`Product.requestLink`): the header is in every island, and these words are the text pages'.
 */
type LeadWords = {
  /** The landing's `<title>`, after the broker's name. */
  readonly title: string;
  /** The landing hero's heading. */
  readonly headline: string;
  /** The landing hero's button, to the simulator. */
  readonly action: string;
  /** The heading of the landing's simulator. */
  readonly simulator: string;
  /** The landing's cards of the products: `Soluções de Financiamento`. */
  readonly solutions: string;
  /** The contact page's label of the broker's second e-mail (`emails.financiamento`). */
  readonly email: string;
  /** The footer's `Correspondente bancário especializado em … veículos usados`. */
  readonly specialty: string;
};

/** How the sentences that list the broker's products name one (`offeredList`). */
type ListWords = {
  /** /servicos' description: `financiamento de veículos`. */
  readonly services: string;
  /** /home's hero: `financiamento`. */
  readonly home: string;
  /** /servicos' subtitle: `Soluções de crédito para quem quer comprar`. */
  readonly servicesSubtitle: string;
  /** /home's description: `ajudando você a financiar`. */
  readonly homeMeta: string;
};

// Each product's words folded at build on its flag (`BROKER_OFFERS`), read once per record: a
// product the broker does not offer is `undefined` or absent, none of its words in the bundles. The
// lead's records are constants of their own, not keys of one object, and apart from the lists': the
// bundler folds `a ?? b` and drops a constant nothing reads, never an unread key of an object kept.
const financiamento: LeadWords | undefined = BROKER_OFFERS.financiamento
  ? {
      title: 'Financiamento de veículos usados',
      headline: 'Financie seu veículo usado com quem entende do assunto',
      action: 'Financie já',
      simulator: 'Simule seu financiamento',
      solutions: 'Soluções de Financiamento',
      email: 'Financiamento',
      specialty: 'financiamento de',
    }
  : undefined;

const emprestimoComGarantia: LeadWords | undefined = BROKER_OFFERS.emprestimoComGarantia
  ? {
      title: 'Empréstimo com garantia de veículo',
      headline: 'Crédito com o seu veículo como garantia, com quem entende do assunto',
      action: 'Simule já',
      simulator: 'Simule seu empréstimo',
      solutions: 'Soluções de Crédito',
      email: 'Crédito',
      specialty: 'crédito para',
    }
  : undefined;

const refinanciamento: LeadWords | undefined = BROKER_OFFERS.refinanciamento
  ? {
      title: 'Refinanciamento de veículos',
      headline: 'Refinancie seu veículo com quem entende do assunto',
      action: 'Refinancie já',
      simulator: 'Simule seu refinanciamento',
      solutions: 'Soluções de Crédito',
      email: 'Crédito',
      specialty: 'crédito para',
    }
  : undefined;

/** The words of the product the pages lead with: the first offered, in `products`' order (the schema requires one). */
export const leadWords: LeadWords = (financiamento ?? emprestimoComGarantia ?? refinanciamento)!;

/** The offered products' words in the order the sentences list them, the services' (financing, refinancing, the loan). */
const listed: readonly ListWords[] = [
  ...(BROKER_OFFERS.financiamento ? [{ services: 'financiamento de veículos', home: 'financiamento', servicesSubtitle: 'comprar', homeMeta: 'financiar' }] : []),
  ...(BROKER_OFFERS.refinanciamento ? [{ services: 'refinanciamento', home: 'refinanciamento', servicesSubtitle: 'refinanciar', homeMeta: 'refinanciar' }] : []),
  ...(BROKER_OFFERS.emprestimoComGarantia
    ? [
        {
          services: 'empréstimo com garantia de veículo',
          home: 'empréstimo com garantia de veículo',
          servicesSubtitle: 'usar o veículo como garantia',
          homeMeta: 'conseguir crédito com o seu veículo como garantia',
        },
      ]
    : []),
];

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The broker's products in the services' order, each named by its `phrase`: `a, b e c` (or `ou`). */
export function offeredList(phrase: keyof ListWords, conjunction = 'e'): string {
  return inWords(listed.map((words) => words[phrase]), conjunction);
}

/** `a, b e c` (or `ou`); one item alone. */
function inWords(items: readonly string[], conjunction: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}


const vehicleNames = { carro: 'carros', moto: 'motos', caminhao: 'caminhões' } as const;

/** The kinds of vehicle the broker finances (`veiculos`), in a sentence: `carros, motos e caminhões`. */
export function offeredVehicles(): string {
  return inWords((['carro', 'moto', 'caminhao'] as const).filter((id) => brokerProfile.vehicles[id]).map((id) => vehicleNames[id]), 'e');
}
