/** A partner financial institution. */
export type Bank = {
  readonly id: string;
  /** Full name, as in the wizard's side panel: `Banco Pan`. */
  readonly name: string;
  /** Short name for compact lists such as the landing page's: `Pan`. */
  readonly shortName: string;
};

/** Every partner bank, each defined once; the lists below refer to these. */
export const banks = {
  bancoDoBrasil: { id: 'banco-do-brasil', name: 'Banco do Brasil', shortName: 'Banco do Brasil' },
  bradesco: { id: 'bradesco', name: 'Bradesco', shortName: 'Bradesco' },
  itau: { id: 'itau', name: 'Itaú', shortName: 'Itaú' },
  santander: { id: 'santander', name: 'Santander', shortName: 'Santander' },
  caixa: { id: 'caixa', name: 'Caixa Econômica Federal', shortName: 'Caixa' },
  safra: { id: 'safra', name: 'Banco Safra', shortName: 'Safra' },
  bv: { id: 'bv', name: 'Banco BV', shortName: 'BV' },
  pan: { id: 'pan', name: 'Banco Pan', shortName: 'Pan' },
  bmg: { id: 'bmg', name: 'Banco BMG', shortName: 'BMG' },
  daycoval: { id: 'daycoval', name: 'Banco Daycoval', shortName: 'Daycoval' },
  portoSeguro: { id: 'porto-seguro', name: 'Porto Seguro', shortName: 'Porto Seguro' },
} as const satisfies Record<string, Bank>;

/** Partner banks on the landing page, in display order (show `shortName`). */
export const landingPartnerBanks: readonly Bank[] = [
  banks.bancoDoBrasil,
  banks.bradesco,
  banks.itau,
  banks.santander,
  banks.caixa,
  banks.safra,
  banks.bv,
  banks.pan,
  banks.bmg,
  banks.daycoval,
];

/** Partner banks in the financing wizard's side panel, in display order (show `name`). */
export const wizardPartnerBanks: readonly Bank[] = [
  banks.pan,
  banks.bradesco,
  banks.portoSeguro,
  banks.itau,
  banks.santander,
  banks.bmg,
];

/** Every partner institution once (landing and wizard lists merged), for the correspondent notice. */
export const allPartnerBanks: readonly Bank[] = [
  ...new Set([...landingPartnerBanks, ...wizardPartnerBanks]),
];
