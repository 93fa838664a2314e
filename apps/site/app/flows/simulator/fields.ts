import {
  defaultProduct,
  findProduct,
  formatBRL,
  installmentCount,
  parseBRL,
  productParam,
  products,
  rates,
  simulatorDefaults,
  vehicleTypeParam,
  type ProductId,
  type SimulatorFieldName,
} from '@repo/content';
import type { FocusEvent } from 'react';
import { formValues } from '../shared/formFields';

/*
 * The simulator's fields: their names, what the page renders in them, and what they hold, read
 * from the form (the fields own what was typed: Simulator.tsx).
 */

/** Two decimals, as an amount is typed. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/** The down payment suggested for a vehicle price: the default share of it. */
export const suggestedDownPayment = (vehiclePrice: number | null) =>
  vehiclePrice === null ? null : toCents(vehiclePrice * simulatorDefaults.downPaymentRatio);

/**
 * The amount fields of every product, in display order (each product shows its own), as the
 * products list them for the simulator. Each field carries the name the wizard reads: the form's
 * GET submission is the wizard's address (`/financiamento?modalidade=…&vehiclePrice=…`).
 */
export const amountFields = [...new Set(products.flatMap((product) => product.simulatorFields as readonly SimulatorFieldName[]))].filter(
  (name): name is AmountField => name !== 'installments',
);
export type AmountField = Exclude<SimulatorFieldName, 'installments'>;

/** What the fields hold, as typed, by field name (the product's under `productParam`). */
export type Answers = Record<AmountField | 'installments', string> & { product: string };

/** The products that ask for a field, as `data-products` lists them for the stylesheet. */
export const askingProducts = (name: SimulatorFieldName) =>
  products
    .filter((product) => (product.simulatorFields as readonly SimulatorFieldName[]).includes(name))
    .map((product) => product.id);

/** Each product starts on the worked example printed beside its rate (the amount it finances). */
const exampleAmount = (id: ProductId) => formatBRL(rates[findProduct(id)?.id ?? defaultProduct.id].example.principal);

/** What the page renders in the fields. */
export const defaults: Answers = {
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
export function preset(form: HTMLFormElement, href: string, changed: Record<string, string> = {}) {
  const query = new URL(href, window.location.href).searchParams;
  for (const name of [productParam, vehicleTypeParam]) {
    const value = query.get(name);
    const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
    // A radio list's value checks the radio of that value, if there is one.
    if (value !== null && !(name in changed) && control) control.value = value;
  }
}

/** What the form's fields hold now. */
export function readAnswers(form: HTMLFormElement): Answers {
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
export function input(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/** Fields that hold a count (`18`), not an amount: typed as digits, never formatted as reais. */
export const countFields: ReadonlySet<string> = new Set<AmountField>(['remainingInstallments']);

/** Rewrites a typed amount as `R$ 50.000,00` when the visitor leaves the field. */
export function reformat(event: FocusEvent<HTMLInputElement>) {
  if (countFields.has(event.target.name)) return;
  const value = parseBRL(event.target.value);
  if (value !== null && formatBRL(value) !== event.target.value) event.target.value = formatBRL(value);
}

/** The amounts typed, read as numbers (null where the text is not an amount). */
export const typedAmounts = (answers: Answers) =>
  Object.fromEntries(
    amountFields.map((name) => [name, countFields.has(name) ? installmentCount(answers[name]) : parseBRL(answers[name])]),
  ) as Record<AmountField, number | null>;
