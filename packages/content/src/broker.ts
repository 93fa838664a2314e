/**
 * The active broker (`brokers/<id>/broker.json`, picked with `BROKER=<id>` at build time, checked
 * by the schema). Everything that names the broker, and every fact of its business, derives from
 * `brokerProfile`.
 */

import { profile } from '#broker-profile';
import type { Address, BrokerIdentity, BrokerProfile, DayOfWeek, OpeningHours } from './brokers/profile';

export type { Address, BrokerIdentity, BrokerProfile, DayOfWeek, OpeningHours, PhoneNumber, StateCode, Store } from './brokers/profile';

/**
 * The active broker profile (`BROKER=<id>` at build time; `default` when unset). Its client photos
 * are the gallery's (`galleryItems`), a module of their own that only the gallery's page loads; its
 * counts configuration is `brokerAnalytics` (`analytics.ts`), which only the counting code loads.
 */
export const brokerProfile: Omit<BrokerProfile, 'photos' | 'fipeToken' | 'analytics'> = profile;

/** The broker's identity, the single source of every contact fact on the site. */
export const broker: BrokerIdentity = profile.identity;

/** The broker's identity type. */
export type Broker = BrokerIdentity;

/** A warning for the build output while {@link broker} holds placeholder data, else null. */
export function placeholderWarning(): string | null {
  // Read through a widened type: with the literal `true` the `null` branch would look dead.
  const isPlaceholder: boolean = broker.isPlaceholder;
  return isPlaceholder
    ? `[@repo/content] broker profile "${profile.id}" holds PLACEHOLDER data (name "${broker.name}", ` +
        `WhatsApp ${broker.whatsapp.display}, ${broker.siteUrl}). ` +
        'Replace it with the real broker before publishing.'
    : null;
}

const dayAbbreviations: Record<DayOfWeek, string> = {
  Monday: 'Seg',
  Tuesday: 'Ter',
  Wednesday: 'Qua',
  Thursday: 'Qui',
  Friday: 'Sex',
  Saturday: 'Sáb',
  Sunday: 'Dom',
};

/** `08:00` → `08h`; `08:30` → `08h30`. */
function hourLabel(time: string): string {
  const [hours, minutes] = time.split(':');
  return minutes === '00' ? `${hours}h` : `${hours}h${minutes}`;
}

/** Display line of one {@link OpeningHours} entry: `Seg–Sex 08h–18h`, `Dom fechado`. */
export function openingHoursLabel(entry: OpeningHours): string {
  const first = entry.days[0];
  const last = entry.days[entry.days.length - 1];
  if (first === undefined || last === undefined) {
    throw new Error('Opening hours entry without days');
  }
  const days =
    first === last ? dayAbbreviations[first] : `${dayAbbreviations[first]}–${dayAbbreviations[last]}`;
  return 'closed' in entry
    ? `${days} fechado`
    : `${days} ${hourLabel(entry.opens)}–${hourLabel(entry.closes)}`;
}

/** Display lines of the broker's opening hours, in order. */
export const openingHoursLabels: readonly string[] = broker.openingHours.map(openingHoursLabel);

/** One-line postal address: `Avenida Exemplo, 1000 - Centro, Barra do Garças - MT, 78600-000`. */
export function addressLine(address: Address): string {
  return `${address.street} - ${address.neighborhood}, ${address.city} - ${address.state}, ${address.postalCode}`;
}
