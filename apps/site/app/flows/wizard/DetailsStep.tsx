import {
  cetNotice,
  formatBRL,
  installmentChoices,
  installmentLabel,
  institution,
  institutionIds,
  paidOffChoices,
  productById,
  productMonthlyRate,
  products,
  refinancingComparisonFacts,
  refinancingCopy,
  securedLoanRangeMessage,
  estimateProduct,
  simulationDisclaimer,
  simulatorCopy,
  textCutLabel,
  vehicleKinds,
  wizardCopy,
  type EstimateFigures,
  type Loan,
} from '@repo/content';
import type { ReactNode } from 'react';
import { Heading, MaskedInput, Select, Stack, Text, TextField, Tiles } from '@repo/ui';
import {
  allDetailsFields,
  asksDetailsField,
  detailsFields,
  emptyRequestDraft,
  toCreditRequest,
  vehicleFields,
  type DetailsFieldSpec,
  type RequestDraft,
  type VehicleRole,
} from '@repo/whatsapp';
import type { FormRules } from '../shared/rules';
import { VehicleValueLookup } from '../shared/VehicleValueLookup';
import { Guidance } from '../shared/Guidance';
import { useHydrated } from '../../components/useHydrated';
import { Facts, type Fact } from '../../components/Facts';
import { keepTogether } from '../../components/KeepTogether';
import { verdict as verdictClass } from '../../components/Facts.css';
import { fieldError, fieldId, type StepFieldsProps } from './PersonalStep';
import * as styles from './Wizard.css';
import { FactsSection } from './FactsSection';

const vehicleOptions = vehicleKinds.map((kind) => ({ value: kind.id, label: kind.singular }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));
const paidOffOptions = paidOffChoices.map((choice) => ({ value: choice.id, label: choice.label }));
const selectOptions = { vehicleType: vehicleOptions, installments: installmentOptions, paidOff: paidOffOptions } as const;

/**
 * The current bank is typed; the catalogue's institutions are offered as the visitor types. The
 * list comes with hydration, not in the prerendered page: its field shows once refinancing is
 * chosen, which hydration does, and the page's HTML has no bytes to spare.
 */
const lendersListId = 'bancos-do-financiamento-atual';

/** The vehicle whose value a field is (the bought one's, the owned one's): the FIPE lookup goes under it. */
const vehicleOf = new Map<string, VehicleRole>(Object.entries(vehicleFields).map(([role, fields]) => [fields.value, role as VehicleRole]));

/** Each step-2 field as the first product asking for it words it (another product's, hidden, needs no more). */
const anySpec = new Map(
  products
    .flatMap(({ id }) => detailsFields(id))
    .reverse()
    .map((spec) => [spec.name, spec]),
);

/** Whether a product the broker offers asks for the current bank (refinancing): else the page ships no list of banks. */
const asksLender = [...anySpec.values()].some((spec) => spec.input === 'lender');

/**
 * Step 2, the product's data: every product's fields are in the form (`allDetailsFields`, each
 * once), the chosen product's shown in its order with its labels and hints, the others hidden, so
 * switching product keeps what was typed and never moves a figure (a field means one thing); the
 * FIPE lookup under each vehicle's value. Then a live estimate of the chosen product.
 */
