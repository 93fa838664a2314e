import type { ProductId } from '../brokers/profile';

/**
 * The link to the offer check (/confira-sua-proposta, issue 51) beside the products whose
 * proposals it reads: a financing proposal received elsewhere, and the current financing a
 * refinancing would replace. Said under their cards (the landing's, /servicos') and in the
 * wizard's side panel. A module of its own: only the pages that show these links carry the words.
 */
export const offerCheckInvitations: Readonly<Partial<Record<ProductId, string>>> = {
  financiamento: 'Recebeu uma proposta? Confira o custo real',
  refinanciamento: 'Confira o custo real do seu financiamento',
};
