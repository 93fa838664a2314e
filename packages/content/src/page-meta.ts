import { broker } from './broker';
import { claimLabels, headlineRate } from './claims';
import { offeredVehicles, capitalized } from './offered';
import { leadWords, offeredList } from './services';
import { defaultProduct } from './products';

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

/** Title and meta description of every route: the list of the site's addresses (`RoutePath`, navigation.ts). Apart from the pages' copy (pages.ts), which imports navigation.ts: one module each way, no circle. */
export const pageMeta = {
  '/': {
    // Named by the product the pages lead with (`leadWords`).
    title: `${broker.name} | ${leadWords.title}`,
    // A link preview shows the rate only with its worked example and CET (CDC art. 54-B).
    description: `Financie ${offeredVehicles()} usados: taxa ${headlineRate.claim}. ${headlineRate.exampleLine}`,
  },
  '/home': {
    title: pageTitle('Início'),
    description: `Há ${claimLabels.yearsInMarket} ajudando você a ${offeredList('homeMeta', 'ou')}.`,
  },
  '/sobre': {
    title: pageTitle('Sobre nós'),
    description: `Conheça a história, os valores e a missão da ${broker.name}, correspondente bancário com ${claimLabels.yearsInMarket} no mercado.`,
  },
  '/servicos': {
    title: pageTitle('Serviços'),
    description: `${capitalized(offeredList('services'))} para ${offeredVehicles()}.`,
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
    // The wizard's title on the product it opens on, the first offered.
    title: pageTitle(defaultProduct.wizardTitle),
    description:
      'Preencha a solicitação em quatro passos e receba pelo WhatsApp as melhores propostas dos nossos bancos parceiros.',
  },
  '/clientes': {
    title: pageTitle('Clientes satisfeitos'),
    description: `Veja alguns dos ${claimLabels.satisfiedClients} que já conquistaram o seu veículo com a ${broker.name}.`,
  },
  '/canais-oficiais': {
    title: pageTitle('Canais oficiais'),
    description: `Confira se um telefone, site, e-mail ou chave PIX é mesmo da ${broker.name}. Nunca pedimos pagamento antecipado.`,
  },
  '/confira-sua-proposta': {
    title: pageTitle('Confira sua proposta'),
    description:
      'Digite os números da proposta de financiamento de veículo que você recebeu e veja a taxa de juros real, o CET, o custo de cada tarifa e a média do mercado.',
  },
} as const satisfies Record<`/${string}`, PageMeta>;

/** Title and meta description of the 404 page. */
export const notFoundMeta = {
  title: pageTitle('Página não encontrada'),
  description: `O endereço que você procurou não existe. Volte ao início para conhecer os serviços da ${broker.name}.`,
} as const satisfies PageMeta;

/**
 * The pages a server answers its own errors with (a request it cannot read, an address too long,
 * a failure of its own): the 404 page's layout with these words, and no script (built from
 * `404.html` by apps/site/postbuild/write.ts).
 */
export const serverErrorPages = {
  400: { heading: 'Pedido inválido', description: 'O navegador enviou um pedido que o site não entende. Confira o endereço ou volte ao início.' },
  414: { heading: 'Endereço longo demais', description: 'O endereço acessado é longo demais para o site atender. Confira o link ou volte ao início.' },
  500: { heading: 'Erro no servidor', description: 'O site não conseguiu atender agora. Tente de novo em instantes ou volte ao início.' },
} as const;

/** Title and meta description of a server error page. */
export function serverErrorMeta(status: keyof typeof serverErrorPages): PageMeta {
  return { title: pageTitle(serverErrorPages[status].heading), description: serverErrorPages[status].description };
}

