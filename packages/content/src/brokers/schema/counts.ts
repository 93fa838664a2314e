import type { CountClaimKey } from '../profile';

/**
 * The counts a broker may state as a lower bound (`numeros.maisDe`): the site then says "mais de 10
 * anos" and "10+", for a figure known to be above the one written; the others are said exactly.
 */
export const countFields = {
  anosDeMercado: { claim: 'yearsInMarket', label: 'Anos de mercado' },
  bancosParceiros: { claim: 'partnerBanks', label: 'Bancos parceiros' },
  clientesSatisfeitos: { claim: 'satisfiedClients', label: 'Clientes satisfeitos' },
  clientesAtendidos: { claim: 'aboutPageClients', label: 'Clientes atendidos' },
} as const satisfies Record<string, { claim: CountClaimKey; label: string }>;
type CountField = keyof typeof countFields;
export const lowerBoundCounts = Object.keys(countFields) as [CountField, ...CountField[]];
export const lowerBoundLabels = Object.fromEntries(lowerBoundCounts.map((key) => [key, countFields[key].label])) as Record<CountField, string>;
