import { count } from '#analytics';
import {
  originParam,
  productById,
  products,
  productWizardSteps,
  toasts,
  wizardActions,
  wizardCopy,
  wizardFieldLabels,
  type ProductId,
  type WizardOriginId,
} from '@repo/content';
import { Button, Card, Column, Columns, Heading, Inline, RadioGroup, Stack, StepIndicator, Text, useToast } from '@repo/ui';
import {
  emptyRequestDraft,
  requestHiddenFields,
  requestWhatsApp,
  toCreditRequest,
  type RequestDraft,
  type RequestTextField,
} from '@repo/whatsapp';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { FlowToasts } from '../shared/FlowToasts';
import { openWhatsApp, touchScreen, whenBackFromWhatsApp } from '../shared/openWhatsApp';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import { fieldId, PersonalStep } from './PersonalStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { SidePanel } from './SidePanel';
import { DetailsStep } from './DetailsStep';
import { takeWizardOrigin } from './origin';
import { visitCampaign } from '../../campaign/campaign';
import {
  applyPrefill,
  invalidFields,
  loadDraft,
  loadFinished,
  missingFields,
  readAnswers,
  resolveStep,
  saveDraft,
  saveFinished,
  STEP_PARAM,
  urlProduct,
  wizardSearch,
  writeAnswers,
  type Finished,
  type StepNumber,
} from './state';
import * as styles from './Wizard.css';
import { useHydrated } from '../../components/useHydrated';
import { changedFields } from '../shared/formFields';
import { NoScriptNotice } from '../shared/NoScriptNotice';
import { fetchedRules, useRules, type FormRules } from '../shared/rules';
import { checkWithRules, stopAtFirst } from '../shared/submit';

/**
 * /financiamento's page: its heading and the four-step wizard (SPEC §4) for the product chosen in
 * it (`?modalidade=`), with its toasts and side panel.
 */
export function FinancingWizard() {
  return (
    <FlowToasts>
      <WizardFlow />
    </FlowToasts>
  );
}

const productOptions = products.map((product) => ({ value: product.id, label: product.label }));

