/**
 * The one schema of a broker's file (`brokers/<id>/broker.json`): its types, its validation and its
 * defaults, with valibot. The file's keys are Portuguese (the broker's staff edit it, through the
 * CMS or by hand); the schema turns it into the {@link BrokerProfile} the package works with.
 * Every message is Portuguese and says what was expected; `parseBroker` adds the file and the field.
 *
 * Beyond the shape, the rules of the law and of common sense that the data must keep: valid CNPJs
 * and phones, an alternative text for every photo, no text that promises credit (CDC art. 54-C),
 * claims consistent with the rest of the file, partner lists drawn from the one catalogue.
 *
 * Every field carries its label and hint for the editor at /admin (`v.title`, `v.description`;
 * option labels in `v.metadata`): `apps/site/editor/fields.ts` generates the editor's form from
 * this schema, and its test fails when a field has no label. Only Node-side code imports this
 * module (`@repo/content/brokers`), so none of it reaches a page.
 */
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import * as v from 'valibot';
import { institution, institutionIds, type InstitutionId } from '../institutions';
import {
  faqIds,
  googleMapsEmbedUrl,
  phoneNumber,
  type BrokerProfile,
  type CountClaimKey,
  type DayOfWeek,
  type OpeningHours,
  type BrokerProducts,
  type StateCode,
  type Store,
} from './profile';
import { boundedText, endpointPath, httpsAddress, httpsOrigin, isHostname, mapEmbedAddress, normalizedText } from './values';

/** A field as the editor shows it: its label and, optionally, a hint under it. */
function field<const S extends v.GenericSchema>(schema: S, label: string, hint?: string) {
  return hint === undefined ? v.pipe(schema, v.title(label)) : v.pipe(schema, v.title(label), v.description(hint));
}

/** Options of the editor's field passed as they are (Decap's names: `summary` of a list's items…). */
export type EditorOverrides = { readonly editor: Readonly<Record<string, unknown>> };

/** A schema whose editor field takes these Decap options too. */
const editing = <const S extends v.GenericSchema>(schema: S, options: Readonly<Record<string, unknown>>) =>
  v.pipe(schema, v.metadata<v.InferOutput<S>, EditorOverrides>({ editor: options }));

/** What the editor shows for each value of a picklist (`v.metadata` of the picklist). */
export type EditorOptions = { readonly optionLabels: Readonly<Record<string, string>> };

/** A picklist whose values the editor shows by these labels. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, labels: Readonly<Record<T[number], string>>, message: string) =>
  v.pipe(v.picklist(values, message), v.metadata<T[number], EditorOptions>({ optionLabels: labels }));

/**
 * The counts a broker may state as a lower bound (`numeros.maisDe`): the site then says "mais de 10
 * anos" and "10+", for a figure known to be above the one written; the others are said exactly.
 */
const countFields = {
  anosDeMercado: { claim: 'yearsInMarket', label: 'Anos de mercado' },
  bancosParceiros: { claim: 'partnerBanks', label: 'Bancos parceiros' },
  parceirosFinanceiros: { claim: 'wizardPartners', label: 'Parceiros financeiros' },
  clientesSatisfeitos: { claim: 'satisfiedClients', label: 'Clientes satisfeitos' },
  clientesAtendidos: { claim: 'aboutPageClients', label: 'Clientes atendidos' },
} as const satisfies Record<string, { claim: CountClaimKey; label: string }>;
type CountField = keyof typeof countFields;
const lowerBoundCounts = Object.keys(countFields) as [CountField, ...CountField[]];
const lowerBoundLabels = Object.fromEntries(lowerBoundCounts.map((key) => [key, countFields[key].label])) as Record<CountField, string>;

const states = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const satisfies readonly StateCode[];

const days = {
  segunda: 'Monday',
  terca: 'Tuesday',
  quarta: 'Wednesday',
  quinta: 'Thursday',
  sexta: 'Friday',
  sabado: 'Saturday',
  domingo: 'Sunday',
} as const satisfies Record<string, DayOfWeek>;

const dayLabels = {
  segunda: 'Segunda-feira',
  terca: 'Terça-feira',
  quarta: 'Quarta-feira',
  quinta: 'Quinta-feira',
  sexta: 'Sexta-feira',
  sabado: 'Sábado',
  domingo: 'Domingo',
} as const satisfies Record<keyof typeof days, string>;

