/**
 * The button beside the vehicle-value field that asks for the FIPE table, and the one failure the
 * visitor may meet: the only words of the lookup the pages carry up front (the rest, `fipe.ts`,
 * comes with the lookup's lazy module). Kept apart so that they weigh a few bytes.
 */
export const fipeAction = {
  label: 'Consultar a tabela FIPE',
  /**
   * Any failure of the lookup: its module or an answer not arriving (offline, a timeout), the
   * service refusing (429 rate limit, 5xx, CORS) or answering what it should not. The field stays.
   */
  unavailable: 'Não foi possível consultar a tabela FIPE agora. Informe o valor aproximado.',
} as const;
