import { partnerInstitutionNames } from './banks';
import { minDownPaymentRatio, representativeExample } from './claims';
import { formatPercent } from './format';
import { correspondentNotice } from './legal';
import { defaultProduct, productParam, products, type Product, type ProductRateKey } from './products';
import { wizardCopy, wizardFieldLabels } from './wizard';

/** @deprecated Use `ProductRateKey` (`products.ts`). */
export type SimulatorRateKey = ProductRateKey;

/** @deprecated Use `Product` (`products.ts`): the simulator offers every product of `products`. */
export type SimulatorProduct = Product;

/**
 * @deprecated Use `products`: the simulator offers the three products. Kept, with the two products
 * the site's simulator computes today, until the site moves to `products`.
 */
export const simulatorProducts = [products[0], products[1]] as const;

/** @deprecated Use `productParam` (`products.ts`), the same `modalidade`. */
export const simulatorProductParam = productParam;

/**
 * The figures the simulator starts from (also what the prerendered page shows): the
 * representative example printed beside every rate, so the simulator opens on that example.
 * The down payment follows `downPaymentRatio` until the visitor types one.
 */
export const simulatorDefaults = representativeExample;

/** Copy of the landing page's simulator. */
export const simulatorCopy = {
  productLegend: wizardFieldLabels.product,
  vehicleValueLabel: wizardFieldLabels.vehicleValue,
  downPaymentLabel: wizardFieldLabels.downPayment,
  downPaymentHint: `Sugerimos entrada de pelo menos ${formatPercent(minDownPaymentRatio)} do valor do veículo.`,
  installmentsLabel: wizardFieldLabels.installments,
  /** Visible prefix of the wizard's amount fields. */
  currencyPrefix: 'R$',
  resultsTitle: 'Resultado da simulação',
  /** @deprecated Use the product's `installmentResultLabel`. */
  installmentLabel: defaultProduct.installmentResultLabel,
  /** `em 48 parcelas fixas (Tabela Price)`. */
  installmentCount: (count: number): string => `em ${count} parcelas fixas (Tabela Price)`,
  /** @deprecated Use the product's `requestedAmountLabel`. */
  requestedAmountLabel: defaultProduct.requestedAmountLabel,
  iofLabel: 'IOF incluído no financiamento',
  financedAmountLabel: wizardCopy.financedAmountLabel,
  totalPayableLabel: 'Total a pagar',
  cetLabel: 'CET (Custo Efetivo Total)',
  /** `29,05% a.a.` */
  cetValue: (annual: number): string => `${formatPercent(annual)} a.a.`,
  /** CDC art. 54-B: name the financing institutions (the one list the broker serves). */
  institutionsNotice:
    `Crédito concedido pelas instituições financeiras parceiras (${partnerInstitutionNames}), conforme a análise de cada uma. ${correspondentNotice}.`,
  /** @deprecated Use the product's `simulatorEmpty`. */
  emptyResult: defaultProduct.simulatorEmpty,
  /** Button that carries the figures to the financing wizard. */
  submitLabel: 'Quero esta proposta',
} as const;
