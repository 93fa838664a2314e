/**
 * The kinds of value the file's sections share, each with its Portuguese message: numbers within a
 * range and their unit, phones, CNPJs, e-mails, addresses, and the texts the broker writes (never a
 * promise of credit).
 */
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import * as v from 'valibot';
import { phoneNumber } from '../profile';
import { boundedText, httpsAddress } from '../values';
import { field } from './editor';

/** `1,2` for 1.2: numbers in messages are written the Brazilian way. */
const decimal = (value: number) => String(value).replace('.', ',');

/** A text that must be there, normalised (`values.ts`), within `max` characters: what fits its place on the pages. */
export const text = (what: string, max: number) => boundedText(what, max);

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
export const brokerText = v.pipe(
  text('um texto', 700),
  v.check(
    (value) => !creditPromises.some((promise) => promise.test(value)),
    'um texto não pode prometer crédito nem dispensar a análise de crédito (CDC art. 54-C): reescreva sem "sem consulta", "aprovação garantida" ou parecido',
  ),
);

export const phone = v.pipe(
  v.string('esperado um telefone escrito (DD) 9XXXX-XXXX ou (DD) XXXX-XXXX'),
  v.regex(/^\(\d{2}\) (9\d{4}|[2-5]\d{3})-\d{4}$/, 'esperado um telefone escrito (DD) 9XXXX-XXXX (celular) ou (DD) XXXX-XXXX (fixo)'),
  v.check((value) => !/^\((0\d|\d0)\)/.test(value), 'esperado um DDD válido (dois dígitos de 1 a 9)'),
  v.transform(phoneNumber),
);

export const cnpj = v.pipe(
  v.string('esperado um CNPJ escrito 00.000.000/0000-00'),
  v.regex(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/, 'esperado um CNPJ escrito 00.000.000/0000-00'),
  v.check((value) => isValidCnpj(value), 'esperado um CNPJ válido: os dígitos verificadores não conferem'),
);

export const httpsUrl = httpsAddress;

export const email = v.pipe(v.string('esperado um e-mail'), v.email('esperado um e-mail como nome@dominio.com.br'));

/** A number within a range, with the range and its unit in the message. */
export const between = (min: number, max: number, unit: string, integer = false) => {
  // `entre 0,1% e 10% ao mês`, `entre 1 e 150 anos`: the unit once, a symbol on both ends.
  const minUnit = /^[%°]/.test(unit) ? unit.charAt(0) : '';
  const message = `esperado um número${integer ? ' inteiro' : ''} entre ${decimal(min)}${minUnit} e ${decimal(max)}${unit}`;
  const range = v.pipe(v.number(message), v.minValue(min, message), v.maxValue(max, message));
  return integer ? v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)) : range;
};

/** `{ "min": 2, "max": 24 }`, min ≤ max. */
export const range = (max: number, unit: string) =>
  v.pipe(
    v.strictObject({ min: field(between(1, max, unit, true), 'De'), max: field(between(1, max, unit, true), 'Até') }),
    v.check((value) => value.min <= value.max, `esperado "min" menor ou igual a "max"`),
  );

/** A short claim the broker makes of its own business (a card's line): never a promise of credit. */
export const claimLine = v.pipe(
  text('uma frase curta', 80),
  v.check(
    (value) => !creditPromises.some((promise) => promise.test(value)),
    'uma vantagem não pode prometer crédito nem dispensar a análise de crédito (CDC art. 54-C): reescreva sem "sem consulta", "aprovação garantida" ou parecido',
  ),
);
