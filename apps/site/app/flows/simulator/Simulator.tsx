import {
  cetNotice,
  defaultProduct,
  estimateProduct,
  findProduct,
  formatBRL,
  installmentChoices,
  installmentCount,
  installmentLabel,
  originParam,
  parseBRL,
  productMonthlyRate,
  productParam,
  products,
  rates,
  refinancingComparisonFacts,
  refinancingCopy,
  securedLoanRange,
  simulationDisclaimer,
  simulatorCopy,
  simulatorDefaults,
  simulatorFieldCopy,
  vehicleTypeParam,
  type Loan,
  type SimulatorFieldName,
  type Product,
  type ProductId,
  type WizardOriginId,
} from '@repo/content';
import { Button, Card, Columns, Heading, RadioGroup, Select, Stack, Text, TextField } from '@repo/ui';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Facts, type Fact } from '../../components/Facts';
import { keepTogether } from '../../components/KeepTogether';
import { nowrap } from '../../components/KeepTogether.css';
import { emphasis, verdict as verdictClass } from '../../components/Facts.css';
import { MarketRate, ratesWithMarketAverage } from '../../components/MarketRate';
import { simulatorPresetEvent } from '../../components/SimulatorLink';
import * as styles from './Simulator.css';
import { changedFields, formValues, writeField } from '../shared/formFields';
import { NoScriptNotice } from '../shared/NoScriptNotice';
import { Guidance } from '../shared/Guidance';
import { VehicleValueLookup } from '../shared/VehicleValueLookup';
import { useRules, type FormRules } from '../shared/rules';
import { checkWithRules, stopAtFirst } from '../shared/submit';

/** The origin the simulator's form sends to the wizard. */
const simulatorOrigin: WizardOriginId = 'inicio-simulador';

const productOptions = products.map((product) => ({ value: product.id, label: product.tabLabel }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));

/** Two decimals, as an amount is typed. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/** The down payment suggested for a vehicle price: the default share of it. */
const suggestedDownPayment = (vehiclePrice: number | null) =>
  vehiclePrice === null ? null : toCents(vehiclePrice * simulatorDefaults.downPaymentRatio);

/**
 * The amount fields of every product, in display order (each product shows its own), as the
 * products list them for the simulator. Each field carries the name the wizard reads: the form's
 * GET submission is the wizard's address (`/financiamento?modalidade=…&vehiclePrice=…`).
 */
const amountFields = [...new Set(products.flatMap((product) => product.simulatorFields as readonly SimulatorFieldName[]))].filter(
  (name): name is AmountField => name !== 'installments',
);
type AmountField = Exclude<SimulatorFieldName, 'installments'>;

/** What the fields hold, as typed, by field name (the product's under `productParam`). */
type Answers = Record<AmountField | 'installments', string> & { product: string };

/** The products that ask for a field, as `data-products` lists them for the stylesheet. */
const askingProducts = (name: SimulatorFieldName) =>
  products
    .filter((product) => (product.simulatorFields as readonly SimulatorFieldName[]).includes(name))
    .map((product) => product.id);

/** Hints the simulator adds to a product's field copy. */
const simulatorHints: Partial<Record<SimulatorFieldName, string>> = { downPayment: simulatorCopy.downPaymentHint };

/** Each product starts on the worked example printed beside its rate (the amount it finances). */
const exampleAmount = (id: ProductId) => formatBRL(rates[findProduct(id)?.id ?? defaultProduct.id].example.principal);

/** What the page renders in the fields. */
const defaults: Answers = {
  product: defaultProduct.id,
  // Each product's example figures, folded at build (`BROKER_OFFERS`).
  vehiclePrice: BROKER_OFFERS.financiamento ? formatBRL(simulatorDefaults.vehicleValue) : '',
  downPayment: BROKER_OFFERS.financiamento ? formatBRL(suggestedDownPayment(simulatorDefaults.vehicleValue) ?? 0) : '',
  loanAmount: BROKER_OFFERS.emprestimoComGarantia ? exampleAmount('emprestimo-com-garantia') : '',
  outstandingBalance: BROKER_OFFERS.refinanciamento ? exampleAmount('refinanciamento') : '',
  remainingInstallments: '',
  currentInstallment: '',
  installments: String(simulatorDefaults.installments),
};

/**
 * Sets the choices an address names (`?modalidade=financiamento&vehicleType=moto`: a rate's link, a
 * vehicle card's) where the visitor has not `changed` them: a product the form offers (its radio),
 * the vehicle type (its hidden field, which the wizard checks).
 */
function preset(form: HTMLFormElement, href: string, changed: Record<string, string> = {}) {
  const query = new URL(href, window.location.href).searchParams;
  for (const name of [productParam, vehicleTypeParam]) {
    const value = query.get(name);
    const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
    // A radio list's value checks the radio of that value, if there is one.
    if (value !== null && !(name in changed) && control) control.value = value;
  }
}

