import { brokerProfile } from './broker';
import { claimLabels, claims, maxInstallments, rates, refinancingReductionClaim, securedLoanRange } from './claims';
import { formatBRL } from './format';
import { offeredVehicles } from './offered';
import { processTimes } from './process-times';
import type { ProductId, VehicleKindId } from './brokers/profile';
import { offersProduct, productRate, productWizardHref, type ProductWizardHref } from './products';

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

/**
 * The services of the products the broker offers, in display order. Each is written inside a
 * function, so the rate of a product the broker does not offer is never asked for.
 */
const notOffered = (): never => {
  throw new Error('A product the broker does not offer has no service or card.');
};

const serviceOf: Readonly<Record<ServiceId, () => Service>> = {
  // Each product's service folded at build (`BROKER_OFFERS`): one not offered is no part of the bundles.
  financiamento: BROKER_OFFERS.financiamento
    ? () => ({
        id: 'financiamento',
        title: 'Financiamento de Veículos',
        description: `Financie ${offeredVehicles()} usados com as melhores condições dos bancos parceiros.`,
        features: [
          `Taxa ${productRate('financiamento').claim}`,
          `Até ${maxInstallments} meses para pagar`,
          `Aprovação em até ${claims.approvalHours} horas`,
          ...highlightsOf('financiamento'),
        ],
      })
    : notOffered,
  refinanciamento: BROKER_OFFERS.refinanciamento
    ? () => ({
        id: 'refinanciamento',
        title: 'Refinanciamento',
        description:
          'Quitamos o seu financiamento atual e renegociamos com os parceiros uma parcela que caiba no seu bolso.',
        features: [refinancingReductionClaim, ...highlightsOf('refinanciamento')],
      })
    : notOffered,
  'emprestimo-com-garantia': BROKER_OFFERS.emprestimoComGarantia
    ? () => ({
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
      })
    : notOffered,
};

export const services: readonly Service[] = (['financiamento', 'refinanciamento', 'emprestimo-com-garantia'] as const satisfies readonly ServiceId[])
  .filter((id) => offersProduct(id))
  .map((id) => serviceOf[id]());

/** A solution card on the landing page; every card leads to the wizard, opened on its product. */
export type SolutionCard = {
  readonly serviceId: ServiceId;
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  /** `/financiamento?modalidade=<serviceId>`. */
  readonly href: ProductWizardHref;
};

const solutionOrder = ['financiamento', 'emprestimo-com-garantia', 'refinanciamento'] as const satisfies readonly ServiceId[];

/** The landing page's 'Soluções de Financiamento' cards of the products the broker offers, in display order. */
export const solutionCards: readonly SolutionCard[] = (
  [
  BROKER_OFFERS.financiamento
    ? () => ({
        serviceId: 'financiamento',
        title: 'Financiamento',
        description: `Seu veículo usado com taxa ${rates.financiamento.claim}.`,
        buttonLabel: 'Financie já',
        href: productWizardHref('financiamento', 'inicio-solucoes'),
      })
    : notOffered,
  BROKER_OFFERS.emprestimoComGarantia
    ? () => ({
        serviceId: 'emprestimo-com-garantia',
        title: 'Empréstimo',
        description: `Crédito acima de ${formatBRL(securedLoanRange.min, { cents: false })} com o seu veículo como garantia.`,
        buttonLabel: 'Simule já',
        href: productWizardHref('emprestimo-com-garantia', 'inicio-solucoes'),
      })
    : notOffered,
  BROKER_OFFERS.refinanciamento
    ? () => ({
        serviceId: 'refinanciamento',
        title: 'Refinanciamento',
        description: 'Renegocie o financiamento atual e reduza o valor da parcela.',
        buttonLabel: 'Refinancie já',
        href: productWizardHref('refinanciamento', 'inicio-solucoes'),
      })
    : notOffered,
  ] satisfies (() => SolutionCard)[]
)
  // Each card is written inside a function, so the rate of a product not offered is never read.
  .map((card, index) => ({ card, id: solutionOrder[index]! }))
  .filter(({ id }) => offersProduct(id))
  .map(({ card }) => card());

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
