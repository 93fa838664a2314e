import {
  cetNotice,
  formatBRL,
  installmentChoices,
  installmentLabel,
  minDownPaymentRatio,
  minVehicleValue,
  parseBRL,
  productById,
  productMonthlyRate,
  refinancingCopy,
  securedLoanRangeMessage,
  simulateRefinancing,
  simulateSecuredLoan,
  simulateVehicle,
  simulationDisclaimer,
  simulatorCopy,
  simulatorDefaults,
  vehicleKinds,
  wizardCopy,
  type Loan,
} from '@repo/content';
import { Heading, MaskedInput, Notice, Select, Stack, Text, TextField, Tiles } from '@repo/ui';
import { detailsFields, type DetailsFieldSpec, type InvalidRequestField, type RequestDraft } from '@repo/whatsapp';
import { Facts, type Fact } from '../../components/Facts';
import { fieldId, type StepFieldsProps } from './PersonalStep';
import { estimateInstallments } from './state';
import * as styles from './Wizard.css';

const vehicleOptions = vehicleKinds.map((kind) => ({ value: kind.id, label: kind.singular }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));

/**
 * Step 2, the product's data: the fields it asks for (`detailsFields`, in its order, with its
 * labels and hints) and a live estimate. Every field is uncontrolled and keyed by name, so a field
 * two products share keeps what was typed when the visitor switches product.
 */
export function DetailsStep({
  draft,
  invalid,
  outOfRange,
  onField,
}: StepFieldsProps & { outOfRange: readonly InvalidRequestField[] }) {
  const error = ({ name, label }: DetailsFieldSpec) =>
    outOfRange.find((entry) => entry.field === name)?.message ??
    (invalid.has(name) ? wizardCopy.requiredField(label) : undefined);
  return (
    <Stack space="lg">
      <Tiles columns={{ base: 1, tablet: 2 }} space="md">
        {detailsFields(draft.product).map((spec) => {
          const common = {
            id: fieldId(spec.name),
            label: spec.label,
            name: spec.name,
            hint: spec.hint,
            required: spec.required || undefined,
          };
          switch (spec.input) {
            case 'vehicleType':
            case 'installments':
              return (
                <Select
                  key={spec.name}
                  {...common}
                  className={spec.input === 'installments' ? styles.wide : undefined}
                  placeholder={spec.placeholder}
                  options={spec.input === 'installments' ? installmentOptions : vehicleOptions}
                  defaultValue={draft[spec.name]}
                  onChange={(event) => onField(spec.name, event.target.value)}
                  error={error(spec)}
                />
              );
            case 'amount':
              return (
                <MaskedInput
                  key={spec.name}
                  {...common}
                  mask="currency"
                  prefix={simulatorCopy.currencyPrefix}
                  autoComplete="off"
                  maxLength={spec.maxLength}
                  defaultValue={draft[spec.name]}
                  onValueChange={(masked) => onField(spec.name, masked)}
                  error={error(spec)}
                />
              );
            case 'year':
              return (
                <TextField
                  key={spec.name}
                  {...common}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={spec.maxLength}
                  placeholder={spec.placeholder}
                  defaultValue={draft[spec.name]}
                  // A four-digit year: other characters are dropped as the visitor types, like a mask.
                  onChange={(event) => {
                    const year = event.target.value.replace(/\D/g, '').slice(0, spec.maxLength);
                    if (year !== event.target.value) event.target.value = year;
                    onField(spec.name, year);
                  }}
                  error={error(spec)}
                />
              );
          }
        })}
      </Tiles>
      <Estimate draft={draft} />
    </Stack>
  );
}

/** What the estimate box shows: its figures and captions, or the text saying what is missing. */
type EstimateView = { facts: readonly Fact[]; captions: readonly string[] } | { pending: string };

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

/** The estimate of the draft's product, at its rate (A company pays the same IOF as an individual: `iofByBorrower`). */
function estimateView(draft: RequestDraft): EstimateView {
  const product = productById(draft.product);
  const rate = productMonthlyRate(product.id);
  const installments = estimateInstallments(draft, simulatorDefaults.installments);
  const borrower = draft.personType;
  switch (product.id) {
    case 'financiamento': {
      const vehicleValue = parseBRL(draft.vehicleValue);
      const downPayment = parseBRL(draft.downPayment);
      const loan = simulateVehicle({ vehicleValue, downPayment, monthlyRate: rate, installments, borrower });
      if (loan) return withCet(loan, loanFacts(loan, product.requestedAmountLabel), rate);
      const nothingToFinance = vehicleValue !== null && downPayment !== null && downPayment >= vehicleValue;
      return { pending: nothingToFinance ? wizardCopy.nothingToFinanceHint : product.estimatePending };
    }
    case 'emprestimo-com-garantia': {
      const amount = parseBRL(draft.loanAmount);
      const loan = simulateSecuredLoan({ amount, installments, borrower });
      if (loan) return withCet(loan, loanFacts(loan, product.requestedAmountLabel), rate);
      return { pending: amount === null ? product.estimatePending : securedLoanRangeMessage };
    }
    case 'refinanciamento': {
      const estimate = simulateRefinancing({
        outstandingBalance: parseBRL(draft.outstandingBalance),
        currentInstallment: parseBRL(draft.currentInstallment),
        installments,
        borrower,
      });
      if (!estimate) return { pending: product.estimatePending };
      const { loan, currentInstallment, difference, reduction } = estimate;
      const comparison: Fact[] =
        currentInstallment === null || difference === null || reduction === null
          ? []
          : [
              { label: refinancingCopy.currentInstallmentLabel, value: formatBRL(currentInstallment) },
              { label: refinancingCopy.differenceLabel, value: refinancingCopy.difference(difference, reduction) },
            ];
      // An estimate, never a promise: said before the rate's disclaimer.
      return withCet(loan, [...loanFacts(loan, product.requestedAmountLabel), ...comparison], rate, [refinancingCopy.estimateNotice]);
    }
  }
}

/** Step 2's live estimate for the product, every rate with its CET and the disclaimer. */
function Estimate({ draft }: { draft: RequestDraft }) {
  const view = estimateView(draft);
  // The FAQ's R$ 20.000 / 20% guidance is the financing's, and a hint only (SPEC §9).
  const vehicleValue = parseBRL(draft.vehicleValue);
  const downPayment = parseBRL(draft.downPayment);
  const belowGuidance =
    draft.product === 'financiamento' &&
    vehicleValue !== null &&
    downPayment !== null &&
    downPayment < vehicleValue &&
    (vehicleValue < minVehicleValue || downPayment < vehicleValue * minDownPaymentRatio);
  return (
    <Stack space="sm">
      <section className={styles.estimate} aria-labelledby="financiamento-estimativa">
        <Stack space="sm">
          <Heading level={3} size="small" id="financiamento-estimativa">
            {wizardCopy.estimateTitle}
          </Heading>
          {'facts' in view ? (
            <>
              <Facts items={view.facts} />
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
        </Stack>
      </section>
      {belowGuidance ? <Notice tone="warning">{wizardCopy.guidanceHint}</Notice> : null}
    </Stack>
  );
}
