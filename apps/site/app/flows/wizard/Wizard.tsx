import { count } from '#analytics';
import {
  privacyNotice,
  productById,
  products,
  productWizardSteps,
  toasts,
  wizardActions,
  wizardCopy,
  wizardFieldLabels,
} from '@repo/content';
import { Button, Card, Column, Columns, Heading, Inline, RadioGroup, Stack, StepIndicator, useToast } from '@repo/ui';
import { requestHiddenFields, requestWhatsApp, toCreditRequest, type RequestDraft, type RequestTextField } from '@repo/whatsapp';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FlowToasts } from '../shared/FlowToasts';
import { openWhatsApp, touchScreen, whenBackFromWhatsApp } from '../shared/openWhatsApp';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import { fieldId, PersonalStep } from './PersonalStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { SidePanel } from './SidePanel';
import { DetailsStep } from './DetailsStep';
import { invalidFields, missingFields, type StepNumber } from './state';
import { useWizardSteps } from './useWizardSteps';
import * as styles from './Wizard.css';
import { NoScriptNotice } from '../shared/NoScriptNotice';
import { checkWithRules, useRules, type FormRules } from '../shared/rules';
import { stopAtFirst } from '../shared/submit';
import { HeadingWithLead } from '../../components/HeadingWithLead';

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
  // The one form holds every step's fields, every product's: its data is the draft (the fields own
  // what is typed, uncontrolled; the steps and products not shown are hidden).
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const blockedRef = useRef<HTMLDivElement>(null);
  // The forms' rules, fetched once the page has hydrated (null until then).
  const rules = useRules();
  // Which step shows, the address, the draft: what the page renders from.
  const { ready, step, answers, finished, prefilled, origin, campaign, refresh, show, finish } = useWizardSteps(formRef, rules);
  // Steps whose 'Continuar' was pressed with missing or invalid fields: those show their message.
  const [attempted, setAttempted] = useState<ReadonlySet<StepNumber>>(new Set());
  const product = productById(answers.product);
  const steps = productWizardSteps(product.id, answers.personType);
  const stepTitles = steps.map(({ title }) => title);

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
    const next = refresh();
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
    show((step + 1) as StepNumber, next.product);
  }

  // The end's toast waits for the visitor to come back from WhatsApp; cancelled on leaving. Back,
  // step 4 says what the toast says (`returned`): the message was opened, whether it was sent
  // there the page cannot know.
  const pendingToast = useRef<(() => void) | null>(null);
  const [returned, setReturned] = useState(false);
  useEffect(() => () => pendingToast.current?.(), []);

  function handleFinish() {
    // Synchronously, inside the click handler: anything asynchronous before it gets blocked.
    const { url } = requestWhatsApp(toCreditRequest(answers), origin, undefined, campaign);
    const opened = openWhatsApp(url);
    // Counted once WhatsApp has opened; a blocked tab is counted when its link is pressed.
    if (opened) count('whatsapp', { origin, product: answers.product });
    // The draft stays (until the tab closes): whoever goes Back to fix a typo retypes nothing.
    finish({ url, blocked: !opened });
    setReturned(false);
    if (opened) {
      pendingToast.current?.();
      pendingToast.current = whenBackFromWhatsApp(() => {
        setReturned(true);
        toast({ ...toasts.financingSent, tone: 'success' });
      });
    }
  }

  const shownAttempted = attempted.has(step);
  const invalid = new Set<RequestTextField>(shownAttempted ? missingFields(step, answers) : []);
  const stepIssues = invalidFields(step, answers, rules);
  const prefillFlagged = step === 2 && stepIssues.some(({ field }) => prefilled.has(field));
  const issues = shownAttempted || prefillFlagged ? stepIssues : [];
  const fieldsProps = { answers, invalid, issues, onMasked: refresh };
  // Step 4: after a blocked pop-up nothing was sent; with WhatsApp open, what is left is to send
  // there; back from it, what the toast says.
  const resultTitle = finished?.blocked
    ? wizardCopy.resultBlockedTitle
    : returned
      ? wizardCopy.resultReturnedTitle
      : wizardCopy.resultTitle(touchScreen());
  const title = step === 4 ? resultTitle : (stepTitles[step - 1] ?? '');

  const back =
    step === 2 || step === 3 ? (
      <Button type="button" variant="outline" tone="neutral" onClick={() => show((step - 1) as StepNumber)}>
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
      <HeadingWithLead level={1} id="financiamento-titulo" title={product.wizardTitle} lead={wizardCopy.subtitle} leadSize="large" />
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
                {step === 1 ? <PrivacyNotice summary={privacyNotice.summary.wizard} /> : null}
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
                {step === 3 ? <ReviewStep answers={answers} origin={origin} campaign={campaign} onEdit={(edited) => show(edited)} /> : null}
                {step === 4 && finished ? <ResultStep ref={blockedRef} url={finished.url} blocked={finished.blocked} returned={returned} /> : null}
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
          <SidePanel product={product} />
        </Column>
      </Columns>
    </Stack>
  );
}
