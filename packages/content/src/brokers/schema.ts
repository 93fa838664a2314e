/**
 * The one schema of a broker's file (`brokers/<id>/broker.json`): its types, its validation and its
 * defaults, with valibot. The file's keys are Portuguese (the broker's staff edit it, through the
 * CMS or by hand); the schema turns it into the {@link BrokerProfile} the package works with.
 * Every message is Portuguese and says what was expected; `parseBroker` adds the file and the field.
 *
 * Beyond the shape, the rules of the law and of common sense that the data must keep: valid CNPJs
 * and phones, an alternative text for every photo, no text that promises credit (CDC art. 54-C),
 * claims consistent with the rest of the file, partner lists drawn from the one catalogue.
 */
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import * as v from 'valibot';
import { institutionIds, type InstitutionId } from '../institutions';
import {
  faqIds,
  googleMapsEmbedUrl,
  phoneNumber,
  type BrokerProfile,
  type DayOfWeek,
  type OpeningHours,
  type BrokerProducts,
  type StateCode,
  type Store,
} from './profile';

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

/** `1,2` for 1.2: numbers in messages are written the Brazilian way. */
const decimal = (value: number) => String(value).replace('.', ',');

/** A text that must be there. */
const text = (what = 'um texto') => v.pipe(v.string(`esperado ${what}`), v.trim(), v.nonEmpty(`esperado ${what}, não vazio`));

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
  text(),
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

const httpsUrl = (what: string) =>
  v.pipe(v.string(`esperado o endereço ${what}`), v.url(`esperado o endereço ${what}, começando por https://`), v.startsWith('https://', `esperado o endereço ${what}, começando por https://`));

const email = v.pipe(v.string('esperado um e-mail'), v.email('esperado um e-mail como nome@dominio.com.br'));

/** A number within a range, with the range and its unit in the message. */
const between = (min: number, max: number, unit: string, integer = false) => {
  // `entre 0,1% e 10% ao mês`, `entre 1 e 150 anos`: the unit once, a symbol on both ends.
  const minUnit = /^[%°]/.test(unit) ? unit.charAt(0) : '';
  const message = `esperado um número${integer ? ' inteiro' : ''} entre ${decimal(min)}${minUnit} e ${decimal(max)}${unit}`;
  return v.pipe(
    v.number(message),
    v.check((value) => !integer || Number.isInteger(value), message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};

/** `{ "min": 2, "max": 24 }`, min ≤ max. */
const range = (max: number, unit: string) =>
  v.pipe(
    v.strictObject({ min: between(1, max, unit, true), max: between(1, max, unit, true) }),
    v.check((value) => value.min <= value.max, `esperado "min" menor ou igual a "max"`),
  );

const store = v.pipe(
  v.strictObject({
    id: v.pipe(v.string('esperado um identificador'), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'esperado um identificador em minúsculas e hífens, como barra-do-garcas')),
    razaoSocial: text('a razão social'),
    cnpj,
    endereco: v.strictObject({
      logradouro: text('o logradouro e o número'),
      bairro: text('o bairro'),
      cidade: text('a cidade'),
      uf: v.picklist(states, 'esperado a sigla de um estado, como MT'),
      cep: v.pipe(v.string('esperado um CEP escrito 00000-000'), v.regex(/^\d{5}-\d{3}$/, 'esperado um CEP escrito 00000-000')),
      latitude: between(-34, 6, '°'),
      longitude: between(-74, -34, '°'),
    }),
    telefone: phone,
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
  v.array(v.picklist(Object.keys(days) as (keyof typeof days)[], `esperado um dia: ${Object.keys(days).join(', ')}`)),
  v.minLength(1, 'esperado ao menos um dia'),
);

const openingHours = v.pipe(
  v.union(
    [
      v.strictObject({ dias: dayList, abre: time, fecha: time }),
      v.strictObject({ dias: dayList, fechado: v.literal(true, 'esperado true') }),
    ],
    'esperado { "dias": [...], "abre": "08:00", "fecha": "18:00" } ou { "dias": [...], "fechado": true }',
  ),
  v.transform((value): OpeningHours => {
    const mapped = value.dias.map((day) => days[day]);
    return 'fechado' in value ? { days: mapped, closed: true } : { days: mapped, opens: value.abre, closes: value.fecha };
  }),
);

const installments = v.pipe(
  v.array(between(1, 120, ' meses', true)),
  v.minLength(1, 'esperado ao menos um número de parcelas'),
  v.check((value) => value.every((count, index) => index === 0 || count > value[index - 1]!), 'esperado números de parcelas em ordem crescente, sem repetição'),
);

const monthlyRate = between(0.1, 10, '% ao mês');
const amount = between(100, 10_000_000, ' reais');

/** One product's offer; `min`/`max` name the amount the product ranges over. */
const offer = <const Extra extends v.ObjectEntries>(extra: Extra) =>
  v.strictObject({ taxaMensal: monthlyRate, parcelas: installments, ...extra });

const products = v.pipe(
  v.strictObject({
    financiamento: v.optional(
      offer({ valorMinimoVeiculo: amount, entradaMinimaPercentual: between(0, 90, '%') }),
    ),
    emprestimo: v.optional(
      v.pipe(
        offer({ valorMinimo: amount, valorMaximo: amount, liberacaoEmHoras: range(720, ' horas') }),
        v.check((value) => value.valorMinimo < value.valorMaximo, 'esperado valorMinimo menor que valorMaximo'),
      ),
    ),
    refinanciamento: v.optional(offer({ reducaoMaximaParcelaPercentual: between(1, 90, '%') })),
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
        },
      }),
      ...(loan && {
        'emprestimo-com-garantia': {
          monthlyRate: loan.taxaMensal / 100,
          installments: tuple(loan.parcelas),
          minAmount: loan.valorMinimo,
          maxAmount: loan.valorMaximo,
          releaseHours: loan.liberacaoEmHoras,
        },
      }),
      ...(refinancing && {
        refinanciamento: {
          monthlyRate: refinancing.taxaMensal / 100,
          installments: tuple(refinancing.parcelas),
          minAmount: 0,
          maxAmount: null,
          maxInstallmentReduction: refinancing.reducaoMaximaParcelaPercentual / 100,
        },
      }),
    };
  }),
);

