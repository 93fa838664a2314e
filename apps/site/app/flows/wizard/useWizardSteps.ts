/**
 * The wizard's step ↔ address ↔ draft behaviour, apart from its layout (`Wizard.tsx`): which step
 * shows, kept in the address (`?modalidade=…&etapa=…`) so that reload, Back and Forward keep it;
 * the draft restored from sessionStorage and the address on mount and saved on every change; the
 * address corrected once the late rules arrive; Back and Forward followed, the product chosen
 * kept (a link to another product loads the page again); each step counted once; the WhatsApp
 * hand-off kept for the tab. The pure parts are `state.ts`'s.
 *
 * Its parts apart: the address, the page's own `history` (`address.ts`, the one place that touches
 * it, in place of React Router's `useSearchParams`: the wizard is an island on a page without React
 * Router, decisions 0022, 0024); the draft put back and saved (`draft.ts`); the steps' counts
 * (`useStepCounts.ts`).
 */
import { count } from '#analytics';
import { originParam, type ProductId, type WizardOriginId } from '@repo/content';
import { emptyRequestDraft, type RequestDraft } from '@repo/whatsapp';
import { startTransition, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { visitCampaign } from '../../campaign/campaign';
import { useHydrated } from '../../components/useHydrated';
import { fetchedRules, type FormRules } from '../shared/rules';
import { useAddress } from './address';
import { restoreDraft, useDraftSaved } from './draft';
import { takeWizardOrigin } from './origin';
import { loadFinished, readAnswers, resolveStep, saveFinished, STEP_PARAM, urlProduct, wizardSearch, type Finished, type StepNumber } from './state';
import { useStepCounts } from './useStepCounts';

/** What the wizard's layout renders from, and the moves it makes. */
export type WizardSteps = {
  /**
   * False while the prerendered page hydrates and until the draft is restored: its first render must
   * match the HTML (step 1, financing, empty), so the stored draft and the address's product and
   * step come in after it.
   */
  readonly ready: boolean;
  /** The step shown: the address's `?etapa=`, never past a step whose answers are missing or break a rule. */
  readonly step: StepNumber;
  /**
   * The form's data as last read, on every change (the fields own what is typed, uncontrolled: the
   * form's data is the draft). Nothing writes it back into the fields, and finalizing keeps them.
   */
  readonly answers: RequestDraft;
  /** The WhatsApp hand-off of this visit, until an answer changes after it. */
  readonly finished: Finished | null;
  /** The fields the address carried (the simulator's figures): one that breaks a rule is said as soon as step 2 shows. */
  readonly prefilled: ReadonlySet<string>;
  /** How the visitor reached the wizard (the simulator, a card, the wizard itself): the message's origin line and the counts name it. */
  readonly origin: WizardOriginId;
  /** The campaign that brought the visit, which the origin line names too. */
  readonly campaign: string | null;
  /** Reads the form again (after a change no event tells, a mask's) and returns what it holds. */
  refresh(): RequestDraft;
  /** Shows a step in a new history entry (Continuar, Voltar), so the browser's Back returns; on the product shown unless said. */
  show(step: StepNumber, product?: ProductId): void;
  /** Keeps the hand-off for the tab (a reload or Forward shows the result again) and shows the result. */
  finish(handedOff: Finished): void;
};

/**
 * The wizard's steps over its one form (every step's fields, every product's) and `rules`, the
 * forms' late rules (null until they arrive: a step is then complete when its answers are present).
 */
export function useWizardSteps(formRef: RefObject<HTMLFormElement | null>, rules: FormRules | null): WizardSteps {
  const address = useAddress();
  // The entry last taken in: the one the page was loaded at is `restore`'s, `followAddress` takes
  // each entry shown after it, the loaded one too when Back returns to it.
  const followedKey = useRef(address.key);
  const [answers, setAnswers] = useState<RequestDraft>(emptyRequestDraft);
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(false);
  const ready = hydrated && restored;
  const [finished, setFinished] = useState<Finished | null>(null);
  const [prefilled, setPrefilled] = useState<ReadonlySet<string>>(new Set());
  const [origin, setOrigin] = useState<WizardOriginId>('assistente');
  const [campaign, setCampaign] = useState<string | null>(null);

  const step: StepNumber = ready ? resolveStep(address.search.get(STEP_PARAM), answers, finished !== null, rules) : 1;

  /** The address for a product and a step: `replace` for corrections and product switches. */
  function showInAddress(product: ProductId, shown: StepNumber, replace: boolean, quiet = false) {
    address.write(wizardSearch(product, shown), replace, quiet);
  }

  function refresh(): RequestDraft {
    const form = formRef.current;
    if (!form) return answers;
    const read = readAnswers(form);
    setAnswers(read);
    return read;
  }

  // Restore the draft, take in the address's product and the simulator's figures, and correct an
  // address pointing past an incomplete step (the visitor always starts at step 1). Once, on mount
  // (the page has hydrated): an effect event, so that a new address (one comes with every change)
  // does not run it again. It does not wait for the rules: until they arrive, a step is complete
  // when its answers are present, and the address is corrected again once they have. Its updates in
  // a transition, batched with useHydrated's: the render that shows the draft is the whole wizard's,
  // and a phone's browser and the visitor's keys need not wait for all of it in one task.
  const restore = useEffectEvent(() =>
    startTransition(() => {
      const form = formRef.current;
      if (!form) return;
      const params = new URLSearchParams(address.search);
      const read = restoreDraft(form, params);
      setAnswers(read);
      setOrigin(takeWizardOrigin(params));
      setCampaign(visitCampaign());
      // The result of a hand-off made in this tab shows again on a reload or Forward.
      const handedOff = loadFinished();
      setFinished(handedOff);
      // A landing simulation taken to the wizard, counted where it arrives: the browser submits the
      // simulator's GET form, which loads this page, and the address's figures and origin are read
      // here once (the address is tidied below, so a reload counts nothing).
      if (params.get(originParam) === 'inicio-simulador') count('simulation', { origin: 'inicio-simulador', product: read.product }, '/');
      setRestored(true);
      setPrefilled(new Set([...params.keys()]));
      const shown = resolveStep(params.get(STEP_PARAM), read, handedOff !== null, fetchedRules());
      const search = new URLSearchParams(wizardSearch(read.product, shown));
      if (search.toString() !== params.toString()) showInAddress(read.product, shown, true, true);
    }),
  );
  // The draft is external (sessionStorage, the address): restored once, on mount.
  useEffect(() => restore(), []);

  // Once the rules have arrived, an address showing a step past one whose answers break a rule is corrected.
  const withRules = useEffectEvent((rules: FormRules) => {
    const shown = resolveStep(address.search.get(STEP_PARAM), answers, finished !== null, rules);
    if (String(shown) !== (address.search.get(STEP_PARAM) ?? '1')) showInAddress(answers.product, shown, true);
  });
  useEffect(() => {
    if (rules && restored) withRules(rules);
  }, [rules, restored]);

  // After the first entry (restore's): the browser's Back and Forward to an entry made before
  // another product was chosen keep the product chosen and correct the address. (A link to another
  // product loads the page again: `restore` takes its product.)
  const followAddress = useEffectEvent(() => {
    if (urlProduct(address.search) !== answers.product) showInAddress(answers.product, step, true);
  });
  useEffect(() => {
    if (!ready || address.key === followedKey.current) return;
    followedKey.current = address.key;
    followAddress();
  }, [ready, address.key]);

  useStepCounts(ready, step, origin, answers.product);
  useDraftSaved(formRef, ready, answers);

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
      showInAddress(target.value as ProductId, step, true);
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
  }, [formRef]);

  return {
    ready,
    step,
    answers,
    finished,
    prefilled,
    origin,
    campaign,
    refresh,
    show: (shown, product = answers.product) => showInAddress(product, shown, false),
    finish(handedOff) {
      setFinished(handedOff);
      saveFinished(handedOff);
      showInAddress(answers.product, 4, false);
    },
  };
}
