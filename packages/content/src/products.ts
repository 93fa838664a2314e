/**
 * The three products the broker sells (SPEC §1), in one list: vehicle financing, the loan secured
 * by the vehicle and refinancing. The landing simulator and the financing wizard use the same ids,
 * and a link carries one to the wizard as `/financiamento?modalidade=<id>`. Each product names its
 * rate, the wizard's wording (heading, step 2, toast) and the simulator's fields; its step-2 fields
 * and its message's greeting are the wizard's alone (`wizard-details.ts`), and `@repo/whatsapp`
 * adds which fields are required.
 */
import { brokerProfile } from './broker';
import type { ProductId, VehicleKindId } from './brokers/profile';
import { rates, refinancingReductionClaim, securedLoanRange, type RateClaim } from './claims';
import { formatBRL } from './format';
import { toasts, type ToastMessage } from './messages';
import { originParam, type WizardOriginId } from './origins';
import {
  personTypeOption,
  wizardCopy,
  wizardFieldHints,
  wizardFieldLabels,
  wizardPlaceholders,
  wizardSteps,
  type PersonType,
  type WizardStep,
} from './wizard';

/**
 * How a product labels one of its step-2 fields. A name means one thing in every product:
 * `vehicle*` is the vehicle being bought (financing), `ownedVehicle*` the vehicle the visitor owns
 * (the secured loan's guarantee, the refinanced vehicle), so switching product never moves a figure
 * from one to the other. The landing simulator's fields carry the same names. Each product's step
 * 2, field by field, is `productDetailsFields` (`wizard-details.ts`), whose names are
 * `DetailsFieldName`; each name's kind, bound and rule are `@repo/whatsapp`'s request table.
 */
export type DetailsFieldCopy<Name extends string = string> = {
  readonly name: Name;
  readonly label: string;
  readonly placeholder: string;
  readonly hint?: string;
};

/** The fields the landing simulator asks for (each product some of them). */
export type SimulatorFieldName =
  | 'vehiclePrice'
  | 'downPayment'
  | 'loanAmount'
  | 'outstandingBalance'
  | 'remainingInstallments'
  | 'currentInstallment'
  | 'installments';

/** One product: its name and the wizard's and simulator's wording for it (its id keys its rate, `rates`). */
export type Product = {
  readonly id: ProductId;
  /** `Empréstimo com garantia`: the choice in the wizard and the simulator. */
  readonly label: string;
  /** `Empréstimo`: the request page's link (header, footer) when the product is the first offered. */
  readonly requestLink: string;
  /**
   * `Empréstimo`: the simulator's tab, short enough that the three tabs keep one row on a 390 px
   * phone (the full labels need two).
   */
  readonly tabLabel: string;
  /** The wizard page's heading: `Solicite seu empréstimo com garantia`. */
  readonly wizardTitle: string;
  /** Title of step 2 (its heading, the step indicator, the review and the message section). */
  readonly detailsStepTitle: string;
  /** Toast when step 2 misses a required answer. */
  readonly detailsIncomplete: ToastMessage;
  /** The fields the landing simulator asks for, in display order (their copy: `simulatorFieldCopy`). */
  readonly simulatorFields: readonly SimulatorFieldName[];
  /** The simulator's main figure: `Parcela mensal estimada`. */
  readonly installmentResultLabel: string;
  /** What the client asks for, before the IOF, in the simulator and the wizard's estimate. */
  readonly requestedAmountLabel: string;
  /** The simulator's text while there is nothing to simulate. */
  readonly simulatorEmpty: string;
  /** The wizard's estimate text while there is nothing to estimate. */
  readonly estimatePending: string;
};

/**
 * Copy of the fields the landing simulator asks for, the wizard's step 2 the same (it adds its own
 * fields in `wizard-details.ts`, which only the wizard loads).
 */