/** `1,2` for 1.2: numbers in messages are written the Brazilian way. */
const decimal = (value: number) => String(value).replace('.', ',');

/** A text that must be there, normalised (`values.ts`), within `max` characters: what fits its place on the pages. */
const text = (what: string, max: number) => boundedText(what, max);

/** Phrases that promise credit or skip its analysis (CDC art. 54-C): never in a broker's text. */
const creditPromises = [
  /sem consulta/i,
  /sem an[aá]lise/i,
  /aprova[cç][aã]o garantida/i,
  /cr[eé]dito garantido/i,
  /garantimos (a |o |seu |sua )?(aprova|cr[eé]dito|financiamento|empr[eé]stimo)/i,
  /100\s*% aprovad/i,
  /aprova[cç][aã]o (imediata|na hora|certa)/i,
];

/** A text the broker writes: present, and never a promise of credit. */
const brokerText = v.pipe(
  text('um texto', 700),
  v.check(
    (value) => !creditPromises.some((promise) => promise.test(value)),
    'um texto não pode prometer crédito nem dispensar a análise de crédito (CDC art. 54-C): reescreva sem "sem consulta", "aprovação garantida" ou parecido',
  ),
);

const phone = v.pipe(
  v.string('esperado um telefone escrito (DD) 9XXXX-XXXX ou (DD) XXXX-XXXX'),
  v.regex(/^\(\d{2}\) (9\d{4}|[2-5]\d{3})-\d{4}$/, 'esperado um telefone escrito (DD) 9XXXX-XXXX (celular) ou (DD) XXXX-XXXX (fixo)'),
  v.check((value) => !/^\((0\d|\d0)\)/.test(value), 'esperado um DDD válido (dois dígitos de 1 a 9)'),
  v.transform(phoneNumber),
);

const cnpj = v.pipe(
  v.string('esperado um CNPJ escrito 00.000.000/0000-00'),
  v.regex(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/, 'esperado um CNPJ escrito 00.000.000/0000-00'),
  v.check((value) => isValidCnpj(value), 'esperado um CNPJ válido: os dígitos verificadores não conferem'),
);

const httpsUrl = httpsAddress;

const email = v.pipe(v.string('esperado um e-mail'), v.email('esperado um e-mail como nome@dominio.com.br'));

/** A number within a range, with the range and its unit in the message. */
const between = (min: number, max: number, unit: string, integer = false) => {
  // `entre 0,1% e 10% ao mês`, `entre 1 e 150 anos`: the unit once, a symbol on both ends.
  const minUnit = /^[%°]/.test(unit) ? unit.charAt(0) : '';
  const message = `esperado um número${integer ? ' inteiro' : ''} entre ${decimal(min)}${minUnit} e ${decimal(max)}${unit}`;
  const range = v.pipe(v.number(message), v.minValue(min, message), v.maxValue(max, message));
  return integer ? v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)) : range;
};

/** `{ "min": 2, "max": 24 }`, min ≤ max. */
const range = (max: number, unit: string) =>
  v.pipe(
    v.strictObject({ min: field(between(1, max, unit, true), 'De'), max: field(between(1, max, unit, true), 'Até') }),
    v.check((value) => value.min <= value.max, `esperado "min" menor ou igual a "max"`),
  );

