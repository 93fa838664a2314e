import { broker, brokerProfile } from './broker';
import type { FaqId } from './brokers/profile';
import { minDownPaymentRatio, minVehicleValue } from './claims';
import { formatBRL, formatPercent } from './format';
import { processTimes } from './process-times';

/** One of the five steps on /como-funciona. */
export type ProcessStep = {
  readonly number: number;
  readonly title: string;
  readonly description: string;
};

/** The five steps from request to release, in order. */
export const processSteps = [
  {
    number: 1,
    title: 'Solicitação',
    description: 'Envie seus dados e os do veículo pelo site ou pelo WhatsApp.',
  },
  {
    number: 2,
    title: 'Análise',
    description: 'Consultamos vários bancos parceiros ao mesmo tempo em busca da melhor proposta.',
  },
  {
    number: 3,
    title: 'Aprovação',
    description: 'Você recebe as propostas aprovadas e escolhe a que cabe no seu bolso.',
  },
  {
    number: 4,
    title: 'Documentação',
    description: 'Reunimos e conferimos os documentos e preparamos o contrato com você.',
  },
  {
    number: 5,
    title: 'Liberação',
    description: 'O banco libera o crédito e você sai com o seu veículo.',
  },
] as const satisfies readonly ProcessStep[];

/** The process times as titled lines for /como-funciona, in order. */
export const processTimeLines: readonly { readonly title: string; readonly value: string }[] = [
  { title: 'Análise de crédito', value: processTimes.creditAnalysis.label },
  { title: 'Aprovação final', value: processTimes.finalApproval.label },
  { title: 'Liberação do crédito', value: processTimes.release.label },
  ...(BROKER_OFFERS.emprestimoComGarantia && processTimes.securedLoanRelease
    ? [{ title: 'Empréstimo com garantia', value: `Liberação ${processTimes.securedLoanRelease.within}` }]
    : []),
];

/** How recent each document must be. */
export const documentFreshness = {
  /** Proof of residence issued at most this many days ago. */
  residenceProofMaxDays: 90,
  /** Individuals: income proof covering the last months. */
  incomeProofMonths: 3,
  /** Individuals: bank statements covering the last months. */
  bankStatementMonths: 3,
  /** Companies: bank statements covering the last months. */
  companyStatementMonths: 6,
  /** Companies: turnover covering the last months. */
  companyRevenueMonths: 12,
} as const;

/** A titled list of documents. */
export type DocumentList = {
  readonly title: string;
  readonly items: readonly string[];
};

/** Documents asked of individuals (Pessoa Física) and companies (Pessoa Jurídica). */
export const requiredDocuments = {
  fisica: {
    title: 'Pessoa Física',
    items: [
      'Documento de identidade com foto (RG ou CNH)',
      'CPF',
      `Comprovante de residência emitido há no máximo ${documentFreshness.residenceProofMaxDays} dias`,
      `Comprovante de renda dos últimos ${documentFreshness.incomeProofMonths} meses`,
      `Extratos bancários dos últimos ${documentFreshness.bankStatementMonths} meses`,
    ],
  },
  juridica: {
    title: 'Pessoa Jurídica',
    items: [
      'Contrato social e última alteração contratual',
      'Cartão CNPJ',
      'Documento de identidade com foto e CPF dos sócios',
      `Comprovante de endereço da empresa emitido há no máximo ${documentFreshness.residenceProofMaxDays} dias`,
      `Extratos bancários da empresa dos últimos ${documentFreshness.companyStatementMonths} meses`,
      `Faturamento dos últimos ${documentFreshness.companyRevenueMonths} meses`,
    ],
  },
} as const satisfies Record<'fisica' | 'juridica', DocumentList>;

/** A question and its answer. */
export type FaqEntry = {
  readonly question: string;
  readonly answer: string;
};

/**
 * The FAQ on /como-funciona, by id: a broker answers any of them in its own words
 * (`textos.respostasFaq`); the minimum-value question only when it offers financing.
 */
const faqEntries: readonly (FaqEntry & { readonly id: FaqId; readonly shown: boolean })[] = [
  {
    id: 'valor-minimo',
    shown: brokerProfile.products.financiamento !== undefined,
    question: 'Qual o valor mínimo do veículo e da entrada?',
    answer:
      `Financiamos veículos a partir de ${formatBRL(minVehicleValue, { cents: false })}, ` +
      `com entrada de no mínimo ${formatPercent(minDownPaymentRatio)} do valor do veículo.`,
  },
  {
    id: 'prazo-aprovacao',
    shown: true,
    question: 'Quanto tempo leva para aprovar o crédito?',
    answer:
      `A análise de crédito leva ${processTimes.creditAnalysis.span}, e a aprovação final, ` +
      `${processTimes.finalApproval.span}. Depois de assinado o contrato, a liberação ` +
      `ocorre ${processTimes.release.within}.`,
  },
  {
    id: 'nome-negativado',
    shown: true,
    question: 'Posso financiar com o nome negativado?',
    answer:
      'Sim, você pode solicitar. Toda proposta passa por análise de crédito nos bancos ' +
      'parceiros, e a aprovação, a taxa e as condições dependem do seu perfil.',
  },
  {
    id: 'taxa-antecipada',
    shown: true,
    question: 'Preciso pagar alguma taxa para ter o crédito aprovado?',
    answer:
      `Não. A ${broker.name} não cobra nenhum valor antecipado. Desconfie de quem pedir ` +
      'depósito ou pagamento para liberar crédito.',
  },
];

/** The FAQ entries on /como-funciona, with the broker's own answers. */
export const faq: readonly FaqEntry[] = faqEntries
  .filter((entry) => entry.shown)
  .map(({ id, question, answer }) => ({ question, answer: brokerProfile.texts.faqAnswers?.[id] ?? answer }));

/** Label of the WhatsApp link that starts the process. */
export const startProcessLabel = 'Iniciar Processo';
