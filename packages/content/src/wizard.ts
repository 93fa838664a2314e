import { partnerBanksTitle, wizardPartnerBanks } from './banks';
import { brokerProfile } from './broker';
import { claimLabels, rates } from './claims';
import type { ProductId } from './brokers/profile';
import { contactFormLabels, contactFormPlaceholders } from './contact-form';
import { documentPatterns, patternPlaceholder } from './documents';
import { toasts } from './messages';
import { capitalized } from './offered';

/** 'fisica' (individual, CPF) or 'juridica' (company, CNPJ). */
export type PersonType = 'fisica' | 'juridica';

/** How the wizard names things for one person type (its fields' labels are {@link personalFieldCopy}'s). */
export type PersonTypeOption = {
  readonly id: PersonType;
  /** `Pessoa Física`. */
  readonly label: string;
  /** Step 1's title: `Dados pessoais`, or `Dados da empresa` for a company. */
  readonly stepTitle: string;
};

/** The two person types; the first is the default. */
export const personTypes = [
  { id: 'fisica', label: 'Pessoa Física', stepTitle: 'Dados pessoais' },
  { id: 'juridica', label: 'Pessoa Jurídica', stepTitle: 'Dados da empresa' },
] as const satisfies readonly PersonTypeOption[];

/**
 * The copy of a step-1 field: its label, or each person type's where they differ (`Nome completo`,
 * a company's `Razão social`), and its placeholder.
 */
export type PersonalFieldCopy = {
  readonly label: string | Readonly<Record<PersonType, string>>;
  readonly placeholder?: string;
};

/**
 * The copy of every step-1 field, by the name `@repo/whatsapp`'s request table gives it (which
 * lists step 1's fields in display order, and which person type asks each).
 */
export const personalFieldCopy = {
  cpf: { label: 'CPF', placeholder: patternPlaceholder(documentPatterns.cpf) },
  cnpj: { label: 'CNPJ', placeholder: patternPlaceholder(documentPatterns.cnpj) },
  fullName: { label: { fisica: 'Nome completo', juridica: 'Razão social' } },
  /** A company's contact person: the broker talks to someone, not to a razão social. */
  contactName: { label: 'Nome da pessoa de contato' },
  email: { label: contactFormLabels.email, placeholder: contactFormPlaceholders.email },
  phone: { label: contactFormLabels.phone, placeholder: contactFormPlaceholders.phone },
} as const satisfies Record<string, PersonalFieldCopy>;

/** A step-1 field's label for a person type. */
export function personalFieldLabel(copy: PersonalFieldCopy, personType: PersonType): string {
  return typeof copy.label === 'string' ? copy.label : copy.label[personType];
}

/** The {@link PersonTypeOption} of a person type. */
export function personTypeOption(id: PersonType): PersonTypeOption {
  return id === 'fisica' ? personTypes[0] : personTypes[1];
}

/** A wizard step for the step indicator. */
export type WizardStep = {
  readonly number: 1 | 2 | 3 | 4;
  readonly title: string;
};

/** The four wizard steps, in order. */
export const wizardSteps = [
  { number: 1, title: 'Dados pessoais' },
  // Financing's step 2 (each product names its own, `detailsStepTitle`): folded at build without it.
  { number: 2, title: BROKER_OFFERS.financiamento ? 'Dados do veículo' : '' },
  { number: 3, title: 'Para concluir' },
  { number: 4, title: 'Resultado' },
] as const satisfies readonly WizardStep[];

/**
 * Labels of the wizard's fields other than step 1's ({@link personalFieldCopy}). Each
 * product's step 2 picks its fields, in its order, in `products` (`products.ts`).
 */