const institutionId = v.picklist(institutionIds, `esperado uma instituição do catálogo (packages/content/src/institutions.ts): ${institutionIds.join(', ')}`);
const institutionList = v.pipe(
  v.array(institutionId),
  v.check((list) => new Set(list).size === list.length, 'esperado cada instituição uma vez só'),
);

const institutions = v.pipe(
  v.strictObject({
    parceiras: v.pipe(institutionList, v.minLength(1, 'esperado ao menos uma instituição parceira (Res. CMN 4.935/2021)')),
    paginaInicial: institutionList,
    assistente: institutionList,
  }),
  v.check(
    (value) => [...value.paginaInicial, ...value.assistente].every((id) => value.parceiras.includes(id)),
    'esperado que paginaInicial e assistente só tenham instituições de parceiras',
  ),
  v.transform((value) => ({
    partners: value.parceiras as unknown as readonly [InstitutionId, ...InstitutionId[]],
    landing: value.paginaInicial,
    wizard: value.assistente,
  })),
);

const photo = v.pipe(
  v.strictObject({
    arquivo: v.pipe(v.string('esperado o nome de um arquivo da pasta photos/'), v.regex(/^[a-z0-9][a-z0-9-]*\.(webp|jpg|jpeg|png|avif)$/, 'esperado o nome de um arquivo de imagem (.webp, .jpg, .png, .avif) da pasta photos/, em minúsculas')),
    textoAlternativo: v.pipe(
      v.string('esperado o texto alternativo da foto (o que ela mostra, para quem não a vê)'),
      v.trim(),
      v.minLength(15, 'esperado o texto alternativo da foto (o que ela mostra, para quem não a vê), com ao menos 15 letras'),
    ),
  }),
  v.transform((value) => ({ file: value.arquivo, alt: value.textoAlternativo })),
);

const texts = v.strictObject({
  historia: v.optional(v.pipe(v.array(brokerText), v.minLength(1, 'esperado ao menos um parágrafo'), v.maxLength(6, 'esperado no máximo 6 parágrafos'))),
  respostasFaq: v.optional(
    v.record(v.picklist(faqIds, `esperado uma pergunta: ${faqIds.join(', ')}`), brokerText),
  ),
});

