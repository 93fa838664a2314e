import { broker, type PhoneNumber } from '@repo/content';
import type { ReactNode } from 'react';
import { PhoneLink } from '../components/PhoneLink';

/** The broker's phones the warnings name, each a `tel:` link that never breaks inside the number. */
const warningPhones: readonly PhoneNumber[] = [broker.whatsapp, broker.phones.main];

/** A warning's sentence with each of the broker's phones in it a {@link PhoneLink}. */
export function withPhoneLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [text];
  for (const phone of warningPhones) {
    for (let index = parts.length - 1; index >= 0; index -= 1) {
      const part = parts[index];
      if (typeof part !== 'string' || !part.includes(phone.display)) continue;
      const [before, ...after] = part.split(phone.display);
      parts.splice(index, 1, before, <PhoneLink key={`${phone.e164}-${index}`} phone={phone} />, after.join(phone.display));
    }
  }
  return parts.filter((part) => part !== '');
}
