import {
  cetNotice,
  defaultProduct,
  findProduct,
  formatBRL,
  installmentChoices,
  installmentLabel,
  parseBRL,
  productMonthlyRate,
  productParam,
  products,
  rates,
  refinancingCopy,
  securedLoanAmountError,
  securedLoanRange,
  simulateRefinancing,
  simulateSecuredLoan,
  simulateVehicle,
  simulationDisclaimer,
  simulatorCopy,
  simulatorDefaults,
  type DetailsFieldCopy,
  type DetailsFieldName,
  type Loan,
  type Product,
  type ProductId,
} from '@repo/content';
import { Button, Card, Columns, Heading, RadioGroup, Select, Stack, Text, TextField } from '@repo/ui';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Facts, type Fact } from '../../components/Facts';
import { emphasis } from '../../components/Facts.css';
import { prefillHref, type PrefillAmountField } from '../wizard/prefill';
import * as styles from './Simulator.css';
import { changedFields, formValues, writeField } from '../shared/formFields';
import { NoScriptNotice } from '../shared/NoScriptNotice';
import { heldLinkAttribute } from '../../hydration/earlyPresses';

const productOptions = products.map((product) => ({ value: product.id, label: product.label }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));

/** Two decimals, as an amount is typed. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/** The down payment suggested for a vehicle value: the default share of it. */
const suggestedDownPayment = (vehicleValue: number | null) =>
  vehicleValue === null ? null : toCents(vehicleValue * simulatorDefaults.downPaymentRatio);

/** The amount fields of every product, in display order (each product shows its own). */
const amountFields = ['vehicleValue', 'downPayment', 'loanAmount', 'outstandingBalance', 'currentInstallment'] as const satisfies readonly (
  DetailsFieldName & PrefillAmountField
)[];
type AmountField = (typeof amountFields)[number];

/** The simulator's fields, by name. */
const fields = {
  product: 'simulator-product',
  vehicleValue: 'simulator-vehicle-value',
  downPayment: 'simulator-down-payment',
  loanAmount: 'simulator-loan-amount',
  outstandingBalance: 'simulator-outstanding-balance',
  currentInstallment: 'simulator-current-installment',
  installments: 'simulator-installments',
} as const satisfies Record<AmountField | 'product' | 'installments', string>;

/** What the fields hold, as typed. */
type Answers = Record<keyof typeof fields, string>;

/** The products that ask for a field, as `data-products` lists them for the stylesheet. */
const askingProducts = (name: DetailsFieldName) =>
  products
    .filter((product) => (product.simulatorFields as readonly DetailsFieldName[]).includes(name))
    .map((product) => product.id);

/** A field's copy, from the (first) product whose simulator asks for it. */
function fieldCopy(name: DetailsFieldName): DetailsFieldCopy {
  const owner = products.find((product) => askingProducts(name).includes(product.id));
  const copy = (owner?.fields as readonly DetailsFieldCopy[] | undefined)?.find((field) => field.name === name);
  if (!copy) throw new Error(`No product's simulator asks for ${name}`);
  return copy;
}

/** Hints the simulator adds to a product's field copy. */
const simulatorHints: Partial<Record<DetailsFieldName, string>> = { downPayment: simulatorCopy.downPaymentHint };

/** Each product starts on the worked example printed beside its rate (the amount it finances). */
const exampleAmount = (id: ProductId) => formatBRL(rates[findProduct(id)?.rate ?? defaultProduct.rate].example.principal);

/** What the page renders in the fields. */
const defaults: Answers = {
  product: defaultProduct.id,
  vehicleValue: formatBRL(simulatorDefaults.vehicleValue),
  downPayment: formatBRL(suggestedDownPayment(simulatorDefaults.vehicleValue) ?? 0),
  loanAmount: exampleAmount('emprestimo-com-garantia'),
  outstandingBalance: exampleAmount('refinanciamento'),
  currentInstallment: '',
  installments: String(simulatorDefaults.installments),
};

function readAnswers(form: HTMLFormElement): Answers {
  const values = formValues(form);
  const answers = { ...defaults };
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) answers[key] = values[fields[key]] ?? '';
  return { ...answers, product: answers.product || defaults.product, installments: answers.installments || defaults.installments };
}

