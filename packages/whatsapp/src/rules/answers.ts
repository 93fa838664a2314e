/** What the forms' rules read (a request's answers) and what they say of them (issues at fields). */
import type { RequestDraft, RequestTextField } from '../request';

/**
 * The answers the step-2 rules read: the product and any of its fields (the landing simulator has
 * a few of them only; an absent field reads as empty).
 */
export type DetailsAnswers = Pick<RequestDraft, 'product'> & Partial<Omit<RequestDraft, 'product'>>;

/** An answer that breaks a rule, with the message to show at its field. */
export type FieldIssue<Field extends string = RequestTextField> = { readonly field: Field; readonly message: string };

/** Whether an answer was given: an empty one is never a rule's business (presence says it). */
export const filled = (value: string) => value.trim() !== '';

/**
 * The answers with every field they lack read as empty (`''`): the rules read any field of the
 * request without a list of them here to keep (the table is not imported: it would carry step 2's
 * copy into every page's shared chunk, decision 0014).
 */
export function withEmptyAnswers(answers: DetailsAnswers): RequestDraft {
  return new Proxy(answers, { get: (target, name) => (target as Record<string | symbol, unknown>)[name] ?? '' }) as RequestDraft;
}