const store = v.pipe(
  v.strictObject({
    id: field(
      v.pipe(v.string('esperado um identificador'), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'esperado um identificador em minúsculas e hífens, como barra-do-garcas')),
      'Identificador',
      'Em minúsculas e hífens, como barra-do-garcas; único entre as lojas.',
    ),
    razaoSocial: field(text('a razão social', 120), 'Razão social'),
    cnpj: field(cnpj, 'CNPJ', 'Escrito 00.000.000/0000-00; cada loja tem o seu.'),
    endereco: field(
      v.strictObject({
        logradouro: field(text('o logradouro e o número', 120), 'Logradouro e número', 'Como Avenida Ministro João Alberto, 100'),
        bairro: field(text('o bairro', 80), 'Bairro'),
        cidade: field(text('a cidade', 60), 'Cidade'),
        uf: field(choice(states, Object.fromEntries(states.map((state) => [state, state])) as Record<StateCode, string>, 'esperado a sigla de um estado, como MT'), 'Estado (UF)'),
        cep: field(v.pipe(v.string('esperado um CEP escrito 00000-000'), v.regex(/^\d{5}-\d{3}$/, 'esperado um CEP escrito 00000-000')), 'CEP', 'Escrito 00000-000'),
        latitude: field(between(-34, 6, '°'), 'Latitude', 'Em graus: no Google Maps, clique com o botão direito na loja e copie o primeiro número.'),
        longitude: field(between(-74, -34, '°'), 'Longitude', 'Em graus: o segundo número copiado do Google Maps.'),
      }),
      'Endereço',
    ),
    telefone: field(phone, 'Telefone da loja', '(DD) XXXX-XXXX ou (DD) 9XXXX-XXXX'),
  }),
  v.transform(
    (value): Store => ({
      id: value.id,
      name: `${value.endereco.cidade} - ${value.endereco.uf}`,
      legalName: value.razaoSocial,
      cnpj: value.cnpj,
      address: {
        street: value.endereco.logradouro,
        neighborhood: value.endereco.bairro,
        city: value.endereco.cidade,
        state: value.endereco.uf,
        postalCode: value.endereco.cep,
        latitude: value.endereco.latitude,
        longitude: value.endereco.longitude,
      },
      phone: value.telefone,
    }),
  ),
);

const time = v.pipe(v.string('esperado um horário HH:MM'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'esperado um horário HH:MM, como 08:00'));
const dayList = v.pipe(
  v.array(choice(Object.keys(days) as [keyof typeof days, ...(keyof typeof days)[]], dayLabels, `esperado um dia: ${Object.keys(days).join(', ')}`)),
  v.minLength(1, 'esperado ao menos um dia'),
);

/** The hours of some days: open from `abre` to `fecha`, or `fechado`. */
const openingHours = v.pipe(
  v.strictObject({
    dias: field(dayList, 'Dias'),
    abre: v.optional(field(time, 'Abre às', 'HH:MM, como 08:00; vazio se fechado')),
    fecha: v.optional(field(time, 'Fecha às', 'HH:MM, como 18:00; vazio se fechado')),
    fechado: v.optional(field(v.boolean('esperado true ou false'), 'Fechado nesses dias')),
  }),
  v.forward(
    v.partialCheck([['fechado'], ['abre']], (value) => value.fechado === true || value.abre !== undefined, 'esperado o horário em que abre, ou "fechado" ligado'),
    ['abre'],
  ),
  v.forward(
    v.partialCheck([['fechado'], ['fecha']], (value) => value.fechado === true || value.fecha !== undefined, 'esperado o horário em que fecha, ou "fechado" ligado'),
    ['fecha'],
  ),
  v.forward(
    v.partialCheck(
      [['fechado'], ['abre'], ['fecha']],
      (value) => value.fechado !== true || (value.abre === undefined && value.fecha === undefined),
      'esperado nenhum horário em dias fechados',
    ),
    ['fechado'],
  ),
  v.transform((value): OpeningHours => {
    const mapped = value.dias.map((day) => days[day]);
    return value.fechado === true ? { days: mapped, closed: true } : { days: mapped, opens: value.abre!, closes: value.fecha! };
  }),
);

const installments = editing(v.pipe(
  v.array(field(between(1, 120, ' meses', true), 'Parcelas')),
  v.minLength(1, 'esperado ao menos um número de parcelas'),
  v.check((value) => value.every((count, index) => index === 0 || count > value[index - 1]!), 'esperado números de parcelas em ordem crescente, sem repetição'),
), { summary: '{{fields.parcelas}} parcelas' });

const monthlyRate = field(editing(between(0.1, 10, '% ao mês'), { decimals: 2 }), 'Taxa mensal (% ao mês)', 'A menor taxa oferecida, como 1,39 para 1,39% ao mês. O site calcula os exemplos e o CET a partir dela.');

/** The most a vehicle backs, in percent of its value (the loan-to-value): 70 for 70%. */
const loanToValueMessage = 'esperado o máximo emprestado em % do valor do veículo: um número entre 10% e 100%';
const loanToValue = v.pipe(v.number(loanToValueMessage), v.minValue(10, loanToValueMessage), v.maxValue(100, loanToValueMessage));

/**
 * The broker's token of the FIPE API (fipe.online), as the site sends it (`X-Subscription-Token`):
 * one word of letters, digits and `._~+/=-`.
 */
