/**
 * The one catalogue of financial institutions a broker may name as a partner (Res. CMN 4.935/2021:
 * a correspondent names the institutions it serves). A broker's file (`brokers/<id>/broker.json`,
 * `instituicoes`) picks ids from here; the names the site prints and the legal names are written
 * once, here, never in a broker's file.
 */

/** A financial institution (its legal name: {@link institutionLegalNames}). */
export type Institution = {
  readonly id: InstitutionId;
  /** Full name, as in the wizard's side panel and the correspondent notice: `Banco Pan`. */
  readonly name: string;
  /** Short name for compact lists such as the landing page's: `Pan`. */
  readonly shortName: string;
};

/** A partner bank: the name the site's lists have always used for an {@link Institution}. */
export type Bank = Institution;

const catalogue = {
  'banco-do-brasil': { name: 'Banco do Brasil' },
  bradesco: { name: 'Bradesco' },
  itau: { name: 'Itaú' },
  santander: { name: 'Santander' },
  caixa: { name: 'Caixa Econômica Federal', shortName: 'Caixa' },
  safra: { name: 'Banco Safra', shortName: 'Safra' },
  bv: { name: 'Banco BV', shortName: 'BV' },
  pan: { name: 'Banco Pan', shortName: 'Pan' },
  bmg: { name: 'Banco BMG', shortName: 'BMG' },
  daycoval: { name: 'Banco Daycoval', shortName: 'Daycoval' },
  'porto-seguro': { name: 'Porto Seguro' },
} as const satisfies Record<string, Omit<Institution, 'id' | 'shortName'> & { shortName?: string }>;

/**
 * The razão social of each institution, as registered with the Banco Central: for the broker's
 * staff and the CMS choosing partners, and for the documents. Apart from the catalogue so that no
 * page's JavaScript carries what no page prints.
 */
export const institutionLegalNames: Readonly<Record<InstitutionId, string>> = {
  'banco-do-brasil': 'Banco do Brasil S.A.',
  bradesco: 'Banco Bradesco S.A.',
  itau: 'Itaú Unibanco S.A.',
  santander: 'Banco Santander (Brasil) S.A.',
  caixa: 'Caixa Econômica Federal',
  safra: 'Banco Safra S.A.',
  bv: 'Banco Votorantim S.A.',
  pan: 'Banco Pan S.A.',
  bmg: 'Banco BMG S.A.',
  daycoval: 'Banco Daycoval S.A.',
  'porto-seguro': 'Portoseg S.A. - Crédito, Financiamento e Investimento',
};

/** Id of an institution of the catalogue: `banco-do-brasil`, `pan`… */
export type InstitutionId = keyof typeof catalogue;

/** The ids of the catalogue, in its order. */
export const institutionIds = Object.keys(catalogue) as [InstitutionId, ...InstitutionId[]];

// The short name is written only where it differs from the name.
const records = Object.fromEntries(
  institutionIds.map((id) => [id, { id, shortName: catalogue[id].name, ...catalogue[id] }]),
) as Record<InstitutionId, Institution>;

/** The institution with this id (one object per institution: lists share them). */
export function institution(id: InstitutionId): Institution {
  return records[id];
}
