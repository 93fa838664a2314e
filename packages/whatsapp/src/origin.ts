import { originCopy, origins, productById, type HandoffOrigin } from '@repo/content';

/**
 * The last line of every prefilled WhatsApp text, for the broker's eyes: where the conversation
 * started and, when it is about one, the product (`Origem: simulador da página inicial ·
 * Empréstimo com garantia`), from the one table of origins in `@repo/content`.
 */
export function originLine({ origin, product }: HandoffOrigin): string {
  const productLabel = product === undefined ? '' : `${originCopy.productSeparator}${productById(product).label}`;
  return `${originCopy.label}: ${origins[origin]}${productLabel}`;
}

/** `text`, a blank line and its {@link originLine}: every message the site prefills ends so. */
export function withOrigin(text: string, origin: HandoffOrigin): string {
  return `${text}\n\n${originLine(origin)}`;
}