const fipeToken = v.pipe(
  v.string('esperado o token da API da tabela FIPE (fipe.online), entre aspas'),
  v.regex(/^[\w.~+/=-]{16,4096}$/, 'esperado o token da API da tabela FIPE como o fipe.online o mostra: uma palavra só, sem espaços, de ao menos 16 caracteres'),
);
const amount = editing(between(100, 10_000_000, ' reais'), { number_format: 'money' });

const productHint = 'Se a corretora oferece este produto, preencha todos os campos; se não, deixe-os vazios.';

/** A short claim the broker makes of its own business (a card's line): never a promise of credit. */
const claimLine = v.pipe(
  text('uma frase curta', 80),
  v.check(
    (value) => !creditPromises.some((promise) => promise.test(value)),
    'uma vantagem não pode prometer crédito nem dispensar a análise de crédito (CDC art. 54-C): reescreva sem "sem consulta", "aprovação garantida" ou parecido',
  ),
);

/** What the broker says of one product beyond its figures, each a claim it must be able to keep. */
const highlights = v.pipe(
  v.array(field(claimLine, 'Vantagem')),
  v.maxLength(4, 'esperado no máximo 4 vantagens'),
  v.check((list) => new Set(list).size === list.length, 'esperado cada vantagem uma vez só'),
);
const highlightsHint =
  'Opcional: até 4 frases curtas que a corretora pode comprovar, como "Sem taxa de adesão"; a taxa, o prazo e a aprovação o site já escreve a partir dos números.';

/** One product's offer; `min`/`max` name the amount the product ranges over. */
const offer = <const Extra extends v.ObjectEntries>(extra: Extra) =>
  v.strictObject({
    taxaMensal: monthlyRate,
    parcelas: field(installments, 'Prazos (número de parcelas)', 'Em ordem crescente, como 12, 24, 36, 48'),
    ...extra,
    vantagens: v.optional(field(highlights, 'Vantagens (página Serviços)', highlightsHint)),
  });

const products = v.pipe(
  v.strictObject({
    financiamento: v.optional(
      field(
        offer({
          valorMinimoVeiculo: field(amount, 'Valor mínimo do veículo (R$)'),
          entradaMinimaPercentual: field(between(0, 90, '%'), 'Entrada mínima (%)', 'Percentual do valor do veículo'),
        }),
        'Financiamento',
        productHint,
      ),
    ),
    emprestimo: v.optional(
      field(
        v.pipe(
          offer({
            valorMinimo: field(amount, 'Valor mínimo (R$)'),
            valorMaximo: field(amount, 'Valor máximo (R$)'),
            liberacaoEmHoras: field(range(720, ' horas'), 'Liberação do dinheiro (horas)'),
            limitePercentualDoVeiculo: field(loanToValue, 'Limite do valor do veículo (%)', 'O máximo emprestado, em % do valor do veículo na tabela FIPE: 70 para 70%.'),
          }),
          v.check((value) => value.valorMinimo < value.valorMaximo, 'esperado valorMinimo menor que valorMaximo'),
        ),
        'Empréstimo com garantia do veículo',
        productHint,
      ),
    ),
    refinanciamento: v.optional(
      field(offer({
          reducaoMaximaParcelaPercentual: field(between(1, 90, '%'), 'Redução máxima da parcela (%)'),
          limitePercentualDoVeiculo: field(loanToValue, 'Limite do valor do veículo (%)', 'O máximo emprestado, em % do valor do veículo na tabela FIPE: 70 para 70%.'),
        }), 'Refinanciamento', productHint),
    ),
  }),
  v.check((value) => Object.values(value).some((item) => item !== undefined), 'esperado ao menos um produto: financiamento, emprestimo ou refinanciamento'),
  v.transform((value): BrokerProducts => {
    const tuple = (list: number[]) => list as unknown as readonly [number, ...number[]];
    const { financiamento: financing, emprestimo: loan, refinanciamento: refinancing } = value;
    return {
      ...(financing && {
        financiamento: {
          monthlyRate: financing.taxaMensal / 100,
          installments: tuple(financing.parcelas),
          minAmount: financing.valorMinimoVeiculo,
          maxAmount: null,
          minDownPaymentRatio: financing.entradaMinimaPercentual / 100,
          highlights: financing.vantagens ?? [],
        },
      }),
      ...(loan && {
        'emprestimo-com-garantia': {
          monthlyRate: loan.taxaMensal / 100,
          installments: tuple(loan.parcelas),
          minAmount: loan.valorMinimo,
          maxAmount: loan.valorMaximo,
          releaseHours: loan.liberacaoEmHoras,
          maxLoanToValue: loan.limitePercentualDoVeiculo / 100,
          highlights: loan.vantagens ?? [],
        },
      }),
      ...(refinancing && {
        refinanciamento: {
          monthlyRate: refinancing.taxaMensal / 100,
          installments: tuple(refinancing.parcelas),
          minAmount: 0,
          maxAmount: null,
          maxInstallmentReduction: refinancing.reducaoMaximaParcelaPercentual / 100,
          maxLoanToValue: refinancing.limitePercentualDoVeiculo / 100,
          highlights: refinancing.vantagens ?? [],
        },
      }),
    };
  }),
);

