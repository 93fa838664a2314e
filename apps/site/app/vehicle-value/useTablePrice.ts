/*
 * The table's price asked for and written into the form: the value, year, make and model (those
 * the form has), the value's reference, and what the table said, kept to show.
 */
import { formatAmount, formatBRL, parseBRL, type VehicleKindId } from '@repo/content';
import { fipeReferenceText, vehicleFields } from '@repo/whatsapp';
import { useRef, useState } from 'react';
import type { Choice } from './chosen';
import { fillField } from './hostForm';
import { pageSource } from './pageSource';
import type { VehiclePrice } from './source';

/** The model year a form's year field takes: none for a new (zero-km) vehicle, which the table writes as 32000. */
const yearOf = (price: VehiclePrice) => (price.modelYear >= 1900 && price.modelYear <= 2999 ? String(price.modelYear) : '');

/** The make and model a form's field takes: the table's brand and model, `VW - VolksWagen AMAROK High.CD…`. */
const makeModelOf = (price: VehiclePrice) => `${price.brand} ${price.model}`;

/** What the table answered in this page (of which kind), and whether the visitor's own value stayed in the field. */
export type Answered = { readonly kind: VehicleKindId; readonly price: VehiclePrice; readonly year: Choice; readonly kept: boolean };

/** The price asked for: of which year, in which attempt, and how it went. */
export type PriceAsked = { readonly year: Choice; readonly state: 'loading' | 'failed' | 'ready' };

/** What the form's value, year and make-and-model fields held when the price was asked for. */
type FormTexts = Partial<Record<'value' | 'year' | 'makeModel', string>>;

/**
 * The standalone lookup's own fields (elsewhere the form's): the vehicle's make and model, year and
 * value reference, of the kind they were found for.
 */
export type OwnFields = { readonly kind: VehicleKindId | ''; readonly makeModel: string; readonly year: string; readonly reference: string };

const noOwnFields: OwnFields = { kind: '', makeModel: '', year: '', reference: '' };

type TablePriceOptions = {
  /** The form's fields of the vehicle whose value is looked up. */
  readonly names: (typeof vehicleFields)[keyof typeof vehicleFields];
  /** The landing simulator's lookup, which brings its own fields (`VehicleValueLookupProps`). */
  readonly standalone: boolean;
  /** The kind of vehicle asked about. */
  readonly kind: VehicleKindId;
  /** The form's control of that name, or null. */
  readonly control: <T extends Element>(name: string) => T | null;
};

/** The price of the year chosen, asked for and written into the form (see the module's comment). */
export function useTablePrice({ names, standalone, kind, control }: TablePriceOptions) {
  const [priceAsked, setPriceAsked] = useState<PriceAsked | null>(null);
  const [answered, setAnswered] = useState<Answered | null>(null);
  // The standalone lookup's own fields (elsewhere the form's).
  const [own, setOwn] = useState<OwnFields>(noOwnFields);
  // The price asked last: an answer to an earlier question is dropped.
  const lastQuestion = useRef(0);

  /**
   * What the table's answer writes into the form, as the form takes it: the simulator's amounts
   * as it writes them (`R$ 58.231,00`); elsewhere as typed into the amount's mask (`58231,00`),
   * which reads a `.` as the decimal comma and groups the thousands itself.
   */
  const textsOf = (price: VehiclePrice) => ({
    value: standalone ? formatBRL(price.value) : formatAmount(price.value).replaceAll('.', ''),
    year: yearOf(price),
    makeModel: makeModelOf(price),
  });

  /**
   * Writes the table's value, year, make and model into the form's fields (those it has); with
   * `before`, only into a field the visitor has not typed into since the price was asked for.
   */
  function fillVehicle(price: VehiclePrice, before?: FormTexts) {
    const texts = textsOf(price);
    // Standalone, the year and the make and model are the lookup's own fields.
    if (standalone) setOwn((current) => ({ ...current, kind, makeModel: texts.makeModel, year: texts.year }));
    for (const field of standalone ? (['value'] as const) : (['value', 'year', 'makeModel'] as const)) {
      const element = control<HTMLInputElement>(names[field]);
      if (element && texts[field] && (before === undefined || element.value === before[field])) fillField(element, texts[field]);
    }
  }

  /**
   * Writes what the table answered into the form: its reference always (the broker sees what the
   * table said, even of a value the visitor changed), the rest where the visitor did not type
   * meanwhile.
   */
  function fill(price: VehiclePrice, yearChosen: Choice, before: FormTexts) {
    const reference = fipeReferenceText({ code: price.code, referenceMonth: price.referenceMonth, value: price.value });
    if (standalone) setOwn((current) => ({ ...current, kind, reference }));
    else {
      const hidden = control<HTMLInputElement>(names.reference);
      if (hidden) fillField(hidden, reference);
    }
    // The form's vehicle type takes the kind the table answered for (the lookup's first, untouched, included).
    const kindField = control<HTMLInputElement | HTMLSelectElement>(names.kind);
    if (kindField) fillField(kindField, kind);
    fillVehicle(price, before);
    const kept = parseBRL(control<HTMLInputElement>(names.value)?.value ?? '') !== price.value;
    setAnswered({ kind, price, year: yearChosen, kept });
  }

  return {
    priceAsked,
    answered,
    own,
    /** Asks the table for the price of the year chosen of `brand`'s `model`; the answer fills the form. */
    ask(brand: Choice, model: Choice, yearChosen: Choice) {
      setPriceAsked({ year: yearChosen, state: 'loading' });
      const question = ++lastQuestion.current;
      const before: FormTexts = {};
      for (const field of ['value', 'year', 'makeModel'] as const) {
        const element = control<HTMLInputElement>(names[field]);
        if (element) before[field] = element.value;
      }
      void pageSource()
        .price(kind, brand.code, model.code, yearChosen.code)
        .then((result) => {
          if (question !== lastQuestion.current) return;
          setPriceAsked({ year: yearChosen, state: result.ok ? 'ready' : 'failed' });
          if (result.ok) fill(result.value, yearChosen, before);
        });
    },
    /** Forgets the price asked for (another choice was made): its answer, if it comes, is dropped. */
    forget() {
      lastQuestion.current++;
      setPriceAsked(null);
    },
    /** The visitor typed a value while the table answered, then wants the table's after all. */
    takeTablePrice() {
      if (!answered) return;
      fillVehicle(answered.price);
      setAnswered({ ...answered, kept: false });
    },
  };
}
