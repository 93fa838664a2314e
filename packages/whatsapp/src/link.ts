import { broker, whatsappCopy, type HandoffOrigin } from '@repo/content';
import { withOrigin } from './origin';

/**
 * A wa.me number: full international form, digits only, no leading zero, 10 to 15 digits
 * (E.164 allows at most 15; Brazil is 55 + DDD + 8 or 9 digits = 12 or 13).
 */
const WHATSAPP_NUMBER = /^[1-9]\d{9,14}$/;

/** True when `number` can go into a wa.me link: digits only, international form, 10–15 digits. */
export function isWhatsAppNumber(number: string): boolean {
  return WHATSAPP_NUMBER.test(number);
}

/**
 * Replaces lone UTF-16 surrogates with U+FFFD, which `encodeURIComponent` would otherwise reject
 * with a URIError. Same as ES2024 `String.prototype.toWellFormed`, which the ES2023 lib of this
 * package does not type.
 */
function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * Click-to-chat URL `https://wa.me/<number>?text=<text>`; without text (or with an empty one),
 * just `https://wa.me/<number>`. Throws when `number` is not digits-only international form.
 *
 * The text is encoded with `encodeURIComponent` (space → %20, `+` → %2B, newline → %0A), never
 * with URLSearchParams, which writes spaces as `+` that some clients (iOS) show literally.
 */
export function whatsappLink(number: string, text?: string): string {
  if (!isWhatsAppNumber(number)) {
    throw new Error(
      `Invalid WhatsApp number ${JSON.stringify(number)}: expected the full international form, ` +
        'digits only: 55, the area code and the number (10 to 15 digits, no "+", spaces or dashes).',
    );
  }
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(toWellFormed(text))}` : base;
}

/**
 * A plain WhatsApp link (a button's, a service's quote): `text` ending with its origin line, to the
 * broker's number unless `number` is given. Here, not with the messages, so a page without a form
 * loads none of the message builders for it.
 */
export function handoffLink(text: string, origin: HandoffOrigin, number: string = broker.whatsapp.international): string {
  return whatsappLink(number, withOrigin(text, origin));
}

/** Link of the plain WhatsApp buttons (the header's, on every page): the greeting of `whatsappCopy`. */
export function greetingLink(origin: HandoffOrigin, number?: string): string {
  return handoffLink(whatsappCopy.greeting, origin, number);
}