function readAnswers(form: HTMLFormElement): Answers {
  const values = formValues(form);
  const answers = { ...defaults };
  for (const name of [...amountFields, 'installments'] as const) answers[name] = values[name] ?? '';
  return {
    ...answers,
    product: values[productParam] || defaults.product,
    installments: answers.installments || defaults.installments,
  };
}

/** A field of the simulator's form. */
function input(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/** Fields that hold a count (`18`), not an amount: typed as digits, never formatted as reais. */
const countFields: ReadonlySet<string> = new Set<AmountField>(['remainingInstallments']);

/** Rewrites a typed amount as `R$ 50.000,00` when the visitor leaves the field. */
function reformat(event: FocusEvent<HTMLInputElement>) {
  if (countFields.has(event.target.name)) return;
  const value = parseBRL(event.target.value);
  if (value !== null && formatBRL(value) !== event.target.value) event.target.value = formatBRL(value);
}

/** What the simulator shows for the chosen product. */
type Simulation = {
  loan: Loan | null;
  /** Refinancing with the current installment and the installments left: how the new contract compares, monthly and in total. */
  comparison: Fact[];
  /** Refinancing's comparison in total, said plainly, or what is missing to make it; null otherwise. */
  verdict: string | null;
};

/** Nothing to show. */
const noSimulation: Simulation = { loan: null, comparison: [], verdict: null };

/** The product's estimate (the one the wizard and the message make too), as the simulator lays it out. */
function simulate(product: Product, amounts: Record<AmountField, number | null>, installments: number): Simulation {
  const estimate = estimateProduct(product.id, amounts, installments);
  const loan = estimate?.loan ?? null;
  // Refinancing's comparison, folded at build (`BROKER_OFFERS`): no part of a bundle without it.
  if (!BROKER_OFFERS.refinanciamento || product.id !== 'refinanciamento' || !loan) return { ...noSimulation, loan };
  const totals = estimate?.comparison ?? null;
  if (!totals) {
    // The current installment without the installments left: no monthly saving without its total.
    return { loan, comparison: [], verdict: (amounts.currentInstallment ?? 0) > 0 ? refinancingCopy.remainingMissing : null };
  }
  return {
    loan,
    comparison: refinancingComparisonFacts(totals),
    verdict: refinancingCopy.totalVerdict(totals.totalDifference, totals.installments, totals.remainingInstallments),
  };
}

/**
 * The rules the wizard applies to the chosen product's figures (`@repo/whatsapp/rules`), on what
 * the fields hold; none until the rules have arrived (the wizard checks them again).
 */
function answerIssues(answers: Answers, rules: FormRules | null) {
  if (!rules) return [];
  const product = findProduct(answers.product) ?? defaultProduct;
  const { installments: _installments, product: _product, ...amounts } = answers;
  return rules
    .detailsIssues({ product: product.id, ...amounts })
    .filter(({ field }) => (product.simulatorFields as readonly string[]).includes(field)) as { field: AmountField; message: string }[];
}

/** The smallest amount a field accepts: below it, more digits may still come. */
const minimums = (rules: FormRules): Partial<Record<AmountField, number>> => ({
  vehiclePrice: rules.vehicleValueRange('').min,
  loanAmount: securedLoanRange.min,
});

/** The amounts typed, read as numbers (null where the text is not an amount). */
const typedAmounts = (answers: Answers) =>
  Object.fromEntries(
    amountFields.map((name) => [name, countFields.has(name) ? installmentCount(answers[name]) : parseBRL(answers[name])]),
  ) as Record<AmountField, number | null>;

/**
 * The landing page's simulator (inside the page's `<section id="simulator">`, which holds the h2),
 * for each product: financing, the secured loan (its range enforced) and refinancing (an estimate).
 * Plain text fields formatted on blur keep the landing's JavaScript small (no mask library), and the
 * figures update on every keystroke.
 *
 * It is a GET form to the wizard whose fields carry the names the wizard reads: 'Quero esta
 * proposta' submits it, and the browser itself builds the address from what the fields hold — also
 * before hydration and without JavaScript (the wizard takes the chosen product's figures and flags
 * one that breaks a rule at its field). Once hydrated, the same submission goes through a check: a
 * figure out of range stops it at its field. The simulator is the landing's island
 * (app/islands/SimulatorIsland.tsx), outside React Router: the wizard loads as a document. The fields own what was
 * typed; the figures are computed from them, read on mount and on every input. Every product's
 * fields are in the form and the stylesheet shows the checked product's, so switching products
 * loses nothing typed.
 */
export function Simulator() {
  const resultsId = useId();
  const formId = useId();
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

  function handleInput(event: FormEvent) {
    const form = formRef.current;
    if (!form) return;
    const name = event.target instanceof HTMLInputElement ? event.target.name : '';
    if (name === 'downPayment') downPaymentTyped.current = true;
    if (name === 'vehiclePrice') followVehiclePrice(form);
    setAnswers(readAnswers(form));
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
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
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
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
  const monthlyRate = productMonthlyRate(product.id);
  const amounts = typedAmounts(answers);
  const count = Number(answers.installments);
  const issues = answerIssues(answers, rules);
  // A figure that breaks a rule (a R$ 99.999.999.999 car) gets no simulation: its field says why.
  const { loan, comparison, verdict } = issues.length > 0 ? noSimulation : simulate(product, amounts, count);
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
    const message = notes.find((note) => note.field === name)?.message;
    return message ? <Guidance>{message}</Guidance> : undefined;
  };
  const installmentsCopy = simulatorFieldCopy.installments;

  return (
    // Inputs beside the results from tablet width; stacked on phones.
    <Columns space="xl" collapseBelow="tablet">
      <form
        ref={formRef}
        id={formId}
        method="get"
        action="/financiamento"
        className={styles.form}
        onSubmit={handleSubmit}
        onInput={handleInput}
      >
        {/* Where the wizard was reached from: its message's origin line and its counts say so. */}
        <input type="hidden" name={originParam} value={simulatorOrigin} />
        {/*
          The kind of vehicle financed, none until said: by a vehicle card's link ('Financiar
          Motos'), or in the FIPE lookup, which opens on it. The wizard receives it. No value
          prop: React would write a hidden field's default, its value, back on every render.
        */}
        <input type="hidden" name={vehicleTypeParam} />
        <Stack space="md">
          <NoScriptNotice />
          <RadioGroup
            legend={simulatorCopy.productLegend}
            name={productParam}
            appearance="segmented"
            className={styles.productTabs}
            options={productOptions}
            defaultValue={defaults.product}
          />
          {amountFields.map((name) => {
            // A field only the products the broker does not offer ask for is not drawn.
            if (askingProducts(name).length === 0) return null;
            const copy: { label: string; hint?: string } = simulatorFieldCopy[name];
            return (
              <Stack key={name} space="xs" className={styles.productField} data-products={askingProducts(name).join(' ')}>
                <TextField
                  label={copy.label}
                  hint={guidance(name) ?? copy.hint ?? simulatorHints[name]}
                  error={error(name)}
                  name={name}
                  inputMode={countFields.has(name) ? 'numeric' : 'decimal'}
                  placeholder={countFields.has(name) ? simulatorFieldCopy[name].placeholder : undefined}
                  autoComplete="off"
                  defaultValue={defaults[name]}
                  onBlur={handleBlur}
                />
                {/* The FIPE table fills the price of the vehicle being bought, and its form carries the rest. */}
                {name === 'vehiclePrice' ? <VehicleValueLookup vehicle="vehicle" standalone /> : null}
              </Stack>
            );
          })}
          <Select label={installmentsCopy.label} name="installments" options={installmentOptions} defaultValue={defaults.installments} />
        </Stack>
      </form>
      <Card padding="large" elevation="raised" as="section" aria-labelledby={resultsId}>
        <Stack space="md">
          <Heading level={3} size="medium" id={resultsId}>
            {simulatorCopy.resultsTitle}
          </Heading>
          {loan ? (
            <>
              <Stack space="2xs">
                <Text tone="muted">{product.installmentResultLabel}</Text>
                <p className={`${emphasis} ${nowrap}`}>{formatBRL(loan.installment)}</p>
                <Text size="small" tone="muted">
                  {simulatorCopy.installmentCount(loan.installments)}
                </Text>
              </Stack>
              {comparison.length > 0 ? <Facts items={comparison} /> : null}
              {verdict ? <p className={verdictClass}>{keepTogether(verdict)}</p> : null}
              <Facts
                items={[
                  { label: product.requestedAmountLabel, value: formatBRL(loan.principal) },
                  { label: simulatorCopy.iofLabel, value: formatBRL(loan.iof) },
                  { label: simulatorCopy.financedAmountLabel, value: formatBRL(loan.financed) },
                  // Refinancing's comparison already gives the new contract's total, from the installment shown.
                  ...(comparison.length > 0 ? [] : [{ label: simulatorCopy.totalPayableLabel, value: formatBRL(loan.totalPayable) }]),
                  { label: simulatorCopy.cetLabel, value: simulatorCopy.cetValue(loan.cetAnnual) },
                ]}
              />
              <Text size="small" tone="muted">
                {simulationDisclaimer(monthlyRate, loan.cetAnnual)} {cetNotice}
              </Text>
              {ratesWithMarketAverage.includes(product.id) ? <MarketRate /> : null}
            </>
          ) : (
            <Text tone="muted">{product.simulatorEmpty}</Text>
          )}
          {BROKER_OFFERS.refinanciamento && product.id === 'refinanciamento' ? (
            <>
              <Text size="small">{refinancingCopy.estimateNotice}</Text>
              <Text size="small">{refinancingCopy.claimNotice}</Text>
            </>
          ) : null}
          <Text size="small" tone="muted">
            {simulatorCopy.institutionsNotice}
          </Text>
          {/* The form's submit button, beside the figures it carries (`form` ties it to the fields). */}
          <Button type="submit" form={formId} variant="solid" tone="primary" width="full">
            {simulatorCopy.submitLabel}
          </Button>
        </Stack>
      </Card>
    </Columns>
  );
}
