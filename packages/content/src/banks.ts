/**
 * The broker's partner institutions, chosen in its file (`instituicoes`) from the one catalogue
 * (`institutions.ts`).
 */
import { brokerProfile } from './broker';
import { institution, type Bank } from './institutions';

export type { Bank, Institution, InstitutionId } from './institutions';
export { institution, institutionIds, institutionLegalNames } from './institutions';

const { partners, landing, wizard } = brokerProfile.institutions;

/**
 * The one list of the institutions the broker is a banking correspondent for (Res. CMN 4.935/2021;
 * CDC art. 54-B asks to name them): the correspondent notice in the footer and the simulator's
 * notice print it whole. The landing page and the wizard's side panel show subsets of it.
 */
export const partnerInstitutions: readonly Bank[] = partners.map(institution);

/** The names of {@link partnerInstitutions}, `Banco do Brasil, Bradesco, …, Porto Seguro`. */
export const partnerInstitutionNames = partnerInstitutions.map((bank) => bank.name).join(', ');

/** Partner banks on the landing page (show `shortName`). */
export const landingPartnerBanks: readonly Bank[] = landing.map(institution);

/** Partner banks in the financing wizard's side panel, in display order (show `name`). */
export const wizardPartnerBanks: readonly Bank[] = wizard.map(institution);

/**
 * The heading of a display subset of the partners: `Alguns dos nossos bancos parceiros` when it
 * shows fewer than the broker's whole list (so six tiles never read as the count the pages claim),
 * `Bancos parceiros` when it shows them all.
 */
export function partnerBanksTitle(shown: readonly Bank[]): string {
  return shown.length < partnerInstitutions.length ? 'Alguns dos nossos bancos parceiros' : 'Bancos parceiros';
}
