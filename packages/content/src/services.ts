import { brokerProfile } from './broker';
import { claimLabels, claims, maxInstallments, rates, refinancingReductionClaim, securedLoanRange } from './claims';
import { formatBRL } from './format';
import { inWords, offeredVehicles } from './offered';
import { processTimes } from './process-times';
import type { ProductId, VehicleKindId } from './brokers/profile';
import { productRate, productWizardHref, type ProductWizardHref } from './products';

/** Identifier of a service: a product of `products.ts`. */
export type ServiceId = ProductId;

/** A service on /servicos: title, pitch and feature list. */
export type Service = {
  readonly id: ServiceId;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
};

/** Label of the WhatsApp link under each service card. */
export const serviceCallToAction = 'Solicitar Orçamento';

/** Label of the link, beside it, to the landing simulator opened on the service's product. */
export const serviceSimulationLabel = 'Simular';

/** The broker's own claims of a product (`produtos.<id>.vantagens`), after the ones its figures make. */
const highlightsOf = (id: ServiceId): readonly string[] => brokerProfile.products[id]?.highlights ?? [];

/** A solution card on the landing page; every card leads to the wizard, opened on its product. */
export type SolutionCard = {
  readonly serviceId: ServiceId;
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  /** `/financiamento?modalidade=<serviceId>`. */
  readonly href: ProductWizardHref;
};

/**
 * What the pages say of the product they lead with, the first the broker offers (the wizard's and
 * the simulator's default, `products`' order): the landing's title and hero, the words that are
 * financing's when it leads and credit's otherwise. The request page's link is the product's own
 * (`Product.requestLink`): the header is in every island, and these words are the pages' alone.
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

/** How the sentences that list the broker's products name one ({@link offeredList}). */
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

// Each product's lead words, folded at build on its flag (`BROKER_OFFERS`): a product the broker
// does not offer is `undefined`. Constants of their own, apart from its `ProductOffering`: the
// bundler folds `a ?? b` to the one record and drops the constants nothing then reads, never an
// unread key of an object it keeps (the offerings are all kept, for the lists).
const financiamentoLead: LeadWords | undefined = BROKER_OFFERS.financiamento
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

const emprestimoComGarantiaLead: LeadWords | undefined = BROKER_OFFERS.emprestimoComGarantia
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

const refinanciamentoLead: LeadWords | undefined = BROKER_OFFERS.refinanciamento
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
export const leadWords: LeadWords = (financiamentoLead ?? emprestimoComGarantiaLead ?? refinanciamentoLead)!;

/**
 * What the pages offer of one product: its service (/servicos) and its card (the landing's
 * solutions), each written inside a function, so the rate of a product the broker does not offer
 * is never asked for, and how the sentences that list the products name it.
 */
type ProductOffering = { readonly service: () => Service; readonly card: () => SolutionCard; readonly list: ListWords };

// One record per product, folded at build on its flag (`BROKER_OFFERS`): a product the broker does
// not offer is `undefined`, no part of the bundles.
const financiamento: ProductOffering | undefined = BROKER_OFFERS.financiamento
  ? {
      service: () => ({
        id: 'financiamento',
        title: 'Financiamento de Veículos',
        description: `Financie ${offeredVehicles()} usados com as melhores condições dos bancos parceiros.`,
        features: [
          `Taxa ${productRate('financiamento').claim}`,
          `Até ${maxInstallments} meses para pagar`,
          `Aprovação em até ${claims.approvalHours} horas`,
          ...highlightsOf('financiamento'),
        ],
      }),
      card: () => ({
        serviceId: 'financiamento',
        title: 'Financiamento',
        description: `Seu veículo usado com taxa ${rates.financiamento.claim}.`,
        buttonLabel: 'Financie já',
        href: productWizardHref('financiamento', 'inicio-solucoes'),
      }),
      list: { services: 'financiamento de veículos', home: 'financiamento', servicesSubtitle: 'comprar', homeMeta: 'financiar' },
    }
  : undefined;

