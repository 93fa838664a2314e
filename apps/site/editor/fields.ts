/**
 * The editor's form, generated from the schema of a broker's file (`brokerFileSchema`): one Decap
 * CMS field per key, in the schema's order, with the label and hint written beside the key
 * (`v.title`, `v.description`), the widget its type calls for, and what Decap can check in the
 * form before saving, taken from the schema's own rules: required or not, a number's range and
 * whether it is whole, a text's pattern with the schema's Portuguese message, a list's length.
 * What only the whole file can tell (a CNPJ's check digits, rules across fields) the build checks
 * on every commit the editor makes.
 *
 * A key whose schema has no label stops the generation, naming the key: a field added to the
 * schema cannot be forgotten in the editor (`fields.test.ts`).
 */
import type * as v from 'valibot';

/** A Decap CMS field (the subset of its options the generated form uses). */
export type EditorField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'image' | 'hidden';
  hint?: string;
  required?: boolean;
  default?: unknown;
  /** A regular expression and the Portuguese message shown when the text does not match it. */
  pattern?: [string, string];
  /** number: the range; list, select with `multiple`: the number of items. */
  min?: number;
  max?: number;
  step?: number;
  value_type?: 'int' | 'float';
  /** number: the schema's Portuguese message for a value out of range or not whole (`page.ts` shows it). */
  range_message?: string;
  options?: { label: string; value: string }[];
  multiple?: boolean;
  /** object and list: the fields of the object, of each item. */
  fields?: EditorField[];
  /** list of plain values: the field of each item. */
  field?: EditorField;
  collapsed?: boolean;
  summary?: string;
  /** list: a Portuguese summary of each item that Decap's templates cannot write (`editor.client.js`: `horarios`). */
  summary_format?: 'horarios';
  /** number: an amount of money, where "45.000" is forty-five thousand (`editor.client.js`). */
  number_format?: 'money';
  /** number: shown with at least these decimals (a rate: 1,00). */
  decimals?: number;
  /**
   * Required once the object holding it is there (a product the broker offers): optional in the
   * form, so that a product left empty can be saved, but not marked "(opcional)" (`editor.client.js`).
   */
  required_when_offered?: true;
  choose_url?: boolean;
};

type AnySchema = v.GenericSchema & { pipe?: readonly AnySchema[]; wrapped?: AnySchema; default?: unknown; entries?: Record<string, AnySchema>; item?: AnySchema; options?: readonly string[] };
type PipeItem = { kind: string; type: string; requirement?: unknown; message?: unknown; title?: string; description?: string; metadata?: Record<string, unknown> };

/** What a schema is made of once its pipes and `optional` are unwrapped. */
type Unwrapped = { base: AnySchema; items: PipeItem[]; required: boolean; defaultValue: unknown };

/** A schema's base type and its pipe items (the outermost first), and whether it may be absent. */
export function unwrap(schema: v.GenericSchema): Unwrapped {
  let current = schema as AnySchema;
  const items: PipeItem[] = [];
  let required = true;
  let defaultValue: unknown;
  for (;;) {
    if (current.type === 'optional' && current.wrapped) {
      required = false;
      defaultValue ??= current.default;
      current = current.wrapped;
    } else if (current.pipe) {
      items.push(...(current.pipe.slice(1) as unknown as PipeItem[]));
      current = current.pipe[0]!;
    } else {
      return { base: current, items, required, defaultValue };
    }
  }
}

const find = (items: PipeItem[], type: string) => items.find((item) => item.type === type);
const metadataOf = (items: PipeItem[]) => Object.assign({}, ...items.filter((item) => item.type === 'metadata').map((item) => item.metadata)) as Record<string, unknown>;
const messageOf = (item: PipeItem | undefined) => (typeof item?.message === 'string' ? item.message : undefined);

/** The schema had a key the editor cannot show: which, and why. */
export class EditorFieldError extends Error {
  constructor(path: string, reason: string) {
    super(`Campo do editor impossível de gerar em ${path}: ${reason}`);
    this.name = 'EditorFieldError';
  }
}

/** The options of a picklist, with the labels of its metadata (the value itself otherwise). */
function options(unwrapped: Unwrapped): { label: string; value: string }[] {
  const labels = (metadataOf(unwrapped.items).optionLabels ?? {}) as Record<string, string>;
  return (unwrapped.base.options ?? []).map((value) => ({ label: labels[value] ?? value, value }));
}

