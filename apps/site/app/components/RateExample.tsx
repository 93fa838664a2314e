import {
  defaultProduct,
  productSimulatorHref,
  products,
  rates,
  simulateLinkLabel,
  simulatorSectionId,
  type ProductId,
} from '@repo/content';
import { Link, Text } from '@repo/ui';
import { MarketRate, ratesWithMarketAverage } from './MarketRate';
import { keepTogether } from './KeepTogether';

const rateKeys = Object.keys(rates) as ProductId[];

/**
 * The advertised rates whose claim appears in any of `texts`, in the order of `rates`. Two products
 * at the same rate (the default broker's financing and refinancing) share their claim and their
 * example: it is printed once.
 */
export function ratesShownIn(texts: readonly string[]): ProductId[] {
  const shown = rateKeys.filter((key) => texts.some((text) => text.includes(rates[key].claim)));
  return shown.filter((key, index) => shown.findIndex((other) => rates[other].exampleLine === rates[key].exampleLine) === index);
}

/**
 * The worked example with its CET (`Ex.: R$ 40.000,00 em 48x de R$ 1.136,36 · CET 17,38% a.a.`)
 * that stands beside an advertised rate, in the same card or paragraph group (CDC art. 54-B), and a
 * link to the simulator opened on that rate's product; with `marketRate`, the Banco Central's
 * average under it (`brief`: its figure alone), for the rates its series covers.
 */
export function RateExample({ rate, marketRate }: { rate: ProductId; marketRate?: 'full' | 'brief' }) {
  const product = products.find((item) => item.id === rate) ?? defaultProduct;
  const isDefault = product.id === defaultProduct.id;
  const example = (
    <Text size="small">
      {keepTogether(rates[rate].exampleLine)}{' '}
      {/* A plain link: the wizard's side panel is an island (app/islands/), outside any router. */}
      {/* On the landing, the island's entry follows it to the simulator in place (SimulatorLink.tsx). */}
      <Link href={isDefault ? `/#${simulatorSectionId}` : productSimulatorHref(product.id)}>
        {simulateLinkLabel}
      </Link>
    </Text>
  );
  if (!marketRate || !ratesWithMarketAverage.includes(rate)) return example;
  return (
    <>
      {example}
      <MarketRate brief={marketRate === 'brief'} />
    </>
  );
}

/** A {@link RateExample} for each advertised rate that `texts` show. */
export function RateExamples({ texts, marketRate }: { texts: readonly string[]; marketRate?: 'full' | 'brief' }) {
  return (
    <>
      {ratesShownIn(texts).map((rate) => (
        <RateExample key={rate} rate={rate} marketRate={marketRate} />
      ))}
    </>
  );
}