const institutionId = choice(
  institutionIds,
  Object.fromEntries(institutionIds.map((id) => [id, institution(id).name])) as Record<InstitutionId, string>,
  `esperado uma instituição do catálogo (packages/content/src/institutions.ts): ${institutionIds.join(', ')}`,
);
const institutionList = v.pipe(
  v.array(institutionId),
  v.check((list) => new Set(list).size === list.length, 'esperado cada instituição uma vez só'),
);

/** The largest logo file the site serves: a tile's picture, not a poster. Drawn (SVG) or a PNG, as institutions hand them out. */
export const logoMaxBytes = 50 * 1024;

/**
 * An institution's logo, shown in place of its name only where the broker's file gives one: the
 * file (in `photos/`, where the editor uploads) is checked by `load.ts` (type, size, no script).
 */
const institutionLogo = v.strictObject({
  instituicao: field(institutionId, 'Instituição'),
  arquivo: field(
    v.pipe(
      v.string('esperado o nome de um arquivo da pasta photos/'),
      v.regex(/^[^/\\.][^/\\]*\.(svg|png|SVG|PNG)$/, 'esperado o nome de um arquivo de imagem .svg ou .png da pasta photos/'),
      v.metadata({ widget: 'image' }),
    ),
    'Logotipo',
    `Imagem .svg ou .png de até ${logoMaxBytes / 1024} KB, como a instituição a enviou.`,
  ),
});

const institutions = v.pipe(
  v.strictObject({
    parceiras: field(
      v.pipe(institutionList, v.minLength(1, 'esperado ao menos uma instituição parceira (Res. CMN 4.935/2021)')),
      'Parceiras',
      'As instituições com que a corretora tem contrato de correspondente (Res. CMN 4.935/2021).',
    ),
    paginaInicial: field(institutionList, 'Na página inicial', 'Só parceiras.'),
    assistente: field(institutionList, 'No assistente de financiamento', 'Só parceiras.'),
    /** Default none: every institution is shown by its name. */
    logos: v.optional(
      field(
        v.pipe(
          editing(v.array(institutionLogo), { summary: '{{fields.instituicao}}' }),
          v.check((list) => new Set(list.map((item) => item.instituicao)).size === list.length, 'esperado um logotipo por instituição'),
        ),
        'Logotipos das instituições',
        'Só com autorização por escrito da instituição para mostrar a marca dela no site. Sem logotipo, o site mostra o nome da instituição.',
      ),
      [],
    ),
  }),
  v.check(
    (value) => [...value.paginaInicial, ...value.assistente].every((id) => value.parceiras.includes(id)),
    'esperado que paginaInicial e assistente só tenham instituições de parceiras',
  ),
  v.check(
    (value) => value.logos.every((logo) => value.parceiras.includes(logo.instituicao)),
    'esperado logotipos só de instituições de parceiras',
  ),
  v.transform((value) => ({
    partners: value.parceiras as unknown as readonly [InstitutionId, ...InstitutionId[]],
    landing: value.paginaInicial,
    wizard: value.assistente,
    ...(value.logos.length > 0 && {
      logos: Object.fromEntries(value.logos.map((logo) => [logo.instituicao, logo.arquivo])) as Partial<Record<InstitutionId, string>>,
    }),
  })),
);

/**
 * A photo's file in `photos/`, named as the phone or the editor named it (`IMG_1234.JPG`): the build
 * gives the served images names of their own.
 */
