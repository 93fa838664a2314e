import { broker, brokerProfile } from './broker';
import type { ProductId } from './brokers/profile';
import { claimLabels, claims, headlineRate } from './claims';
import { formatInteger, formatPercent } from './format';
import { headerLabels, type RoutePath } from './navigation';
import { noAdvanceFeeNotice } from './legal';

/** How each offered product is named in the sentences that list them, in the services' order. */
const productPhrases = {
  services: { financiamento: 'financiamento de veículos', refinanciamento: 'refinanciamento', 'emprestimo-com-garantia': 'empréstimo com garantia de veículo' },
  home: { financiamento: 'financiamento', refinanciamento: 'refinanciamento', 'emprestimo-com-garantia': 'empréstimo com garantia de veículo' },
  servicesSubtitle: { financiamento: 'comprar', refinanciamento: 'refinanciar', 'emprestimo-com-garantia': 'usar o veículo como garantia' },
  homeMeta: { financiamento: 'financiar', refinanciamento: 'refinanciar', 'emprestimo-com-garantia': 'conseguir crédito com o seu veículo como garantia' },
} as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The broker's products in the services' order, named by `phrases`: `a, b e c` (or `ou`). */
function offeredList(phrases: Readonly<Record<ProductId, string>>, conjunction = 'e'): string {
  const order = ['financiamento', 'refinanciamento', 'emprestimo-com-garantia'] as const;
  const items = order.filter((id) => brokerProfile.products[id] !== undefined).map((id) => phrases[id]);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A page's `<title>` and meta description. */
export type PageMeta = {
  readonly title: string;
  /** Meta description in Portuguese, at least 50 characters. */
  readonly description: string;
};

/** `Sobre | <broker name>`. */
function pageTitle(name: string): string {
  return `${name} | ${broker.name}`;
}

/** Title and meta description of every route. */
export const pageMeta = {
  '/': {
    title: `${broker.name} | Financiamento de veículos usados`,
    // A link preview shows the rate only with its worked example and CET (CDC art. 54-B).
    description: `Financie carros, motos e caminhões usados: taxa ${headlineRate.claim}. ${headlineRate.exampleLine}`,
  },
  '/home': {
    title: pageTitle('Início'),
    description: `Há mais de ${claims.yearsInMarket} anos ajudando você a ${offeredList(productPhrases.homeMeta, 'ou')}.`,
  },
  '/sobre': {
    title: pageTitle('Sobre nós'),
    description: `Conheça a história, os valores e a missão da ${broker.name}, correspondente bancário com mais de ${claims.yearsInMarket} anos no mercado.`,
  },
  '/servicos': {
    title: pageTitle('Serviços'),
    description: `${capitalized(offeredList(productPhrases.services))} para carros, motos e caminhões.`,
  },
  '/como-funciona': {
    title: pageTitle('Como funciona'),
    description:
      'Veja as etapas do financiamento, os documentos necessários, os prazos de análise e liberação e as dúvidas frequentes.',
  },
  '/contato': {
    title: pageTitle('Contato'),
    description: `Fale com a ${broker.name} pelo WhatsApp, telefone ou e-mail, ou visite nossas lojas em ${broker.stores.map((store) => store.name).join(' e ')}.`,
  },
  '/financiamento': {
    title: pageTitle('Solicite seu financiamento'),
    description:
      'Preencha a solicitação em quatro passos e receba pelo WhatsApp as melhores propostas dos nossos bancos parceiros.',
  },
  '/clientes': {
    title: pageTitle('Clientes satisfeitos'),
    description: `Veja alguns dos mais de ${claims.satisfiedClients} clientes que já conquistaram o seu veículo com a ${broker.name}.`,
  },
} as const satisfies Record<RoutePath, PageMeta>;

/** Title and meta description of the 404 page. */
export const notFoundMeta = {
  title: pageTitle('Página não encontrada'),
  description: `O endereço que você procurou não existe. Volte ao início para conhecer os serviços da ${broker.name}.`,
} as const satisfies PageMeta;

/** A titled short text (highlight, value, reason…). */
export type TitledText = {
  readonly title: string;
  readonly description: string;
};

/** A big number with its caption, as on the about page. */
export type Stat = {
  readonly value: string;
  readonly label: string;
};

/** The landing page (/). */
export const landingPage = {
  hero: {
    headline: 'Financie seu veículo usado com quem entende do assunto',
    subheadline: `Carros, motos e caminhões com análise em ${claims.partnerBanks}+ bancos parceiros e ${claimLabels.approval.toLowerCase()}.`,
    primaryLabel: 'Financie já',
    secondaryLabel: headerLabels.talkToUs,
    /** The financing rate, always with its disclaimer. */
    rateLine: `Taxas ${headlineRate.claim}`,
  },
  /** `id` of the on-page simulator section that 'Financie já' and 'Financiar' scroll to. */
  simulatorSectionId: 'simulator',
  /** Heading of the simulator section (the simulator itself is in the site's flows). */
  simulator: {
    title: 'Simule seu financiamento',
    subtitle: 'Veja uma estimativa da parcela em poucos segundos, sem compromisso.',
  },
  solutions: {
    title: 'Soluções de Financiamento',
    subtitle: 'Escolha a solução certa para o seu momento.',
  },
  vehicles: {
    title: 'Financiamos o seu veículo',
    subtitle: 'Usados e seminovos de todos os tipos.',
    financingLabel: 'Financiamento',
    specialistLabel: 'Atendimento Especializado',
  },
  banks: {
    title: 'Bancos parceiros',
    note: claimLabels.multipleBanks,
  },
} as const;

/** The home page (/home). */
export const homePage = {
  hero: {
    title: 'O caminho mais fácil para o seu veículo',
    subtitle: `${capitalized(offeredList(productPhrases.home))}, com atendimento próximo e as melhores condições do mercado.`,
    servicesLabel: 'Conheça nossos serviços',
    aboutLabel: 'Sobre a empresa',
  },
  highlights: [
    {
      title: claimLabels.yearsInMarket,
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

/** The about page (/sobre). */
export const aboutPage = {
  title: `Sobre a ${broker.name}`,
  history: {
    title: 'Nossa história',
    // The broker's own history (`textos.historia`), else this one, written from its facts.
    paragraphs: brokerProfile.texts.history ?? [
      `Há mais de ${claims.yearsInMarket} anos, a ${broker.name} nasceu em ${broker.stores[0].address.city} com uma ideia simples: ajudar as pessoas a financiar o veículo usado sem complicação.`,
      `Como correspondente bancário, comparamos as propostas de vários bancos parceiros para encontrar a condição que cabe no bolso de cada cliente. Com o tempo, abrimos uma segunda loja, em ${broker.stores[1]?.address.city}, e passamos a atender também empresas.`,
    ],
  },
  valuesTitle: 'Nossos valores',
  purposeTitle: 'Missão, visão e compromisso',
  numbersTitle: 'Nossos números',
  values: [
    { title: 'Transparência', description: 'Condições claras, sem custos escondidos e sem cobrança antecipada.' },
    { title: 'Respeito', description: 'Cada cliente é atendido com atenção, do primeiro contato à entrega das chaves.' },
    { title: 'Agilidade', description: 'Processos simples e respostas rápidas, porque o seu tempo vale muito.' },
    { title: 'Parceria', description: 'Só indicamos uma proposta quando ela faz sentido para você.' },
  ],
  mission: {
    title: 'Missão',
    description: 'Facilitar o acesso ao crédito para veículos com atendimento humano e as melhores condições do mercado.',
  },
  vision: {
    title: 'Visão',
    description: 'Ser referência em intermediação de financiamento de veículos na nossa região.',
  },
  commitment: {
    title: 'Compromisso',
    description: 'Agir com ética, proteger os dados dos clientes e cumprir as regras do Banco Central.',
  },
  numbers: [
    { value: `${formatInteger(claims.aboutPageClients)}+`, label: 'clientes atendidos' },
    { value: `${claims.yearsInMarket}+`, label: 'anos de mercado' },
    { value: `${claims.partnerBanks}+`, label: 'bancos parceiros' },
    { value: formatPercent(claims.satisfactionRate), label: 'de satisfação' },
  ],
} as const satisfies { values: readonly TitledText[]; numbers: readonly Stat[] } & Record<string, unknown>;

/** The services page (/servicos). */
export const servicesPage = {
  title: 'Nossos serviços',
  subtitle: `Soluções de crédito para quem quer ${offeredList(productPhrases.servicesSubtitle, 'ou')}.`,
  vehicleTypesTitle: 'Veículos que financiamos',
  vehicleTypesSubtitle: 'Usados e seminovos, para uso pessoal ou para o seu negócio.',
  /** WhatsApp text of each service's 'Solicitar Orçamento' link. */
  quoteMessage: (serviceTitle: string): string => `Olá! Gostaria de solicitar um orçamento de ${serviceTitle}.`,
  reasonsTitle: `Por que escolher a ${broker.name}`,
  reasons: [
    {
      title: 'Vários bancos, uma só solicitação',
      description: 'Levamos o seu pedido a diversos bancos parceiros e comparamos as propostas para você.',
    },
    {
      title: 'Atendimento especializado',
      description: 'Uma equipe que conhece o mercado de veículos usados acompanha você em cada etapa.',
    },
    {
      title: 'Resposta rápida',
      description: `${claimLabels.approval}, com todo o processo acompanhado pelo WhatsApp.`,
    },
    {
      title: 'Sem surpresas',
      description: `${noAdvanceFeeNotice}. Você conhece todas as condições antes de assinar.`,
    },
  ],
  callToAction: {
    title: 'Vamos encontrar a melhor proposta para você?',
    description: 'Fale com a nossa equipe pelo WhatsApp ou por telefone.',
    whatsappLabel: 'Chamar no WhatsApp',
    callLabel: 'Ligar agora',
  },
} as const satisfies { reasons: readonly TitledText[] } & Record<string, unknown>;

/** The how-it-works page (/como-funciona). */
export const howItWorksPage = {
  title: 'Como funciona',
  subtitle: 'Do pedido à liberação do crédito, sem complicação.',
  stepsTitle: 'Passo a passo',
  documentsTitle: 'Documentos necessários',
  timesTitle: 'Prazos',
  faqTitle: 'Perguntas frequentes',
  startProcess: {
    title: 'Pronto para começar?',
    description: 'Fale com a nossa equipe pelo WhatsApp e dê o primeiro passo agora.',
    /** WhatsApp text of the 'Iniciar Processo' link. */
    message: 'Olá! Gostaria de iniciar o processo de financiamento.',
  },
} as const;

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
    { label: 'Financiamento', email: broker.emails.financing },
  ],
  businessInfoLabels: { legalName: 'Razão social', cnpj: 'CNPJ', address: 'Endereço', phone: 'Telefone' },
} as const;

/** The footer's headings and short texts (legal lines are in `legal.ts`). */
export const footerCopy = {
  description: `Correspondente bancário especializado em financiamento de veículos usados há mais de ${claims.yearsInMarket} anos.`,
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
