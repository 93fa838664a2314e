/** The texts the broker writes itself in place of the site's: the analysis phrase, its story, FAQ answers. */
import * as v from 'valibot';
import type { faqIds } from '../profile';
import { field } from './editor';
import { brokerText, claimLine } from './fields';

const faqAnswerLabels = {
  'valor-minimo': 'Resposta a "Qual o valor mínimo do veículo?"',
  'prazo-aprovacao': 'Resposta a "Em quanto tempo sai a aprovação?"',
  'nome-negativado': 'Resposta a "Posso financiar com nome negativado?"',
  'taxa-antecipada': 'Resposta a "Preciso pagar alguma taxa antes?"',
} as const satisfies Record<(typeof faqIds)[number], string>;

export const texts = v.strictObject({
  analise: v.optional(
    field(
      claimLine,
      'Frase sobre a análise (página inicial e assistente)',
      'Opcional: como a corretora analisa o pedido, se pode comprovar e sem contradizer os prazos (`prazos`), como "Análise em vários bancos com uma só solicitação"; vazio, o site não diz nada.',
    ),
  ),
  historia: v.optional(
    field(
      v.pipe(v.array(field(brokerText, 'Parágrafo')), v.minLength(1, 'esperado ao menos um parágrafo'), v.maxLength(6, 'esperado no máximo 6 parágrafos')),
      'História (página Sobre)',
      'De um a seis parágrafos; vazio, o site usa o texto dele.',
    ),
  ),
  respostasFaq: v.optional(
    field(
      v.strictObject({
        'valor-minimo': v.optional(field(brokerText, faqAnswerLabels['valor-minimo'])),
        'prazo-aprovacao': v.optional(field(brokerText, faqAnswerLabels['prazo-aprovacao'])),
        'nome-negativado': v.optional(field(brokerText, faqAnswerLabels['nome-negativado'])),
        'taxa-antecipada': v.optional(field(brokerText, faqAnswerLabels['taxa-antecipada'])),
      } satisfies Record<(typeof faqIds)[number], unknown>),
      'Respostas das perguntas frequentes',
      'Só as que a corretora quer responder com as próprias palavras; as outras ficam com o texto do site.',
    ),
  ),
});
