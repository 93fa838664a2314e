import { partnerInstitutionNames } from './banks';
import { minDownPaymentRatio, representativeExample } from './claims';
import { formatPercent } from './format';
import { correspondentNotice } from './legal';
import { wizardCopy, wizardFieldLabels } from './wizard';

/**
 * The figures the simulator starts from (also what the prerendered page shows): the
 * representative example printed beside every rate, so the simulator opens on that example.
 * The down payment follows `downPaymentRatio` until the visitor types one.
 */
export const simulatorDefaults = representativeExample;

/** Copy of the landing page's simulator. */
export const simulatorCopy = {
  productLegend: wizardFieldLabels.product,
  // Financing's, folded at build: empty without it (`BROKER_OFFERS`).
  downPaymentHint: BROKER_OFFERS.financiamento ? `Sugerimos entrada de pelo menos ${formatPercent(minDownPaymentRatio)} do valor do veículo.` : '',
  /** Visible prefix of the wizard's amount fields. */
  currencyPrefix: 'R$',
  resultsTitle: 'Resultado da simulação',
  /** `em 48 parcelas fixas (Tabela Price)`. */
  installmentCount: (count: number): string => `em ${count} parcelas fixas (Tabela Price)`,
  iofLabel: 'IOF incluído no financiamento',
  financedAmountLabel: wizardCopy.financedAmountLabel,
  totalPayableLabel: 'Total a pagar',
  cetLabel: 'CET (Custo Efetivo Total)',
  /** `29,05% a.a.` */
  cetValue: (annual: number): string => `${formatPercent(annual)} a.a.`,
  /** CDC art. 54-B: name the financing institutions (the one list the broker serves). */
  institutionsNotice:
    `Crédito concedido pelas instituições financeiras parceiras (${partnerInstitutionNames}), conforme a análise de cada uma. ${correspondentNotice}.`,
  /** Button that carries the figures to the financing wizard. */
  submitLabel: 'Quero esta proposta',
} as const;