export const simulatorFieldCopy = {
  vehiclePrice: { name: 'vehiclePrice', label: wizardFieldLabels.vehicleValue, placeholder: wizardPlaceholders.vehicleValue },
  downPayment: { name: 'downPayment', label: wizardFieldLabels.downPayment, placeholder: wizardPlaceholders.downPayment },
  loanAmount: {
    name: 'loanAmount',
    label: wizardFieldLabels.loanAmount,
    placeholder: wizardPlaceholders.loanAmount,
    hint: wizardFieldHints.loanAmount,
  },
  outstandingBalance: {
    name: 'outstandingBalance',
    label: wizardFieldLabels.outstandingBalance,
    placeholder: wizardPlaceholders.outstandingBalance,
    hint: wizardFieldHints.outstandingBalance,
  },
  /**
   * Refinancing: how many installments of the current financing are left, a count, not an amount.
   * Folded at build (`BROKER_OFFERS`): a bundle without refinancing keeps no word of it.
   */
  remainingInstallments: BROKER_OFFERS.refinanciamento
    ? {
        name: 'remainingInstallments',
        label: 'Parcelas restantes',
        placeholder: 'Ex.: 24',
        hint: 'Quantas parcelas do financiamento atual ainda faltam pagar.',
      }
    : { name: 'remainingInstallments', label: '', placeholder: '' },
  currentInstallment: {
    name: 'currentInstallment',
    label: wizardFieldLabels.currentInstallment,
    placeholder: wizardPlaceholders.currentInstallment,
    hint: wizardFieldHints.currentInstallment,
  },
  installments: { name: 'installments', label: wizardFieldLabels.installments, placeholder: wizardPlaceholders.installments },
} as const satisfies { readonly [Name in SimulatorFieldName]: DetailsFieldCopy<Name> };

/** The simulator's main figure for the two loans. */
const monthlyInstallmentLabel = 'Parcela mensal estimada';

const refinancingProduct = {
  id: 'refinanciamento',
  label: 'Refinanciamento',
  requestLink: 'Refinanciamento',
  tabLabel: 'Refinanciar',
  wizardTitle: 'Solicite seu refinanciamento',
  detailsStepTitle: 'Dados do refinanciamento',
  detailsIncomplete: {
    title: 'Dados do refinanciamento incompletos',
    description: 'Complete as informações do refinanciamento para continuar.',
  },
  simulatorFields: ['outstandingBalance', 'remainingInstallments', 'currentInstallment', 'installments'],
  installmentResultLabel: 'Nova parcela estimada',
  requestedAmountLabel: 'Saldo devedor a refinanciar',
  simulatorEmpty: 'Informe o saldo devedor do financiamento atual para ver a simulação.',
  estimatePending: 'Informe o saldo devedor para ver a estimativa.',
} as const satisfies Product;

const financingProduct = {
  id: 'financiamento',
  label: 'Financiamento',
  requestLink: 'Financiamento',
  tabLabel: 'Financiar',
  wizardTitle: wizardCopy.title,
  detailsStepTitle: wizardSteps[1].title,
  detailsIncomplete: toasts.vehicleDataIncomplete,
  simulatorFields: ['vehiclePrice', 'downPayment', 'installments'],
  installmentResultLabel: monthlyInstallmentLabel,
  requestedAmountLabel: wizardCopy.requestedAmountLabel,
  simulatorEmpty: 'Informe o valor do veículo e uma entrada menor que ele para ver a simulação.',
  estimatePending: wizardCopy.estimatePending,
} as const satisfies Product;

const securedLoanProduct = {
  id: 'emprestimo-com-garantia',
  label: 'Empréstimo com garantia',
  requestLink: 'Empréstimo',
  tabLabel: 'Empréstimo',
  wizardTitle: 'Solicite seu empréstimo com garantia',
  detailsStepTitle: 'Dados do empréstimo',
  detailsIncomplete: {
    title: 'Dados do empréstimo incompletos',
    description: 'Complete as informações do empréstimo para continuar.',
  },
  simulatorFields: ['loanAmount', 'installments'],
  installmentResultLabel: monthlyInstallmentLabel,
  requestedAmountLabel: 'Valor solicitado',
  simulatorEmpty: 'Informe o valor desejado para ver a simulação.',
  estimatePending: 'Informe o valor desejado para ver a estimativa.',
} as const satisfies Product;

/**
 * Every product a broker may offer, in the order the wizard and the simulator offer them (the tests'
 * and tools' list: the pages read {@link products}, so a bundle holds only the offered ones).
 */
export const allProducts = [financingProduct, securedLoanProduct, refinancingProduct] as const satisfies readonly Product[];

/** One of {@link allProducts}, with its literal types. */
export type AnyProduct = (typeof allProducts)[number];

/**
 * The products the active broker offers (`produtos` of its file), in the order the wizard and the
 * simulator offer them; the first is the default. Never empty: the schema requires one.
 */