const photoFile = v.pipe(
  v.string('esperado o nome de um arquivo da pasta photos/'),
  v.regex(/^[^/\\.][^/\\]*\.(jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/, 'esperado o nome de um arquivo de imagem (.jpg, .png, .webp, .avif) da pasta photos/'),
);

const photo = v.pipe(
  v.strictObject({
    arquivo: field(v.pipe(photoFile, v.metadata({ widget: 'image' })), 'Foto', 'JPEG ou PNG, como sai do celular: o site recorta, reduz e tira a localização.'),
    textoAlternativo: field(
      v.pipe(
        v.string('esperado o texto alternativo da foto (o que ela mostra, para quem não a vê)'),
        v.transform(normalizedText),
        v.trim(),
        v.maxLength(250, 'esperado o texto alternativo da foto de no máximo 250 caracteres: o que ela mostra, em uma ou duas frases'),
        v.minLength(15, 'esperado o texto alternativo da foto (o que ela mostra, para quem não a vê), com ao menos 15 letras'),
      ),
      'Texto alternativo',
      'O que a foto mostra, para quem não a vê (ao menos 15 letras): Cliente Maria recebe as chaves do seu carro.',
    ),
  }),
  v.transform((value) => ({ file: value.arquivo, alt: value.textoAlternativo })),
);

const faqAnswerLabels = {
  'valor-minimo': 'Resposta a "Qual o valor mínimo do veículo?"',
  'prazo-aprovacao': 'Resposta a "Em quanto tempo sai a aprovação?"',
  'nome-negativado': 'Resposta a "Posso financiar com nome negativado?"',
  'taxa-antecipada': 'Resposta a "Preciso pagar alguma taxa antes?"',
} as const satisfies Record<(typeof faqIds)[number], string>;

const texts = v.strictObject({
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

/**
 * Cookieless counts (Plausible's events API): the site's domain as registered there and the
 * endpoint the events go to. Both or nothing: without them the site counts nothing and ships none
 * of the tracker.
 */
const analytics = v.strictObject({
  dominio: field(
    v.pipe(
      v.string('esperado o domínio do site como cadastrado no Plausible, como financiamentos.com.br'),
      v.regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'esperado o domínio do site como cadastrado no Plausible, em minúsculas, sem https:// nem barra: financiamentos.com.br',
      ),
    ),
    'Domínio no Plausible',
    'O site como cadastrado no Plausible, sem https://: financiamentos.com.br',
  ),
  endpoint: field(
    v.pipe(
      httpsUrl('que recebe as contagens (a API de eventos do Plausible)'),
      v.check((value) => {
        const url = new URL(value);
        return url.pathname !== '/' && url.search === '' && url.hash === '';
      }, 'esperado o endereço completo da API de eventos, com o caminho e sem "?" nem "#": https://plausible.io/api/event'),
      endpointPath('da API de eventos'),
    ),
    'Endereço das contagens',
    'A API de eventos do Plausible: https://plausible.io/api/event, ou a do seu Plausible Community Edition.',
  ),
});

/** One kind of vehicle's examples (`Bitruck`, `Carretas`): present, the broker finances that kind. */
const vehicleExamples = (label: string) =>
  v.optional(
    field(
      v.pipe(
        v.array(field(text('um tipo de veículo', 40), 'Exemplo')),
        v.maxLength(8, 'esperado no máximo 8 exemplos'),
      ),
      label,
      'Ausente: a corretora não financia este tipo de veículo. Uma lista vazia: financia, sem exemplos.',
    ),
  );

const vehicles = v.pipe(
  v.strictObject({ carro: vehicleExamples('Carros'), moto: vehicleExamples('Motos'), caminhao: vehicleExamples('Caminhões') }),
  v.check((value) => Object.values(value).some((item) => item !== undefined), 'esperado ao menos um tipo de veículo: carro, moto ou caminhao'),
);

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
      parceirosFinanceiros: field(between(1, 200, '', true), 'Parceiros financeiros (no assistente)'),
      aprovacaoEmHoras: field(between(1, 720, ' horas', true), 'Aprovação em até (horas)', 'Não menos que o prazo máximo da análise de crédito.'),
      clientesSatisfeitos: field(between(1, 10_000_000, '', true), countFields.clientesSatisfeitos.label, 'No máximo o número de clientes atendidos.'),
      clientesAtendidos: field(between(1, 10_000_000, '', true), countFields.clientesAtendidos.label),
      satisfacaoPercentual: field(between(1, 100, '%'), 'Satisfação (%)'),
      anoCopyright: field(between(1990, 2100, '', true), 'Ano do copyright'),
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

/** A mistake in a broker's file: where, what is expected, what was found. */
export type BrokerIssue = { readonly path: string; readonly message: string; readonly received?: string };

/** Portuguese words for what valibot found, where a schema gave no message of its own. */
function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case 'strict_object':
      return issue.input === undefined ? 'campo obrigatório ausente' : 'campo desconhecido: confira o nome (acentos, maiúsculas)';
    case 'object':
      return 'esperado um objeto { ... }';
    case 'array':
      return 'esperado uma lista [ ... ]';
    case 'string':
      return 'esperado um texto';
    case 'number':
      return 'esperado um número';
    case 'boolean':
      return 'esperado true ou false';
    default:
      return `valor inválido (${issue.expected ?? issue.type})`;
  }
}

