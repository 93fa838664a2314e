import {
  installmentChoices,
  installmentLabel,
  originParam,
  productParam,
  products,
  simulatorCopy,
  simulatorFieldCopy,
  vehicleTypeParam,
  type SimulatorFieldName,
  type WizardOriginId,
} from '@repo/content';
import { Columns, RadioGroup, Select, Stack, TextField } from '@repo/ui';
import { useId } from 'react';
import * as styles from './Simulator.css';
import { NoScriptNotice } from '../shared/NoScriptNotice';
import { Guidance } from '../shared/Guidance';
import { VehicleValueLookup } from '../shared/VehicleValueLookup';
import { amountFields, askingProducts, countFields, defaults } from './fields';
import { SimulationResult } from './SimulationResult';
import { useSimulatorForm } from './useSimulatorForm';

/** The origin the simulator's form sends to the wizard. */
const simulatorOrigin: WizardOriginId = 'inicio-simulador';

const productOptions = products.map((product) => ({ value: product.id, label: product.tabLabel }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));

/** Hints the simulator adds to a product's field copy. */
const simulatorHints: Partial<Record<SimulatorFieldName, string>> = { downPayment: simulatorCopy.downPaymentHint };

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
 * figure out of range stops it at its field (useSimulatorForm.ts). The simulator is the landing's island
 * (app/islands/inicio.island.tsx), outside React Router: the wizard loads as a document. The fields own what was
 * typed (fields.ts); the figures are computed from them (simulation.ts), read on mount and on every
 * input, and shown beside the form (SimulationResult.tsx). Every product's fields are in the form
 * and the stylesheet shows the checked product's, so switching products loses nothing typed.
 */
export function Simulator() {
  const formId = useId();
  const { formRef, onInput, onBlur, onSubmit, product, simulation, error, guidance } = useSimulatorForm();
  const installmentsCopy = simulatorFieldCopy.installments;

  return (
    // Inputs beside the results from tablet width; stacked on phones.
    <Columns space="xl" collapseBelow="tablet">
      <form ref={formRef} id={formId} method="get" action="/financiamento" className={styles.form} onSubmit={onSubmit} onInput={onInput}>
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
            const note = guidance(name);
            return (
              <Stack key={name} space="xs" className={styles.productField} data-products={askingProducts(name).join(' ')}>
                <TextField
                  label={copy.label}
                  hint={note ? <Guidance>{note}</Guidance> : (copy.hint ?? simulatorHints[name])}
                  error={error(name)}
                  name={name}
                  inputMode={countFields.has(name) ? 'numeric' : 'decimal'}
                  placeholder={countFields.has(name) ? simulatorFieldCopy[name].placeholder : undefined}
                  autoComplete="off"
                  defaultValue={defaults[name]}
                  onBlur={onBlur}
                />
                {/* The FIPE table fills the price of the vehicle being bought, and its form carries the rest. */}
                {name === 'vehiclePrice' ? <VehicleValueLookup vehicle="vehicle" standalone /> : null}
              </Stack>
            );
          })}
          <Select label={installmentsCopy.label} name="installments" options={installmentOptions} defaultValue={defaults.installments} />
        </Stack>
      </form>
      <SimulationResult product={product} simulation={simulation} formId={formId} />
    </Columns>
  );
}
