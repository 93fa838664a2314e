/**
 * The type of `#broker-profile` for TypeScript (package.json "imports", `types` condition): the
 * packages that compile the content's source (whatsapp, ui, the site's app) see the active
 * broker's profile without `active.ts`'s Node-only file reading. Its photos are `#broker-photos`, its
 * FIPE token `#broker-fipe`, its counts configuration `#broker-analytics`.
 */
import type { BrokerProfile, OfferedProducts } from './profile';

export declare const profile: Omit<BrokerProfile, 'photos' | 'fipeToken' | 'analytics'>;

declare global {
  /**
   * Which products the active broker offers, as literals the bundler folds: the site's Vite builds
   * replace each `BROKER_OFFERS.<product>` with `true` or `false` (`define`, apps/site/broker-plugin.ts),
   * so the code and copy of a product the broker does not offer are dead branches, left out of its
   * bundles. Outside Vite, `active.ts` sets it from the broker it reads. Each key is a product's
   * id as a JavaScript name (`productFlag` in profile.ts): read it only as `BROKER_OFFERS.financiamento`,
   * `.emprestimoComGarantia` or `.refinanciamento`, spelled out: the bundler replaces that text and
   * nothing else.
   */
  var BROKER_OFFERS: OfferedProducts;
  /**
   * The year the site was built, a literal of the site's Vite builds (`define`,
   * apps/site/broker-plugin.ts); undefined outside them (read it as `typeof BUILD_YEAR`).
   */
  var BUILD_YEAR: number | undefined;
}
