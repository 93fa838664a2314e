import { partnerInstitutionNames } from './banks';
import { broker } from './broker';
import { creditAnalysisDisclaimer } from './claims';
import { formatPercent } from './format';
import { noAdvancePaymentNotice } from './origins';

/** Res. CMN 4.935/2021: a correspondent must say it is one and name the institutions it serves. */
export const correspondentNotice =
  'Atuamos como correspondente bancário das instituições parceiras, nos termos da Resolução CMN nº 4.935/2021';

/** The institutions the broker is a correspondent for, as one footer line. */
export const partnerInstitutionsLine = `Instituições parceiras: ${partnerInstitutionNames}.`;

/** Res. CMN 4.935/2021: correspondents may not charge clients anything up front. */
export const noAdvanceFeeNotice = 'Não cobramos nenhum valor antecipado';

/**
 * The year the site was built: the build's literal (`BUILD_YEAR`), or this year outside the site's
 * builds (tests, Node tools), which build and read it in the same year.
 */
export const buildYear: number = typeof BUILD_YEAR === 'number' ? BUILD_YEAR : new Date().getFullYear();

/** Footer copyright line, of the year the site was built (never a year typed in a file: it would go stale). */
export const copyrightLine = `© ${buildYear} ${broker.name}. Todos os direitos reservados.`;

/** Footer company-registration lines, one per store: `<razão social> · Barra do Garças - MT · CNPJ <cnpj>`. */
export const companyRegistrationLines: readonly string[] = broker.stores.map(
  (store) => `${store.legalName} · ${store.name} · CNPJ ${store.cnpj}`,
);

/**
 * CDC art. 54-B: the CET must stand beside any rate or installment. The CET itself comes from each
 * institution's proposal; this note says what it contains.
 */
export const cetNotice =
  'O Custo Efetivo Total (CET) inclui juros, tarifas, tributos (IOF) e seguros e é informado ' +
  'na proposta de cada instituição, antes da contratação.';

/**
 * Label of the link, beside every advertised rate and its worked example, to the landing page's
 * simulator (opened on that rate's product) where the visitor computes the CET of their own figures.
 */
export const simulateLinkLabel = 'Simule com os seus valores';

/**
 * CDC art. 54-B: caption of every simulation, e.g. `Simulação ilustrativa, taxa a partir de
 * 1,2% a.m., mediante análise de crédito.`; pass the annual CET (ratio) when it was computed.
 */
export function simulationDisclaimer(monthlyRate: number, annualCet?: number): string {
  const cet = annualCet === undefined ? '' : ` CET de ${formatPercent(annualCet)} a.a.`;
  return `Simulação ilustrativa, taxa a partir de ${formatPercent(monthlyRate)} a.m., ${creditAnalysisDisclaimer}.${cet}`;
}

/** Why no payment in advance is asked: no serious institution does. */
const noAdvancePaymentReason = 'Nenhuma instituição séria pede um valor antes de liberar o crédito.';

/** The one WhatsApp number the broker uses, as the warnings say it. */
const officialWhatsAppLine = `Nosso único WhatsApp oficial é ${broker.whatsapp.display}.`;

/** The fraud-warning dialog on /home. */
export const fraudWarning = {
  title: 'Alerta: Proteja-se contra sites falsos!',
  paragraphs: [
    `Canais fraudulentos têm usado indevidamente o nome da ${broker.name} para enganar clientes.`,
    `A ${broker.name} não tem nenhum vínculo com esses canais.`,
    officialWhatsAppLine,
    `${noAdvancePaymentNotice} ${noAdvancePaymentReason}`,
    `Viu algo suspeito? Denuncie pelo telefone ${broker.phones.main.display}.`,
  ],
  /** The link to the page where a contact can be checked (/canais-oficiais). */
  checkLink: 'Confira os nossos canais oficiais',
  confirmLabel: 'Entendi',
  /** Accessible name of the dialog's close (×) button. */
  closeLabel: 'Fechar',
  /** Milliseconds after the navigation started before the dialog opens (docs/decisions/0016). */
  delayMs: 3_000,
} as const;

/**
 * The warning shown on screen where the site hands the visitor over to WhatsApp (the wizard's last
 * step, the contact page, the pages with a WhatsApp button): the fraud warning's words on payments in
 * advance and the official number, with its link to /canais-oficiais. The message itself never
 * says it: the visitor is the one who sends it.
 */
export const handoffWarning = {
  title: noAdvancePaymentNotice,
  lines: [noAdvancePaymentReason, officialWhatsAppLine],
  checkLink: fraudWarning.checkLink,
} as const;
