import { fipeAction, fipeCopy, fipeReferenceLine, vehicleKinds, type FipeQuestionCopy, type VehicleKindId } from '@repo/content';
import { Button, Combobox, Heading, RadioGroup, Stack, Text } from '@repo/ui';
import { parseFipeReference, vehicleFields, type VehicleRole } from '@repo/whatsapp';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { type Choice, type Chosen, loadChosen, nothingChosen, saveChosen } from './chosen';
import * as styles from './FipeLookup.css';
import { fillField, formControl, useFormField } from './hostForm';
import { putLookupStyles } from './lookupStyles';
import { pageSource } from './pageSource';
import type { VehicleChoice } from './source';
import { type Answer, optionsOf, useAnswer } from './useAnswer';
import { useTablePrice } from './useTablePrice';

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
 *
 * Here, the lookup's view and the choices it asks; beside it, one module per job: its styles
 * (`lookupStyles.ts`), the page's one source of the table (`pageSource.ts`), what was chosen and its
 * keeping for the visit (`chosen.ts`), one question's answer (`useAnswer.ts`), the form around it
 * read and written (`hostForm.ts`), and the table's price written into that form (`useTablePrice.ts`).
 */

putLookupStyles();

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

const isKind = (value: string): value is VehicleKindId => vehicleKinds.some((kind) => kind.id === value);

/**
 * The kind the lookup starts on while neither the form nor the visitor has said one: the broker's
 * first (cars), so that the brands are asked at once and the lookup is never blocked; the kind is
 * the lookup's first question then, and the form's own field takes it only with the table's price.
 */
const firstKind: VehicleKindId = vehicleKinds[0]?.id ?? 'carro';

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

  const control = <T extends Element>(name: string) => formControl<T>(rootRef.current, name);
  const price = useTablePrice({ names, standalone, kind, control });
  /** The first question: the vehicle type where the lookup asks it, else the brand. */
  const focusFirst = () => (rootRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? brandRef.current)?.focus();

  // Once in the page and its form read, focus goes to the first question: the button the visitor
  // pressed is gone. Once it shows, if opened where the page does not show yet: a press made again
  // after a reload across a deploy (page-start/deploys.ts), in a wizard step shown once its draft is restored.
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
  const brands = useAnswer(hostKindValue === null ? null : `${attempt}:${kind}`, () => pageSource().brands(kind));
  const models = useAnswer(brand ? `${attempt}:${kind}:${brand.code}` : null, () => pageSource().models(kind, brand!.code));
  const years = useAnswer(brand && model ? `${attempt}:${kind}:${brand.code}:${model.code}` : null, () =>
    pageSource().years(kind, brand!.code, model!.code),
  );

  /** Asks the table for the price of the year chosen; the answer fills the form. */
  function askPrice(yearChosen: Choice) {
    if (!brand || !model) return;
    setChosen({ kind, brand, model, year: yearChosen });
    price.ask(brand, model, yearChosen);
  }

  function choose(next: Chosen) {
    price.forget();
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
    if (price.priceAsked?.state === 'failed') askPrice(price.priceAsked.year);
  }

  const failed = [brands, models, years].some((answer) => answer?.state === 'failed') || price.priceAsked?.state === 'failed';
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
  const current = price.answered?.kind === kind ? price.answered : null;
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
          {price.priceAsked?.state === 'loading' ? (
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
            <Button type="button" variant="outline" size="small" onClick={price.takeTablePrice}>
              {fipeCopy.useTablePrice}
            </Button>
          </div>
        ) : null}
        {standalone && price.own.kind === kind ? (
          <>
            <input type="hidden" name={names.makeModel} value={price.own.makeModel} />
            <input type="hidden" name={names.year} value={price.own.year} />
            <input type="hidden" name={names.reference} value={price.own.reference} />
          </>
        ) : null}
      </Stack>
    </div>
  );
}
