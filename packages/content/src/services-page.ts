/**
 * The services page's copy (/servicos), in its own module so that it ships in that page's chunk
 * and no other page loads it.
 */
import { broker } from './broker';
import { claimLabels } from './claims';
import { noAdvanceFeeNotice } from './legal';
import { offeredList } from './services';
import type { TitledText } from './pages';

/** The services page (/servicos). */
export const servicesPage = {
  title: 'Nossos serviços',
  subtitle: `Soluções de crédito para quem quer ${offeredList('servicesSubtitle', 'ou')}.`,
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
