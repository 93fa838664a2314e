/**
 * The forms' rules beyond presence, one set for the landing simulator, the wizard and the contact
 * form (issue 24; SPEC §5 checks presence only, and its toasts for missing answers stay): each
 * failure is a Portuguese message for its field, and nothing typed is touched. An empty answer is
 * never a rule's business (presence says it). A module of its own (`@repo/whatsapp/rules`, with
 * its copy in content's `field-rules.ts`), which the forms fetch once they have hydrated: no page
 * pays for it up front, not even those that only share the forms' chunk (`/home`'s dialog). One
 * module per job in `rules/`: the answers they read (`answers.ts`), who the visitor is
 * (`personal.ts`), an e-mail typo's mend (`email-suggestion.ts`), step 2's rules (`details.ts`,
 * from a vehicle's value: `vehicle-value.ts`), the FAQ's guidance (`guidance.ts`) and what the
 * value means for the product, for display (`vehicle-value-meaning.ts`).
 */
import type { RequestDraft, RequestSection } from './request';
import type { FieldIssue } from './rules/answers';
import { detailsIssues } from './rules/details';
import { personalIssues } from './rules/personal';

export type { DetailsAnswers, FieldIssue } from './rules/answers';
export { contactIssues, holdsCnpj, isBrazilianPhone, isEmail, isFullName, personalIssues } from './rules/personal';
export { emailSuggestion } from './rules/email-suggestion';
export { vehicleValueRange } from './rules/vehicle-value';
export { detailsIssues, newestVehicleYear } from './rules/details';
export { guidanceIssues } from './rules/guidance';
export { vehicleValueMeaning, type VehicleValueFact, type VehicleValueMeaning } from './rules/vehicle-value-meaning';

/**
 * The answers of a part of the request that are present but break a rule, in display order: step 1's
 * (documents' check digits, name, e-mail, phone) or the product's step 2. Empty answers are
 * `missingRequestFields`' business, never listed here. The draft is not touched: the visitor
 * corrects what they typed.
 */
export function invalidRequestFields(section: RequestSection, draft: RequestDraft, now?: Date): FieldIssue[] {
  return section === 'personal' ? personalIssues(draft) : detailsIssues(draft, now);
}
