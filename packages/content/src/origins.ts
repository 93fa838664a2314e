import type { ProductId } from './brokers/profile';

/**
 * The one table of where a conversation can start: every spot of the site that hands the visitor
 * to WhatsApp, the phone or e-mail, by id. The label ends every prefilled WhatsApp text
 * (`Origem: simulador da página inicial · Empréstimo com garantia`, built by `@repo/whatsapp`), so
 * the broker can read and label each conversation in WhatsApp Business; the same words name the
 * origin in the counts (`origin` of each event), so a conversation and its count agree. An id is
 * also what a link to the wizard carries in `?origem=` and what a phone or e-mail link's
 * container says in `data-origem`.
 */
export const origins = {
  /** The header's WhatsApp button, on every page. */
  cabecalho: 'cabeçalho do site',
  /** The landing hero's 'Fale Conosco'. */
  'inicio-topo': 'topo da página inicial',
  /** The landing's solution cards, to the wizard on their product. */
  'inicio-solucoes': 'soluções da página inicial',
  /** The landing simulator's 'Quero esta proposta', to the wizard with its figures. */
  'inicio-simulador': 'simulador da página inicial',
  /** The landing vehicles section's 'Atendimento Especializado'. */
  'inicio-veiculos': 'atendimento especializado da página inicial',
  /** The closing call to action of /home. */
  'home-chamada': 'convite final da página /home',
  /** The closing call to action of /sobre. */
  'sobre-chamada': 'convite final da página Sobre',
  /** Each service's 'Solicitar Orçamento' (with its product). */
  'servicos-orcamento': 'orçamento da página Serviços',
  /** The closing call to action of /servicos (WhatsApp and phone). */
  'servicos-chamada': 'convite final da página Serviços',
  /** 'Iniciar Processo' on /como-funciona. */
  'como-funciona': 'Iniciar Processo da página Como Funciona',
  /** The three channels of /contato (WhatsApp, phone, e-mail). */
  'contato-canais': 'canais da página Contato',
  /** The phones, e-mails and stores listed on /contato. */
  'contato-lista': 'telefones e e-mails da página Contato',
  /** The contact form. */
  'contato-formulario': 'formulário de contato',
  /** The wizard reached directly (its page, the header's or a button's link). */
  assistente: 'assistente de financiamento',
  /** The phones on the client photos of /clientes. */
  clientes: 'fotos de clientes',
  /** The footer's phones and e-mail, on every page. */
  rodape: 'rodapé do site',
  /** The notice shown in place of a form when JavaScript is off. */
  'sem-javascript': 'aviso de formulário sem JavaScript',
  /** The offer check's 'Quero uma proposta melhor', with the proposal's figures and what the check found. */
  'conferencia-proposta': 'conferência de proposta',
} as const satisfies Record<string, string>;

/** One spot of {@link origins}. */
export type OriginId = keyof typeof origins;

/** Where a hand-off started: the spot and, when it is about one, the product. */
export type HandoffOrigin = { readonly origin: OriginId; readonly product?: ProductId };

/** How the origin line reads: `Origem: <spot>` and, with a product, ` · <product>`. */
export const originCopy = { label: 'Origem', productSeparator: ' · ' } as const;

/**
 * That the broker never asks for a payment in advance (the "golpe do falso financiamento" asks for
 * an upfront fee in the broker's name): the official channels' page, the fraud warning and the
 * warning shown where the site hands the visitor over to WhatsApp (`handoffWarning`) say it in
 * these words. Never in a message: the visitor sends it (issue 48).
 */
export const noAdvancePaymentNotice = 'Nunca pedimos pagamento antecipado.';

/**
 * Query parameter of a link to the wizard saying where the visitor came from
 * (`/financiamento?modalidade=refinanciamento&origem=inicio-solucoes`); the landing simulator's
 * form sends it as a hidden field.
 */
export const originParam = 'origem';

/**
 * The origins the wizard's message may carry: how the visitor reached it. The wizard's field
 * bounds are computed with the longest of them, so the message stays within its limit.
 */
export const wizardOrigins = ['assistente', 'inicio-simulador', 'inicio-solucoes'] as const satisfies readonly OriginId[];

/** One of {@link wizardOrigins}. */
export type WizardOriginId = (typeof wizardOrigins)[number];

/** The wizard origin a `?origem=` value names, or null for a missing or unknown one. */
export function findWizardOrigin(value: string | null | undefined): WizardOriginId | null {
  return (wizardOrigins as readonly string[]).includes(value ?? '') ? (value as WizardOriginId) : null;
}

/*
 * The campaign that brought the visit, added to the origin line of every message
 * (`Origem: simulador da página inicial · Financiamento · instagram / julho`): the first
 * `utm_source`, `utm_medium` and `utm_campaign` of the visit, or the words for an ad's click
 * identifier. This module imports nothing at run time (`@repo/content/origins`): the inline script
 * that notes the campaign before any module has arrived bundles what it reads from here alone
 * (apps/site/app/campaign/).
 */

/** The address's parameters a campaign is read from, in the order the origin line names them. */
export const campaignParams = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/**
 * An ad's click identifier, by the words that stand for it when the address names no
 * `utm_source` (the identifier itself is never kept): Google Ads' (`gclid`, added by its
 * auto-tagging) and Meta's, on Facebook and Instagram (`fbclid`).
 */
export const campaignClickIds = { gclid: 'anúncio Google', fbclid: 'anúncio Meta' } as const satisfies Record<string, string>;

/** How a campaign reads in the origin line (after {@link originCopy}'s separator), and its bounds. */
export const campaignCopy = {
  /** Between a campaign's parts: `instagram / cpc / julho`. */
  separator: ' / ',
  /** Longest part kept, in UTF-16 code units (a longer one is cut). */
  partMaxLength: 30,
} as const;