const emprestimoComGarantia: ProductOffering | undefined = BROKER_OFFERS.emprestimoComGarantia
  ? {
      service: () => ({
        id: 'emprestimo-com-garantia',
        title: 'Empréstimo com Garantia',
        description:
          'Use o seu veículo como garantia e consiga crédito com taxas menores, sem deixar de usá-lo.',
        features: [
          claimLabels.securedLoanRange,
          `Taxa ${productRate('emprestimo-com-garantia').claim}`,
          `Liberação ${processTimes.securedLoanRelease?.within} após a aprovação`,
          'Continue usando o seu veículo',
          // SPEC says "no credit-bureau check"; CDC art. 54-C, II forbids advertising credit
          // "sem consulta a serviços de proteção ao crédito" or without assessing the borrower, and
          // nothing may promise acceptance: a restricted name may apply, and every proposal is analysed.
          'Nome com restrição também pode solicitar: toda proposta passa por análise de crédito',
          ...highlightsOf('emprestimo-com-garantia'),
        ],
      }),
      card: () => ({
        serviceId: 'emprestimo-com-garantia',
        title: 'Empréstimo',
        description: `Crédito acima de ${formatBRL(securedLoanRange.min, { cents: false })} com o seu veículo como garantia.`,
        buttonLabel: 'Simule já',
        href: productWizardHref('emprestimo-com-garantia', 'inicio-solucoes'),
      }),
      list: {
        services: 'empréstimo com garantia de veículo',
        home: 'empréstimo com garantia de veículo',
        servicesSubtitle: 'usar o veículo como garantia',
        homeMeta: 'conseguir crédito com o seu veículo como garantia',
      },
    }
  : undefined;

const refinanciamento: ProductOffering | undefined = BROKER_OFFERS.refinanciamento
  ? {
      service: () => ({
        id: 'refinanciamento',
        title: 'Refinanciamento',
        description:
          'Quitamos o seu financiamento atual e renegociamos com os parceiros uma parcela que caiba no seu bolso.',
        features: [refinancingReductionClaim, ...highlightsOf('refinanciamento')],
      }),
      card: () => ({
        serviceId: 'refinanciamento',
        title: 'Refinanciamento',
        description: 'Renegocie o financiamento atual e reduza o valor da parcela.',
        buttonLabel: 'Refinancie já',
        href: productWizardHref('refinanciamento', 'inicio-solucoes'),
      }),
      list: { services: 'refinanciamento', home: 'refinanciamento', servicesSubtitle: 'refinanciar', homeMeta: 'refinanciar' },
    }
  : undefined;

/** The offered products in the services' order: financing, refinancing, the loan. */
const inServicesOrder: readonly ProductOffering[] = /* @__PURE__ */ (() =>
  [financiamento, refinanciamento, emprestimoComGarantia].flatMap((offering) => (offering ? [offering] : [])))();

/** The broker's products in the services' order, each named by its `phrase`: `a, b e c` (or `ou`). */
export function offeredList(phrase: keyof ListWords, conjunction = 'e'): string {
  return inWords(inServicesOrder.map((offering) => offering.list[phrase]), conjunction);
}

/**
 * The services of the products the broker offers, in the services' order. Pure: a page that reads only `vehicleKinds` (the wizard, the FIPE
 * lookup) carries none of it.
 */
export const services: readonly Service[] = /* @__PURE__ */ (() => inServicesOrder.map((offering) => offering.service()))();

/** The landing page's 'Soluções de Financiamento' cards of the products the broker offers, in `products`' order. Pure, as `services`. */
export const solutionCards: readonly SolutionCard[] = /* @__PURE__ */ (() =>
  [financiamento, emprestimoComGarantia, refinanciamento].flatMap((offering) => (offering ? [offering.card()] : [])))();

/** A kind of vehicle the broker finances, with its examples. */
export type VehicleKind = {
  readonly id: VehicleKindId;
  /** Plural, as a card title: `Carros`. */
  readonly label: string;
  /** Singular, as in the wizard's select and the WhatsApp message: `Carro`. */
  readonly singular: string;
  readonly description: string;
  /** The broker's examples of the kind (`veiculos.<id>`): `Bitruck`, `Carretas`. */
  readonly subtypes: readonly string[];
};

const allVehicleKinds = [
  { id: 'carro', label: 'Carros', singular: 'Carro', description: 'Do popular ao SUV: financie o carro usado ou seminovo que você escolheu.' },
  { id: 'moto', label: 'Motos', singular: 'Moto', description: 'Motos usadas para o dia a dia, o trabalho ou a estrada.' },
  { id: 'caminhao', label: 'Caminhões', singular: 'Caminhão', description: 'Caminhões e implementos usados para fazer o seu negócio rodar.' },
] as const satisfies readonly Omit<VehicleKind, 'subtypes'>[];

/** The kinds of vehicle the broker finances (`veiculos`), in display order, with its examples of each. */
export const vehicleKinds: readonly VehicleKind[] = allVehicleKinds.flatMap((kind) => {
  const subtypes = brokerProfile.vehicles[kind.id];
  return subtypes === undefined ? [] : [{ ...kind, subtypes }];
});

/** Label of the 'Financiar' button on each vehicle card. */
export const vehicleCardButtonLabel = 'Financiar';