export const products = [
  // Spelled out, not a filter of `allProducts`: the build folds each flag, and a product the broker
  // does not offer is then no part of its bundles (`BROKER_OFFERS`).
  ...(BROKER_OFFERS.financiamento ? [financingProduct] : []),
  ...(BROKER_OFFERS.emprestimoComGarantia ? [securedLoanProduct] : []),
  ...(BROKER_OFFERS.refinanciamento ? [refinancingProduct] : []),
] as unknown as readonly [
  AnyProduct,
  ...AnyProduct[],
];

/** Whether the active broker offers a product. */
export function offersProduct(id: ProductId): boolean {
  return brokerProfile.products[id] !== undefined;
}

/** The product offered first (financing, when the broker offers it). */
export const defaultProduct: AnyProduct = products[0];

/**
 * Query parameter that carries a product: to the wizard (`/financiamento?modalidade=refinanciamento`)
 * and to the landing simulator (`/?modalidade=emprestimo-com-garantia#simulator`).
 */
export const productParam = 'modalidade';

/** The product with this id, or undefined (an unknown or missing `?modalidade=`). */
export function findProduct(id: string | null | undefined): Product | undefined {
  return products.find((product) => product.id === id);
}

/** The product with this id. */
export function productById(id: ProductId): Product {
  return findProduct(id) ?? defaultProduct;
}

/** The advertised rate of a product the broker offers (an error for one it does not offer: `rates`). */
export function productRate(id: ProductId): RateClaim {
  return rates[id];
}

/** The monthly rate a product is simulated at (a ratio: 0.0149 is 1,49% a.m.). */
export function productMonthlyRate(id: ProductId): number {
  return productRate(id).monthly;
}

/** The installment counts a product offers, ascending (`produtos.*.parcelas`); none when not offered. */
export function productInstallmentChoices(id: ProductId): readonly number[] {
  return brokerProfile.products[id]?.installments ?? [];
}

/** The wizard's four steps, step 1 titled for the person type (`Dados da empresa`), step 2 for the product (`Dados do empréstimo`). */
export function productWizardSteps(id: ProductId, personType: PersonType = 'fisica'): readonly WizardStep[] {
  const { detailsStepTitle } = productById(id);
  const titles: Partial<Record<WizardStep['number'], string>> = { 1: personTypeOption(personType).stepTitle, 2: detailsStepTitle };
  return wizardSteps.map((step) => ({ ...step, title: titles[step.number] ?? step.title }));
}

/** The wizard's URL opened on a product, and where the link is (`origins`) when it says. */
export type ProductWizardHref =
  | `/financiamento?${typeof productParam}=${ProductId}`
  | `/financiamento?${typeof productParam}=${ProductId}&${typeof originParam}=${WizardOriginId}`;

/**
 * The wizard's URL opened on a product, `/financiamento?modalidade=refinanciamento`, and with
 * `origin` the spot the link is on, which the wizard's message and counts name:
 * `/financiamento?modalidade=refinanciamento&origem=inicio-solucoes`.
 */
export function productWizardHref(id: ProductId, origin?: WizardOriginId): ProductWizardHref {
  return origin ? `/financiamento?${productParam}=${id}&${originParam}=${origin}` : `/financiamento?${productParam}=${id}`;
}

/**
 * The query parameter, and the simulator's and wizard's field, that carries the kind of vehicle
 * financed: `/?modalidade=financiamento&vehicleType=moto#simulator` (a vehicle card's link), then
 * the simulator's GET to the wizard.
 */
export const vehicleTypeParam = 'vehicleType' as const;

/**
 * `id` of the landing's simulator section, which 'Financie já' and 'Financiar' scroll to: its
 * links' fragment. Apart from the landing's copy, so that the simulator's island, which follows
 * those links, does not carry that copy.
 */
export const simulatorSectionId = 'simulator' as const;

/** The landing simulator's URL opened on a product, and on a kind of vehicle when one is given. */
export type ProductSimulatorHref =
  `/?${typeof productParam}=${ProductId}${'' | `&${typeof vehicleTypeParam}=${VehicleKindId}`}#${typeof simulatorSectionId}`;

/**
 * The landing simulator's URL opened on a product, `/?modalidade=refinanciamento#simulator`, and on
 * a kind of vehicle when one is given, which the simulator then carries into the wizard:
 * `/?modalidade=financiamento&vehicleType=moto#simulator` ('Financiar Motos').
 */
