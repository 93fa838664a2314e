/** Every route of the site. */
export type RoutePath =
  | '/'
  | '/home'
  | '/sobre'
  | '/servicos'
  | '/como-funciona'
  | '/contato'
  | '/financiamento'
  | '/clientes'
  | '/canais-oficiais';

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
  financing: { href: '/financiamento', label: 'Financiamento' },
  officialChannels: { href: '/canais-oficiais', label: 'Canais oficiais' },
} as const satisfies Record<string, NavLink>;

/** The main header's six page links. */
export const mainNavLinks: readonly NavLink[] = [
  links.about,
  links.services,
  links.howItWorks,
  links.clients,
  links.contact,
  links.financing,
];

/** The footer's page links: the main header's, and where to check a contact in the broker's name. */
export const footerNavLinks: readonly NavLink[] = [...mainNavLinks, links.officialChannels];

/** The simpler header's links (current route highlighted). */
export const simpleNavLinks: readonly NavLink[] = [
  links.start,
  links.about,
  links.services,
  links.howItWorks,
  links.contact,
];

/** The financing wizard's header links. */
export const wizardNavLinks: readonly NavLink[] = [links.start, links.services, links.contact];

/** Labels of the header's buttons. */
export const headerLabels = {
  /** Button to /financiamento. */
  financing: links.financing.label,
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
