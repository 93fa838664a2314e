import { partnerInstitutionNames } from './banks';
import { broker } from './broker';
import { claims, creditAnalysisDisclaimer } from './claims';
import { formatPercent } from './format';

/** Res. CMN 4.935/2021: a correspondent must say it is one and name the institutions it serves. */
export const correspondentNotice =
  'Atuamos como correspondente bancário das instituições parceiras, nos termos da Resolução CMN nº 4.935/2021';

/** The institutions the broker is a correspondent for, as one footer line. */
export const partnerInstitutionsLine = `Instituições parceiras: ${partnerInstitutionNames}.`;

/** Res. CMN 4.935/2021: correspondents may not charge clients anything up front. */
export const noAdvanceFeeNotice = 'Não cobramos nenhum valor antecipado';

/** Footer copyright line. */
export const copyrightLine = `© ${claims.copyrightYear} ${broker.name}. Todos os direitos reservados.`;

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

/** The fraud-warning dialog on /home. */
export const fraudWarning = {
  title: 'Alerta: Proteja-se contra sites falsos!',
  paragraphs: [
    `Canais fraudulentos têm usado indevidamente o nome da ${broker.name} para enganar clientes.`,
    `A ${broker.name} não tem nenhum vínculo com esses canais.`,
    `Nosso único WhatsApp oficial é ${broker.whatsapp.display}.`,
    'Nunca pedimos pagamento antecipado: nenhuma instituição séria pede um valor antes de liberar o crédito.',
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
