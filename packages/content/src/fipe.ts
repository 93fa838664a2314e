import { formatBRL, formatInteger } from './format';

/** Words for one of the three questions of a FIPE lookup (brand, model, year). */
export type FipeQuestionCopy = {
  /** The field's label. */
  readonly label: string;
  /** Placeholder of the empty field. */
  readonly placeholder: string;
  /** Shown while the choices are fetched. */
  readonly loading: string;
  /** Shown and announced when nothing matches what was typed. */
  readonly noResults: string;
  /** Announced (to screen readers) as the list narrows. */
  readonly count: (n: number) => string;
};

/** "1 marca encontrada", "23 marcas encontradas". */
const counted = (singular: string, plural: string) => (n: number) => (n === 1 ? `1 ${singular}` : `${formatInteger(n)} ${plural}`);

/**
 * The copy of the FIPE lookup beside the vehicle-value field (simulator and wizard step 2). The
 * lookup's client is the site's (`apps/site/app/vehicle-value/`); the words are here.
 */
export const fipeCopy = {
  /** The button beside the vehicle-value field. */
  action: 'Consultar a tabela FIPE',
  /** Any failure of the lookup (offline, rate limit, server error, timeout, changed answer): the field stays usable. */
  unavailable: 'Não foi possível consultar a tabela FIPE agora. Informe o valor aproximado.',
  brand: {
    label: 'Marca',
    placeholder: 'Digite ou escolha a marca',
    loading: 'Carregando marcas…',
    noResults: 'Nenhuma marca encontrada',
    count: counted('marca encontrada', 'marcas encontradas'),
  },
  model: {
    label: 'Modelo',
    placeholder: 'Digite ou escolha o modelo',
    loading: 'Carregando modelos…',
    noResults: 'Nenhum modelo encontrado',
    count: counted('modelo encontrado', 'modelos encontrados'),
  },
  year: {
    label: 'Ano',
    placeholder: 'Digite ou escolha o ano',
    loading: 'Carregando anos…',
    noResults: 'Nenhum ano encontrado',
    count: counted('ano encontrado', 'anos encontrados'),
  },
  /** Said of a value the visitor typed rather than took from the table (in the WhatsApp message). */
  typedByVisitor: 'valor informado pelo cliente',
} as const satisfies Record<'brand' | 'model' | 'year', FipeQuestionCopy> & Record<string, unknown>;

/** The line under the field once the table answered: "Tabela FIPE de novembro de 2026: R$ 58.231,00". */
export function fipeReferenceLine(referenceMonth: string, value: number): string {
  return `Tabela FIPE de ${referenceMonth}: ${formatBRL(value)}`;
}
