/**
 * The one schema of a broker's file (`brokers/<id>/broker.json`): its types, its validation and its
 * defaults, with valibot. The file's keys are Portuguese (the broker's staff edit it, through the
 * CMS or by hand); the schema turns it into the {@link BrokerProfile} the package works with.
 * Every message is Portuguese and says what was expected; `parseBroker` adds the file and the field.
 *
 * Beyond the shape, the rules of the law and of common sense that the data must keep: valid CNPJs
 * and phones, an alternative text for every photo, no text that promises credit (CDC art. 54-C),
 * claims consistent with the rest of the file, partner lists drawn from the one catalogue.
 *
 * Every field carries its label and hint for the editor at /admin (`v.title`, `v.description`;
 * option labels in `v.metadata`): `apps/site/editor/fields.ts` generates the editor's form from
 * this schema, and its test fails when a field has no label. Only Node-side code imports this
 * module (`@repo/content/brokers`), so none of it reaches a page.
 *
 * Here, the check of a file; in `schema/`, one module per job: the file's sections (`file.ts`, and
 * `stores.ts`, `products.ts`, `institutions.ts`, `photos.ts`, `texts.ts`, `vehicles.ts`,
 * `services.ts`, `counts.ts` for the larger ones), the kinds of value they share (`fields.ts`), the
 * editor's annotations (`editor.ts`), the rules across fields (`cross-field-rules.ts`), the mapping
 * to the profile (`to-profile.ts`) and the messages (`messages.ts`).
 */
import * as v from 'valibot';
import type { BrokerProfile } from './profile';
import { ruleIssues } from './schema/cross-field-rules';
import { brokerFileSchema } from './schema/file';
import { type BrokerIssue, fallbackMessage, received } from './schema/messages';
import { toProfile } from './schema/to-profile';

export type { EditorOptions, EditorOverrides } from './schema/editor';
export { brokerFileSchema, type BrokerFile } from './schema/file';
export { formatIssue, type BrokerIssue } from './schema/messages';
export { logoMaxBytes } from './schema/institutions';

/** The result of checking one broker's file. */
export type BrokerParse = { readonly ok: true; readonly profile: BrokerProfile } | { readonly ok: false; readonly issues: readonly BrokerIssue[] };

/** Checks a broker's file (already parsed from JSON) and turns it into its profile. */
export function parseBroker(id: string, data: unknown): BrokerParse {
  const result = v.safeParse(brokerFileSchema, data, { message: fallbackMessage });
  const shape: BrokerIssue[] = result.success
    ? []
    : result.issues.map((issue) => ({
        path: v.getDotPath(issue) ?? '(o arquivo)',
        message: issue.message,
        received: issue.type === 'strict_object' ? undefined : received(issue.input),
      }));
  // A field already wrong in itself is said once, by the schema.
  const rules = ruleIssues(data).filter((rule) => !shape.some((issue) => issue.path === rule.path));
  // A message said twice for one field (two rules of its pipe agreeing) is printed once.
  const issues = [...shape, ...rules].filter((issue, index, all) => all.findIndex((other) => other.path === issue.path && other.message === issue.message) === index);
  return result.success && issues.length === 0 ? { ok: true, profile: toProfile(id, result.output) } : { ok: false, issues };
}
