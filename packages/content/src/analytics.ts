import { analytics } from '#broker-analytics';
import type { BrokerAnalytics } from './brokers/profile';

// A module of its own: only the site's counting code imports it, and a broker without counts
// builds none of that code (the broker plugin's `#analytics`), so none of this ships for it.

/**
 * The active broker's counts configuration (`estatisticas` of its file): the Plausible domain and
 * the events endpoint; null when the broker counts nothing.
 */
export const brokerAnalytics: BrokerAnalytics | null = analytics;

/**
 * The names of the counted events, as the broker's Plausible dashboard lists them (its goals).
 * Each carries only `{ origin, product, page }`: where it started (`origins`), the product when it
 * is about one, and the page's path. Never anything the visitor typed.
 */
export const analyticsEvents = {
  /** A hand-off to WhatsApp: a link to wa.me followed, or a form's message opened there. */
  whatsapp: 'WhatsApp',
  /** A phone number tapped (`tel:`). */
  phone: 'Telefone',
  /** An e-mail address opened (`mailto:`). */
  email: 'E-mail',
  /** A landing simulation taken to the wizard ('Quero esta proposta'). */
  simulation: 'Simulação',
  /** A step of the wizard reached, once per visit of its page: `Assistente: etapa 2`. */
  wizardStep: (step: number): string => `Assistente: etapa ${step}`,
} as const;

/**
 * The privacy notice's section on the counts (LGPD art. 9: what is counted, by whom, how), for a
 * broker with counts: the notice's other sections are about what the visitor types.
 */
export function analyticsPrivacySection(config: BrokerAnalytics): { readonly title: string; readonly text: string } {
  return {
    title: 'Contagem de visitas',
    text:
      'Para saber quais páginas e botões trazem conversas, contamos as visitas a cada página e os toques ' +
      'nos botões de WhatsApp, telefone e e-mail, com o Plausible Analytics, que recebe as contagens em ' +
      `${config.endpoint.split('/')[2]}. Cada contagem leva só a página, o botão e o produto, nunca o que ` +
      'você digita. Não usamos cookies nem guardamos nada no seu navegador para contar; o endereço IP e o ' +
      'navegador servem só para não contar a mesma visita duas vezes no dia e não são guardados. Se o seu ' +
      'navegador pede para não ser rastreado (Do Not Track ou Global Privacy Control), nada é contado.',
  };
}
