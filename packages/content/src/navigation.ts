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

const links = {
  start: { href: '/', label: 'Início' },
  about: { href: '/sobre', label: 'Sobre' },
  services: { href: '/servicos', label: 'Serviços' },
  howItWorks: { href: '/como-funciona', label: 'Como Funciona' },
  clients: { href: '/clientes', label: 'Clientes' },
  contact: { href: '/contato', label: 'Contato' },
  // The request page: named by the product it opens on, the first offered.
  financing: { href: '/financiamento', label: defaultProduct.requestLink },
  officialChannels: { href: '/canais-oficiais', label: 'Canais oficiais' },
} as const satisfies Record<string, NavLink>;

/**
 * The offer check's page (issue 51): its address and label, wherever a page links to it (the
 * footer; the products' cards and the wizard's side panel, by their own words). Apart from `links`,
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
    links: [links.start, links.about, links.services, links.howItWorks, links.clients, links.contact],
    button: links.financing,
  },
  /** The inner pages it links to (current route highlighted); its button is WhatsApp's. */
  simple: { links: [links.start, links.about, links.services, links.howItWorks, links.contact], button: null },
  /** The financing wizard: a short way out, always shown. */
  wizard: { links: [links.start, links.services, links.contact], button: null },
} as const satisfies Record<string, { links: readonly NavLink[]; button: NavLink | null }>;

/** The main header's page links. */
export const mainNavLinks: readonly NavLink[] = headerNavigation.main.links;

/** The simpler header's links (current route highlighted). */
export const simpleNavLinks: readonly NavLink[] = headerNavigation.simple.links;

/** The financing wizard's header links. */
export const wizardNavLinks: readonly NavLink[] = headerNavigation.wizard.links;

/** The footer's page links: every page but the home (the brand links there), and where to check a contact in the broker's name. */
export const footerNavLinks: readonly NavLink[] = [
  links.about,
  links.services,
  links.howItWorks,
  links.clients,
  links.contact,
  links.financing,
  offerCheckLink,
  links.officialChannels,
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
  /** Screen-reader hint after a link that opens in a new tab. */
  newTabHint: '(abre em uma nova aba)',
} as const;