export function productSimulatorHref(id: ProductId, kind?: VehicleKindId): ProductSimulatorHref {
  const vehicle = kind === undefined ? '' : (`&${vehicleTypeParam}=${kind}` as const);
  return `/?${productParam}=${id}${vehicle}#${simulatorSectionId}`;
}

/**
 * The secured loan's amount limit as the message tied to the field says it:
 * `Informe um valor entre R$ 5.000,00 e R$ 500.000,00.`
 */
export const securedLoanRangeMessage = BROKER_OFFERS.emprestimoComGarantia
  ? `Informe um valor entre ${formatBRL(securedLoanRange.min)} e ${formatBRL(securedLoanRange.max)}.`
  : '';

/** Whether an amount (reais) is within the secured loan's range, both ends included. */
export function isWithinSecuredLoanRange(amount: number): boolean {
  return Number.isFinite(amount) && amount >= securedLoanRange.min && amount <= securedLoanRange.max;
}

/**
 * The message for a secured-loan amount outside the range, or null when it is within it. An empty
 * amount is a matter of presence, not of range: check it before.
 */
export function securedLoanAmountError(amount: number): string | null {
  return isWithinSecuredLoanRange(amount) ? null : securedLoanRangeMessage;
}

/** The refinancing estimate's own copy (simulator and wizard). */
export const refinancingCopy = {
  /** The new installment against today's. */
  differenceLabel: 'Diferença na parcela',
  /**
   * The new installment against the current one, in reais only (a percentage would sit beside the
   * "até 40% menor" claim and read as its proof): `R$ 247,73 a menos por mês`,
   * `R$ 50,00 a mais por mês`, or `Igual à parcela atual` when they agree to the centavo.
   * `difference` is current − new, in reais.
   */
  difference: (difference: number): string => {
    const cents = Math.round(difference * 100);
    if (cents === 0) return 'Igual à parcela atual';
    const amount = formatBRL(Math.abs(cents) / 100);
    return cents > 0 ? `${amount} a menos por mês` : `${amount} a mais por mês`;
  },
  /** What is left to pay on the current financing, in total. */
  currentTotalLabel: 'Total que falta pagar',
  /** What the new contract costs, in total. */
  newTotalLabel: 'Total do novo contrato',
  /** `R$ 11.023,20 (18x de R$ 612,40)`: a total and the installments it is made of. */
  total: (total: number, count: number, installment: number): string => `${formatBRL(total)} (${count}x de ${formatBRL(installment)})`,
  totalDifferenceLabel: 'Diferença no total',
  /**
   * The new total against today's, in reais: `R$ 1.249,44 a mais`, `R$ 300,00 a menos` or
   * `Igual ao total de hoje`. `difference` is new − current.
   */
  totalDifference: (difference: number): string => {
    const cents = Math.round(difference * 100);
    if (cents === 0) return 'Igual ao total de hoje';
    return `${formatBRL(Math.abs(cents) / 100)} ${cents > 0 ? 'a mais' : 'a menos'}`;
  },
  /**
   * The comparison said plainly, with both terms: `Você pagaria R$ 1.249,44 a mais no total: 48
   * parcelas no novo contrato, contra 18 que faltam hoje.` `difference` is new − current total.
   */
  totalVerdict: (difference: number, installments: number, remaining: number): string => {
    const cents = Math.round(difference * 100);
    const terms = `${installments} ${installments === 1 ? 'parcela' : 'parcelas'} no novo contrato, contra ${remaining} que ${remaining === 1 ? 'falta' : 'faltam'} hoje.`;
    if (cents === 0) return `Você pagaria o mesmo total: ${terms}`;
    return `Você pagaria ${formatBRL(Math.abs(cents) / 100)} ${cents > 0 ? 'a mais' : 'a menos'} no total: ${terms}`;
  },
  /** The current installment given without the installments left: the totals cannot be compared yet. */
  remainingMissing: 'Informe também quantas parcelas faltam para comparar a parcela e o total com o financiamento atual.',
  /** An estimate, never a proposal. */
  estimateNotice:
    'Estimativa para refinanciar todo o saldo devedor em um novo contrato com os bancos parceiros, com o IOF ' +
    'incluído. Não é uma proposta: a nova parcela depende da análise de crédito de cada instituição.',
  /** The advertised reduction stays a claim, with what it depends on. */
  claimNotice:
    `${refinancingReductionClaim}: a redução depende do saldo, do prazo e das condições aprovadas, ` +
    'e não é garantida. Um prazo mais longo reduz a parcela, mas pode aumentar o total pago.',
} as const;

