import { claimLabels, claims, maxInstallments, rates, securedLoanRange } from './claims';
import { formatBRL } from './format';
import { processTimes } from './process';
import { productWizardHref, type ProductId, type ProductWizardHref } from './products';

/** Identifier of one of the three services: the products of `products.ts`. */
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

/** The three services, in display order. */
export const services = [
  {
    id: 'financiamento',
    title: 'Financiamento de Veículos',
    description:
      'Financie carros, motos e caminhões usados com as melhores condições dos bancos parceiros.',
    features: [
      `Taxa ${rates.financing.claim}`,
      `Até ${maxInstallments} meses para pagar`,
      `Aprovação em até ${claims.approvalHours} horas`,
      'Sem taxa de adesão',
      'Análise em múltiplos bancos',
    ],
  },
  {
    id: 'refinanciamento',
    title: 'Refinanciamento',
    description:
      'Quitamos o seu financiamento atual e renegociamos com os parceiros uma parcela que caiba no seu bolso.',
    features: [
      claimLabels.refinancingReduction,
      'Processo 100% digital',
      'Quitação automática do financiamento atual',
    ],
  },
  {
    id: 'emprestimo-com-garantia',
    title: 'Empréstimo com Garantia',
    description:
      'Use o seu veículo como garantia e consiga crédito com taxas menores, sem deixar de usá-lo.',
    features: [
      claimLabels.securedLoanRange,
      `Taxa ${rates.securedLoan.claim}`,
      `Liberação em até ${processTimes.securedLoanRelease.label} após a aprovação`,
      'Continue usando o seu veículo',
      // SPEC says "no credit-bureau check"; CDC art. 54-C, II forbids advertising credit
      // "sem consulta a serviços de proteção ao crédito" or without assessing the borrower, and
      // nothing may promise acceptance: a restricted name may apply, and every proposal is analysed.
      'Nome com restrição também pode solicitar: toda proposta passa por análise de crédito',
    ],
  },
] as const satisfies readonly Service[];

/** A solution card on the landing page; every card leads to the wizard, opened on its product. */
export type SolutionCard = {
  readonly serviceId: ServiceId;
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  /** `/financiamento?modalidade=<serviceId>`. */
  readonly href: ProductWizardHref;
};

/** The landing page's 'Soluções de Financiamento' cards, in display order. */
export const solutionCards = [
  {
    serviceId: 'financiamento',
    title: 'Financiamento',
    description: `Seu veículo usado com taxa ${rates.financing.claim}.`,
    buttonLabel: 'Financie já',
    href: productWizardHref('financiamento'),
  },
  {
    serviceId: 'emprestimo-com-garantia',
    title: 'Empréstimo',
    description: `Crédito acima de ${formatBRL(securedLoanRange.min, { cents: false })} com o seu veículo como garantia.`,
    buttonLabel: 'Simule já',
    href: productWizardHref('emprestimo-com-garantia'),
  },
  {
    serviceId: 'refinanciamento',
    title: 'Refinanciamento',
    description: 'Renegocie o financiamento atual e reduza o valor da parcela.',
    buttonLabel: 'Refinancie já',
    href: productWizardHref('refinanciamento'),
  },
] as const satisfies readonly SolutionCard[];

/** Identifier of a vehicle kind, as the wizard stores it. */
export type VehicleKindId = 'carro' | 'moto' | 'caminhao';

/** A kind of vehicle the broker finances, with its subtypes. */
export type VehicleKind = {
  readonly id: VehicleKindId;
  /** Plural, as a card title: `Carros`. */
  readonly label: string;
  /** Singular, as in the wizard's select and the WhatsApp message: `Carro`. */
  readonly singular: string;
  readonly description: string;
  readonly subtypes: readonly string[];
};

/** Cars, motorcycles and trucks, in display order. */
export const vehicleKinds = [
  {
    id: 'carro',
    label: 'Carros',
    singular: 'Carro',
    description: 'Do popular ao SUV: financie o carro usado ou seminovo que você escolheu.',
    subtypes: ['Populares', 'Sedãs', 'SUVs', 'Hatches', 'Picapes'],
  },
  {
    id: 'moto',
    label: 'Motos',
    singular: 'Moto',
    description: 'Motos usadas para o dia a dia, o trabalho ou a estrada.',
    subtypes: ['Scooters', 'Street', 'Esportivas', 'Adventure', 'Custom'],
  },
  {
    id: 'caminhao',
    label: 'Caminhões',
    singular: 'Caminhão',
    description: 'Caminhões e implementos usados para fazer o seu negócio rodar.',
    subtypes: ['3/4', 'Toco e truck', 'Bitruck', 'Carretas', 'Implementos rodoviários'],
  },
] as const satisfies readonly VehicleKind[];

/** Label of the 'Financiar' button on each vehicle card. */
export const vehicleCardButtonLabel = 'Financiar';
