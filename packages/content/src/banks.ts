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

/**
 * The one list of the institutions the broker is a banking correspondent for (Res. CMN 4.935/2021;
 * CDC art. 54-B asks to name them): the correspondent notice in the footer and the simulator's
 * notice print it whole. The landing page and the wizard's side panel show subsets of it.
 */
export const partnerInstitutions: readonly Bank[] = [
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
  banks.portoSeguro,
];

/** The names of {@link partnerInstitutions}, `Banco do Brasil, Bradesco, …, Porto Seguro`. */
export const partnerInstitutionNames = partnerInstitutions.map((bank) => bank.name).join(', ');

/** Partner banks on the landing page (show `shortName`): SPEC §2's ten, every institution but Porto Seguro. */
export const landingPartnerBanks: readonly Bank[] = partnerInstitutions.filter((bank) => bank !== banks.portoSeguro);

/** Partner banks in the financing wizard's side panel, in display order (show `name`); SPEC §2's six. */
export const wizardPartnerBanks: readonly Bank[] = [
  banks.pan,
  banks.bradesco,
  banks.portoSeguro,
  banks.itau,
  banks.santander,
  banks.bmg,
];
