import { count } from '#analytics';
import { offerFormCopy, simulatorCopy, textCutLabel, wizardCopy, type OfferInput, type OfferResult } from '@repo/content';
import { Button, Heading, Inline, MaskedInput, RadioGroup, Select, Stack, TextField, Tiles } from '@repo/ui';
import {
  dateAsTyped,
  emptyOfferDraft,
  missingOfferFields,
  offerFieldSpecs,
  readOfferDraft,
  type OfferDraft,
  type OfferField,
  type OfferFieldSpec,
} from '@repo/whatsapp/offer';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { visitCampaign } from '../../campaign/campaign';
import { useHydrated } from '../../components/useHydrated';
import { formValues } from '../shared/formFields';
import { openWhatsApp, whenBackFromWhatsApp } from '../shared/openWhatsApp';
import { stopAtFirst } from '../shared/submit';
import * as styles from './OfferCheck.css';
import { checkWithOfferCheck, fetchedOfferCheck, useOfferCheck, type OfferCheckModule } from './useOfferCheck';

/** The form's parts, each under its heading: a part starts at its first field, in display order. */
const groupStarts: Readonly<Partial<Record<OfferField, string>>> = {
  amountKind: offerFormCopy.groups.offer,
  statedRate: offerFormCopy.groups.rates,
  iof: offerFormCopy.groups.costs,
  institution: offerFormCopy.groups.institution,
};
const groups = offerFieldSpecs.reduce<{ title: string; fields: OfferFieldSpec[] }[]>((parts, spec) => {
  const title = groupStarts[spec.name];
  if (title !== undefined || parts.length === 0) parts.push({ title: title ?? '', fields: [] });
  parts[parts.length - 1]!.fields.push(spec);
  return parts;
}, []);

/** What the form's fields hold, as the offer's draft. */
const readForm = (form: HTMLFormElement): OfferDraft => readOfferDraft(emptyOfferDraft, formValues(form));

/** The same proposal: the figures the check reads (not their text, which a mask formats when it arrives). */
const sameInput = (a: OfferInput | null, b: OfferInput | null) => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/** The last check: the proposal as read, and what it found. */
type Checked = { input: OfferInput; result: OfferResult };
/**
 * What happened on the last hand-off: the link, whether the browser blocked the new tab, and
 * whether the visitor has come back from WhatsApp since.
 */
type Sent = { url: string; blocked: boolean; attempt: number; returned: boolean };

/**
 * The offer check (/confira-sua-proposta, issue 51): the form, then what the proposal really costs
 * and 'Quero uma proposta melhor'. Back from WhatsApp, the results say the message was opened there
 * (no toast: the page loads no toast region, and the results are where the visitor's eyes are).
 */
