import { fipeToken } from '#broker-fipe';
import { formatBRL, formatInteger } from './format';

/**
 * The FIPE lookup's own copy and settings: read only by its lazy module (`apps/site/app/
 * vehicle-value/`), fetched when a visitor asks for the table, so no page loads them up front. The
 * button that asks, and the failure it may meet before that module arrives, are `fipe-action.ts`'s;
 * what the WhatsApp message says of a value is the message's copy (`wizardCopy`).
 */

/** The broker's FIPE API token (`tabelaFipe.token` of its file), or null: the API's free quota. */
export { fipeToken };

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

/** The copy of the FIPE lookup beside the vehicle-value field (simulator and wizard step 2). */
export const fipeCopy = {
  /** The lookup's group, as a screen reader names it and its heading reads. */
  title: 'Tabela FIPE',
  /** Under the title: what the lookup does, and that it asks the service only now. */
  intro:
    'Escolha a marca, o modelo e o ano: o preço de referência preenche o valor do veículo, que você ' +
    'pode mudar. A consulta vai do seu navegador ao serviço da tabela FIPE, sem nenhum dado pessoal.',
  /**
   * The kind of vehicle, asked by the lookup itself while the form has none: always in the landing
   * simulator (whose kind is a hidden field), and in the wizard's secured loan and refinancing
   * before their own select is answered.
   */
  kindLegend: 'Tipo de veículo',
  /**
   * Why a question cannot be answered yet, said under it (its description) while it is disabled:
   * the table's models are a brand's, its years a model's.
   */
  waiting: { model: 'Escolha a marca primeiro.', year: 'Escolha o modelo primeiro.' },
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
  /** While the price of the chosen year is fetched. */
  loadingPrice: 'Consultando o preço…',
  /** Asks again after a failure. */
  retry: 'Tentar de novo',
  /** Closes the lookup (what it filled stays). */
  close: 'Fechar a consulta',
  /**
   * After the table answered while the visitor was typing a value of their own: theirs stays,
   * and this button puts the table's in its place.
   */
  useTablePrice: 'Usar o valor da tabela',
  /** Announced once the table's price is in the field. */
  filled: (line: string): string => `${line}. O valor do veículo foi preenchido e pode ser mudado.`,
  /** A reference kept from before (the draft holds its code, not the names): "Código FIPE 005340-6". */
  codeLine: (code: string): string => `Código FIPE ${code}`,
  /** The vehicle the price is of: "VW - VolksWagen · Gol 1.0 · 2014 Gasolina · código 005340-6". */
  vehicleLine: (brand: string, model: string, year: string, code: string): string => `${brand} · ${model} · ${year} · código ${code}`,
} as const satisfies Record<'brand' | 'model' | 'year', FipeQuestionCopy> & Record<string, unknown>;

/** The line under the field once the table answered: "Tabela FIPE de novembro de 2026: R$ 58.231,00". */
export function fipeReferenceLine(referenceMonth: string, value: number): string {
  return `Tabela FIPE de ${referenceMonth}: ${formatBRL(value)}`;
}
