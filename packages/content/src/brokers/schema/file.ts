/**
 * The broker's file as its staff write it (Portuguese keys), section by section, and its defaults:
 * each section's schema is its own module; the small ones are here.
 */
import * as v from 'valibot';
import { httpsOrigin, mapEmbedAddress } from '../values';
import { countFields, lowerBoundCounts, lowerBoundLabels } from './counts';
import { choice, editing, field } from './editor';
import { between, email, httpsUrl, phone, range, text } from './fields';
import { institutions } from './institutions';
import { photo } from './photos';
import { products } from './products';
import { analytics, fipeToken } from './services';
import { openingHours, store } from './stores';
import { texts } from './texts';
import { vehicles } from './vehicles';

/** The broker file, as the broker's staff write it (Portuguese keys), and its defaults. */
export const brokerFileSchema = v.strictObject({
  /** JSON Schema hint some editors use; ignored (the editor keeps it as it is). */
  $schema: v.optional(v.pipe(v.string(), v.metadata({ widget: 'hidden' }))),
  nome: field(text('o nome da empresa', 80), 'Nome da empresa', 'Como aparece no site e nas mensagens.'),
  tema: field(
    v.pipe(v.string('esperado o nome de um tema do site'), v.regex(/^[a-z][a-z0-9-]*$/, 'esperado o nome de um tema do site, em minúsculas, como default')),
    'Tema visual',
    'As cores e a tipografia do site: default ou terracotta, os temas prontos; um tema novo é feito por quem desenvolve o site.',
  ),
  /** True while the data is made up: the build warns. Default false. */
  dadosFicticios: v.optional(
    field(v.boolean('esperado true ou false'), 'Dados fictícios', 'Ligado enquanto os dados são de exemplo (o build avisa). Desligue quando forem os da corretora.'),
    false,
  ),
  site: field(
    httpsOrigin('do site', 'https://www.exemplo.com.br'),
    'Endereço do site',
    'Só a origem, sem barra no fim: https://www.exemplo.com.br',
  ),
  whatsapp: field(phone, 'WhatsApp', 'O número oficial que recebe as mensagens do site: (DD) 9XXXX-XXXX'),
  telefonePrincipal: field(phone, 'Telefone principal', '(DD) XXXX-XXXX ou (DD) 9XXXX-XXXX'),
  emails: field(
    v.strictObject({
      atendimento: field(email, 'E-mail de atendimento', 'Do domínio do site.'),
      financiamento: field(email, 'E-mail de financiamento', 'Do domínio do site.'),
    }),
    'E-mails',
  ),
  lojas: field(
    v.pipe(
      editing(v.array(store), { summary: '{{fields.endereco.cidade}} - {{fields.endereco.uf}}' }),
      v.minLength(1, 'esperado ao menos uma loja'),
      v.check((list) => new Set(list.map((item) => item.id)).size === list.length, 'esperado um id diferente para cada loja'),
      v.check((list) => new Set(list.map((item) => item.cnpj)).size === list.length, 'esperado um CNPJ diferente para cada loja'),
    ),
    'Lojas',
    'A primeira é a sede, a do mapa.',
  ),
  /** Default: a Google Maps embed centred on the first store. */
  mapa: v.optional(
    field(mapEmbedAddress, 'Mapa incorporado', 'Opcional: o endereço de incorporação do Google Maps (Compartilhar › Incorporar um mapa, só o src). Vazio, o mapa mostra a primeira loja.'),
  ),
  redesSociais: field(
    v.strictObject({ instagram: field(httpsUrl('do Instagram'), 'Instagram'), facebook: field(httpsUrl('do Facebook'), 'Facebook') }),
    'Redes sociais',
  ),
  horarios: field(
    editing(v.pipe(v.array(openingHours), v.minLength(1, 'esperado ao menos um horário')), { summary_format: 'horarios' }),
    'Horários de atendimento',
    'Um grupo de dias por linha, na ordem da semana.',
  ),
  veiculos: v.optional(field(vehicles, 'Veículos financiados', 'Os tipos de veículo que a corretora atende (ao menos um) e, em cada um, os exemplos mostrados na página Serviços. Vazio: carros, motos e caminhões, sem exemplos.'), {
    carro: [],
    moto: [],
    caminhao: [],
  }),
  produtos: field(products, 'Produtos', 'Os que a corretora oferece (ao menos um); o site só fala dos que estão aqui.'),
  numeros: field(
    v.strictObject({
      maisDe: v.optional(
        field(
          v.array(
            choice(
              lowerBoundCounts,
              lowerBoundLabels,
              `esperado um dos números que podem ser um mínimo: ${lowerBoundCounts.join(', ')}`,
            ),
          ),
          'Números ditos como "mais de"',
          'Marque os números que são um mínimo: o site diz "mais de 10 anos" e "10+" quando a corretora tem mais que o número escrito. Sem marca, o número é dito exato ("10 anos").',
        ),
        [],
      ),
      anosDeMercado: field(between(1, 150, ' anos', true), countFields.anosDeMercado.label),
      bancosParceiros: field(between(1, 200, '', true), countFields.bancosParceiros.label, 'No máximo o número de instituições parceiras listadas; menos que ele se marcado como “mais de”.'),
      aprovacaoEmHoras: field(between(1, 720, ' horas', true), 'Aprovação em até (horas)', 'Não menos que o prazo máximo da análise de crédito.'),
      clientesSatisfeitos: field(between(1, 10_000_000, '', true), countFields.clientesSatisfeitos.label, 'No máximo o número de clientes atendidos.'),
      clientesAtendidos: field(between(1, 10_000_000, '', true), countFields.clientesAtendidos.label),
      satisfacaoPercentual: field(between(1, 100, '%'), 'Satisfação (%)'),
    }),
    'Números da corretora',
    'O que o site afirma: cada número precisa ser verdadeiro e comprovável.',
  ),
  prazos: field(
    v.strictObject({
      analiseDeCreditoHoras: field(range(720, ' horas'), 'Análise de crédito (horas)'),
      aprovacaoFinalDiasUteis: field(range(60, ' dias úteis'), 'Aprovação final (dias úteis)'),
      liberacaoDiasUteis: field(range(60, ' dias úteis'), 'Liberação do dinheiro (dias úteis)'),
    }),
    'Prazos do processo',
  ),
  instituicoes: field(institutions, 'Instituições financeiras'),
  fotos: field(
    v.pipe(
      editing(v.array(photo), { add_to_top: true, summary: '{{fields.textoAlternativo}}' }),
      v.minLength(1, 'esperado ao menos uma foto de cliente'),
      v.check((list) => new Set(list.map((item) => item.file)).size === list.length, 'esperado cada arquivo de foto uma vez só'),
    ),
    'Fotos de clientes',
    'A galeria da página Clientes, nesta ordem: uma foto nova entra no começo (arraste para reordenar).',
  ),
  /** Texts the broker writes itself; default none (the site's own). */
  textos: v.optional(field(texts, 'Textos da corretora', 'Opcionais: vazios, o site usa os dele.'), {}),
  /** The FIPE lookup's settings; default none (the API without a token: 500 requests a day). */
  tabelaFipe: v.optional(
    field(
      v.strictObject({
        token: v.optional(field(fipeToken, 'Token da API da tabela FIPE', 'Opcional: o token gratuito do fipe.online, para mais de 500 consultas por dia.')),
      }),
      'Consulta à tabela FIPE',
    ),
    {},
  ),
  /**
   * HTTPS only for the subdomains too, and the preload list: a broker's choice, off by default.
   * Not in the staff's editor (kept as the file has it): whoever runs the domain decides it.
   */
  hsts: v.optional(
    field(
      v.pipe(
        v.strictObject({
          subdominios: v.optional(
            field(v.boolean('esperado true ou false'), 'Também os subdomínios', 'Ligue só se todos os subdomínios do domínio do site respondem em HTTPS: o navegador não abrirá nenhum deles em HTTP por dois anos.'),
            false,
          ),
          preload: v.optional(
            field(v.boolean('esperado true ou false'), 'Lista de pré-carregamento dos navegadores', 'Os navegadores já vêm sabendo que o site é só HTTPS (hstspreload.org). Pede os subdomínios ligados; sair da lista leva meses.'),
            false,
          ),
        }),
        v.check((value) => !value.preload || value.subdominios, 'esperado "subdominios" ligado para usar "preload": a lista de pré-carregamento exige os subdomínios'),
        v.metadata({ widget: 'hidden' }),
      ),
      'HTTPS estrito (HSTS)',
      'Opcional: vazio, o site pede HTTPS só para o próprio endereço.',
    ),
    {},
  ),
  /** Cookieless counts; default none: nothing counted, no tracker shipped. */
  estatisticas: v.optional(
    field(
      analytics,
      'Estatísticas de visitas (Plausible)',
      'Opcional: conta visitas e contatos sem cookies, no painel do Plausible. Vazio, o site não conta nada.',
    ),
  ),
});

/** A broker file as written. */
export type BrokerFile = v.InferInput<typeof brokerFileSchema>;