export function DetailsStep({ answers, invalid, issues, rules, onMasked }: StepFieldsProps & { rules: FormRules | null }) {
  // The product's fields it asks now (the secured loan's balance once the vehicle is not paid off).
  const own = new Map(detailsFields(answers.product).filter((spec) => asksDetailsField(answers.product, spec.name, answers)).map((spec) => [spec.name, spec]));
  // The FAQ's guidance (R$ 20.000, 20% down) is said beside its field, never enforced (SPEC §9).
  const guidance = rules?.guidanceIssues(answers) ?? [];
  const hydrated = useHydrated();
  return (
    <Stack space="lg">
      <Tiles columns={{ base: 1, tablet: 2 }} space="md">
        {allDetailsFields().map((name) => {
          const spec = own.get(name) ?? anySpec.get(name)!;
          const shown = own.has(name);
          const note = shown ? guidance.find((entry) => entry.field === name)?.message : undefined;
          const common = {
            id: fieldId(name),
            label: spec.label,
            name,
            hint: note ? <Guidance>{note}</Guidance> : spec.hint,
            required: (shown && spec.required) || undefined,
            error: shown ? fieldError({ invalid, issues }, name, spec.label) : undefined,
          };
          const vehicle = vehicleOf.get(name);
          return (
            <div key={name} hidden={!shown} className={spec.input === 'installments' ? styles.wide : undefined}>
              {vehicle ? (
                // The FIPE table under the vehicle's value: it fills the value and the vehicle's
                // fields of this form, and its reference goes in the form's hidden field.
                <Stack space="xs">
                  <DetailsControl spec={spec} common={common} onMasked={onMasked} hydrated={hydrated} />
                  <VehicleValueLookup vehicle={vehicle} />
                </Stack>
              ) : (
                <DetailsControl spec={spec} common={common} onMasked={onMasked} hydrated={hydrated} />
              )}
            </div>
          );
        })}
      </Tiles>
      {asksLender && hydrated ? (
        <datalist id={lendersListId}>
          {institutionIds.map((id) => (
            <option key={id} value={institution(id).name} />
          ))}
        </datalist>
      ) : null}
      <Estimate answers={answers} rules={rules} />
    </Stack>
  );
}

type ControlProps = {
  spec: DetailsFieldSpec;
  common: { id: string; label: string; name: string; hint?: ReactNode; required?: boolean; error?: string };
  onMasked: () => void;
  /** The lenders' list comes with hydration; an input must not name a list not yet there. */
  hydrated: boolean;
};

/** The control a step-2 field needs (`DetailsInput`, its kind's), uncontrolled. */
function DetailsControl({ spec, common, onMasked, hydrated }: ControlProps) {
  switch (spec.input) {
    case 'vehicleType':
    case 'paidOff':
      return <Select {...common} placeholder={spec.placeholder} options={selectOptions[spec.input]} defaultValue="" />;
    case 'installments':
      // Starts at the count the estimate uses until another is chosen: the count shown is the count sent.
      return <Select {...common} options={selectOptions.installments} defaultValue={emptyRequestDraft.installments} />;
    case 'amount':
      return (
        <MaskedInput
          {...common}
          mask="currency"
          parse={spec.parse}
          prefix={simulatorCopy.currencyPrefix}
          autoComplete="off"
          maxLength={spec.maxLength}
          onValueChange={onMasked}
        />
      );
    default: {
      // A text, a year, a count, a bank: its kind says how the browser should take it.
      const { inputMode, autoCapitalize, spellCheck, digitsOnly } = spec.attributes ?? {};
      return (
        <TextField
          {...common}
          autoComplete="off"
          maxLength={spec.maxLength}
          cutLabel={textCutLabel}
          placeholder={spec.placeholder}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={spellCheck}
          list={spec.input === 'lender' && hydrated ? lendersListId : undefined}
          // Digits only (a year, a count): the wizard drops other characters as the visitor types, like a mask.
          data-digits={digitsOnly ? '' : undefined}
        />
      );
    }
  }
}

/** The fields an estimate is made from. */
const estimateFigureNames: readonly string[] = ['vehiclePrice', 'downPayment', 'loanAmount', 'outstandingBalance', 'currentInstallment'] satisfies (keyof EstimateFigures)[];

/**
 * What the estimate box shows: its figures and captions (and refinancing's comparison in total,
 * said plainly), or the text saying what is missing.
 */
type EstimateView = { facts: readonly Fact[]; captions: readonly string[]; verdict?: string } | { pending: string };

/** The requested amount, the amount financed with the IOF, the installment and the CET of a loan. */
function loanFacts(loan: Loan, requestedAmountLabel: string): Fact[] {
  return [
    { label: requestedAmountLabel, value: formatBRL(loan.principal) },
    { label: wizardCopy.financedAmountLabel, value: formatBRL(loan.financed) },
    { label: wizardCopy.estimatedInstallmentLabel(loan.installments), value: formatBRL(loan.installment) },
  ];
}

