/**
 * What only the wizard needs of each product: its step 2 field by field (after the simulator's
 * fields, `simulatorFieldCopy`, it asks which vehicle, whether the guarantee is paid off, the current
 * bank and the installments left) and the words of its WhatsApp message (the greeting naming the
 * product, the simulator's estimate, what a vehicle's value is based on). A module of its own, read
 * by the wizard and `@repo/whatsapp`'s request only: no other page's JavaScript carries it
 * (`apps/site/postbuild/budgets.test.ts`).
 */
import type { ProductId } from './brokers/profile';
import { formatBRL } from './format';
import { simulatorFieldCopy, type DetailsFieldCopy } from './products';
import { wizardFieldHints, wizardFieldLabels, wizardPlaceholders } from './wizard';

/**
 * Said of a value the visitor typed rather than took from the FIPE table. Here, not with the
 * lookup's copy (`fipe.ts`, which only the lookup's lazy module loads).
 */
const typedByVisitor = 'valor informado pelo cliente';

/** The vehicle's make and model, as the visitor writes it or the FIPE lookup fills it. */
const makeModel = {
  label: 'Marca e modelo',
  placeholder: 'Ex.: Fiat Strada Freedom 1.3',
  hint: 'Opcional. Ajuda a equipe a identificar o veículo.',
} as const;

/** The vehicle's type and year, asked alike of the vehicle bought and of the one owned. */
const vehicleType = { label: wizardFieldLabels.vehicleType, placeholder: wizardPlaceholders.vehicleType } as const;
const vehicleYear = { label: wizardFieldLabels.vehicleYear, placeholder: wizardPlaceholders.vehicleYear } as const;

/** Whether the secured loan's guarantee is paid off: the select's choices and what the message says. */
export const paidOffChoices = [
  { id: 'sim', label: 'Sim, está quitado', answer: 'Sim' },
  { id: 'nao', label: 'Não, ainda há parcelas a pagar', answer: 'Não, ainda há parcelas a pagar' },
] as const;

/** `'sim'` or `'nao'`. */
export type PaidOffChoice = (typeof paidOffChoices)[number]['id'];

/** The copy of every step-2 field, by the name each product's list picks. */
const fields = {
  ...simulatorFieldCopy,
  vehicleType: { name: 'vehicleType', ...vehicleType },
  vehicleMakeModel: { name: 'vehicleMakeModel', ...makeModel },
  vehicleYear: { name: 'vehicleYear', ...vehicleYear },
  /** Financing, optional: the plate of the (used) vehicle being bought, which the broker looks up. */
  vehiclePlate: {
    name: 'vehiclePlate',
    label: 'Placa do veículo',
    placeholder: 'Ex.: ABC1D23',
    hint: 'Opcional. Mercosul (ABC1D23) ou antiga (ABC-1234).',
  },
  ownedVehicleType: { name: 'ownedVehicleType', ...vehicleType },
  ownedVehicleMakeModel: { name: 'ownedVehicleMakeModel', ...makeModel },
  ownedVehicleYear: { name: 'ownedVehicleYear', ...vehicleYear },
  /** Refinancing: the financed vehicle's value. */
  ownedVehicleValue: { name: 'ownedVehicleValue', label: wizardFieldLabels.vehicleValue, placeholder: wizardPlaceholders.vehicleValue },
  /** Secured loan: what the guarantee is worth today. */
  estimatedVehicleValue: {
    name: 'ownedVehicleValue',
    label: wizardFieldLabels.estimatedVehicleValue,
    placeholder: wizardPlaceholders.vehicleValue,
    hint: wizardFieldHints.estimatedVehicleValue,
  },
  /** Secured loan: a vehicle still being paid for guarantees less, or must be refinanced. */
  ownedVehiclePaidOff: { name: 'ownedVehiclePaidOff', label: 'Veículo quitado', placeholder: 'Selecione' },
  /**
   * Secured loan, asked when the guarantee is not paid off: what is still owed on it, which the
   * guarantee is paid off with first (the same field as refinancing's balance: one meaning).
   */
  securedLoanBalance: {
    name: 'outstandingBalance',
    label: 'Saldo devedor do veículo',
    placeholder: wizardPlaceholders.outstandingBalance,
    hint: 'É descontado do que o veículo garante.',
  },
} as const satisfies Record<string, DetailsFieldCopy<string>>;