export const wizardFieldLabels = {
  /** The product being requested (also the landing simulator's legend). */
  product: 'Modalidade',
  personType: 'Tipo de pessoa',
  vehicleType: 'Tipo de veículo',
  vehicleValue: 'Valor do veículo',
  /** The secured loan's guarantee: what the vehicle is worth today. */
  estimatedVehicleValue: BROKER_OFFERS.emprestimoComGarantia ? 'Valor estimado do veículo' : '',
  vehicleYear: 'Ano do veículo',
  // Financing's and the secured loan's own words, folded at build like refinancing's below.
  downPayment: BROKER_OFFERS.financiamento ? 'Valor de entrada' : '',
  /** Secured loan: the amount the visitor wants to borrow. */
  loanAmount: BROKER_OFFERS.emprestimoComGarantia ? 'Valor desejado' : '',
  // Refinancing's own words, folded at build: empty in the bundles of a broker without it (`BROKER_OFFERS`).
  /** Refinancing: what is left to pay on the current financing. */
  outstandingBalance: BROKER_OFFERS.refinanciamento ? 'Saldo devedor atual' : '',
  /** Refinancing, optional: the installment paid today. */
  currentInstallment: BROKER_OFFERS.refinanciamento ? 'Valor da parcela atual' : '',
  installments: 'Número de parcelas',
} as const;

/** Placeholder of every amount field (the wizard's and the offer check's). */
export const amountPlaceholder = 'R$ 0,00';

/** Placeholders of the wizard's fields other than step 1's ({@link personalFieldCopy}). */
export const wizardPlaceholders = {
  vehicleType: 'Selecione o tipo',
  vehicleValue: amountPlaceholder,
  vehicleYear: 'Ex.: 2020',
  downPayment: amountPlaceholder,
  loanAmount: amountPlaceholder,
  outstandingBalance: amountPlaceholder,
  currentInstallment: amountPlaceholder,
  installments: 'Selecione as parcelas',
} as const;

/** Hints under the fields that need one (the products' new fields). */
export const wizardFieldHints = {
  /** `De R$ 5.000 a R$ 500.000.` */
  // The secured loan's and refinancing's words, folded at build: empty without them (`BROKER_OFFERS`).
  loanAmount: BROKER_OFFERS.emprestimoComGarantia ? `${claimLabels.securedLoanRange}.` : '',
  estimatedVehicleValue: BROKER_OFFERS.emprestimoComGarantia ? 'Quanto o veículo dado em garantia vale hoje, aproximadamente.' : '',
  outstandingBalance: BROKER_OFFERS.refinanciamento ? 'Quanto falta pagar do financiamento atual: consta no aplicativo ou no extrato do banco.' : '',
  currentInstallment: BROKER_OFFERS.refinanciamento ? 'Opcional. Com ele, comparamos a nova parcela com a que você paga hoje.' : '',
} as const;

/** Label of an installment choice: 48 → `48x`. */
export function installmentLabel(count: number): string {
  return `${count}x`;
}

/** The wizard's buttons and links. */
export const wizardActions = {
  next: 'Continuar',
  back: 'Voltar',
  finish: 'Finalizar Solicitação',
  home: 'Voltar ao início',
} as const;

