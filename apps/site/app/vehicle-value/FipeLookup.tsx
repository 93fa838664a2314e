import {
  fipeAction,
  fipeCopy,
  fipeReferenceLine,
  fipeToken,
  formatAmount,
  formatBRL,
  parseBRL,
  vehicleKinds,
  type FipeQuestionCopy,
  type VehicleKindId,
} from '@repo/content';
import { Button, Combobox, Heading, RadioGroup, Stack, Text, type ComboboxOption } from '@repo/ui';
import { fipeReferenceText, parseFipeReference, vehicleFields, type VehicleRole } from '@repo/whatsapp';
import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import lazyCss from 'virtual:lazy-styles/fipe-lookup';
import { createFipeSource } from './fipe';
import * as styles from './FipeLookup.css';
import type { VehicleChoice, VehiclePrice, VehicleValueResult, VehicleValueSource } from './source';
import { readVisitJson, writeVisit } from '../start/visitStorage';

/*
 * The FIPE lookup beside a vehicle-value field: brand → model → year, each a combobox narrowing as
 * the visitor types, then the table's price (with its month) fills the field, which stays
 * editable. A lazy module: `VehicleValueLookup` (flows/shared) fetches it when the visitor asks,
 * so no page carries it, nor its styles (ours and the combobox's, shipped inside it:
 * `lazy-styles-plugin.ts`), nor the FIPE client and its schema library, nor the broker's token.
 *
 * It never makes the form worse: the fields it fills belong to the form (the DOM owns them, as
 * everywhere on the site), a failure says `fipeAction.unavailable` and leaves them as they are, a
 * price arriving after the visitor typed a value of their own does not replace it, and what was
 * chosen is kept for the visit (this tab's sessionStorage) and every answer for the page's life.
 */

// The lookup's styles, put in the page when its module arrives: after the site's stylesheet,
// applied when the page hydrated (a lookup is only ever asked for after that), whose rules the
// combobox's adapt (the cascade the site's stylesheet would have).
if (typeof document !== 'undefined' && lazyCss) {
  const style = document.createElement('style');
  style.textContent = lazyCss;
  document.head.append(style);
}

/** One source for the page's life: its answers are kept in memory, the table changes monthly. */
let source: VehicleValueSource | undefined;
const fipe = () => (source ??= createFipeSource(fipeToken ? { token: fipeToken } : {}));

/** What the host form tells the lookup. */
export type VehicleValueLookupProps = {
  /** The vehicle of the request whose value is looked up; its fields are `vehicleFields[vehicle]`. */
  vehicle: VehicleRole;
  /**
   * The landing simulator's form: its amounts are written `R$ 58.231,00`, its vehicle type is a
   * hidden field (a vehicle card's link may have set it), and it has no make and model, year nor
   * reference field of its own, so the lookup brings them (its GET carries them to the wizard).
   * Elsewhere the form has them all, and amounts are written as its mask does (`58.231,00`).
   */
  standalone?: boolean;
};

/** A brand, model or year chosen: the table's code and name. */
type Choice = { readonly code: string; readonly name: string };

/** What the visitor chose for a kind of vehicle, kept for the visit (a reload, the lookup closed and opened again). */
type Chosen = { readonly kind: VehicleKindId | ''; readonly brand: Choice | null; readonly model: Choice | null; readonly year: Choice | null };

const nothingChosen = { brand: null, model: null, year: null } as const;

function storageKey(vehicle: VehicleRole) {
  return `fipe:${vehicleFields[vehicle].reference}`;
}

function loadChosen(vehicle: VehicleRole): Chosen | null {
  const stored = readVisitJson(storageKey(vehicle));
  return stored && typeof stored === 'object' && 'kind' in stored ? (stored as Chosen) : null;
}

function saveChosen(vehicle: VehicleRole, chosen: Chosen) {
  // Refused (private mode): the choices live as long as the page.
  writeVisit(storageKey(vehicle), JSON.stringify(chosen));
}

const isKind = (value: string): value is VehicleKindId => vehicleKinds.some((kind) => kind.id === value);

/**
 * The kind the lookup starts on while neither the form nor the visitor has said one: the broker's
 * first (cars), so that the brands are asked at once and the lookup is never blocked; the kind is
 * the lookup's first question then, and the form's own field takes it only with the table's price.
 */
const firstKind: VehicleKindId = vehicleKinds[0]?.id ?? 'carro';

/**
 * Writes a value into a form's field as if the visitor had typed it: within the field's
 * `maxLength` (which the message's bound relies on), through the element's own value setter
 * (React's tracker of the field then sees a change, and a mask takes the text whole), then the
 * events typing sends, so that the form's handlers, the mask and the draft follow.
 */
