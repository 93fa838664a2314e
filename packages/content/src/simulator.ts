import { partnerInstitutionNames } from './banks';
import { minDownPaymentRatio, representativeExample } from './claims';
import { formatPercent } from './format';
import { correspondentNotice } from './legal';
import { wizardCopy, wizardFieldLabels } from './wizard';

/** Which advertised rate a simulator product uses: a key of `rates`. */
export type SimulatorRateKey = 'financing' | 'securedLoan';

/** A product the landing simulator offers. */
export type SimulatorProduct = {
  readonly id: 'financiamento' | 'emprestimo-com-garantia';
  readonly label: string;
  /**
   * Key of its rate in `rates` (not the rate object itself: every printed rate must travel with
   * its disclaimer, which the simulator shows in `simulationDisclaimer`).
   */
  readonly rate: SimulatorRateKey;
};

/** The simulator's products; the first is the default. */
export const simulatorProducts = [
  { id: 'financiamento', label: 'Financiamento', rate: 'financing' },
  { id: 'emprestimo-com-garantia', label: 'Empréstimo com garantia', rate: 'securedLoan' },
] as const satisfies readonly SimulatorProduct[];

/** Query parameter that opens the landing simulator on a product: `/?modalidade=emprestimo-com-garantia`. */
export const simulatorProductParam = 'modalidade';

/**
 * The figures the simulator starts from (also what the prerendered page shows): the
 * representative example printed beside every rate, so the simulator opens on that example.
 * The down payment follows `downPaymentRatio` until the visitor types one.
 */
export const simulatorDefaults = representativeExample;

/** Copy of the landing page's simulator. */
export const simulatorCopy = {
  productLegend: 'Modalidade',
  vehicleValueLabel: wizardFieldLabels.vehicleValue,
  downPaymentLabel: wizardFieldLabels.downPayment,
  downPaymentHint: `Sugerimos entrada de pelo menos ${formatPercent(minDownPaymentRatio)} do valor do veículo.`,
  installmentsLabel: wizardFieldLabels.installments,
  /** Visible prefix of the wizard's amount fields. */
  currencyPrefix: 'R$',
  resultsTitle: 'Resultado da simulação',
  installmentLabel: 'Parcela mensal estimada',
  /** `em 48 parcelas fixas (Tabela Price)`. */
  installmentCount: (count: number): string => `em ${count} parcelas fixas (Tabela Price)`,
  requestedAmountLabel: wizardCopy.requestedAmountLabel,
  iofLabel: 'IOF incluído no financiamento',
  financedAmountLabel: wizardCopy.financedAmountLabel,
  totalPayableLabel: 'Total a pagar',
  cetLabel: 'CET (Custo Efetivo Total)',
  /** `29,05% a.a.` */
  cetValue: (annual: number): string => `${formatPercent(annual)} a.a.`,
  /** CDC art. 54-B: name the financing institutions (the one list the broker serves). */
  institutionsNotice:
    `Crédito concedido pelas instituições financeiras parceiras (${partnerInstitutionNames}), conforme a análise de cada uma. ${correspondentNotice}.`,
  /** Shown instead of the figures when there is nothing to finance. */
  emptyResult: 'Informe o valor do veículo e uma entrada menor que ele para ver a simulação.',
  /** Button that carries the figures to the financing wizard. */
  submitLabel: 'Quero esta proposta',
} as const;