function WizardFlow() {
  const { toast, dismiss } = useToast();
  // The toast of a step's last failed 'Continuar': it goes once the step succeeds.
  const stepToast = useRef<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const location = useLocation();
  // The address the page was loaded at: `restore` takes it in, the effects after it follow changes.
  const loadedKey = useRef(location.key);
  // The one form holds every step's fields, every product's: its data is the draft (the fields own
  // what is typed, uncontrolled; the steps and products not shown are hidden). `answers` is that
  // data as last read, on every change: what the page renders from it (heading, the fields shown,
  // errors, hints, estimate, review). Nothing writes it back into the fields, and finalizing keeps
  // them: Back from the result returns to the review with everything.
  const [answers, setAnswers] = useState<RequestDraft>(emptyRequestDraft);
  // The forms' rules, fetched once the page has hydrated (null until then).
  const rules = useRules();
  // False while hydrating the prerendered page: the first render must match its HTML (step 1,
  // financing, empty), so the stored draft and the URL's product and step are applied in an effect.
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(false);
  const ready = hydrated && restored;
  const [finished, setFinished] = useState<Finished | null>(null);
  // Steps whose 'Continuar' was pressed with missing or invalid fields: those show their message.
  const [attempted, setAttempted] = useState<ReadonlySet<StepNumber>>(new Set());
  // The fields the page's address carried (the simulator's figures): one that breaks a rule (a loan
  // amount below the range, typed before the simulator hydrated or without JavaScript) is said at
  // its field as soon as step 2 shows.
  const [prefilled, setPrefilled] = useState<ReadonlySet<string>>(new Set());
  // How the visitor reached the wizard (the simulator, a card, the wizard itself): the message's
  // origin line (which the review shows) and the counts name it.
  const [origin, setOrigin] = useState<WizardOriginId>('assistente');
  // The campaign that brought the visit, which the origin line names too (kept for the visit).
  const [campaign, setCampaign] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const blockedRef = useRef<HTMLDivElement>(null);

  const requested = searchParams.get(STEP_PARAM);
  const step: StepNumber = ready ? resolveStep(requested, answers, finished !== null, rules) : 1;
  const product = productById(answers.product);
  const steps = productWizardSteps(product.id, answers.personType);
  const stepTitles = steps.map(({ title }) => title);

  /** The address for a product and a step: `replace` for corrections and product switches. */
  function showInUrl(productId: ProductId, shown: StepNumber, replace: boolean) {
    setSearchParams(wizardSearch(productId, shown), { replace, preventScrollReset: true });
  }

  /** Reads the form's data again: what the page renders follows what the fields hold. */
  function refresh() {
    if (formRef.current) setAnswers(readAnswers(formRef.current));
  }

  // Restore the draft, take in the URL's product and the simulator's figures, and correct a URL
  // pointing past an incomplete step (the visitor always starts at step 1). Once, on mount (the
  // page has hydrated): an effect event, so that a new `setSearchParams` (one comes with every
  // change of the URL) does not run it again. It does not wait for the rules: until they arrive,
  // a step is complete when its answers are present, and the URL is corrected again once they have.
  const restore = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams(window.location.search);
    // The URL's product (a card's or the simulator's link) and figures win over an older stored
    // draft; what the visitor typed or chose before the page hydrated is in the fields and wins
    // over both: the stored answers go into the fields left as rendered.
    writeAnswers(form, applyPrefill(loadDraft() ?? emptyRequestDraft, params), new Set(Object.keys(changedFields(form))));
    const restored = readAnswers(form);
    setAnswers(restored);
    setOrigin(takeWizardOrigin(params));
    setCampaign(visitCampaign());
    // The result of a hand-off made in this tab shows again on a reload or Forward.
    const handedOff = loadFinished();
    setFinished(handedOff);
    // A landing simulation taken to the wizard, counted where it arrives: a press before the landing
    // hydrated loads this page (the browser submits the simulator's form), and the address's figures
    // and origin are read here once (the address is tidied below, so a reload counts nothing).
    if (params.get(originParam) === 'inicio-simulador') count('simulation', { origin: 'inicio-simulador', product: restored.product }, '/');
    setRestored(true);
    setPrefilled(new Set([...params.keys()]));
    const shown = resolveStep(params.get(STEP_PARAM), restored, handedOff !== null, fetchedRules());
    const search = new URLSearchParams(wizardSearch(restored.product, shown));
    if (search.toString() !== params.toString()) showInUrl(restored.product, shown, true);
  });
  // The draft is external (sessionStorage, the URL): restored once, on mount.
  useEffect(() => restore(), []);

  // Once the rules have arrived, a URL showing a step past one whose answers break a rule is corrected.
  const withRules = useEffectEvent((rules: FormRules) => {
    const shown = resolveStep(searchParams.get(STEP_PARAM), answers, finished !== null, rules);
    if (String(shown) !== (searchParams.get(STEP_PARAM) ?? '1')) showInUrl(answers.product, shown, true);
  });
  useEffect(() => {
    if (rules && restored) withRules(rules);
  }, [rules, restored]);

  // After the first address (restore's): a link to another product while the wizard is open
  // (`?modalidade=`) switches to it; the browser's Back and Forward, and a link without a product,
  // keep the product chosen and correct the URL.
  const followUrl = useEffectEvent(() => {
    const productInUrl = urlProduct(searchParams);
    if (productInUrl === answers.product) return;
    if (productInUrl !== null && navigationType === 'PUSH' && formRef.current) {
      writeAnswers(formRef.current, { product: productInUrl });
      refresh();
    } else {
      showInUrl(answers.product, step, true);
    }
  });
  useEffect(() => {
    if (ready && location.key !== loadedKey.current) followUrl();
  }, [ready, location.key]);

  // Each step reached is counted once per visit of the page (the result, step 4, is the hand-off).
  const countedSteps = useRef(new Set<StepNumber>());
  const countStep = useEffectEvent((shown: StepNumber) => {
    if (shown === 4 || countedSteps.current.has(shown)) return;
    countedSteps.current.add(shown);
    count({ step: shown }, { origin, product: answers.product });
  });
  useEffect(() => {
    if (ready) countStep(step);
  }, [ready, step]);

  // Every change is kept in sessionStorage, the form's data as it submits it (an empty form removes it).
  useEffect(() => {
    if (ready && formRef.current) saveDraft(new FormData(formRef.current));
  }, [answers, ready]);

  // Focus follows the step: its heading (or the pop-up-blocked notice) after every change, but
  // not on the first load. The new step is shown from its heading, below the sticky header (its
  // scroll-margin), however it was reached: left to focus's own scroll, a Space on 'Finalizar
  // Solicitação' (a click on its keyup, the window still scrolling to the button) left the
  // result's heading above the window and its link at the header, where a click or Enter had
  // them in view.
  const shownStep = useRef<StepNumber | null>(null);
  useEffect(() => {
    if (!ready) return;
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous === null || previous === step) return;
    const focused = step === 4 && finished?.blocked ? blockedRef.current : headingRef.current;
    focused?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [step, ready, finished]);

  function handleContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step !== 1 && step !== 2) return;
    // What the fields hold now (a press held before hydration comes here before any change was read).
    const form = event.currentTarget;
    const next = readAnswers(form);
    setAnswers(next);
    // A press made before the rules have arrived (held before hydration) is made again once they have.
    checkWithRules(event, (rules) => continueWith(step, form, next, rules));
  }

  /** Moves on from a step whose answers keep every rule; otherwise says what to correct. */
  function continueWith(step: 1 | 2, form: HTMLFormElement, next: RequestDraft, rules: FormRules) {
    const missing = missingFields(step, next);
    const invalid = invalidFields(step, next, rules).map(({ field }) => field);
    // The toast of the last press says what was missing then: it goes, and a new one comes if
    // something still is.
    if (stepToast.current) dismiss(stepToast.current);
    stepToast.current = null;
    if (missing.length > 0 || invalid.length > 0) {
      // The first field to correct, in display order (the form lists them so), by its id: the form
      // holds every product's fields.
      stopAtFirst(form, [...missing, ...invalid], () => setAttempted((current) => new Set(current).add(step)), (name) =>
        document.getElementById(fieldId(name as RequestTextField)),
      );
      // A broken rule is said at its field; a missing answer also toasts (SPEC §8).
      if (missing.length > 0) {
        stepToast.current = toast({ ...(step === 1 ? toasts.personalDataIncomplete : productById(next.product).detailsIncomplete), tone: 'critical' });
      }
      return;
    }
    showInUrl(next.product, (step + 1) as StepNumber, false);
  }

  // SPEC's success toast waits for the visitor to come back from WhatsApp; cancelled on leaving.
  const pendingToast = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingToast.current?.(), []);

  function handleFinish() {
    // Synchronously, inside the click handler: anything asynchronous before it gets blocked.
    const { url } = requestWhatsApp(toCreditRequest(answers), origin, undefined, campaign);
    const opened = openWhatsApp(url);
    // Counted once WhatsApp has opened; a blocked tab is counted when its link is pressed.
    if (opened) count('whatsapp', { origin, product: answers.product });
    // The draft stays (until the tab closes): whoever goes Back to fix a typo retypes nothing.
    const handedOff = { url, blocked: !opened };
    setFinished(handedOff);
    saveFinished(handedOff);
    showInUrl(answers.product, 4, false);
    if (opened) {
      pendingToast.current?.();
      pendingToast.current = whenBackFromWhatsApp(() => toast({ ...toasts.financingSent, tone: 'success' }));
    }
  }

  // Any field changed: read the form again; a product chosen goes into the address. The browser's
  // own events, not React's `onChange`: React tells a radio's change by the `checked` it last saw
  // set, and a radio unchecked by another's check (a stored product put back) is never set.
  const onFieldEvent = useEffectEvent((event: Event) => {
    const target = event.target;
    // A control that is none of the draft's fields (the FIPE lookup's own comboboxes and kind)
    // changes no answer. Reading the form then would also re-render its controlled controls before
    // React has handled the event, and put back the text or choice the visitor just changed.
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return;
    if (!Object.hasOwn(emptyRequestDraft, target.name)) return;
    // An answer changed after the hand-off: the result no longer says what was sent, so Forward
    // leads to the review and a new 'Finalizar Solicitação'.
    if (finished) {
      setFinished(null);
      saveFinished(null);
    }
    // A field of digits only (a year, a count): anything else typed is dropped, like a mask.
    if (target instanceof HTMLInputElement && target.dataset.digits !== undefined) {
      const digits = target.value.replace(/\D/g, '').slice(0, target.maxLength);
      if (digits !== target.value) target.value = digits;
    }
    refresh();
    if (event.type === 'change' && target instanceof HTMLInputElement && target.name === 'product') {
      showInUrl(target.value as ProductId, step, true);
    }
  });
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const listener = (event: Event) => onFieldEvent(event);
    form.addEventListener('input', listener);
    form.addEventListener('change', listener);
    return () => {
      form.removeEventListener('input', listener);
      form.removeEventListener('change', listener);
    };
  }, []);

  const shownAttempted = attempted.has(step);
  const invalid = new Set<RequestTextField>(shownAttempted ? missingFields(step, answers) : []);
  const stepIssues = invalidFields(step, answers, rules);
  const prefillFlagged = step === 2 && stepIssues.some(({ field }) => prefilled.has(field));
  const issues = shownAttempted || prefillFlagged ? stepIssues : [];
  const fieldsProps = { answers, invalid, issues, onMasked: refresh };
  // Step 4 says "Solicitação enviada!" only when WhatsApp opened; after a blocked pop-up nothing was sent.
  const resultTitle = finished?.blocked ? wizardCopy.resultBlockedTitle : wizardCopy.resultTitle(touchScreen());
  const title = step === 4 ? resultTitle : (stepTitles[step - 1] ?? '');

  const back =
    step === 2 || step === 3 ? (
      <Button type="button" variant="outline" tone="neutral" onClick={() => showInUrl(answers.product, (step - 1) as StepNumber, false)}>
        {wizardActions.back}
      </Button>
    ) : null;

  const heading = (
    <Stack space="2xs">
      <p className={styles.stepCounter}>{wizardCopy.stepCounter(step, steps.length)}</p>
      <Heading level={2} size="large" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {title}
      </Heading>
    </Stack>
  );

  return (
    <Stack space="xl">
      <Stack space="xs">
        <Heading level={1} id="financiamento-titulo">
          {product.wizardTitle}
        </Heading>
        <Text size="large" tone="muted">
          {wizardCopy.subtitle}
        </Text>
      </Stack>
      {/* The steps fill what the side panel leaves: two thirds of the row on wide screens. */}
      <Columns space="xl" collapseBelow="wide">
        <Stack space="lg">
          <StepIndicator
            steps={stepTitles}
            current={step - 1}
            label={wizardCopy.stepIndicatorLabel}
            completedLabel={wizardCopy.stepCompletedLabel}
          />
          <Card padding="large">
            {/* Every step's fields, every product's: those not shown are hidden, so their answers
                stay in the form. noValidate: presence and range are checked by 'Continuar' itself
                (toast, inline messages, focus). method="dialog": without JavaScript Continuar
                submits nowhere, as in the contact form. */}
            <form
              ref={formRef}
              method="dialog"
              noValidate
              onSubmit={handleContinue}
              aria-label={title}
            >
              <Stack space="lg">
                {/* The product, above the step: it titles the page and step 2, and decides step 2's fields. */}
                <div hidden={step > 2}>
                  <RadioGroup
                    legend={wizardFieldLabels.product}
                    name="product"
                    appearance="segmented"
                    options={productOptions}
                    defaultValue={products[0].id}
                  />
                </div>
                {heading}
                <NoScriptNotice />
                {/* LGPD art. 9: before the first field (the CPF), short, the full text one click away. */}
                {step === 1 ? <PrivacyNotice form="wizard" /> : null}
                <div hidden={step !== 1}>
                  <PersonalStep {...fieldsProps} rules={rules} />
                </div>
                <div hidden={step !== 2}>
                  <DetailsStep {...fieldsProps} rules={rules} />
                </div>
                {/* No default: React would write a hidden input's default, its value, back on every render. */}
                {requestHiddenFields.map((name) => (
                  <input key={name} type="hidden" name={name} />
                ))}
                {step === 3 ? <ReviewStep answers={answers} origin={origin} campaign={campaign} /> : null}
                {step === 4 && finished ? <ResultStep ref={blockedRef} url={finished.url} blocked={finished.blocked} /> : null}
                {step === 1 || step === 2 ? (
                  <Inline space="sm" justify="between">
                    {back ?? <span />}
                    <Button type="submit" variant="solid" tone="primary">
                      {wizardActions.next}
                    </Button>
                  </Inline>
                ) : null}
                {step === 3 ? (
                  <Inline space="sm" justify="between">
                    {back}
                    <Button type="button" variant="solid" tone="whatsapp" onClick={handleFinish}>
                      {wizardActions.finish}
                    </Button>
                  </Inline>
                ) : null}
              </Stack>
            </form>
          </Card>
        </Stack>
        <Column width="1/3">
          <SidePanel />
        </Column>
      </Columns>
    </Stack>
  );
}
