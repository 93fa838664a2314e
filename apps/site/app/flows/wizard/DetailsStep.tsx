import {
  cetNotice,
  formatBRL,
  installmentChoices,
  installmentLabel,
  institution,
  institutionIds,
  paidOffChoices,
  parseBRL,
  productById,
  productMonthlyRate,
  refinancingCopy,
  securedLoanRangeMessage,
  estimateProduct,
  simulationDisclaimer,
  simulatorCopy,
  simulatorDefaults,
  vehicleKinds,
  wizardCopy,
  type Loan,
} from '@repo/content';
import { Heading, MaskedInput, Select, Stack, Text, TextField, Tiles } from '@repo/ui';
import { detailsFields, type DetailsFieldSpec, type RequestDraft } from '@repo/whatsapp';
import type { FormRules } from '../shared/rules';
import { Facts, type Fact } from '../../components/Facts';
import { fieldId, type StepFieldsProps } from './PersonalStep';
import { estimateInstallments } from './state';
import * as styles from './Wizard.css';

const vehicleOptions = vehicleKinds.map((kind) => ({ value: kind.id, label: kind.singular }));
const installmentOptions = installmentChoices.map((count) => ({ value: String(count), label: installmentLabel(count) }));
const paidOffOptions = paidOffChoices.map((choice) => ({ value: choice.id, label: choice.label }));
const selectOptions = { vehicleType: vehicleOptions, installments: installmentOptions, paidOff: paidOffOptions } as const;

/** The current bank is typed; the catalogue's institutions are offered as the visitor types. */
const lendersListId = 'financiamento-bancos';

/**
 * Step 2, the product's data: the fields it asks for (`detailsFields`, in its order, with its
 * labels and hints) and a live estimate. Every field is uncontrolled and keyed by name, so a field
 * two products share keeps what was typed when the visitor switches product.
 */
export function DetailsStep({ draft, invalid, issues, rules, onField }: StepFieldsProps & { rules: FormRules | null }) {
  const error = ({ name, label }: DetailsFieldSpec) =>
    issues.find((entry) => entry.field === name)?.message ?? (invalid.has(name) ? wizardCopy.requiredField(label) : undefined);
  // The FAQ's guidance (R$ 20.000, 20% down) is said beside its field, never enforced (SPEC §9).
  const guidance = rules?.guidanceIssues(draft) ?? [];
  const hint = ({ name, hint }: DetailsFieldSpec) => guidance.find((entry) => entry.field === name)?.message ?? hint;
  return (
    <Stack space="lg">
      <Tiles columns={{ base: 1, tablet: 2 }} space="md">
        {detailsFields(draft.product).map((spec) => {
          const common = {
            id: fieldId(spec.name),
            label: spec.label,
            name: spec.name,
            hint: hint(spec),
            required: spec.required || undefined,
          };
          switch (spec.input) {
            case 'vehicleType':
            case 'paidOff':
            case 'installments':
              return (
                <Select
                  key={spec.name}
                  {...common}
                  className={spec.input === 'installments' ? styles.wide : undefined}
                  placeholder={spec.placeholder}
                  options={selectOptions[spec.input]}
                  defaultValue={draft[spec.name]}
                  onChange={(event) => onField(spec.name, event.target.value)}
                  error={error(spec)}
                />
              );
            case 'text':
            case 'lender':
              return (
                <TextField
                  key={spec.name}
                  {...common}
                  autoComplete="off"
                  maxLength={spec.maxLength}
                  placeholder={spec.placeholder}
                  list={spec.input === 'lender' ? lendersListId : undefined}
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
            case 'count':
              return (
                <TextField
                  key={spec.name}
                  {...common}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={spec.maxLength}
                  placeholder={spec.placeholder}
                  defaultValue={draft[spec.name]}
                  // Digits only (a year, a count): other characters are dropped as the visitor types, like a mask.
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
      {draft.product === 'refinanciamento' ? (
        <datalist id={lendersListId}>
          {institutionIds.map((id) => (
            <option key={id} value={institution(id).name} />
          ))}
        </datalist>
      ) : null}
      <Estimate draft={draft} rules={rules} />
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

/**
 * The estimate of the draft's product at its rate — the simulator's own (`estimateProduct`) — laid
 * out for step 2. A company pays the same IOF as an individual (`iofByBorrower`).
 */
function estimateView(draft: RequestDraft, rules: FormRules | null): EstimateView {
  const product = productById(draft.product);
  const rate = productMonthlyRate(product.id);
  const installments = estimateInstallments(draft, simulatorDefaults.installments);
  const figures = {
    vehiclePrice: parseBRL(draft.vehiclePrice),
    downPayment: parseBRL(draft.downPayment),
    loanAmount: parseBRL(draft.loanAmount),
    outstandingBalance: parseBRL(draft.outstandingBalance),
    currentInstallment: parseBRL(draft.currentInstallment),
  };
  // A figure that breaks a rule (a R$ 999.999.999 car) gets no estimate: its field says why.
  const broken = rules?.detailsIssues(draft).some(({ field }) => field in figures) ?? false;
  const estimate = broken ? null : estimateProduct(product.id, figures, installments, draft.personType);
  if (!estimate) {
    const { vehiclePrice, downPayment, loanAmount } = figures;
    if (product.id === 'financiamento' && vehiclePrice !== null && downPayment !== null && downPayment >= vehiclePrice) {
      return { pending: wizardCopy.nothingToFinanceHint };
    }
    return { pending: product.id === 'emprestimo-com-garantia' && loanAmount !== null ? securedLoanRangeMessage : product.estimatePending };
  }
  const { loan, comparison } = estimate;
  const facts = loanFacts(loan, product.requestedAmountLabel);
  if (comparison?.difference != null && comparison.reduction != null && comparison.currentInstallment != null) {
    facts.push(
      { label: refinancingCopy.currentInstallmentLabel, value: formatBRL(comparison.currentInstallment) },
      { label: refinancingCopy.differenceLabel, value: refinancingCopy.difference(comparison.difference, comparison.reduction) },
    );
  }
  // Refinancing: an estimate, never a promise, said before the rate's disclaimer.
  return withCet(loan, facts, rate, product.id === 'refinanciamento' ? [refinancingCopy.estimateNotice] : []);
}

/**
 * Step 2's live estimate for the product, every rate with its CET and the disclaimer; then what the
 * vehicle's value (typed, or the FIPE table's) means for the product, once the rules have arrived.
 */
function Estimate({ draft, rules }: { draft: RequestDraft; rules: FormRules | null }) {
  const view = estimateView(draft, rules);
  const meaning = rules?.vehicleValueMeaning(draft);
  return (
    <section className={styles.note} aria-labelledby="financiamento-estimativa">
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
        {meaning ? (
          <section aria-labelledby="financiamento-valor-do-veiculo">
            <Stack space="sm">
              <Heading level={4} size="small" id="financiamento-valor-do-veiculo">
                {meaning.title}
              </Heading>
              <Facts items={meaning.facts} />
              {meaning.notes.map((note) => (
                <Text key={note} size="small" tone="muted">
                  {note}
                </Text>
              ))}
            </Stack>
          </section>
        ) : null}
      </Stack>
    </section>
  );
}