/** How a received value is shown in a message: `12`, `"abc"`, `ausente`. */
function received(input: unknown): string | undefined {
  // A whole object or list is the field the path names: repeating it would bury the message.
  if (input === undefined || (typeof input === 'object' && input !== null)) return undefined;
  const json = JSON.stringify(input);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** A value of the file as written, at a dotted path; undefined when any step is missing. */
function at(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);
}

/**
 * The site's domain (`www.` dropped) when `site` is an https origin whose host is a hostname, else
 * null: a site refused on its own says so once, not again through every rule that reads it.
 */
function siteDomain(site: unknown): string | null {
  if (typeof site !== 'string' || !/^https:\/\/[^/]+$/.test(site)) return null;
  try {
    const { hostname } = new URL(site);
    return isHostname(hostname) ? hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * The rules across fields, on the file as written: each rule runs when the fields it reads are
 * numbers or texts, whatever else is wrong, so that one check reports every mistake at once.
 */
function ruleIssues(data: unknown): BrokerIssue[] {
  const issues: BrokerIssue[] = [];
  const number = (path: string) => (typeof at(data, path) === 'number' ? (at(data, path) as number) : undefined);
  const approval = number('numeros.aprovacaoEmHoras');
  const analysis = number('prazos.analiseDeCreditoHoras.max');
  if (approval !== undefined && analysis !== undefined && approval < analysis) {
    issues.push({
      path: 'numeros.aprovacaoEmHoras',
      message: `esperado um prazo de aprovação que a análise de crédito cumpra (prazos.analiseDeCreditoHoras.max = ${analysis}): anunciar menos é prometer o que o processo não garante`,
      received: String(approval),
    });
  }
  const satisfied = number('numeros.clientesSatisfeitos');
  const served = number('numeros.clientesAtendidos');
  if (satisfied !== undefined && served !== undefined && satisfied > served) {
    issues.push({
      path: 'numeros.clientesSatisfeitos',
      message: `esperado no máximo o número de clientes atendidos (numeros.clientesAtendidos = ${served})`,
      received: String(satisfied),
    });
  }
  const banks = number('numeros.bancosParceiros');
  const partners = at(data, 'instituicoes.parceiras');
  // "mais de 10 bancos" (numeros.maisDe) needs 11 listed at least.
  const lowerBounds = at(data, 'numeros.maisDe');
  const banksAbove = Array.isArray(lowerBounds) && lowerBounds.includes('bancosParceiros');
  if (banks !== undefined && Array.isArray(partners) && (banksAbove ? banks >= partners.length : banks > partners.length)) {
    issues.push({
      path: 'numeros.bancosParceiros',
      message: banksAbove
        ? `esperado menos que o número de instituições parceiras listadas em instituicoes.parceiras (${partners.length}): "mais de ${banks}" pede ao menos ${banks + 1}`
        : `esperado no máximo o número de instituições parceiras listadas em instituicoes.parceiras (${partners.length})`,
      received: String(banks),
    });
  }
  const domain = siteDomain(at(data, 'site'));
  if (domain !== null) {
    for (const key of ['atendimento', 'financiamento']) {
      const address = at(data, `emails.${key}`);
      if (typeof address === 'string' && address.includes('@') && !address.endsWith(`@${domain}`)) {
        issues.push({ path: `emails.${key}`, message: `esperado um e-mail do domínio do site (@${domain})`, received: JSON.stringify(address) });
      }
    }
    // The counts are the broker's own: a copied file would send them to another broker's dashboard.
    const counted = at(data, 'estatisticas.dominio');
    if (typeof counted === 'string' && counted.replace(/^www\./, '') !== domain) {
      issues.push({ path: 'estatisticas.dominio', message: `esperado o domínio do próprio site (${domain}), como cadastrado no Plausible`, received: JSON.stringify(counted) });
    }
  }
  return issues;
}

/** The profile the rest of the package reads, from a file the schema accepted. */
function toProfile(id: string, file: v.InferOutput<typeof brokerFileSchema>): BrokerProfile {
  const stores = file.lojas as unknown as readonly [Store, ...Store[]];
  const head = stores[0];
  const percent = (value: number) => value / 100;
  return {
    id,
    theme: file.tema,
    identity: {
      isPlaceholder: file.dadosFicticios,
      name: file.nome,
      siteUrl: file.site,
      whatsapp: file.whatsapp,
      phones: { main: file.telefonePrincipal, ...Object.fromEntries(stores.map((item) => [item.id, item.phone])) },
      emails: { contact: file.emails.atendimento, financing: file.emails.financiamento },
      stores,
      mapEmbedUrl: file.mapa ?? googleMapsEmbedUrl(head.address.latitude, head.address.longitude),
      social: file.redesSociais,
      openingHours: file.horarios,
    },
    products: file.produtos,
    vehicles: file.veiculos,
    claims: {
      yearsInMarket: file.numeros.anosDeMercado,
      partnerBanks: file.numeros.bancosParceiros,
      wizardPartners: file.numeros.parceirosFinanceiros,
      approvalHours: file.numeros.aprovacaoEmHoras,
      satisfiedClients: file.numeros.clientesSatisfeitos,
      aboutPageClients: file.numeros.clientesAtendidos,
      satisfactionRate: percent(file.numeros.satisfacaoPercentual),
      copyrightYear: file.numeros.anoCopyright,
      lowerBounds: file.numeros.maisDe.map((key) => countFields[key].claim),
    },
    processTimes: {
      creditAnalysis: file.prazos.analiseDeCreditoHoras,
      finalApproval: file.prazos.aprovacaoFinalDiasUteis,
      release: file.prazos.liberacaoDiasUteis,
    },
    institutions: file.instituicoes,
    photos: file.fotos,
    texts: {
      ...(file.textos.analise ? { analysis: file.textos.analise } : {}),
      ...(file.textos.historia ? { history: file.textos.historia } : {}),
      ...(file.textos.respostasFaq ? { faqAnswers: file.textos.respostasFaq } : {}),
    },
    fipeToken: file.tabelaFipe.token ?? null,
    hsts: { includeSubDomains: file.hsts.subdominios, preload: file.hsts.preload },
    ...(file.estatisticas ? { analytics: { domain: file.estatisticas.dominio, endpoint: file.estatisticas.endpoint } } : {}),
  };
}

/** The result of checking one broker's file. */
export type BrokerParse = { readonly ok: true; readonly profile: BrokerProfile } | { readonly ok: false; readonly issues: readonly BrokerIssue[] };

/** Checks a broker's file (already parsed from JSON) and turns it into its profile. */
export function parseBroker(id: string, data: unknown): BrokerParse {
  const result = v.safeParse(brokerFileSchema, data, { message: fallbackMessage });
  const shape: BrokerIssue[] = result.success
    ? []
    : result.issues.map((issue) => ({
        path: v.getDotPath(issue) ?? '(o arquivo)',
        message: issue.message,
        received: issue.type === 'strict_object' ? undefined : received(issue.input),
      }));
  // A field already wrong in itself is said once, by the schema.
  const rules = ruleIssues(data).filter((rule) => !shape.some((issue) => issue.path === rule.path));
  // A message said twice for one field (two rules of its pipe agreeing) is printed once.
  const issues = [...shape, ...rules].filter((issue, index, all) => all.findIndex((other) => other.path === issue.path && other.message === issue.message) === index);
  return result.success && issues.length === 0 ? { ok: true, profile: toProfile(id, result.output) } : { ok: false, issues };
}

/** One issue as the build prints it: `brokers/acme/broker.json › produtos.emprestimo.taxaMensal: esperado …; recebido 12`. */
export function formatIssue(file: string, issue: BrokerIssue): string {
  return `${file} › ${issue.path}: ${issue.message}${issue.received === undefined ? '' : `; recebido ${issue.received}`}`;
}