/** The CET of a loan, after every other figure; the disclaimer with the rate and CET (CDC art. 54-B). */
function withCet(loan: Loan, facts: Fact[], monthlyRate: number, notices: readonly string[] = []): EstimateView {
  return {
    facts: [...facts, { label: simulatorCopy.cetLabel, value: simulatorCopy.cetValue(loan.cetAnnual) }],
    captions: [...notices, `${simulationDisclaimer(monthlyRate, loan.cetAnnual)} ${cetNotice}`],
  };
}

/**
 * The estimate of the answers' product at its rate — the simulator's own (`estimateProduct`) — laid
 * out for step 2. A company pays the same IOF as an individual (`iofByBorrower`).
 */
function estimateView(answers: RequestDraft, rules: FormRules | null): EstimateView {
  const product = productById(answers.product);
  const rate = productMonthlyRate(product.id);
  // Parsed as the message parses them: the figures and the count shown are the ones sent.
  const request = toCreditRequest(answers);
  const figures: EstimateFigures = request;
  // A figure that breaks a rule (a R$ 999.999.999 car) gets no estimate: its field says why.
  const broken = rules?.detailsIssues(answers).some(({ field }) => estimateFigureNames.includes(field)) ?? false;
  const estimate = broken ? null : estimateProduct(product.id, figures, request.installments, answers.personType);
  if (!estimate) {
    const { vehiclePrice = null, downPayment = null, loanAmount = null } = figures;
    // Each product's own case folded at build (`BROKER_OFFERS`).
    if (BROKER_OFFERS.financiamento && product.id === 'financiamento' && vehiclePrice !== null && downPayment !== null && downPayment >= vehiclePrice) {
      return { pending: wizardCopy.nothingToFinanceHint };
    }
    return { pending: BROKER_OFFERS.emprestimoComGarantia && product.id === 'emprestimo-com-garantia' && loanAmount !== null ? securedLoanRangeMessage : product.estimatePending };
  }
  const { loan, comparison } = estimate;
  const facts = loanFacts(loan, product.requestedAmountLabel);
  // Refinancing's comparison and notice, folded at build (`BROKER_OFFERS`): no part of a bundle without it.
  if (!BROKER_OFFERS.refinanciamento || product.id !== 'refinanciamento') return withCet(loan, facts, rate);
  // Today's remaining total against the new one, beside the monthly difference (the message's own lines).
  if (comparison) facts.push(...refinancingComparisonFacts(comparison));
  const said = comparison
    ? { verdict: refinancingCopy.totalVerdict(comparison.totalDifference, comparison.installments, comparison.remainingInstallments) }
    : {};
  // The current installment without the installments left: no monthly saving without its total.
  const missing = !comparison && (figures.currentInstallment ?? 0) > 0 ? [refinancingCopy.remainingMissing] : [];
  // An estimate, never a promise, said before the rate's disclaimer.
  return { ...withCet(loan, facts, rate, [...missing, refinancingCopy.estimateNotice]), ...said };
}

/**
 * Step 2's live estimate for the product, every rate with its CET and the disclaimer; then what the
 * vehicle's value (typed, or the FIPE table's) means for the product, once the rules have arrived.
 */
function Estimate({ answers, rules }: { answers: RequestDraft; rules: FormRules | null }) {
  const view = estimateView(answers, rules);
  const meaning = rules?.vehicleValueMeaning(answers);
  return (
    <section className={styles.note} aria-labelledby="financiamento-estimativa">
      <Stack space="sm">
        <Heading level={3} size="small" id="financiamento-estimativa">
          {wizardCopy.estimateTitle}
        </Heading>
        {'facts' in view ? (
          <>
            <Facts items={view.facts} />
            {view.verdict ? <p className={verdictClass}>{keepTogether(view.verdict)}</p> : null}
            {view.captions.map((caption) => (
              <Text key={caption} size="small" tone="muted">
                {caption}
              </Text>
            ))}
          </>
        ) : (
          <Text size="small" tone="muted">
            {view.pending}
          </Text>
        )}
        {meaning ? (
          <FactsSection headingId="financiamento-valor-do-veiculo" level={4} title={meaning.title} facts={meaning.facts}>
            {meaning.notes.map((note) => (
              <Text key={note} size="small" tone="muted">
                {note}
              </Text>
            ))}
          </FactsSection>
        ) : null}
      </Stack>
    </section>
  );
}