/** The broker file, as the broker's staff write it (Portuguese keys), and its defaults. */
export const brokerFileSchema = v.strictObject({
  /** JSON Schema hint some editors use; ignored. */
  $schema: v.optional(v.string()),
  nome: text('o nome da empresa'),
  tema: v.pipe(v.string('esperado o nome de um tema de @repo/ui'), v.regex(/^[a-z][a-z0-9-]*$/, 'esperado o nome de um tema de @repo/ui, como default')),
  /** True while the data is made up: the build warns. Default false. */
  dadosFicticios: v.optional(v.boolean('esperado true ou false'), false),
  site: v.pipe(httpsUrl('do site'), v.regex(/^https:\/\/[^/]+$/, 'esperado só a origem do site, sem caminho nem barra no fim: https://www.exemplo.com.br')),
  whatsapp: phone,
  telefonePrincipal: phone,
  emails: v.strictObject({ atendimento: email, financiamento: email }),
  lojas: v.pipe(
    v.array(store),
    v.minLength(1, 'esperado ao menos uma loja'),
    v.check((list) => new Set(list.map((item) => item.id)).size === list.length, 'esperado um id diferente para cada loja'),
    v.check((list) => new Set(list.map((item) => item.cnpj)).size === list.length, 'esperado um CNPJ diferente para cada loja'),
  ),
  /** Default: a Google Maps embed centred on the first store. */
  mapa: v.optional(httpsUrl('do mapa incorporado')),
  redesSociais: v.strictObject({ instagram: httpsUrl('do Instagram'), facebook: httpsUrl('do Facebook') }),
  horarios: v.pipe(v.array(openingHours), v.minLength(1, 'esperado ao menos um horário')),
  produtos: products,
  numeros: v.strictObject({
    anosDeMercado: between(1, 150, ' anos', true),
    bancosParceiros: between(1, 200, '', true),
    parceirosFinanceiros: between(1, 200, '', true),
    aprovacaoEmHoras: between(1, 720, ' horas', true),
    clientesSatisfeitos: between(1, 10_000_000, '', true),
    clientesAtendidos: between(1, 10_000_000, '', true),
    satisfacaoPercentual: between(1, 100, '%'),
    anoCopyright: between(1990, 2100, '', true),
  }),
  prazos: v.strictObject({
    analiseDeCreditoHoras: range(720, ' horas'),
    aprovacaoFinalDiasUteis: range(60, ' dias úteis'),
    liberacaoDiasUteis: range(60, ' dias úteis'),
  }),
  instituicoes: institutions,
  fotos: v.pipe(
    v.array(photo),
    v.minLength(1, 'esperado ao menos uma foto de cliente'),
    v.check((list) => new Set(list.map((item) => item.file)).size === list.length, 'esperado cada arquivo de foto uma vez só'),
  ),
  /** Texts the broker writes itself; default none (the site's own). */
  textos: v.optional(texts, {}),
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

/** The rules across fields, on a file the schema accepted. */
function ruleIssues(file: v.InferOutput<typeof brokerFileSchema>): BrokerIssue[] {
  const issues: BrokerIssue[] = [];
  const { numeros, prazos } = file;
  if (numeros.aprovacaoEmHoras < prazos.analiseDeCreditoHoras.max) {
    issues.push({
      path: 'numeros.aprovacaoEmHoras',
      message: `esperado um prazo de aprovação que a análise de crédito cumpra (prazos.analiseDeCreditoHoras.max = ${prazos.analiseDeCreditoHoras.max}): anunciar menos é prometer o que o processo não garante`,
      received: String(numeros.aprovacaoEmHoras),
    });
  }
  if (numeros.clientesSatisfeitos > numeros.clientesAtendidos) {
    issues.push({
      path: 'numeros.clientesSatisfeitos',
      message: `esperado no máximo o número de clientes atendidos (numeros.clientesAtendidos = ${numeros.clientesAtendidos})`,
      received: String(numeros.clientesSatisfeitos),
    });
  }
  if (numeros.bancosParceiros > file.instituicoes.partners.length) {
    issues.push({
      path: 'numeros.bancosParceiros',
      message: `esperado no máximo o número de instituições parceiras listadas em instituicoes.parceiras (${file.instituicoes.partners.length})`,
      received: String(numeros.bancosParceiros),
    });
  }
  const domain = new URL(file.site).host.replace(/^www\./, '');
  for (const [key, address] of Object.entries(file.emails)) {
    if (!address.endsWith(`@${domain}`)) {
      issues.push({ path: `emails.${key}`, message: `esperado um e-mail do domínio do site (@${domain})`, received: JSON.stringify(address) });
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
    claims: {
      yearsInMarket: file.numeros.anosDeMercado,
      partnerBanks: file.numeros.bancosParceiros,
      wizardPartners: file.numeros.parceirosFinanceiros,
      approvalHours: file.numeros.aprovacaoEmHoras,
      satisfiedClients: file.numeros.clientesSatisfeitos,
      aboutPageClients: file.numeros.clientesAtendidos,
      satisfactionRate: percent(file.numeros.satisfacaoPercentual),
      copyrightYear: file.numeros.anoCopyright,
    },
    processTimes: {
      creditAnalysis: file.prazos.analiseDeCreditoHoras,
      finalApproval: file.prazos.aprovacaoFinalDiasUteis,
      release: file.prazos.liberacaoDiasUteis,
    },
    institutions: file.instituicoes,
    photos: file.fotos,
    texts: {
      ...(file.textos.historia ? { history: file.textos.historia } : {}),
      ...(file.textos.respostasFaq ? { faqAnswers: file.textos.respostasFaq } : {}),
    },
  };
}

/** The result of checking one broker's file. */
export type BrokerParse = { readonly ok: true; readonly profile: BrokerProfile } | { readonly ok: false; readonly issues: readonly BrokerIssue[] };

/** Checks a broker's file (already parsed from JSON) and turns it into its profile. */
export function parseBroker(id: string, data: unknown): BrokerParse {
  const result = v.safeParse(brokerFileSchema, data, { message: fallbackMessage });
  if (!result.success) {
    return {
      ok: false,
      issues: result.issues.map((issue) => ({
        path: v.getDotPath(issue) ?? '(o arquivo)',
        message: issue.message,
        received: issue.type === 'strict_object' ? undefined : received(issue.input),
      })),
    };
  }
  const issues = ruleIssues(result.output);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, profile: toProfile(id, result.output) };
}

/** One issue as the build prints it: `brokers/acme/broker.json › produtos.emprestimo.taxaMensal: esperado …; recebido 12`. */
export function formatIssue(file: string, issue: BrokerIssue): string {
  return `${file} › ${issue.path}: ${issue.message}${issue.received === undefined ? '' : `; recebido ${issue.received}`}`;
}
