/**
 * The about page's copy (/sobre), in its own module so that it ships in that page's chunk and no
 * other page loads it.
 */
import { broker, brokerProfile } from './broker';
import { claimLabels, claims, claimStat } from './claims';
import { formatPercent } from './format';
import type { Stat, TitledText } from './pages';

/** The about page (/sobre). */
export const aboutPage = {
  title: `Sobre a ${broker.name}`,
  history: {
    title: 'Nossa história',
    // The broker's own history (`textos.historia`), else this one, written from its facts.
    paragraphs: brokerProfile.texts.history ?? [
      `Há ${claimLabels.yearsInMarket}, a ${broker.name} nasceu em ${broker.stores[0].address.city} com uma ideia simples: ajudar as pessoas a financiar o veículo usado sem complicação.`,
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
    // Each count in the words every page says it in (`mais de 1.000 clientes satisfeitos`): the
    // clients are the satisfied ones, as on /clientes, never a second count of clients.
    claimStat('satisfiedClients', 'cliente satisfeito', 'clientes satisfeitos'),
    claimStat('yearsInMarket', 'ano de mercado', 'anos de mercado'),
    claimStat('partnerBanks', 'banco parceiro', 'bancos parceiros'),
    { value: formatPercent(claims.satisfactionRate), label: 'de satisfação' },
  ],
} as const satisfies { values: readonly TitledText[]; numbers: readonly Stat[] } & Record<string, unknown>;
