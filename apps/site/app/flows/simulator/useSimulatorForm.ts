import { defaultProduct, findProduct, formatBRL, parseBRL } from '@repo/content';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { simulatorPresetEvent } from '../../components/SimulatorLink';
import { changedFields, writeField } from '../shared/formFields';
import { checkWithRules, useRules } from '../shared/rules';
import { stopAtFirst } from '../shared/submit';
import { amountFields, defaults, input, preset, readAnswers, reformat, suggestedDownPayment, typedAmounts, type AmountField } from './fields';
import { answerIssues, minimums, noSimulation, simulate } from './simulation';

/**
 * The simulator's form as it is used (Simulator.tsx draws it): what its fields hold, read on mount
 * and on every input; the down payment that follows the price; the fields the visitor has left;
 * the check of a press of 'Quero esta proposta'. Returns the form's handlers, the chosen product,
 * its simulation, and what to say at each amount field.
 */
export function useSimulatorForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const rules = useRules();
  const [answers, setAnswers] = useState(defaults);
  // The down payment follows the suggested share of the price until the visitor types one.
  const downPaymentTyped = useRef(false);
  // The fields the visitor has left (or pressed 'Quero esta proposta' with): their rules are said.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const leave = (...names: string[]) => setLeft((current) => new Set([...current, ...names]));

  /**
   * Writes the suggested down payment into its field, unless the visitor typed one or is in it: a
   * visitor who went to the field while the page hydrated (selecting its text to replace it, say)
   * keeps what is under their cursor; the field follows once left untouched.
   */
  function followVehiclePrice(form: HTMLFormElement) {
    // Financing's own fields: without it (folded at build) the form has neither.
    if (!BROKER_OFFERS.financiamento) return;
    const field = input(form, 'downPayment');
    if (downPaymentTyped.current || field === document.activeElement) return;
    const suggested = suggestedDownPayment(parseBRL(input(form, 'vehiclePrice').value));
    writeField(field, suggested === null ? '' : formatBRL(suggested));
  }

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // What the visitor changed before the page hydrated stays; the product otherwise is the one a
    // rate's link asked for (`?modalidade=`).
    const changed = changedFields(form);
    downPaymentTyped.current = 'downPayment' in changed;
    // An amount typed before hydration was left (its rules are said) unless the visitor is still in it.
    leave(...amountFields.filter((name) => name in changed && input(form, name) !== document.activeElement));
    preset(form, window.location.href, changed);
    followVehiclePrice(form);
    setAnswers(readAnswers(form));
    // A link of the page carrying choices, pressed: the form takes them, and what reads it (the
    // figures, the FIPE lookup) follows.
    const pressed = (event: Event) => {
      preset(form, (event as CustomEvent<string>).detail);
      form.dispatchEvent(new Event('input', { bubbles: true }));
    };
    window.addEventListener(simulatorPresetEvent, pressed);
    return () => window.removeEventListener(simulatorPresetEvent, pressed);
  }, []);

  function onInput(event: FormEvent) {
    const form = formRef.current;
    if (!form) return;
    const name = event.target instanceof HTMLInputElement ? event.target.name : '';
    if (name === 'downPayment') downPaymentTyped.current = true;
    if (name === 'vehiclePrice') followVehiclePrice(form);
    setAnswers(readAnswers(form));
  }

  function onBlur(event: FocusEvent<HTMLInputElement>) {
    reformat(event);
    // Left for 'Quero esta proposta': its press says the rules (and comes back here). A message
    // said now, above the button, would move it from under the finger between press and release,
    // and the press would be lost.
    const submitter = event.relatedTarget;
    if (!(submitter instanceof HTMLButtonElement && submitter.type === 'submit')) leave(event.target.name);
    const form = formRef.current;
    if (event.target.name === 'downPayment' && form && !downPaymentTyped.current) {
      followVehiclePrice(form);
      setAnswers(readAnswers(form));
    }
  }

  /** A figure the wizard would refuse is said at its field, and the visitor stays to correct it. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // Checked with the rules (a press before they arrive is made again once they have), so that no
    // figure the wizard would refuse leaves the page unchecked.
    checkWithRules(event, (rules) => {
      const submitted = readAnswers(form);
      const issues = answerIssues(submitted, rules);
      if (issues.length === 0) return;
      event.preventDefault();
      stopAtFirst(form, issues.map(({ field }) => field), () => {
        setAnswers(submitted);
        leave(...amountFields);
      });
    });
  }

  const product = findProduct(answers.product) ?? defaultProduct;
  const amounts = typedAmounts(answers);
  const issues = answerIssues(answers, rules);
  // A figure that breaks a rule (a R$ 99.999.999.999 car) gets no simulation: its field says why.
  const simulation = issues.length > 0 ? noSimulation : simulate(product, amounts, Number(answers.installments));
  // Said once the field is left (typing 50.000 passes through 5), or at once when typing more
  // cannot mend it (above a minimum: a figure too large, a down payment above the price).
  const error = (name: AmountField) => {
    const amount = amounts[name];
    const shown = left.has(name) || (rules !== null && amount !== null && amount >= (minimums(rules)[name] ?? 0));
    return shown ? issues.find((issue) => issue.field === name)?.message : undefined;
  };
  // The FAQ's minimums (financing: the vehicle's value, the down payment's share), said at the field
  // as a notice once the visitor is not typing in it (left, or filled by the FIPE lookup): never an
  // error, and 'Quero esta proposta' goes on (the broker decides).
  const typingIn = (name: AmountField) => typeof document !== 'undefined' && (document.activeElement as HTMLInputElement | null)?.name === name;
  const guidance = (name: AmountField) => {
    if (!rules || (!left.has(name) && typingIn(name)) || error(name)) return undefined;
    const notes = rules.guidanceIssues({ ...answers, product: product.id });
    return notes.find((note) => note.field === name)?.message;
  };

  return { formRef, onInput, onBlur, onSubmit, product, simulation, error, guidance };
}
