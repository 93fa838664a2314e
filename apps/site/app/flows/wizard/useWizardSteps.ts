/**
 * The wizard's step ↔ address ↔ draft behaviour, apart from its layout (`Wizard.tsx`): which step
 * shows, kept in the address (`?modalidade=…&etapa=…`) so that reload, Back and Forward keep it;
 * the draft restored from sessionStorage and the address on mount and saved on every change; the
 * address corrected once the late rules arrive; a link to another product followed; each step
 * counted once; the WhatsApp hand-off kept for the tab. The pure parts are `state.ts`'s.
 *
 * The address is React Router's (`useAddress`, the one place that touches it): its links change
 * `?modalidade=` on a page where React Router owns `history` (decision 0022).
 */
import { count } from '#analytics';
import { originParam, type ProductId, type WizardOriginId } from '@repo/content';
import { emptyRequestDraft, type RequestDraft } from '@repo/whatsapp';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { visitCampaign } from '../../campaign/campaign';
import { useHydrated } from '../../components/useHydrated';
import { changedFields } from '../shared/formFields';
import { fetchedRules, type FormRules } from '../shared/rules';
import { takeWizardOrigin } from './origin';
import {
  applyPrefill,
  loadDraft,
  loadFinished,
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

/** The address as the wizard reads and writes it: React Router's location, not `window.history` (decision 0022). */
function useAddress() {
  const [search, setSearch] = useSearchParams();
  const navigationType = useNavigationType();
  const { key } = useLocation();
  return {
    search,
    /** Changes with every entry shown: a new one, Back, Forward. */
    key,
    /** True when the entry shown was pushed (a link, Continuar), false for Back, Forward and a replace. */
    pushed: navigationType === 'PUSH',
    write(params: Record<string, string>, replace: boolean) {
      setSearch(params, { replace, preventScrollReset: true });
    },
  };
}

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
  function showInAddress(product: ProductId, shown: StepNumber, replace: boolean) {
    address.write(wizardSearch(product, shown), replace);
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
  // when its answers are present, and the address is corrected again once they have.
  const restore = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams(address.search);
    // The address's product (a card's or the simulator's link) and figures win over an older stored
    // draft; what the visitor typed or chose before the page hydrated is in the fields and wins
    // over both: the stored answers go into the fields left as rendered.
    writeAnswers(form, applyPrefill(loadDraft() ?? emptyRequestDraft, params), new Set(Object.keys(changedFields(form))));
    const read = readAnswers(form);
    setAnswers(read);
    setOrigin(takeWizardOrigin(params));
    setCampaign(visitCampaign());
    // The result of a hand-off made in this tab shows again on a reload or Forward.
    const handedOff = loadFinished();
    setFinished(handedOff);
    // A landing simulation taken to the wizard, counted where it arrives: a press before the landing
    // hydrated loads this page (the browser submits the simulator's form), and the address's figures
    // and origin are read here once (the address is tidied below, so a reload counts nothing).
    if (params.get(originParam) === 'inicio-simulador') count('simulation', { origin: 'inicio-simulador', product: read.product }, '/');
    setRestored(true);
    setPrefilled(new Set([...params.keys()]));
    const shown = resolveStep(params.get(STEP_PARAM), read, handedOff !== null, fetchedRules());
    const search = new URLSearchParams(wizardSearch(read.product, shown));
    if (search.toString() !== params.toString()) showInAddress(read.product, shown, true);
  });
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

  // After the first entry (restore's): a link to another product while the wizard is open
  // (`?modalidade=`) switches to it; the browser's Back and Forward, and a link without a product,
  // keep the product chosen and correct the address.
  const followAddress = useEffectEvent(() => {
    const productInAddress = urlProduct(address.search);
    if (productInAddress === answers.product) return;
    if (productInAddress !== null && address.pushed && formRef.current) {
      writeAnswers(formRef.current, { product: productInAddress });
      refresh();
    } else {
      showInAddress(answers.product, step, true);
    }
  });
  useEffect(() => {
    if (!ready || address.key === followedKey.current) return;
    followedKey.current = address.key;
    followAddress();
  }, [ready, address.key]);

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
  }, [answers, ready, formRef]);

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