function fillField(element: HTMLInputElement | HTMLSelectElement, text: string) {
  const value = element instanceof HTMLInputElement && element.maxLength > 0 ? text.slice(0, element.maxLength) : text;
  if (element.value === value) return;
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The state of one question to the table: asked, answered or failed, for the key it was asked with. */
type Answer<T> = { readonly key: string } & ({ readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' });

/**
 * The answer to the question `key` names (null: none asked), asked with `ask` when the key changes;
 * an answer to a question no longer asked is dropped.
 */
function useAnswer<T>(key: string | null, ask: () => Promise<VehicleValueResult<T>>): Answer<T> | null {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const askNow = useEffectEvent(ask);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void askNow().then((result) => {
      if (current) setAnswer(result.ok ? { key, state: 'ready', value: result.value } : { key, state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [key]);
  if (key === null) return null;
  return answer?.key === key ? answer : { key, state: 'loading' };
}

/** The options of a question once answered, none while it is asked or after it failed. */
const optionsOf = (answer: Answer<readonly VehicleChoice[]> | null): ComboboxOption[] =>
  answer?.state === 'ready' ? answer.value.map(({ code, name }) => ({ value: code, label: name })) : [];

/**
 * Enter in a lookup's combobox chooses the option the arrows point at; with none (the list closed),
 * it must not submit the form around it (the simulator's would go to the wizard).
 */
function keepEnterInLookup(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (event.key === 'Enter' && !(input.getAttribute('aria-expanded') === 'true' && input.hasAttribute('aria-activedescendant'))) {
    event.preventDefault();
  }
}

/** Calls `changed` whenever a field of the page is typed into or changed (by the visitor or the lookup). */
function subscribeToFields(changed: () => void) {
  document.addEventListener('input', changed);
  document.addEventListener('change', changed);
  return () => {
    document.removeEventListener('input', changed);
    document.removeEventListener('change', changed);
  };
}

/**
 * The value of a field of the form around `root`, followed as the visitor (or the lookup) changes
 * it: the form owns its fields, the lookup reads them. Null while the lookup is not in the page yet
 * (React reads it again once subscribed), or when the form has no such field.
 */
function useFormField(root: RefObject<HTMLElement | null>, name: string | null): string | null {
  return useSyncExternalStore(
    subscribeToFields,
    () => {
      const element = name === null ? null : root.current?.closest('form')?.elements.namedItem(name);
      return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : null;
    },
    () => null,
  );
}

/** The model year a form's year field takes: none for a new (zero-km) vehicle, which the table writes as 32000. */
const yearOf = (price: VehiclePrice) => (price.modelYear >= 1900 && price.modelYear <= 2999 ? String(price.modelYear) : '');

/** The make and model a form's field takes: the table's brand and model, `VW - VolksWagen AMAROK High.CD…`. */
const makeModelOf = (price: VehiclePrice) => `${price.brand} ${price.model}`;

/** What the table answered in this page (of which kind), and whether the visitor's own value stayed in the field. */
type Answered = { readonly kind: VehicleKindId; readonly price: VehiclePrice; readonly year: Choice; readonly kept: boolean };

/** The price asked for: of which year, in which attempt, and how it went. */
type PriceAsked = { readonly year: Choice; readonly state: 'loading' | 'failed' | 'ready' };

/** What the form's value, year and make-and-model fields held when the price was asked for. */
type FormTexts = Partial<Record<'value' | 'year' | 'makeModel', string>>;

/**
 * The standalone lookup's own fields (elsewhere the form's): the vehicle's make and model, year and
 * value reference, of the kind they were found for.
 */
type OwnFields = { readonly kind: VehicleKindId | ''; readonly makeModel: string; readonly year: string; readonly reference: string };

const noOwnFields: OwnFields = { kind: '', makeModel: '', year: '', reference: '' };

/** The FIPE lookup (see the module's comment). */
export function FipeLookup({ vehicle, standalone = false }: VehicleValueLookupProps) {
  const names = vehicleFields[vehicle];
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLInputElement>(null);
  const reopenRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  // What the visitor chose, for one kind of vehicle (another kind starts over).
  const [chosen, setChosen] = useState<Chosen>(() => loadChosen(vehicle) ?? { kind: '', ...nothingChosen });
  // Asking again after a failure: a new key for the same questions.
  const [attempt, setAttempt] = useState(0);
  const [priceAsked, setPriceAsked] = useState<PriceAsked | null>(null);
  const [answered, setAnswered] = useState<Answered | null>(null);
  // The standalone lookup's own fields (elsewhere the form's).
  const [own, setOwn] = useState<OwnFields>(noOwnFields);
  // The price asked last: an answer to an earlier question is dropped.
  const lastQuestion = useRef(0);

  // The form's own vehicle type (null: the form has no such field) and value reference (standalone: the lookup's own).
  const hostKindValue = useFormField(rootRef, names.kind);
  const hostKind = hostKindValue !== null && isKind(hostKindValue) ? hostKindValue : '';
  const hostReference = parseFipeReference(useFormField(rootRef, standalone ? null : names.reference) ?? '');
  // The form's kind first, then the visitor's choice here, then the first kind: never none, so the
  // brands are asked at once in every product.
  const kind: VehicleKindId = hostKind || chosen.kind || firstKind;
  const { brand, model, year } = chosen.kind === kind ? chosen : nothingChosen;
  // The lookup asks the kind itself where the form shows no question of its own: always in the
  // simulator (whose kind is a hidden field), and in a form whose select is not answered yet (the
  // secured loan's, refinancing's), where it keeps asking once the select takes the answer (the
  // choice stays where it was made).
  const [askKind, setAskKind] = useState(standalone);
  if (!askKind && hostKindValue !== null && !isKind(hostKindValue)) setAskKind(true);

  const form = () => rootRef.current?.closest('form') ?? null;
  const control = <T extends Element>(name: string) => {
    const element = form()?.elements.namedItem(name);
    return element instanceof Element ? (element as T) : null;
  };
  /** The first question: the vehicle type where the lookup asks it, else the brand. */
  const focusFirst = () => (rootRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? brandRef.current)?.focus();

  // Once in the page and its form read, focus goes to the first question: the button the visitor
  // pressed is gone. Once it shows, if opened where the page does not show yet: a press made again
  // after a reload across a deploy (start/deploys.ts), in a wizard step shown once its draft is restored.
  const formRead = standalone || hostKindValue !== null;
  const focusPending = useRef(true);
  useEffect(() => {
    const root = rootRef.current;
    if (!formRead || !focusPending.current || !root) return;
    const focusIfShown = () => {
      if (!root.checkVisibility()) return;
      focusPending.current = false;
      showing.disconnect();
      focusFirst();
    };
    // Hidden, it has no size: it gets one as it shows.
    const showing = new ResizeObserver(focusIfShown);
    showing.observe(root);
    focusIfShown();
    return () => showing.disconnect();
  }, [formRead]);
  useEffect(() => saveChosen(vehicle, chosen), [vehicle, chosen]);

  // Asked once the form's own kind is read (a first render cannot read it yet): a vehicle card's
  // motorcycle is never asked as a car first.
  const brands = useAnswer(hostKindValue === null ? null : `${attempt}:${kind}`, () => fipe().brands(kind));
  const models = useAnswer(brand ? `${attempt}:${kind}:${brand.code}` : null, () => fipe().models(kind, brand!.code));
  const years = useAnswer(brand && model ? `${attempt}:${kind}:${brand.code}:${model.code}` : null, () =>
    fipe().years(kind, brand!.code, model!.code),
  );

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

  /** Asks the table for the price of the year chosen; the answer fills the form. */
  function askPrice(yearChosen: Choice) {
    if (!brand || !model) return;
    setChosen({ kind, brand, model, year: yearChosen });
    setPriceAsked({ year: yearChosen, state: 'loading' });
    const question = ++lastQuestion.current;
    const before: FormTexts = {};
    for (const field of ['value', 'year', 'makeModel'] as const) {
      const element = control<HTMLInputElement>(names[field]);
      if (element) before[field] = element.value;
    }
    void fipe()
      .price(kind, brand.code, model.code, yearChosen.code)
      .then((result) => {
        if (question !== lastQuestion.current) return;
        setPriceAsked({ year: yearChosen, state: result.ok ? 'ready' : 'failed' });
        if (result.ok) fill(result.value, yearChosen, before);
      });
  }

  function choose(next: Chosen) {
    lastQuestion.current++;
    setPriceAsked(null);
    setChosen(next);
  }

  /** The kind the visitor chose in the lookup: the form's own field (select, or the simulator's hidden one) takes it. */
  function chooseKind(next: string) {
    if (!isKind(next)) return;
    choose({ kind: next, ...nothingChosen });
    const kindField = control<HTMLInputElement | HTMLSelectElement>(names.kind);
    if (kindField) fillField(kindField, next);
  }

  function retry() {
    setAttempt((current) => current + 1);
    if (priceAsked?.state === 'failed') askPrice(priceAsked.year);
  }

  /** The visitor typed a value while the table answered, then wants the table's after all. */
  function takeTablePrice() {
    if (!answered) return;
    fillVehicle(answered.price);
    setAnswered({ ...answered, kept: false });
  }

  const failed = [brands, models, years].some((answer) => answer?.state === 'failed') || priceAsked?.state === 'failed';
  const kindOptions = vehicleKinds.map(({ id, singular }) => ({ value: id, label: singular }));

  const question = (copy: FipeQuestionCopy, answer: Answer<readonly VehicleChoice[]> | null) => ({
    label: copy.label,
    placeholder: copy.placeholder,
    countLabel: copy.count,
    noResultsLabel: copy.noResults,
    loading: answer?.state === 'loading',
    loadingLabel: copy.loading,
    options: optionsOf(answer),
    onKeyDown: keepEnterInLookup,
  });

  // What the table said: answered in this page for this kind (a vehicle of another kind chosen
  // since is another question), or kept in the form's draft (its code and month only).
  const current = answered?.kind === kind ? answered : null;
  const shown = current
    ? {
        line: fipeReferenceLine(current.price.referenceMonth, current.price.value),
        detail: fipeCopy.vehicleLine(current.price.brand, current.price.model, current.year.name, current.price.code),
        filled: !current.kept,
      }
    : hostReference
      ? { line: fipeReferenceLine(hostReference.referenceMonth, hostReference.value), detail: fipeCopy.codeLine(hostReference.code), filled: false }
      : null;

  return (
    <div ref={rootRef} role="group" aria-labelledby={titleId} className={styles.panel}>
      <Stack space="sm">
        <div className={styles.header}>
          <Heading level={3} size="small" id={titleId}>
            {fipeCopy.title}
          </Heading>
          {open ? (
            <Button
              type="button"
              variant="ghost"
              tone="neutral"
              size="small"
              onClick={() => {
                setOpen(false);
                // The button that opens it again takes the focus the closed controls had.
                requestAnimationFrame(() => reopenRef.current?.focus());
              }}
            >
              {fipeCopy.close}
            </Button>
          ) : (
            <Button
              ref={reopenRef}
              type="button"
              variant="outline"
              size="small"
              onClick={() => {
                setOpen(true);
                requestAnimationFrame(focusFirst);
              }}
            >
              {fipeAction.label}
            </Button>
          )}
        </div>
        {/* Closed, the controls stay in the form (hidden): the standalone lookup's fields go with it. */}
        <div hidden={!open}>
          <Stack space="sm">
            <Text size="small" tone="muted">
              {fipeCopy.intro}
            </Text>
            {askKind ? (
              <RadioGroup
                legend={fipeCopy.kindLegend}
                // In no form (`form=""`): the form's own field takes the kind, and the lookup's
                // choice is never submitted beside it (the simulator's GET to the wizard).
                name={`${names.kind}-fipe`}
                form=""
                appearance="segmented"
                options={kindOptions}
                value={kind}
                onValueChange={chooseKind}
              />
            ) : null}
            <Combobox
              ref={brandRef}
              {...question(fipeCopy.brand, brands)}
              value={brand?.code ?? ''}
              onValueChange={(code, option) => choose({ kind, brand: option ? { code, name: option.label } : null, model: null, year: null })}
            />
            {/* A question not yet answerable says why, as its description. */}
            <Combobox
              {...question(fipeCopy.model, models)}
              disabled={!brand}
              hint={brand ? undefined : fipeCopy.waiting.model}
              value={model?.code ?? ''}
              onValueChange={(code, option) => choose({ kind, brand, model: option ? { code, name: option.label } : null, year: null })}
            />
            <Combobox
              {...question(fipeCopy.year, years)}
              disabled={!model}
              hint={model ? undefined : fipeCopy.waiting.year}
              value={year?.code ?? ''}
              onValueChange={(code, option) => (option ? askPrice({ code, name: option.label }) : choose({ kind, brand, model, year: null }))}
            />
          </Stack>
        </div>
        {failed ? (
          <div role="alert">
            <Stack space="xs" align="start">
              <Text size="small" tone="critical">
                {fipeAction.unavailable}
              </Text>
              <Button type="button" variant="outline" tone="neutral" size="small" onClick={retry}>
                {fipeCopy.retry}
              </Button>
            </Stack>
          </div>
        ) : null}
        <div role="status">
          {priceAsked?.state === 'loading' ? (
            <Text size="small" tone="muted">
              {fipeCopy.loadingPrice}
            </Text>
          ) : shown ? (
            <div className={styles.result}>
              <Stack space="2xs">
                <Text weight="medium">{shown.filled ? fipeCopy.filled(shown.line) : shown.line}</Text>
                <Text size="small" tone="muted">
                  {shown.detail}
                </Text>
              </Stack>
            </div>
          ) : null}
        </div>
        {current?.kept ? (
          <div>
            <Button type="button" variant="outline" size="small" onClick={takeTablePrice}>
              {fipeCopy.useTablePrice}
            </Button>
          </div>
        ) : null}
        {standalone && own.kind === kind ? (
          <>
            <input type="hidden" name={names.makeModel} value={own.makeModel} />
            <input type="hidden" name={names.year} value={own.year} />
            <input type="hidden" name={names.reference} value={own.reference} />
          </>
        ) : null}
      </Stack>
    </div>
  );
}
