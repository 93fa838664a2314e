/**
 * The offer check's form ("Confira sua proposta", issue 51), what its page renders before any
 * result: the choices a proposal's fields offer, their bounds, each field's words (label, hint,
 * placeholder, options) and the form's own (its parts, its buttons). A module of its own, apart
 * from the results' words (`./copy.ts`): the page's first script carries the form, and the
 * results, the flags and the message come later, with the analysis (`./analyse.ts`).
 */
import { formatDecimal } from '../format';
import { iof } from '../loan';

/** The fees a proposal names, each by its own field. */
export const offerFeeIds = ['cadastro', 'avaliacao', 'registro', 'tac', 'outras'] as const;
export type OfferFeeId = (typeof offerFeeIds)[number];

/** What the amount typed is: the contract's total financed, or what is released (to the seller or to you). */
export const offerAmountKinds = ['financiado', 'liberado'] as const;
export type OfferAmountKind = (typeof offerAmountKinds)[number];

/** Whether the fees, the insurance and the products are financed (in the installments) or paid at signing. */
export const offerCostPayments = ['financiados', 'a-vista'] as const;
export type OfferCostPayment = (typeof offerCostPayments)[number];

/** What the visitor was told of the insurance ('' when not said). */
export const insuranceChoices = ['', 'escolhido', 'exigido', 'seguradora-do-banco'] as const;
export type InsuranceChoice = (typeof insuranceChoices)[number];
/** The answers that mean the insurance, or its insurer, was imposed (venda casada). */
export const imposedInsuranceChoices: readonly InsuranceChoice[] = ['exigido', 'seguradora-do-banco'];

/**
 * What the form accepts: a vehicle's financing from R$ 1.000 (a used motorcycle) to R$ 3.000.000
 * (a truck: `vehicleValueRanges`' widest), up to 120 installments (`maxRemainingInstallments`), a
 * first installment from 1 to 180 days after today, a stated rate up to 20% a.m. and a CET up to
 * 1.000% a.a. (beyond, a digit too many). Fees, IOF and insurance below the amount itself.
 */
export const offerBounds = {
  amount: { min: 1_000, max: 3_000_000 },
  installments: { min: 1, max: 120 },
  firstDueDays: { min: 1, max: 180, default: 30 },
  statedRate: { min: 0.01, max: 20 },
  statedCet: { min: 0.01, max: 1_000 },
  /** Longest description of a bundled product. */
  bundledNameMaxLength: 60,
} as const;

/** How the IOF is computed when a proposal does not state it (`loan.ts`' rule): `0,38% mais 0,0082% ao dia, até 365 dias`. */
export const iofRuleText = `${formatDecimal(iof.fixedRate * 100, 4)}% mais ${formatDecimal(iof.dailyRate * 100, 4)}% ao dia, até ${iof.maxDays} dias`;

/** The form's fields: label, hint beside it, placeholder; and the choices of its selects. */
export const offerFieldCopy = {
  amountKind: {
    label: 'O valor da proposta é',
    hint: 'Confira no documento: o valor total financiado já inclui IOF e tarifas; o valor liberado é o que vai para a loja.',
    options: {
      financiado: 'Valor total financiado (o do contrato)',
      liberado: 'Valor liberado (o que vai para a loja ou para você)',
    } satisfies Record<OfferAmountKind, string>,
  },
  amount: { label: 'Valor', hint: 'Como está na proposta, em reais.' },
  installment: { label: 'Valor da parcela', hint: 'Como está na proposta.' },
  installments: { label: 'Número de parcelas', hint: `De ${offerBounds.installments.min} a ${offerBounds.installments.max}.`, placeholder: 'Ex.: 48' },
  firstDueDate: {
    label: 'Vencimento da 1ª parcela (opcional)',
    hint: `Em branco, a conta usa ${offerBounds.firstDueDays.default} dias a partir de hoje.`,
    placeholder: 'dd/mm/aaaa',
  },
  statedRate: { label: 'Taxa de juros informada (opcional)', hint: 'Ao mês, como na proposta.', placeholder: 'Ex.: 1,99' },
  statedCet: { label: 'CET informado (opcional)', hint: 'Ao ano, como na proposta.', placeholder: 'Ex.: 29,05' },
  iof: { label: 'IOF (opcional)', hint: `Em branco, calculamos: ${iofRuleText}.` },
  feeCadastro: { label: 'Tarifa de cadastro (opcional)' },
  feeAvaliacao: { label: 'Tarifa de avaliação do bem (opcional)' },
  feeRegistro: { label: 'Tarifa de registro do contrato (opcional)' },
  feeTac: { label: 'TAC ou TEC (opcional)', hint: 'Tarifa de abertura de crédito ou de emissão de carnê.' },
  feeOutras: { label: 'Outras tarifas (opcional)' },
  insurance: { label: 'Seguro prestamista ou de proteção (opcional)' },
  insuranceChoice: {
    label: 'Sobre o seguro, disseram que',
    options: {
      '': 'Não sei ou não há seguro',
      escolhido: 'Era opcional e escolhi a seguradora',
      exigido: 'Era obrigatório para aprovar',
      'seguradora-do-banco': 'Só podia ser a seguradora do banco',
    } satisfies Record<InsuranceChoice, string>,
  },
  bundled: {
    label: 'Outros produtos incluídos (opcional)',
    hint: 'Título de capitalização, garantia estendida, assistência: o valor que somam.',
  },
  bundledName: { label: 'Quais produtos (opcional)', placeholder: 'Ex.: título de capitalização' },
  costsPaid: {
    label: 'Tarifas, seguro e produtos',
    options: {
      financiados: 'Estão incluídos nas parcelas',
      'a-vista': 'Pagos à parte, na assinatura',
    } satisfies Record<OfferCostPayment, string>,
  },
  institution: {
    label: 'Instituição (opcional)',
    hint: 'Como aparece na lista do Banco Central.',
    none: 'Não informar',
  },
} as const;

/** The form's own words around its fields: its parts (each a heading over its fields) and its buttons. */
export const offerFormCopy = {
  groups: {
    offer: 'Valor e parcelas',
    rates: 'Taxa e CET informados',
    costs: 'IOF, tarifas, seguro e outros produtos',
    institution: 'Instituição',
  },
  submitLabel: 'Conferir proposta',
  clearLabel: 'Limpar',
} as const;

/**
 * The offer check's short privacy notice (LGPD art. 9), before its first field: nothing typed
 * leaves the browser before 'Quero uma proposta melhor' (the full notice is `privacyNotice`'s, which
 * says the check keeps nothing). Here, not in `privacyNotice.summary`, which every form's script
 * carries: the offer check's page renders its notice in the prerendered page, and no script does.
 */
export const offerCheckPrivacySummary =
  'A conta é feita neste navegador: nada do que você digita sai dele antes de você tocar em ' +
  '"Quero uma proposta melhor", e então só vai a mensagem que você mesmo envia pelo WhatsApp. ' +
  'O site não guarda a sua proposta.';
