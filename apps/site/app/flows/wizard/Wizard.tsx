import { toasts, wizardActions, wizardCopy, wizardSteps, type PersonType } from '@repo/content';
import { Button, Card, Column, Columns, Heading, Inline, Stack, StepIndicator, useToast } from '@repo/ui';
import { financingWhatsApp, readFinancingDraft, toFinancingRequest } from '@repo/whatsapp';
import { useEffect, useEffectEvent, useReducer, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FlowToasts } from '../shared/FlowToasts';
import { openWhatsApp } from '../shared/openWhatsApp';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import { fieldId, PersonalStep } from './PersonalStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { SidePanel } from './SidePanel';
import {
  applyPrefill,
  clearDraft,
  emptyDraft,
  hasPrefill,
  loadDraft,
  missingFields,
  resolveStep,
  saveDraft,
  STEP_PARAM,
  wizardReducer,
  type DraftField,
  type StepNumber,
} from './state';
import { VehicleStep } from './VehicleStep';
import * as styles from './Wizard.css';
import { useHydrated } from '../../components/useHydrated';
import { changedFields, formValues } from '../shared/formFields';
import { NoScriptNotice } from '../shared/NoScriptNotice';

/** The four-step financing wizard of /financiamento (SPEC §4), with its toasts and side panel. */
export function FinancingWizard() {
  return (
    <FlowToasts>
      <WizardFlow />
    </FlowToasts>
  );
}

/** The WhatsApp hand-off of this visit: its link and whether the browser blocked the new tab. */
type Finished = { url: string; blocked: boolean };

const stepTitles = wizardSteps.map((step) => step.title);

