// Outside Vite, the active broker's module sets `BROKER_OFFERS`, which this module's copy reads (folded at build).
import './broker';

/** A toast's heading and body. */
export type ToastMessage = {
  readonly title: string;
  readonly description: string;
};

/** The title of both hand-offs' toasts: the site knows the message was opened there, not sent. */
const handedOff = 'Mensagem aberta no WhatsApp';

/** Every toast of SPEC §8, word for word but the two ends of a hand-off (`contactSent`, `financingSent`). */
export const toasts = {
  /** Wizard step 1 incomplete (critical). */
  personalDataIncomplete: {
    title: 'Preencha todos os campos obrigatórios',
    description: 'Complete todas as informações para continuar.',
  },
  /** Wizard step 2 incomplete (critical). */
  vehicleDataIncomplete: {
    // Financing's, folded at build: empty without it (`BROKER_OFFERS`).
    title: BROKER_OFFERS.financiamento ? 'Dados do veículo incompletos' : '',
    description: BROKER_OFFERS.financiamento ? 'Complete as informações do veículo para continuar.' : '',
  },
  /**
   * Contact form handed to WhatsApp, shown when the visitor comes back. Not SPEC's "Mensagem
   * enviada!" / "…para enviar sua mensagem": "sent" beside "to send" says two things at once, and
   * the site cannot know whether Enviar was pressed there (issue 48, as `financingSent`).
   */
  contactSent: {
    title: handedOff,
    description: 'Se você já a enviou por lá, em breve responderemos pelo WhatsApp.',
  },
  /**
   * Wizard finalized, shown when the visitor comes back from WhatsApp. Not SPEC's "Solicitação
   * enviada!": the site cannot know whether Enviar was pressed there, and step 4 beside it says the
   * same (`wizardCopy.resultReturnedTitle`), never "enviada" next to "falta enviar" (issue 48).
   */
  financingSent: {
    title: handedOff,
    description: 'Se você já a enviou por lá, em breve entraremos em contato com as melhores propostas.',
  },
} as const satisfies Record<string, ToastMessage>;

/** The way home under every screen of a page that cannot be shown (the 404, a routing failure). */
export const problemScreenHomeLink = 'Voltar para o início';

/** The 404 page. */
export const notFoundPage = {
  title: 'Ops! Página não encontrada',
  description: 'O endereço que você acessou não existe ou foi alterado.',
} as const;

/**
 * The fallback screen on routing failures. SPEC.md titles it 'Unexpected Application Error!'; a
 * Portuguese site says it in Portuguese, as the 404 does (docs/site.md, "Where the site departs from SPEC.md").
 */
export const routeErrorPage = {
  title: 'Erro inesperado',
  description: 'Algo deu errado ao abrir esta página. Tente novamente em instantes ou volte ao início.',
  /** Before the error's own message, which may be the browser's or the framework's words. */
  detailLabel: 'Detalhe técnico:',
} as const;

/**
 * Read by screen readers after a link that opens a new tab (`NewTabLink`, the WhatsApp buttons).
 * Apart from the headers' labels: an island that shows no header carries this alone.
 */
export const newTabHint = '(abre em uma nova aba)';

/**
 * Shown next to a form when the browser blocked the WhatsApp tab (window.open returned null),
 * with a plain link to the same URL so nothing typed is lost.
 */
export const whatsappBlockedFallback = {
  description: 'O WhatsApp não abriu automaticamente?',
  linkLabel: 'Abrir o WhatsApp',
} as const;

/**
 * Shown with each form when JavaScript is off: the forms need it to hand their text to WhatsApp,
 * so the visitor is offered the direct ways instead.
 */
export const noScriptNotice = {
  title: 'Este formulário precisa de JavaScript',
  description: 'Ative o JavaScript no navegador para usá-lo, ou fale com a gente diretamente:',
  whatsappLabel: 'Conversar no WhatsApp',
  phoneLabel: 'ou ligue',
} as const;

/** Developer-facing console messages (English, never shown to visitors). */
export const consoleMessages = {
  /** Logged by the 404 page with the attempted path. */
  notFound: (path: string): string => `404 Error: User attempted to access non-existent route: ${path}`,
  /** Logged when a gallery image fails to load. */
  imageFailed: (src: string): string => `Failed to load image: ${src}`,
} as const;

/**
 * Pt-BR labels of the toast region (Radix Toast): the word read before each toast, the close
 * button's name and the region's name (`{hotkey}` is replaced by the shortcut, F8).
 */
export const toastLabels = {
  toast: 'Notificação',
  close: 'Fechar notificação',
  region: 'Notificações ({hotkey})',
} as const;

/** The fixed texts of the WhatsApp messages the site prefills (built by `@repo/whatsapp`). */
export const whatsappCopy = {
  /**
   * Prefilled text of the plain WhatsApp buttons, in the visitor's words. A broker sells credit, not
   * vehicles: SPEC's greeting asks about "available vehicles", this one about credit for a vehicle
   * (a deliberate deviation, README).
   */
  greeting: 'Olá! Gostaria de saber mais sobre as opções de crédito para veículos.',
  /** First line of the contact form's message (the wizard's greets: `requestMessageCopy`). */
  contactHeader: 'Nova mensagem do site institucional',
} as const;
