/** Where and when the broker serves: its stores (the first is the head office) and opening hours. */
import * as v from 'valibot';
import type { DayOfWeek, OpeningHours, StateCode, Store } from '../profile';
import { choice, field } from './editor';
import { between, cnpj, phone, text } from './fields';

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

export const store = v.pipe(
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
export const openingHours = v.pipe(
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
