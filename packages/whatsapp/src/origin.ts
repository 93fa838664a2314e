import { originCopy, origins, productById, products, type HandoffOrigin } from '@repo/content';
import { campaignSuffix } from './campaign';

/**
 * The last line of every prefilled WhatsApp text, for the broker's eyes: where the conversation
 * started, the product when it is about one, and the campaign that brought the visit when there
 * was one (`Origem: simulador da página inicial · Financiamento · instagram / julho`), from the
 * one table of origins in `@repo/content`.
 */
export function originLine({ origin, product }: HandoffOrigin, campaign?: string | null): string {
  const productLabel = product === undefined ? '' : `${originCopy.productSeparator}${productById(product).label}`;
  return `${originCopy.label}: ${origins[origin]}${productLabel}${campaignSuffix(campaign)}`;
}

/**
 * The closing lines of every message the site prepares: its {@link originLine}. Nothing else: the
 * visitor sends the message, so it says only what the visitor says (issue 48). The warning that the
 * broker never asks for a payment in advance is shown on screen where the hand-off happens
 * (`handoffWarning` of `@repo/content`), not put in the visitor's mouth.
 */
export function closingLines(origin: HandoffOrigin, campaign?: string | null): readonly string[] {
  return [originLine(origin, campaign)];
}

/** `text`, a blank line and its {@link closingLines}: every message the site prefills ends so. */
export function withOrigin(text: string, origin: HandoffOrigin, campaign?: string | null): string {
  return [text, '', ...closingLines(origin, campaign)].join('\n');
}

/**
 * The spot and the product (their labels) a text's origin line names, or null without one: what
 * a WhatsApp link is counted as. The campaign, after them, is left out.
 */
export function readOriginLine(text: string): { origin: string; product?: string } | null {
  const prefix = `${originCopy.label}: `;
  const line = text
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith(prefix));
  if (line === undefined) return null;
  const [origin = '', second] = line.slice(prefix.length).split(originCopy.productSeparator);
  const product = products.find(({ label }) => label === second)?.label;
  return product ? { origin, product } : { origin };
}