function WizardFlow() {
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // Every answer, kept as the fields report their input: it renders the errors, hints, estimate
  // and review, and outlives each step's fields. The fields themselves own what is typed into
  // them (uncontrolled); the draft gives them their default when a step is shown again.
  const [draft, dispatch] = useReducer(wizardReducer, emptyDraft);
  // False while hydrating the prerendered page: the first render must match its HTML (step 1,
  // empty), so the stored draft and the URL's step are applied in an effect.
  const ready = useHydrated();
  const [finished, setFinished] = useState<Finished | null>(null);
  // Steps whose 'Continuar' was pressed with missing fields: their empty fields show as invalid.
  const [attempted, setAttempted] = useState<ReadonlySet<StepNumber>>(new Set());
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const blockedRef = useRef<HTMLDivElement>(null);

  const requested = searchParams.get(STEP_PARAM);
  const step: StepNumber = ready ? resolveStep(requested, draft, finished !== null) : 1;

  // Restore the draft, take in the simulator's figures, and correct a URL pointing past an
  // incomplete step (the visitor always starts at step 1). Once, on mount: an effect event, so
  // that a new `setSearchParams` (one comes with every change of the URL) does not run it again.
  const restore = useEffectEvent(() => {
    const params = new URLSearchParams(window.location.search);
    // What the visitor typed before the page hydrated is in the fields and wins over an older
    // stored draft; the fields left as rendered show the stored answers, their new defaults.
    let restored = readFinancingDraft(loadDraft() ?? emptyDraft, formRef.current ? changedFields(formRef.current) : {});
    if (hasPrefill(params)) restored = applyPrefill(restored, params);
    dispatch({ type: 'restore', draft: restored });
    const shown = resolveStep(params.get(STEP_PARAM), restored, false);
    if (hasPrefill(params) || (params.has(STEP_PARAM) && params.get(STEP_PARAM) !== String(shown))) {
      setSearchParams(shown === 1 ? {} : { [STEP_PARAM]: String(shown) }, { replace: true, preventScrollReset: true });
    }
  });
  useEffect(() => restore(), []);

  // Every change is kept in sessionStorage (an empty draft removes it).
  useEffect(() => {
    if (ready) saveDraft(draft);
  }, [draft, ready]);

  // Once the result is on screen, forget the answers: they went to WhatsApp.
  useEffect(() => {
    if (step === 4) dispatch({ type: 'clear' });
  }, [step]);

  // Focus follows the step: its heading (or the pop-up-blocked notice) after every change, but
  // not on the first load.
  const shownStep = useRef<StepNumber | null>(null);
  useEffect(() => {
    if (!ready) return;
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous === null || previous === step) return;
    if (step === 4 && finished?.blocked) blockedRef.current?.focus();
    else headingRef.current?.focus();
  }, [step, ready, finished]);

  // After a failed 'Continuar': focus the first missing field once it is marked invalid.
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  function goTo(next: StepNumber) {
    setSearchParams({ [STEP_PARAM]: String(next) }, { preventScrollReset: true });
  }

  function handleContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step !== 1 && step !== 2) return;
    // The step's answers are what its fields hold (a press held before hydration comes here
    // before the draft has been rendered).
    const answers = formValues(event.currentTarget);
    dispatch({ type: 'answers', answers });
    const missing = missingFields(step, readFinancingDraft(draft, answers));
    if (missing.length > 0) {
      setAttempted((current) => new Set(current).add(step));
      setFocusTarget({ id: fieldId(missing[0]!) });
      toast({ ...(step === 1 ? toasts.personalDataIncomplete : toasts.vehicleDataIncomplete), tone: 'critical' });
      return;
    }
    goTo((step + 1) as StepNumber);
  }

  function handleFinish() {
    // Synchronously, inside the click handler: anything asynchronous before it gets blocked.
    const { url } = financingWhatsApp(toFinancingRequest(draft));
    const opened = openWhatsApp(url);
    clearDraft();
    setFinished({ url, blocked: !opened });
    goTo(4);
    if (opened) toast({ ...toasts.financingSent, tone: 'success' });
  }

  const invalid = new Set<DraftField>(attempted.has(step) ? missingFields(step, draft) : []);
  const onField = (field: DraftField, value: string) => dispatch({ type: 'field', field, value });
  const onPersonType = (personType: PersonType) => dispatch({ type: 'personType', personType });
  // Step 4 says "Solicitação enviada!" only when WhatsApp opened; after a blocked pop-up nothing was sent.
  const resultTitle = finished?.blocked ? wizardCopy.resultBlockedTitle : wizardCopy.resultTitle;
  const title = step === 4 ? resultTitle : (stepTitles[step - 1] ?? '');

  const back =
    step === 2 || step === 3 ? (
      <Button type="button" variant="outline" tone="neutral" onClick={() => goTo((step - 1) as StepNumber)}>
        {wizardActions.back}
      </Button>
    ) : null;

  return (
    // The steps fill what the side panel leaves: two thirds of the row on wide screens.
    <Columns space="xl" collapseBelow="wide">
      <Stack space="lg">
        <StepIndicator
          steps={stepTitles}
          current={step - 1}
          label={wizardCopy.stepIndicatorLabel}
          completedLabel={wizardCopy.stepCompletedLabel}
        />
        <Card padding="large">
          <Stack space="lg">
            <Stack space="2xs">
              <p className={styles.stepCounter}>{wizardCopy.stepCounter(step, wizardSteps.length)}</p>
              <Heading level={2} size="large" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
                {title}
              </Heading>
            </Stack>
            <NoScriptNotice />
            {step === 1 || step === 2 ? (
              // noValidate: presence is checked by 'Continuar' itself (toast, inline messages, focus).
              // POST: without JavaScript the browser submits it itself, and a GET would put the
              // CPF and phone in the address bar.
              <form ref={formRef} method="post" noValidate onSubmit={handleContinue} aria-label={title}>
                <Stack space="lg">
                  {step === 1 ? (
                    <>
                      {/* LGPD art. 9: before the first field (the CPF), short, the full text one click away. */}
                      <PrivacyNotice form="wizard" />
                      <PersonalStep draft={draft} invalid={invalid} onField={onField} onPersonType={onPersonType} />
                    </>
                  ) : (
                    <VehicleStep draft={draft} invalid={invalid} onField={onField} />
                  )}
                  <Inline space="sm" justify="between">
                    {back ?? <span />}
                    <Button type="submit" variant="solid" tone="primary">
                      {wizardActions.next}
                    </Button>
                  </Inline>
                </Stack>
              </form>
            ) : null}
            {step === 3 ? (
              <>
                <ReviewStep draft={draft} />
                <Inline space="sm" justify="between">
                  {back}
                  <Button type="button" variant="solid" tone="whatsapp" onClick={handleFinish}>
                    {wizardActions.finish}
                  </Button>
                </Inline>
              </>
            ) : null}
            {step === 4 && finished ? <ResultStep ref={blockedRef} url={finished.url} blocked={finished.blocked} /> : null}
          </Stack>
        </Card>
      </Stack>
      <Column width="1/3">
        <SidePanel />
      </Column>
    </Columns>
  );
}
