import type { BrokerAnalytics } from '@repo/content';
import type { RecordedPress } from './recorder';

/*
 * How a press and an address are sent, with nothing imported: shared by the tracker's module
 * (`counts.ts`, on pages that hydrate) and the inline sender of pages that do not
 * (`sender.inline.ts`), which cannot carry the site's copy. What they need of it is the table
 * below, made from `@repo/content` by `table.ts`.
 */

/** What a press is counted by: the events' names, the origins' labels, how a text's origin line reads. */
export type CountsTable = {
  readonly names: { readonly whatsapp: string; readonly phone: string; readonly email: string };
  /** Origin id (a container's `data-origem`) → its label. */
  readonly origins: Readonly<Record<string, string>>;
  /** `Origem: `, what starts a WhatsApp text's origin line. */
  readonly originPrefix: string;
  /** ` · `, between the origin line's spot, product and campaign. */
  readonly separator: string;
  /** The products' labels, as the origin line names them. */
  readonly products: readonly string[];
};

/** Attribute of the inline sender's `<script>` (`sender.inline.ts`) holding its {@link SenderConfig}. */
export const countsAttribute = 'data-counts';

/** What the inline sender is told: where to send, and the table. */
export type SenderConfig = BrokerAnalytics & { readonly table: CountsTable };

/** An event as sent: its name and props. */
export type SentEvent = { readonly name: string; readonly props: { origin: string; product?: string; page: string } };

/** Query parameters an address keeps when sent: how a visit was brought (Plausible's sources). */
const campaignParams = /^(utm_(source|medium|campaign|content|term)|ref|source)$/;

/** `url` without its query (campaign tags aside) and fragment. */
export function sentUrl(url: string): string {
  const parsed = new URL(url);
  const kept = new URLSearchParams([...parsed.searchParams].filter(([name]) => campaignParams.test(name))).toString();
  return `${parsed.origin}${parsed.pathname}${kept ? `?${kept}` : ''}`;
}

/**
 * What a link press is counted as: a WhatsApp link by its text's origin line (the words the broker
 * reads in the conversation: the spot and the product, never the campaign after them), a phone or
 * e-mail link by its container's `data-origem`.
 */
export function pressEvent({ href, origin, page }: RecordedPress, table: CountsTable): SentEvent {
  if (href.startsWith('https://wa.me/')) {
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    const line = text
      .split('\n')
      .reverse()
      .find((candidate) => candidate.startsWith(table.originPrefix));
    const [spot = '', second] = line === undefined ? [] : line.slice(table.originPrefix.length).split(table.separator);
    const product = second !== undefined && table.products.includes(second) ? { product: second } : {};
    return { name: table.names.whatsapp, props: { origin: spot, ...product, page } };
  }
  return { name: href.startsWith('tel:') ? table.names.phone : table.names.email, props: { origin: table.origins[origin] ?? '', page } };
}

/** Runs `start` once the page has loaded and the main thread is idle: counting never competes with the page. */
export function whenIdle(start: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
