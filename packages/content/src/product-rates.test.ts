import { describe, expect, it } from 'vitest';
import { brokerProfile } from './broker';
import { rateClaimOf, rates } from './claims';
import { formatPercent } from './format';
import { productMonthlyRate, productRate, products } from './products';
import { services, solutionCards } from './services';
import { wizardCopy } from './wizard';

/**
 * Issue 48, item 2: every rate, example and CET shown for a product is that product's own, from
 * one place per product (`productRate(id)`, computed from `produtos.<id>.taxaMensal`). The
 * secured-loan wizard once advertised financing's 1,2% a.m. and its example beside its own 1,49%.
 */

/** Every monthly rate a text shows (`1,2% a.m.`). */
const monthlyRatesIn = (texts: readonly string[]) => texts.flatMap((text) => [...text.matchAll(/\d+(?:,\d+)?% a\.m\./g)].map((match) => match[0]));
/** Every annual CET a text shows (`CET 17,38% a.a.`). */
const cetsIn = (texts: readonly string[]) => texts.flatMap((text) => [...text.matchAll(/CET (?:de )?(\d+(?:,\d+)?% a\.a\.)/g)].map((match) => match[1]));

describe('product rates › each product shows its own rate, example and CET', () => {
  it('the default broker sells the secured loan at another rate than financing (the case this guards)', () => {
    expect(rates['emprestimo-com-garantia'].display).not.toBe(rates.financiamento.display);
    expect(rates['emprestimo-com-garantia'].exampleLine).not.toBe(rates.financiamento.exampleLine);
  });

  for (const product of products) {
    const own = productRate(product.id);

    describe(product.label, () => {
      it('its rate is computed from its own line of the broker file, example and CET included', () => {
        expect(own).toEqual(rateClaimOf(brokerProfile, product.id));
        expect(own.monthly).toBe((brokerProfile.products[product.id]?.monthlyRate));
        expect(productMonthlyRate(product.id)).toBe(own.monthly);
        expect(cetsIn([own.exampleLine])).toEqual([`${formatPercent(own.example.cetAnnual)} a.a.`]);
      });

      it('the wizard side panel advertises its rate, and no other product\'s', () => {
        const benefits = wizardCopy.benefits(product.id);
        expect(benefits).toContain(`Taxas ${own.claim}`);
        expect(monthlyRatesIn(benefits)).toEqual([own.display]);
        expect(benefits).toContain(`Até ${Math.max(...brokerProfile.products[product.id]!.installments)} parcelas`);
      });

      it('its /servicos card and its landing card show only its own rate and CET', () => {
        const texts = [
          ...services.filter((service) => service.id === product.id).flatMap((service) => [service.description, ...service.features]),
          ...solutionCards.filter((card) => card.serviceId === product.id).map((card) => card.description),
        ];
        for (const shown of monthlyRatesIn(texts)) expect(shown).toBe(own.display);
        for (const shown of cetsIn(texts)) expect(shown).toBe(`${formatPercent(own.example.cetAnnual)} a.a.`);
      });
    });
  }
});
