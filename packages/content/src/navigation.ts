import type { pageMeta } from './page-meta';
import { defaultProduct } from './products';

/**
 * Every route of the site: the addresses `pageMeta` (pages.ts) gives a title and a description, so
 * a new page is named once, with its title, and every link to it is checked against it.
 */
export type RoutePath = keyof typeof pageMeta;

/** A navigation link. */
export type NavLink = {
  readonly href: RoutePath;
  readonly label: string;
};

/** The label of each page the headers and the footer link to, by its address. */
const labels = {
  '/': 'Início',
  '/sobre': 'Sobre',
  '/servicos': 'Serviços',
  '/como-funciona': 'Como Funciona',
  '/clientes': 'Clientes',
  '/contato': 'Contato',
  // The request page: named by the product it opens on, the first offered.
  '/financiamento': defaultProduct.requestLink,
  '/canais-oficiais': 'Canais oficiais',
} as const satisfies Partial<Record<RoutePath, string>>;

/** The link to a page, with its label. Free of side effects, so a bundle drops the lists it does not use. */
/* @__NO_SIDE_EFFECTS__ */
function link(href: keyof typeof labels): NavLink {
  return { href, label: labels[href] };
}

/**
 * The offer check's page (issue 51): its address and label, wherever a page links to it (the
 * footer; the products' cards and the wizard's side panel, by their own words). Apart from `labels`,
 * which the forms' scripts carry for their headers' labels.
 */
export const offerCheckLink = { href: '/confira-sua-proposta', label: 'Confira sua proposta' } as const satisfies NavLink;

/**
 * Every header's links, in one table: per header, its page links (the desktop bar's and the phone
 * menu's, the same list) and the page its button opens. A label appears once per header — a page is
 * a link or the button, never both (tested) — and every header starts at Início, since the phone
 * menu has no other way home but the brand.
 */
export const headerNavigation = {
  /** The marketing homes, /clientes and the error screens: every page, Financiamento as the button. */
  main: {
    links: [link('/'), link('/sobre'), link('/servicos'), link('/como-funciona'), link('/clientes'), link('/contato')],
    button: link('/financiamento'),
  },
  /** The inner pages it links to (current route highlighted); its button is WhatsApp's. */
  simple: { links: [link('/'), link('/sobre'), link('/servicos'), link('/como-funciona'), link('/contato')], button: null },
  /** The financing wizard: a short way out, always shown. */
  wizard: { links: [link('/'), link('/servicos'), link('/contato')], button: null },
} as const satisfies Record<string, { links: readonly NavLink[]; button: NavLink | null }>;

/** The main header's page links. */
export const mainNavLinks: readonly NavLink[] = headerNavigation.main.links;

/** The simpler header's links (current route highlighted). */
export const simpleNavLinks: readonly NavLink[] = headerNavigation.simple.links;

/** The financing wizard's header links. */
export const wizardNavLinks: readonly NavLink[] = headerNavigation.wizard.links;

/** The footer's page links: every page but the home (the brand links there), and where to check a contact in the broker's name. */
export const footerNavLinks: readonly NavLink[] = [
  link('/sobre'),
  link('/servicos'),
  link('/como-funciona'),
  link('/clientes'),
  link('/contato'),
  link('/financiamento'),
  offerCheckLink,
  link('/canais-oficiais'),
];

/** Labels of the header's buttons. */
export const headerLabels = {
  /** The main header's button, to /financiamento. */
  financing: headerNavigation.main.button.label,
  /** Plain WhatsApp button of the main header. */
  whatsapp: 'WhatsApp',
  /** WhatsApp button of the simpler header and of the landing hero. */
  talkToUs: 'Fale Conosco',
  /** Accessible name of the mobile menu toggle, closed and open. */
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  /** Accessible name of the main navigation landmark. */
  navigation: 'Navegação principal',
  /** The skip link, first focusable element of every page. */
  skipToContent: 'Pular para o conteúdo',
  /** Accessible name of the brand link in the header. */
  homeLink: 'Página inicial',
} as const;