/**
 * Refinancing's own fields, apart from {@link fields}: a property of an object the bundle keeps stays
 * in it, a constant no kept code reads does not (`BROKER_OFFERS`).
 */
const refinancingFields = {
  /** Who the visitor pays today. */
  currentLender: {
    name: 'currentLender',
    label: 'Banco do financiamento atual',
    placeholder: 'Ex.: Banco Pan',
    hint: 'O banco ou a financeira com quem você tem o financiamento hoje.',
  },
  /** How many installments of the current financing are left to pay. */
  remainingInstallments: simulatorFieldCopy.remainingInstallments,
} as const satisfies Record<string, DetailsFieldCopy<string>>;

/**
 * Each product's step 2, field by field, in display order: what the broker needs to act on the
 * request without asking again.
 */
export const productDetailsFields = {
  // Each product's fields folded at build (`BROKER_OFFERS`): none of a product the broker does not offer ships.
  financiamento: BROKER_OFFERS.financiamento
    ? [
        fields.vehicleType,
        fields.vehicleMakeModel,
        fields.vehiclePrice,
        fields.vehicleYear,
        fields.vehiclePlate,
        fields.downPayment,
        fields.installments,
      ]
    : [],
  'emprestimo-com-garantia': BROKER_OFFERS.emprestimoComGarantia ? [
    fields.loanAmount,
    fields.ownedVehicleType,
    fields.ownedVehicleMakeModel,
    fields.ownedVehicleYear,
    fields.estimatedVehicleValue,
    fields.ownedVehiclePaidOff,
    fields.securedLoanBalance,
    fields.installments,
  ] : [],
  refinanciamento: BROKER_OFFERS.refinanciamento
    ? [
        fields.ownedVehicleType,
        fields.ownedVehicleMakeModel,
        fields.ownedVehicleYear,
        fields.ownedVehicleValue,
        refinancingFields.currentLender,
        fields.outstandingBalance,
        refinancingFields.remainingInstallments,
        fields.currentInstallment,
        fields.installments,
      ]
    : [],
} as const satisfies { readonly [P in ProductId]: readonly DetailsFieldCopy<string>[] };

/** A field that step 2 of the wizard may ask for, depending on the product: the names its lists give. */
export type DetailsFieldName = (typeof productDetailsFields)[ProductId][number]['name'];

/**
 * The words of the wizard's WhatsApp message: the greeting naming the product, the simulator's
 * estimate (marked as one), and what the vehicle's value is based on.
 */
export const requestMessageCopy = {
  /** The message's first line, in the visitor's voice: it names the product. */
  greeting: {
    financiamento: BROKER_OFFERS.financiamento ? 'Olá! Gostaria de solicitar um financiamento de veículo.' : '',
    'emprestimo-com-garantia': BROKER_OFFERS.emprestimoComGarantia ? 'Olá! Gostaria de solicitar um empréstimo com garantia de veículo.' : '',
    refinanciamento: BROKER_OFFERS.refinanciamento ? 'Olá! Gostaria de solicitar o refinanciamento do meu veículo.' : '',
  } satisfies Record<ProductId, string>,
  /** Title of the estimate the visitor saw in the simulator: an estimate, never a proposal. */
  estimateTitle: 'Simulação feita no site (estimativa, sujeita à análise de crédito)',
  installmentLabel: 'Parcela estimada',
  termLabel: 'Prazo',
  /** `48 meses`. */
  term: (count: number): string => `${count} meses`,
  cetLabel: 'CET estimado',
  /**
   * Beside a vehicle's value: what it is based on. `(valor informado pelo cliente)`, or the FIPE
   * table's reference when the visitor took the value from it:
   * `(Tabela FIPE de novembro de 2026, código 005340-6)`.
   */
  valueSource: (fipe: { readonly code: string; readonly referenceMonth: string; readonly value: number } | null, sameValue: boolean): string => {
    if (fipe === null) return `(${typedByVisitor})`;
    const table = `Tabela FIPE de ${fipe.referenceMonth}`;
    return sameValue
      ? `(${table}, código ${fipe.code})`
      : `(${typedByVisitor}; ${table}: ${formatBRL(fipe.value)}, código ${fipe.code})`;
  },
} as const;