export function OfferCheck() {
  // The rules, the analysis and the results arrive after hydration; until then the form checks
  // presence only, and a press waits for them.
  const check = useOfferCheck();
  const hydrated = useHydrated();
  // The fields own what was typed (uncontrolled); the page keeps a copy only to render from it
  // (the messages at the fields, whether the results still say what the form holds).
  const [draft, setDraft] = useState<OfferDraft>(emptyOfferDraft);
  // Once a check was stopped by a field, each field says its own and follows every keystroke.
  const [attempted, setAttempted] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  // 'Limpar' renders the fields anew, empty.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const pendingReturn = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingReturn.current?.(), []);

  // The fields may already hold what was typed before the page hydrated.
  useEffect(() => {
    if (formRef.current) setDraft(readForm(formRef.current));
  }, []);

  const issues = attempted && check ? check.offerIssues(draft) : [];
  const missing = attempted ? missingOfferFields(draft) : [];
  const error = (spec: OfferFieldSpec) =>
    issues.find((issue) => issue.field === spec.name)?.message ?? (missing.includes(spec.name) ? wizardCopy.requiredField(spec.label) : undefined);
  // The results say what the form held when they were made; a figure changed since is said over them.
  const changed = checked !== null && check !== null && !sameInput(checked.input, check.toOfferInput(draft));

  /** Stops at the first of `fields` to correct, each field saying its own from now on. */
  function stopAt(form: HTMLFormElement, values: OfferDraft, fields: readonly OfferField[]) {
    stopAtFirst(form, fields, () => {
      setDraft(values);
      setAttempted(true);
    });
  }

  /**
   * Checks what the form holds: stops at the first field to correct, or shows what the proposal
   * costs (focus on the results' heading when `focusResults`). Returns the proposal read, or null.
   */
  function checkForm(form: HTMLFormElement, module: OfferCheckModule, focusResults: boolean): OfferInput | null {
    const values = readForm(form);
    const stop = [...missingOfferFields(values), ...module.offerIssues(values).map(({ field }) => field)];
    if (stop.length > 0) {
      stopAt(form, values, stop);
      return null;
    }
    const input = module.toOfferInput(values)!;
    flushSync(() => {
      setDraft(values);
      setChecked({ input, result: module.analyseOffer(input) });
    });
    if (focusResults) resultsRef.current?.focus();
    return input;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    // What is missing is said at once; what breaks a rule, once the rules have arrived.
    const missingNow = missingOfferFields(values);
    if (missingNow.length > 0) stopAt(form, values, missingNow);
    else checkWithOfferCheck(event, (module) => checkForm(form, module, true));
  }

  /** 'Quero uma proposta melhor': the proposal the form holds, checked again, to the broker's WhatsApp. */
  function handleBetterOffer() {
    const form = formRef.current;
    const module = fetchedOfferCheck();
    const input = form && module ? checkForm(form, module, false) : null;
    // Synchronously, inside the press's handler: anything asynchronous before it gets blocked.
    const message = input === null ? null : module!.offerCheckWhatsApp(input, undefined, visitCampaign());
    if (message === null) return;
    const opened = openWhatsApp(message.url);
    setSent((previous) => ({ url: message.url, blocked: !opened, attempt: (previous?.attempt ?? 0) + 1, returned: false }));
    // A blocked tab is counted when the visitor presses its link.
    if (opened) {
      count('whatsapp', { origin: 'conferencia-proposta' });
      // Said once the visitor is back from WhatsApp, not while the message waits unsent there.
      pendingReturn.current?.();
      pendingReturn.current = whenBackFromWhatsApp(() => setSent((current) => (current ? { ...current, returned: true } : current)));
    }
  }

  function handleClear() {
    flushSync(() => {
      setGeneration((current) => current + 1);
      setDraft(emptyOfferDraft);
      setAttempted(false);
      setChecked(null);
      setSent(null);
    });
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }

  /** What the visitor types, as it is typed: digits only in a count, the date's slashes written in. */
  function handleInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (target instanceof HTMLInputElement) {
      const typed = target.dataset.digits !== undefined ? target.value.replace(/\D/g, '') : target.dataset.date !== undefined ? dateAsTyped(target.value) : target.value;
      if (typed !== target.value) target.value = typed;
    }
    setDraft(readForm(event.currentTarget));
  }

  return (
    <Stack space="xl">
      {/* method="dialog": without JavaScript a press submits nowhere (the notice above the form says
          so); noValidate: the form says what is wrong in its own Portuguese, at each field. */}
      <form ref={formRef} method="dialog" noValidate onSubmit={handleSubmit} onInput={handleInput}>
        <Stack space="lg" key={generation}>
          {groups.map((group) => (
            <Stack key={group.title} space="md">
              <Heading level={3} size="small">
                {group.title}
              </Heading>
              <Tiles columns={{ base: 1, tablet: 2 }} space="md">
                {group.fields.map((spec) => (
                  <OfferControl key={spec.name} spec={spec} error={error(spec)} hydrated={hydrated} />
                ))}
              </Tiles>
            </Stack>
          ))}
          <Inline space="sm" align="center">
            <Button type="submit" variant="solid">
              {offerFormCopy.submitLabel}
            </Button>
            <Button type="button" variant="outline" tone="neutral" onClick={handleClear}>
              {offerFormCopy.clearLabel}
            </Button>
          </Inline>
        </Stack>
      </form>
      {checked && check ? (
        <check.OfferResults ref={resultsRef} result={checked.result} changed={changed} sent={sent} onBetterOffer={handleBetterOffer} />
      ) : null}
    </Stack>
  );
}

/**
 * A choice whose options come with hydration, not in the prerendered page: the Banco Central's 39
 * institutions, the form's last field (the page's HTML has no bytes to spare, as the wizard's list
 * of banks). Until then it offers its empty choice alone.
 */
const optionsAfterHydration: readonly OfferField[] = ['institution'];

/** A field's control, uncontrolled: its kind's (an amount, a count, a percentage, a date, a text, a choice). */
function OfferControl({ spec, error, hydrated }: { spec: OfferFieldSpec; error: string | undefined; hydrated: boolean }) {
  const common = { label: spec.label, name: spec.name, hint: spec.hint, required: spec.required || undefined, error };
  const all = spec.options ?? [];
  const options = hydrated || !optionsAfterHydration.includes(spec.name) ? all : all.filter((option) => option.value === emptyOfferDraft[spec.name]);
  switch (spec.input) {
    case 'choice':
      // Two choices side by side as radios; more, a select.
      return all.length <= 2 ? (
        <RadioGroup className={styles.wide} legend={spec.label} name={spec.name} hint={spec.hint} options={options} defaultValue={emptyOfferDraft[spec.name]} />
      ) : (
        <Select {...common} options={options} defaultValue={emptyOfferDraft[spec.name]} />
      );
    case 'amount':
      return (
        <MaskedInput
          {...common}
          mask="currency"
          parse={spec.parse!}
          prefix={simulatorCopy.currencyPrefix}
          autoComplete="off"
          maxLength={spec.maxLength}
        />
      );
    default:
      return (
        <TextField
          {...common}
          placeholder={spec.placeholder}
          autoComplete="off"
          maxLength={spec.maxLength}
          cutLabel={textCutLabel}
          inputMode={spec.attributes?.inputMode}
          data-digits={spec.attributes?.digitsOnly ? '' : undefined}
          data-date={spec.input === 'date' ? '' : undefined}
        />
      );
  }
}
