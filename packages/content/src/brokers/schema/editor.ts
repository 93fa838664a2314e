/**
 * What the editor at /admin shows of a field, carried by the schema itself: its label and hint
 * (`v.title`, `v.description`), a picklist's option labels and Decap's own options (`v.metadata`).
 * `apps/site/editor/fields.ts` generates the editor's form from them.
 */
import * as v from 'valibot';

/** A field as the editor shows it: its label and, optionally, a hint under it. */
export function field<const S extends v.GenericSchema>(schema: S, label: string, hint?: string) {
  return hint === undefined ? v.pipe(schema, v.title(label)) : v.pipe(schema, v.title(label), v.description(hint));
}

/** Options of the editor's field passed as they are (Decap's names: `summary` of a list's items…). */
export type EditorOverrides = { readonly editor: Readonly<Record<string, unknown>> };

/** A schema whose editor field takes these Decap options too. */
export const editing = <const S extends v.GenericSchema>(schema: S, options: Readonly<Record<string, unknown>>) =>
  v.pipe(schema, v.metadata<v.InferOutput<S>, EditorOverrides>({ editor: options }));

/** What the editor shows for each value of a picklist (`v.metadata` of the picklist). */
export type EditorOptions = { readonly optionLabels: Readonly<Record<string, string>> };

/** A picklist whose values the editor shows by these labels. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, labels: Readonly<Record<T[number], string>>, message: string) =>
  v.pipe(v.picklist(values, message), v.metadata<T[number], EditorOptions>({ optionLabels: labels }));