/** A field of the simulator's form. */
function input(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/** Rewrites a typed amount as `R$ 50.000,00` when the visitor leaves the field. */
function reformat(event: FocusEvent<HTMLInputElement>) {
  const value = parseBRL(event.target.value);
  if (value !== null && formatBRL(value) !== event.target.value) event.target.value = formatBRL(value);
}

/** What the simulator shows for the chosen product. */
type Simulation = {
  loan: Loan | null;
  /** Refinancing with the current installment: how the new one compares. */
  comparison: Fact[];
};

function simulate(product: Product, amounts: Record<AmountField, number | null>, installments: number): Simulation {
  switch (product.id) {
    case 'emprestimo-com-garantia':
      return { loan: simulateSecuredLoan({ amount: amounts.loanAmount, installments }), comparison: [] };
    case 'refinanciamento': {
      const { outstandingBalance, currentInstallment: typedInstallment } = amounts;
      const estimate = simulateRefinancing({ outstandingBalance, currentInstallment: typedInstallment, installments });
      const { currentInstallment, difference, reduction } = estimate ?? {};
      const compared = currentInstallment != null && difference != null && reduction != null;
      return {
        loan: estimate?.loan ?? null,
        comparison: compared
          ? [
              { label: refinancingCopy.currentInstallmentLabel, value: formatBRL(currentInstallment) },
              { label: refinancingCopy.differenceLabel, value: refinancingCopy.difference(difference, reduction) },
            ]
          : [],
      };
    }
    default:
      return {
        loan: simulateVehicle({
          vehicleValue: amounts.vehicleValue,
          downPayment: amounts.downPayment,
          monthlyRate: productMonthlyRate(product.id),
          installments,
        }),
        comparison: [],
      };
  }
}

/** The product's typed amounts, as the wizard's prefill carries them (those not typed omitted). */
function prefillAmounts(product: Product, amounts: Record<AmountField, number | null>): Partial<Record<PrefillAmountField, number>> {
  const carried: Partial<Record<PrefillAmountField, number>> = {};
  for (const name of amountFields) {
    const amount = amounts[name];
    if (amount !== null && (product.simulatorFields as readonly DetailsFieldName[]).includes(name)) carried[name] = amount;
  }
  return carried;
}

/** Where 'Quero esta proposta' leads: the wizard, with the product and the figures typed. */
function proposalHref(answers: Answers): string {
  const product = findProduct(answers.product) ?? defaultProduct;
  return prefillHref({ product: product.id, ...prefillAmounts(product, typedAmounts(answers)), installments: Number(answers.installments) });
}

/** The amounts typed, read as numbers (null where the text is not an amount). */
const typedAmounts = (answers: Answers) =>
  Object.fromEntries(amountFields.map((name) => [name, parseBRL(answers[name])])) as Record<AmountField, number | null>;

/**
 * The landing page's simulator (inside the page's `<section id="simulator">`, which holds the h2),
 * for each product: financing, the secured loan (its range enforced) and refinancing (an estimate).
 * Plain text fields formatted on blur keep the landing's JavaScript small (no mask library, nothing
 * of the wizard but its prefill URL builder), and the figures update on every keystroke.
 * 'Quero esta proposta' carries the product and its figures to the wizard's step 2.
 * The fields own what was typed (in the prerendered page, also before hydration); the figures are
 * computed from them, read on mount and on every input. Every product's fields are in the form and
 * the stylesheet shows the checked product's, so switching products loses nothing typed.
 */
export function Simulator() {
  const resultsId = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState(defaults);
  // The down payment follows the suggested share of the value until the visitor types one.
  const downPaymentTyped = useRef(false);
  // A loan amount below the range is said once the visitor has left the field (typing 50.000
  // passes through 5); above it, at once. Once said, the message follows every keystroke.
  const [rangeChecked, setRangeChecked] = useState(false);

  /**
   * Writes the suggested down payment into its field, unless the visitor typed one or is in it: a
   * visitor who went to the field while the page hydrated (selecting its text to replace it, say)
   * keeps what is under their cursor; the field follows once left untouched.
   */
  function followVehicleValue(form: HTMLFormElement) {
    const field = input(form, fields.downPayment);
    if (downPaymentTyped.current || field === document.activeElement) return;
    const suggested = suggestedDownPayment(parseBRL(input(form, fields.vehicleValue).value));
    writeField(field, suggested === null ? '' : formatBRL(suggested));
  }

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // What the visitor changed before the page hydrated stays; the product otherwise is the one a
    // rate's link asked for (`?modalidade=`).
    const changed = changedFields(form);
    downPaymentTyped.current = fields.downPayment in changed;
    // A loan amount typed before hydration was left (its range is said) unless the visitor is still in it.
    if (fields.loanAmount in changed && input(form, fields.loanAmount) !== document.activeElement) setRangeChecked(true);
    const requested = findProduct(new URLSearchParams(window.location.search).get(productParam));
    const choices = form.elements.namedItem(fields.product);
    if (!(fields.product in changed) && requested && choices instanceof RadioNodeList) choices.value = requested.id;
    followVehicleValue(form);
    setAnswers(readAnswers(form));
  }, []);

  function handleInput(event: FormEvent) {
    const form = formRef.current;
    if (!form) return;
    const name = event.target instanceof HTMLInputElement ? event.target.name : '';
    if (name === fields.downPayment) downPaymentTyped.current = true;
    if (name === fields.vehicleValue) followVehicleValue(form);
    setAnswers(readAnswers(form));
  }

  /**
   * A press held before hydration is performed as the simulator hydrates, before it has rendered
   * the figures read on mount: the link leads where the fields say, whatever it was rendered with.
   */
  function followFields(event: MouseEvent<HTMLAnchorElement>) {
    const form = formRef.current;
    if (!form || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = proposalHref(readAnswers(form));
    if (href === proposalHref(answers)) return;
    event.preventDefault();
    void navigate(href);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    reformat(event);
    if (event.target.name === fields.loanAmount) setRangeChecked(true);
    const form = formRef.current;
    if (event.target.name === fields.downPayment && form && !downPaymentTyped.current) {
      followVehicleValue(form);
      setAnswers(readAnswers(form));
    }
  }

  const product = findProduct(answers.product) ?? defaultProduct;
  const monthlyRate = productMonthlyRate(product.id);
  const amounts = typedAmounts(answers);
  const count = Number(answers.installments);
  const { loan, comparison } = simulate(product, amounts, count);
  const loanAmountError =
    amounts.loanAmount !== null && (rangeChecked || amounts.loanAmount > securedLoanRange.max)
      ? securedLoanAmountError(amounts.loanAmount)
      : null;
  const installmentsCopy = fieldCopy('installments');

  return (
    // Inputs beside the results from tablet width; stacked on phones.
    <Columns space="xl" collapseBelow="tablet">
      {/* A form, read as one (FormData); nothing is submitted. */}
      <Stack
        as="form"
        ref={formRef}
        space="md"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        onInput={handleInput}
      >
        <NoScriptNotice />
        <RadioGroup
          legend={simulatorCopy.productLegend}
          name={fields.product}
          appearance="segmented"
          options={productOptions}
          defaultValue={defaults.product}
        />
        {amountFields.map((name) => {
          // A field only the products the broker does not offer ask for is not drawn.
          if (askingProducts(name).length === 0) return null;
          const copy = fieldCopy(name);
          return (
            <div key={name} className={styles.productField} data-products={askingProducts(name).join(' ')}>
              <TextField
                label={copy.label}
                hint={copy.hint ?? simulatorHints[name]}
                error={name === 'loanAmount' ? loanAmountError : undefined}
                name={fields[name]}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={defaults[name]}
                onBlur={handleBlur}
              />
            </div>
          );
        })}
        <Select
          label={installmentsCopy.label}
          name={fields.installments}
          options={installmentOptions}
          defaultValue={defaults.installments}
        />
      </Stack>
      <Card padding="large" elevation="raised" as="section" aria-labelledby={resultsId}>
        <Stack space="md">
          <Heading level={3} size="medium" id={resultsId}>
            {simulatorCopy.resultsTitle}
          </Heading>
          {loan ? (
            <>
              <Stack space="2xs">
                <Text tone="muted">{product.installmentResultLabel}</Text>
                <p className={emphasis}>
                  {formatBRL(loan.installment)}
                </p>
                <Text size="small" tone="muted">
                  {simulatorCopy.installmentCount(loan.installments)}
                </Text>
              </Stack>
              <Facts
                items={[
                  ...comparison,
                  { label: product.requestedAmountLabel, value: formatBRL(loan.principal) },
                  { label: simulatorCopy.iofLabel, value: formatBRL(loan.iof) },
                  { label: simulatorCopy.financedAmountLabel, value: formatBRL(loan.financed) },
                  { label: simulatorCopy.totalPayableLabel, value: formatBRL(loan.totalPayable) },
                  { label: simulatorCopy.cetLabel, value: simulatorCopy.cetValue(loan.cetAnnual) },
                ]}
              />
              <Text size="small" tone="muted">
                {simulationDisclaimer(monthlyRate, loan.cetAnnual)} {cetNotice}
              </Text>
            </>
          ) : (
            <Text tone="muted">{product.simulatorEmpty}</Text>
          )}
          {product.id === 'refinanciamento' ? (
            <>
              <Text size="small">{refinancingCopy.estimateNotice}</Text>
              <Text size="small">{refinancingCopy.claimNotice}</Text>
            </>
          ) : null}
          <Text size="small" tone="muted">
            {simulatorCopy.institutionsNotice}
          </Text>
          <Button asChild variant="solid" tone="primary" width="full">
            <RouterLink to={proposalHref(answers)} {...{ [heldLinkAttribute]: '' }} onClick={followFields}>
              {simulatorCopy.submitLabel}
            </RouterLink>
          </Button>
        </Stack>
      </Card>
    </Columns>
  );
}
