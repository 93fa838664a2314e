import { landingPartnerBanks, partnerBanksTitle } from './banks';
import { broker, brokerProfile } from './broker';
import { claimLabels, headlineRate } from './claims';
import { headerLabels } from './navigation';
import { capitalized, offeredVehicles } from './offered';
import { leadWords, offeredList } from './services';

/** A titled short text (highlight, value, reason…). */
export type TitledText = {
  readonly title: string;
  readonly description: string;
};

/** A big number with its caption, as on the about page; `prefix` (`mais de`) before the number. */
export type Stat = {
  readonly prefix?: string;
  readonly value: string;
  readonly label: string;
};

/** The landing page (/), leading with the first product offered (SPEC's financing words for a broker with financing, `leadWords`). */
export const landingPage = {
  hero: {
    headline: leadWords.headline,
    subheadline: `${capitalized(offeredVehicles())} com análise em ${claimLabels.partnerBanks} e ${claimLabels.approval.toLowerCase()}.`,
    primaryLabel: leadWords.action,
    secondaryLabel: headerLabels.talkToUs,
    /** The financing rate, always with its disclaimer. */
    rateLine: `Taxas ${headlineRate.claim}`,
  },
  /** Heading of the simulator section (the simulator itself is in the site's flows). */
  simulator: {
    title: leadWords.simulator,
    subtitle: 'Veja uma estimativa da parcela em poucos segundos, sem compromisso.',
  },
  solutions: {
    title: leadWords.solutions,
    subtitle: 'Escolha a solução certa para o seu momento.',
  },
  vehicles: {
    title: 'Financiamos o seu veículo',
    subtitle: 'Usados e seminovos de todos os tipos.',
    // Financing's section (folded at build without it).
    financingLabel: BROKER_OFFERS.financiamento ? 'Financiamento' : '',
    specialistLabel: 'Atendimento Especializado',
  },
  banks: {
    title: partnerBanksTitle(landingPartnerBanks),
    /** The broker's own words on its analysis (`textos.analise`); absent, no note. */
    note: brokerProfile.texts.analysis,
  },
} as const;

/** The home page (/home). */
export const homePage = {
  hero: {
    title: 'O caminho mais fácil para o seu veículo',
    subtitle: `${capitalized(offeredList('home'))}, com atendimento próximo e as melhores condições do mercado.`,
    servicesLabel: 'Conheça nossos serviços',
    aboutLabel: 'Sobre a empresa',
  },
  highlights: [
    {
      // The claim in the one form every page says it in: "Mais de 10 anos".
      title: capitalized(claimLabels.yearsInMarket),
      description: 'De experiência no mercado de financiamento de veículos.',
    },
    {
      title: 'Confiança',
      description: 'Transparência em cada etapa, da solicitação à liberação do crédito.',
    },
    {
      title: 'Agilidade',
      description: `${claimLabels.approval}.`,
    },
    {
      title: 'Taxas competitivas',
      description: `Taxas ${headlineRate.claim}.`,
    },
  ],
  /** Heading of the four highlights (read by screen readers). */
  highlightsTitle: 'Por que escolher a gente',
  servicesSection: {
    title: 'Nossos serviços',
    linkLabel: 'Saiba mais',
  },
  callToAction: {
    title: 'Pronto para conquistar o seu veículo?',
    description: 'Fale com a nossa equipe e receba uma proposta sob medida.',
    contactLabel: 'Entre em contato',
    whatsappLabel: 'Chamar no WhatsApp',
  },
} as const satisfies { highlights: readonly TitledText[] } & Record<string, unknown>;




/** The contact page (/contato). */
export const contactPage = {
  title: 'Fale conosco',
  subtitle: 'Tire suas dúvidas ou peça uma proposta. Respondemos pelo WhatsApp.',
  formTitle: 'Envie sua mensagem',
  channelsTitle: 'Canais de atendimento',
  channels: [
    { id: 'whatsapp', title: 'WhatsApp', value: broker.whatsapp.display },
    { id: 'phone', title: 'Telefone', value: broker.phones.main.display },
    { id: 'email', title: 'E-mail', value: broker.emails.contact },
  ],
  phonesTitle: 'Telefones',
  phoneLines: [
    { label: 'Principal', phone: broker.phones.main },
    ...broker.stores.map((store) => ({ label: store.address.city, phone: store.phone })),
  ],
  emailsTitle: 'E-mails',
  storesTitle: 'Nossas lojas',
  hoursTitle: 'Horário de atendimento',
  businessInfoTitle: 'Dados da empresa',
  /** `title` of the map iframe. */
  mapTitle: `Mapa da loja de ${broker.stores[0].name}`,
  mapHeading: `Como chegar à loja de ${broker.stores[0].name}`,
  /** Action under each contact channel. */
  channelActions: { whatsapp: 'Chamar no WhatsApp', phone: 'Ligar agora', email: 'Enviar e-mail' },
  emailLines: [
    { label: 'Atendimento', email: broker.emails.contact },
    { label: leadWords.email, email: broker.emails.financing },
  ],
  businessInfoLabels: { legalName: 'Razão social', cnpj: 'CNPJ', address: 'Endereço', phone: 'Telefone' },
} as const;

/** The footer's headings and short texts (legal lines are in `legal.ts`). */
export const footerCopy = {
  description: `Correspondente bancário especializado em ${leadWords.specialty} veículos usados há ${claimLabels.yearsInMarket}.`,
  contactTitle: 'Contato',
  addressTitle: 'Endereço',
  hoursTitle: contactPage.hoursTitle,
  mapTitle: contactPage.mapTitle,
  socialTitle: 'Redes sociais',
  social: [
    { label: 'Instagram', href: broker.social.instagram },
    { label: 'Facebook', href: broker.social.facebook },
  ],
  /** Accessible name of the footer's page links. */
  navigationLabel: 'Páginas do site',
} as const;