/** `pattern` of a text: its regex with the schema's message, or what its other rules amount to. */
function textPattern(items: PipeItem[]): [string, string] | undefined {
  const regex = find(items, 'regex');
  if (regex?.requirement instanceof RegExp) {
    // Decap builds `RegExp(source)`, without flags: the schema's patterns use none.
    if (regex.requirement.flags !== '') throw new Error(`a regular expression with flags (${regex.requirement}) cannot be checked by the editor`);
    return [regex.requirement.source, messageOf(regex) ?? ''];
  }
  // valibot's e-mail rule is case-insensitive (a flag Decap cannot take): the form checks the
  // shape, the build the rest.
  const email = find(items, 'email');
  if (email) return ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', messageOf(email) ?? ''];
  const startsWith = find(items, 'starts_with');
  if (typeof startsWith?.requirement === 'string') return [`^${startsWith.requirement.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S+$`, messageOf(startsWith) ?? ''];
  const minLength = find(items, 'min_length');
  if (typeof minLength?.requirement === 'number' && minLength.requirement > 1) {
    // After trimming, at least n characters: a first and a last that are not blank, n − 2 between.
    return [`^\\s*\\S[\\s\\S]{${minLength.requirement - 2},}\\S\\s*$`, messageOf(minLength) ?? ''];
  }
  return undefined;
}

/**
 * The editor field of the key `name` (at `path`, for messages) whose schema is `schema`. `within`:
 * the field belongs to an object that may be absent (a product the broker does not offer): Decap
 * would then demand its required fields even while the object is empty, so there they are
 * optional in the form, and the build requires them once the object is there.
 */
export function editorField(name: string, schema: v.GenericSchema, path = name, within: 'optional' | 'required' = 'required'): EditorField {
  const unwrapped = unwrap(schema);
  const { items, defaultValue } = unwrapped;
  const required = unwrapped.required && within === 'required';
  const metadata = metadataOf(items);
  const label = (find(items, 'title') as { title?: string } | undefined)?.title;
  if (metadata.widget === 'hidden') return { name, label: label ?? name, widget: 'hidden', required: false };
  if (!label) throw new EditorFieldError(path, 'falta o rótulo (v.title) no schema, em packages/content/src/brokers/schema/');
  const hint = (find(items, 'description') as { description?: string } | undefined)?.description;
  const common: Omit<EditorField, 'widget'> = {
    name,
    label,
    ...(hint === undefined ? {} : { hint }),
    ...(required ? {} : { required: false }),
    ...(unwrapped.required && !required ? { required_when_offered: true as const } : {}),
    ...(defaultValue === undefined || typeof defaultValue === 'object' ? {} : { default: defaultValue }),
  };
  const overrides = (metadata.editor ?? {}) as Partial<EditorField>;
  return { ...fieldOf(unwrapped, common, path, required), ...overrides };
}

/** The field of a schema's base type. */
function fieldOf(unwrapped: Unwrapped, common: Omit<EditorField, 'widget'>, path: string, required: boolean): EditorField {
  const { base, items } = unwrapped;
  const metadata = metadataOf(items);
  const length = { ...numberOf(items, 'min_length', 'min'), ...numberOf(items, 'max_length', 'max') };
  switch (base.type) {
    case 'string': {
      const pattern = textPattern(items);
      const widget = metadata.widget === 'image' ? 'image' : 'string';
      return { ...common, widget, ...(pattern ? { pattern } : {}), ...(widget === 'image' ? { choose_url: false } : {}) };
    }
    case 'number': {
      const integer = find(items, 'integer') !== undefined;
      const message = messageOf(find(items, 'min_value') ?? find(items, 'max_value'));
      return {
        ...common,
        widget: 'number',
        value_type: integer ? 'int' : 'float',
        step: integer ? 1 : 0.01,
        ...(message === undefined ? {} : { range_message: message }),
        ...numberOf(items, 'min_value', 'min'),
        ...numberOf(items, 'max_value', 'max'),
      };
    }
    case 'boolean':
      return { ...common, widget: 'boolean' };
    case 'picklist':
      return { ...common, widget: 'select', options: options(unwrapped) };
    case 'object':
    case 'strict_object':
      return { ...common, widget: 'object', collapsed: !required, fields: editorFields(base, path, required ? 'required' : 'optional') };
    case 'array': {
      const item = unwrap(base.item!);
      if (item.base.type === 'picklist') return { ...common, widget: 'select', multiple: true, options: options(item), ...length };
      if (item.base.type === 'object' || item.base.type === 'strict_object') {
        return { ...common, widget: 'list', collapsed: true, fields: editorFields(item.base, `${path}.*`), ...length };
      }
      return { ...common, widget: 'list', field: editorField(common.name, base.item!, `${path}.*`, 'required'), ...length };
    }
    default:
      throw new EditorFieldError(path, `o tipo ${base.type} não tem campo no editor`);
  }
}

/** `{ [key]: n }` from the pipe item `type`'s requirement, when it has one. */
function numberOf(items: PipeItem[], type: string, key: 'min' | 'max'): Partial<Record<'min' | 'max', number>> {
  const requirement = find(items, type)?.requirement;
  return typeof requirement === 'number' ? { [key]: requirement } : {};
}

/** The editor fields of an object schema's keys, in order (`within`: see {@link editorField}). */
export function editorFields(schema: v.GenericSchema, path = '', within: 'optional' | 'required' = 'required'): EditorField[] {
  const { base } = unwrap(schema);
  if (!base.entries) throw new EditorFieldError(path || '(o arquivo)', 'esperado um objeto');
  return Object.entries(base.entries).map(([key, entry]) => editorField(key, entry, path ? `${path}.${key}` : key, within));
}
