/*
 * The campaign that brought a visit, in the origin line of every message
 * (`Origem: simulador da página inicial · Financiamento · instagram / julho`). Its own module,
 * importing only `@repo/content/origins`: the inline script that notes the campaign before
 * hydration (apps/site/app/campaign/) bundles it alone.
 */
import { campaignClickIds, campaignCopy, campaignParams, originCopy } from '@repo/content/origins';

/** Longest campaign text: every part at its longest, with their separators. */
export const campaignMaxLength: number = /* @__PURE__ */ (() =>
  campaignParams.length * campaignCopy.partMaxLength + (campaignParams.length - 1) * campaignCopy.separator.length)();

/** What a campaign's part may not hold, with the spaces around it: all but letters, digits, `-`, `_` and `.`. */
const notKept = /[^\p{L}\p{Nd}_.-]+/gu;

/**
 * A value of the address as the origin line may hold it: letters (accents included), digits, `-`,
 * `_`, `.`, and single spaces for anything else, cut to {@link campaignCopy.partMaxLength} UTF-16
 * code units (never half a character); empty when no letter or digit is left. A line break, a
 * link, an emoji or an invisible character never reaches the message.
 */
export function cleanCampaignPart(value: string): string {
  const cut = value
    .normalize('NFC')
    .replace(notKept, ' ')
    .trim()
    .slice(0, campaignCopy.partMaxLength)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
  return /[\p{L}\p{Nd}]/u.test(cut) ? cut : '';
}

/** A query component decoded as a form's (`+` a space); a malformed one reads as empty. */
function decodeQueryComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/** The first value of each name of an address's query (`?a=1&b=2`), as `URLSearchParams.get` reads it. */
function queryValues(search: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const name = decodeQueryComponent(at < 0 ? pair : pair.slice(0, at));
    if (!values.has(name)) values.set(name, at < 0 ? '' : decodeQueryComponent(pair.slice(at + 1)));
  }
  return values;
}

/**
 * The campaign an address's query names (`?utm_source=instagram&utm_campaign=julho` →
 * `instagram / julho`): its cleaned `utm_source` (or, without one, the words for an ad's click
 * identifier: `anúncio Google`, `anúncio Meta`), `utm_medium` and `utm_campaign`, those present;
 * null when it names none.
 */
export function campaignFromSearch(search: string): string | null {
  const params = queryValues(search);
  return campaignFromQuery((name) => params.get(name));
}

/**
 * {@link campaignFromSearch} of a query read by `get` (a page's `URLSearchParams`, whose `get` reads
 * it the same way).
 */
export function campaignFromQuery(get: (name: string) => string | null | undefined): string | null {
  const [source, ...rest] = campaignParams.map((name) => cleanCampaignPart(get(name) ?? ''));
  const clickId = (Object.keys(campaignClickIds) as (keyof typeof campaignClickIds)[]).find((id) => get(id));
  return [source || (clickId ? campaignClickIds[clickId] : ''), ...rest].filter(Boolean).join(campaignCopy.separator) || null;
}

/**
 * A kept campaign (sessionStorage, which anything on the page could have written) when it is one
 * {@link campaignFromSearch} could have made, else null.
 */
export function parseCampaign(value: string | null | undefined): string | null {
  if (!value || value.length > campaignMaxLength) return null;
  const parts = value.split(campaignCopy.separator);
  return parts.length <= campaignParams.length && parts.every((part) => part !== '' && cleanCampaignPart(part) === part) ? value : null;
}

/** ` · instagram / julho`: what a campaign adds to the end of an origin line; nothing without one. */
export function campaignSuffix(campaign: string | null | undefined): string {
  return campaign ? `${originCopy.productSeparator}${campaign}` : '';
}

/**
 * `text` with `campaign` at the end of its origin line (its last line starting `Origem: `): how a
 * link written into the page (a button's) names the campaign when it is pressed. A line that
 * already ends with it, or a text without an origin line, is left as it is.
 */
export function withCampaign(text: string, campaign: string | null | undefined): string {
  const suffix = campaignSuffix(campaign);
  if (!suffix) return text;
  const lines = text.split('\n');
  const prefix = `${originCopy.label}: `;
  for (let at = lines.length - 1; at >= 0; at--) {
    const line = lines[at]!;
    if (!line.startsWith(prefix)) continue;
    if (line.endsWith(suffix)) return text;
    lines[at] = line + suffix;
    return lines.join('\n');
  }
  return text;
}
