/**
 * How the copy names the products the broker offers, in sentences: internal to the package (the
 * index does not export it), shared by the page modules.
 */
import { brokerProfile } from './broker';
import type { ProductId } from './brokers/profile';

/**
 * How each offered product is named in the sentences that list them, in the services' order;
 * each product's words folded at build (`BROKER_OFFERS`), empty in the bundles of a broker without it.
 */
export const productPhrases = {
  services: { financiamento: BROKER_OFFERS.financiamento ? 'financiamento de veículos' : '', refinanciamento: BROKER_OFFERS.refinanciamento ? 'refinanciamento' : '', 'emprestimo-com-garantia': BROKER_OFFERS.emprestimoComGarantia ? 'empréstimo com garantia de veículo' : '' },
  home: { financiamento: BROKER_OFFERS.financiamento ? 'financiamento' : '', refinanciamento: BROKER_OFFERS.refinanciamento ? 'refinanciamento' : '', 'emprestimo-com-garantia': BROKER_OFFERS.emprestimoComGarantia ? 'empréstimo com garantia de veículo' : '' },
  servicesSubtitle: { financiamento: BROKER_OFFERS.financiamento ? 'comprar' : '', refinanciamento: BROKER_OFFERS.refinanciamento ? 'refinanciar' : '', 'emprestimo-com-garantia': BROKER_OFFERS.emprestimoComGarantia ? 'usar o veículo como garantia' : '' },
  homeMeta: { financiamento: BROKER_OFFERS.financiamento ? 'financiar' : '', refinanciamento: BROKER_OFFERS.refinanciamento ? 'refinanciar' : '', 'emprestimo-com-garantia': BROKER_OFFERS.emprestimoComGarantia ? 'conseguir crédito com o seu veículo como garantia' : '' },
} as const;

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The broker's products in the services' order, named by `phrases`: `a, b e c` (or `ou`). */
export function offeredList(phrases: Readonly<Record<ProductId, string>>, conjunction = 'e'): string {
  const order = ['financiamento', 'refinanciamento', 'emprestimo-com-garantia'] as const;
  return listed(order.filter((id) => brokerProfile.products[id] !== undefined).map((id) => phrases[id]), conjunction);
}

/** `a, b e c` (or `ou`); one item alone. */
function listed(items: readonly string[], conjunction: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}


const vehicleNames = { carro: 'carros', moto: 'motos', caminhao: 'caminhões' } as const;

/** The kinds of vehicle the broker finances (`veiculos`), in a sentence: `carros, motos e caminhões`. */
export function offeredVehicles(): string {
  return listed((['carro', 'moto', 'caminhao'] as const).filter((id) => brokerProfile.vehicles[id]).map((id) => vehicleNames[id]), 'e');
}
