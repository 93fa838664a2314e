import { allPartnerBanks } from './banks';
import { broker } from './broker';
import { claims, creditAnalysisDisclaimer } from './claims';
import { formatPercent } from './format';

/** Res. CMN 4.935/2021: a correspondent must say it is one and name the institutions it serves. */
export const correspondentNotice =
  'Atuamos como correspondente bancário das instituições parceiras, nos termos da Resolução CMN nº 4.935/2021';

/** The institutions the broker is a correspondent for, as one footer line. */
export const partnerInstitutionsLine = `Instituições parceiras: ${allPartnerBanks
  .map((bank) => bank.name)
  .join(', ')}.`;

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

/** Label of the link, placed beside every advertised rate, to the simulator's CET disclosure. */
export const cetLinkLabel = 'Veja o CET na simulação';

/**
 * CDC art. 54-B: caption of every simulation, e.g. `Simulação ilustrativa, taxa a partir de
 * 1,2% a.m., sujeito a análise de crédito.`; pass the annual CET (ratio) when it was computed.
 */
export function simulationDisclaimer(monthlyRate: number, annualCet?: number): string {
  const cet = annualCet === undefined ? '' : ` CET de ${formatPercent(annualCet)} a.a.`;
  return `Simulação ilustrativa, taxa a partir de ${formatPercent(monthlyRate)} a.m., ${creditAnalysisDisclaimer}.${cet}`;
}

/** IOF for individuals: a fixed share once, plus a daily share for at most `maxDays` days. */
export const iof = {
  /** 0,38% of the amount, once. */
  fixedRate: 0.0038,
  /** 0,0082% of the amount per day. */
  dailyRate: 0.000082,
  /** Days beyond this are not charged. */
  maxDays: 365,
} as const;

/** LGPD art. 9 notice shown next to each form. */
export const privacyNotice = {
  title: 'Privacidade dos seus dados',
  paragraphs: [
    'Este site não armazena os dados que você digita. Ao enviar, o texto é aberto no WhatsApp ' +
      `(serviço da Meta) e chega à ${broker.name}, responsável pelo tratamento.`,
    'Usamos seus dados apenas para responder ao seu contato e, quando você pedir crédito, para ' +
      'encaminhar a proposta aos bancos parceiros que vão analisá-la. Guardamos a conversa só ' +
      'pelo tempo necessário ao atendimento e às obrigações legais.',
    'Você pode pedir acesso, correção, anonimização, portabilidade ou eliminação dos seus dados, ' +
      'saber com quem foram compartilhados e revogar o consentimento (LGPD, art. 18) pelo e-mail ' +
      `${broker.emails.contact}.`,
  ],
} as const;

/** The fraud-warning dialog on /home. */
export const fraudWarning = {
  title: 'Alerta: Proteja-se contra sites falsos!',
  paragraphs: [
    `Canais fraudulentos têm usado indevidamente o nome da ${broker.name} para enganar clientes.`,
    `A ${broker.name} não tem nenhum vínculo com esses canais.`,
    `Nosso único WhatsApp oficial é ${broker.whatsapp.display}.`,
    'Nenhuma instituição séria pede pagamento antecipado para liberar crédito, e nós não ' +
      'cobramos nenhum valor antecipado.',
    `Viu algo suspeito? Denuncie pelo telefone ${broker.phones.main.display}.`,
  ],
  confirmLabel: 'Entendi',
  /** Accessible name of the dialog's close (×) button. */
  closeLabel: 'Fechar',
  /** Milliseconds after load before the dialog opens. */
  delayMs: 3_000,
} as const;
