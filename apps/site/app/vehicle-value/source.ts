import type { VehicleKindId } from '@repo/content';

/**
 * What the site asks of a vehicle-price table, whatever answers it: the FIPE API by Parallelum
 * today (`fipe.ts`); a broker could point the site at another source (its own proxy, a paid FIPE
 * plan) by implementing this interface. Every method resolves — never rejects — with either the
 * answer or one {@link VehicleValueFailure}, so a caller cannot forget a failure path: the visitor
 * always keeps a usable value field.
 */
export interface VehicleValueSource {
  /** The brands of one kind of vehicle (cars, motorcycles, trucks). */
  brands(kind: VehicleKindId): Promise<VehicleValueResult<readonly VehicleChoice[]>>;
  /** The models of a brand. */
  models(kind: VehicleKindId, brand: string): Promise<VehicleValueResult<readonly VehicleChoice[]>>;
  /** The model years (with fuel) of a model. */
  years(kind: VehicleKindId, brand: string, model: string): Promise<VehicleValueResult<readonly VehicleChoice[]>>;
  /** The reference price of one model year. */
  price(kind: VehicleKindId, brand: string, model: string, year: string): Promise<VehicleValueResult<VehiclePrice>>;
}

/** One brand, model or year to choose: the source's code and the name a visitor reads. */
export type VehicleChoice = {
  /** The source's code, passed back to narrow the next question. */
  readonly code: string;
  /** The name as the table writes it ("VW - VolksWagen", "Gol 1.0 Flex 8V 4p", "2014 Gasolina"). */
  readonly name: string;
};

/** The price of one vehicle in the table, and what identifies that vehicle for the broker. */
export type VehiclePrice = {
  /** The reference price in reais (58231 for "R$ 58.231,00"). */
  readonly value: number;
  /** The table's month, as the table writes it: "novembro de 2026". */
  readonly referenceMonth: string;
  /** Brand as the table writes it. */
  readonly brand: string;
  /** Model as the table writes it. */
  readonly model: string;
  /** Model year (the FIPE table writes a new, zero-km vehicle as 32000). */
  readonly modelYear: number;
  /** Fuel ("Gasolina", "Diesel", "Flex"…). */
  readonly fuel: string;
  /** The vehicle's code in the table ("005340-6"): the broker finds the exact vehicle by it. */
  readonly code: string;
};

/**
 * Why a lookup failed. The visitor sees one message for all of them (the copy's `fipeCopy`);
 * the reason is for tests, logs and `pnpm fipe:check`.
 * - `offline`: the browser reports no network;
 * - `network`: the request failed before an answer (DNS, connection, CORS);
 * - `timeout`: no answer within the time allowed;
 * - `rate-limited`: HTTP 429 (500 requests a day without a token);
 * - `not-found`: HTTP 404 (a code the table does not know, e.g. after a monthly update);
 * - `http`: any other non-2xx status (5xx above all);
 * - `malformed`: the body is not JSON;
 * - `unexpected-shape`: JSON that does not match the published schema (the API changed).
 */
export const vehicleValueFailureReasons = [
  'offline',
  'network',
  'timeout',
  'rate-limited',
  'not-found',
  'http',
  'malformed',
  'unexpected-shape',
] as const;

/** One of {@link vehicleValueFailureReasons}. */
export type VehicleValueFailureReason = (typeof vehicleValueFailureReasons)[number];

/** A failed lookup: its reason, and a detail in English for developers (never shown to visitors). */
export type VehicleValueFailure = {
  readonly reason: VehicleValueFailureReason;
  readonly detail: string;
  /** The HTTP status, when there was an answer. */
  readonly status?: number;
};

/** The answer of a lookup, or its failure. */
export type VehicleValueResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: VehicleValueFailure };