/** Copy of the wizard page around the steps. */
export const wizardCopy = {
  // Financing's (folded at build without it): the page's title is the first product's wizard title.
  title: BROKER_OFFERS.financiamento ? 'Solicite seu financiamento' : '',
  subtitle: 'Preencha os dados e receba as melhores propostas dos nossos bancos parceiros.',
  reviewTitle: 'Confira seus dados',
  reviewDescription:
    'Ao finalizar, abriremos o WhatsApp com o resumo da sua solicitação para você enviar à nossa equipe.',
  /**
   * Step 4 once WhatsApp opened: the message is written there but not sent, so the heading says
   * what is left to do (the success toast keeps SPEC §8's words), in the words of the visitor's
   * pointer: `toque` on a touch screen, `clique` with a mouse. The description names no gesture.
   */
  resultTitle: (touch: boolean): string => `Falta só enviar: ${touch ? 'toque' : 'clique'} em Enviar no WhatsApp`,
  resultDescription:
    'Abrimos o WhatsApp com a sua solicitação pronta. Ela só chega à nossa equipe quando você a enviar por lá; ' +
    'então retornamos com as melhores propostas.',
  /**
   * Step 4 once the visitor is back from WhatsApp: whether Enviar was pressed there the site
   * cannot know, so it says what it knows, in the toast's words (one source), and offers to open
   * the message again.
   */
  resultReturnedTitle: toasts.financingSent.title,
  resultReturnedDescription:
    'Se você já enviou a mensagem por lá, a sua solicitação chegou à nossa equipe e em breve retornamos com as ' +
    'melhores propostas. Se ainda não enviou, abra o WhatsApp de novo: a mensagem continua pronta.',
  /** Step 4 when the browser blocked the WhatsApp tab: nothing was sent, so say what to do. */
  resultBlockedTitle: 'Falta enviar a solicitação pelo WhatsApp',
  resultBlockedDescription:
    'O navegador bloqueou a abertura do WhatsApp, então a sua solicitação ainda não foi enviada. ' +
    'Abra o WhatsApp pelo link abaixo e envie a mensagem que já deixamos pronta para concluir.',
  sidePanelBanksTitle: partnerBanksTitle(wizardPartnerBanks),
  sidePanelBenefitsTitle: 'Vantagens',
  /**
   * The side panel's benefit lines for the product the wizard is on: its own rate (an advertised
   * rate is the product's own, CDC art. 37) and its own longest term, never another product's.
   * Call it only with a product the broker offers.
   */
  benefits: (id: ProductId): readonly string[] => [
    claimLabels.partnerBanks,
    claimLabels.approval,
    `Taxas ${rates[id].claim}`,
    `Até ${Math.max(...(brokerProfile.products[id]?.installments ?? []))} parcelas`,
    // The broker's own words on its analysis (`textos.analise`), when it wrote them.
    ...(brokerProfile.texts.analysis ? [brokerProfile.texts.analysis] : []),
  ],
  /** Shown for an optional field left empty (review step and WhatsApp message): `Tipo de veículo: Não informado`. */
  notInformed: 'Não informado',
  /**
   * The same for the fields whose label asks another agreement: `Placa do veículo: Não informada`,
   * `Marca e modelo: Não informados`.
   */
  notInformedAgreeing: {
    vehiclePlate: 'Não informada',
    vehicleMakeModel: 'Não informados',
    ownedVehicleMakeModel: 'Não informados',
  },
  /** Accessible label of a completed step in the step indicator. */
  stepCompletedLabel: 'concluída',
  /** Years claimed in the side panel. */
  experience: `${capitalized(claimLabels.yearsInMarket)} no mercado`,
  /** Accessible name of the step indicator. */
  stepIndicatorLabel: 'Etapas da solicitação',
  /** Small line above each step's heading. */
  stepCounter: (step: number, total: number): string => `Etapa ${step} de ${total}`,
  /** Visible text of the review step's links back to a step (its title follows, visually hidden). */
  editLabel: 'Editar',
  /** Review step: heading of the privacy notice is `privacyNotice.title`; this introduces the summary. */
  reviewSummaryLabel: 'Resumo da solicitação',
  /** Result step: the line before the link that reopens the same WhatsApp message. */
  retryQuestion: 'Não abriu o WhatsApp ou fechou a conversa?',
  /** Inline message of a required field left empty (presence only, SPEC §5). */
  requiredField: (label: string): string => `Preencha o campo ${label}.`,
  /** Non-blocking hint when the down payment covers the whole value. */
  nothingToFinanceHint: BROKER_OFFERS.financiamento ? 'A entrada cobre todo o valor do veículo: não há valor a financiar.' : '',
  /** Step 2's live estimate. */
  estimateTitle: 'Estimativa',
  /** The vehicle value minus the down payment: what the visitor asks for, before the IOF. */
  requestedAmountLabel: BROKER_OFFERS.financiamento ? 'Valor solicitado (veículo menos entrada)' : '',
  /** What the bank lends: the requested amount plus the IOF financed with it. */
  financedAmountLabel: 'Valor financiado (com IOF)',
  /** `Parcela estimada em 48x`. */
  estimatedInstallmentLabel: (count: number): string => `Parcela estimada em ${installmentLabel(count)}`,
  /** Shown instead of the estimate until value and down payment allow one. */
  estimatePending: BROKER_OFFERS.financiamento ? 'Informe o valor do veículo e a entrada para ver a estimativa.' : '',
} as const;
