/**
 * What every message shares: the 2,000-character limit and the wa.me link. A module of its own so
 * that a message builder (the wizard's, the offer check's) loads neither the contact form's table
 * nor its field kinds, which `./messages.ts` builds when it loads.
 */
import { whatsappLink } from './link';

/**
 * Longest message the builders consider safe. WhatsApp documents no limit, but truncation has
 * been reported at about 2,250 characters; measured in UTF-16 code units, like `maxLength`.
 */
export const MAX_MESSAGE_LENGTH = 2000;

/** A message ready to open: its text, its wa.me URL and whether it is over the limit. */
export type WhatsAppMessage = {
  text: string;
  url: string;
  /** `text.length`. */
  length: number;
  /** True when longer than {@link MAX_MESSAGE_LENGTH}; bound the free-text fields instead. */
  tooLong: boolean;
};

/** Wraps a text as a {@link WhatsAppMessage} to `number`. */
export function toWhatsAppMessage(text: string, number: string): WhatsAppMessage {
  return {
    text,
    url: whatsappLink(number, text),
    length: text.length,
    tooLong: text.length > MAX_MESSAGE_LENGTH,
  };
}
