import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brokerFileSchema, brokerIds, brokersDir } from '@repo/content/brokers';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { editorConfig } from './config';
import { editorField, editorFields, EditorFieldError, unwrap, type EditorField } from './fields';

/*
 * The editor's form and the schema of a broker's file say the same thing: one field per key, the
 * same keys, labels and hints in Portuguese, the schema's own rules in the form.
 */

/** Every key path of a schema (`lojas.*.endereco.cidade`), walked on its own, not by the generator. */
function schemaPaths(schema: v.GenericSchema, prefix = ''): string[] {
  const { base, items } = unwrap(schema);
  // A hidden field (kept as the file has it) is one field, whatever it holds.
  if (items.some((item) => item.type === 'metadata' && item.metadata?.widget === 'hidden')) return [];
  if ('entries' in base) {
    return Object.entries(base.entries as Record<string, v.GenericSchema>).flatMap(([key, entry]) => {
      const at = prefix ? `${prefix}.${key}` : key;
      return [at, ...schemaPaths(entry, at)];
    });
  }
  if ('item' in base) return schemaPaths(base.item as v.GenericSchema, `${prefix}.*`);
  return [];
}

/** Every field path of the editor's configuration, as Decap reads it. */
function fieldPaths(fields: readonly EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const at = prefix ? `${prefix}.${field.name}` : field.name;
    return [at, ...(field.fields ? fieldPaths(field.fields, field.widget === 'list' ? `${at}.*` : at) : [])];
  });
}

const byPath = (fields: readonly EditorField[]) => {
  const all = new Map<string, EditorField>();
  const walk = (list: readonly EditorField[], prefix: string) => {
    for (const field of list) {
      const at = prefix ? `${prefix}.${field.name}` : field.name;
      all.set(at, field);
      if (field.fields) walk(field.fields, field.widget === 'list' ? `${at}.*` : at);
    }
  };
  walk(fields, '');
  return all;
};

const config = editorConfig({ local: 'http://localhost:8081/api/v1' });
const [brokers] = config.collections;
const [brokerFile] = brokers!.files;
const fields = byPath(brokerFile!.fields);

/** The keys of a broker's file as written, as paths. */
function filePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => filePaths(item, `${prefix}.*`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    // A list of plain values (`parcelas`, `dias`) is one field; its items are no keys.
    const at = prefix ? `${prefix}.${key}` : key;
    return [at, ...filePaths(item, at)];
  });
}

describe('the editor’s form, generated from the schema of a broker’s file', () => {
  it('has a field for every key of the schema, and no field the schema lacks', () => {
    expect(fieldPaths(brokerFile!.fields).sort()).toEqual(schemaPaths(brokerFileSchema).sort());
  });

  it('labels every field in Portuguese, other than its key', () => {
    for (const [at, field] of fields) {
      if (field.widget === 'hidden') continue;
      expect(field.label, at).not.toBe(field.name);
      expect(field.label.length, at).toBeGreaterThan(1);
    }
    expect(fields.get('produtos.financiamento.taxaMensal')).toMatchObject({ label: 'Taxa mensal (% ao mês)', widget: 'number' });
    expect(fields.get('fotos.*.textoAlternativo')?.hint).toMatch(/para quem não a vê/);
  });

  it('shows every key of every broker’s file', () => {
    for (const id of brokerIds()) {
      const file = JSON.parse(readFileSync(path.join(brokersDir, id, 'broker.json'), 'utf8')) as unknown;
      const keys = filePaths(file).filter((at) => !/\.\*$/.test(at));
      expect(keys.filter((at) => !fields.has(at)), id).toEqual([]);
    }
  });

  it('stops, naming the key, when a key of the schema has no label', () => {
    const schema = v.strictObject({ nome: v.pipe(v.string(), v.title('Nome')), fipeToken: v.optional(v.string()) });
    expect(() => editorFields(schema)).toThrow(EditorFieldError);
    expect(() => editorFields(schema)).toThrow('Campo do editor impossível de gerar em fipeToken: falta o rótulo (v.title) no schema');
  });

  it('checks in the form what the schema checks of one value: required, range, whole numbers, patterns', () => {
    expect(fields.get('nome')).toMatchObject({ widget: 'string' });
    expect(fields.get('nome')).not.toHaveProperty('required');
    expect(fields.get('mapa')).toMatchObject({ required: false });
    expect(fields.get('produtos.financiamento.taxaMensal')).toMatchObject({
      min: 0.1,
      max: 10,
      value_type: 'float',
      range_message: 'esperado um número entre 0,1% e 10% ao mês',
    });
    expect(fields.get('numeros.anosDeMercado')).toMatchObject({ min: 1, max: 150, value_type: 'int', range_message: 'esperado um número inteiro entre 1 e 150 anos' });
    const [pattern, message] = fields.get('whatsapp')!.pattern!;
    expect(message).toBe('esperado um telefone escrito (DD) 9XXXX-XXXX (celular) ou (DD) XXXX-XXXX (fixo)');
    expect(new RegExp(pattern).test('(31) 98888-0000')).toBe(true);
    expect(new RegExp(pattern).test('31 98888-0000')).toBe(false);
    const [altPattern] = fields.get('fotos.*.textoAlternativo')!.pattern!;
    expect(new RegExp(altPattern).test('Cliente feliz com o carro')).toBe(true);
    expect(new RegExp(altPattern).test('   curto   ')).toBe(false);
    const [photoPattern] = fields.get('fotos.*.arquivo')!.pattern!;
    expect(['IMG_1234.JPG', 'img_1234.jpg', 'cliente-01.webp', 'foto.png'].every((name) => new RegExp(photoPattern).test(name))).toBe(true);
    expect(['foto.heic', 'fotos/a.jpg', '.jpg'].some((name) => new RegExp(photoPattern).test(name))).toBe(false);
  });

  it('offers a choice of the schema’s values, with Portuguese labels', () => {
    expect(fields.get('horarios.*.dias')).toMatchObject({ widget: 'select', multiple: true, min: 1 });
    expect(fields.get('horarios.*.dias')!.options![0]).toEqual({ label: 'Segunda-feira', value: 'segunda' });
    expect(fields.get('instituicoes.parceiras')!.options).toContainEqual({ label: 'Banco Pan', value: 'pan' });
    expect(fields.get('lojas.*.endereco.uf')!.options).toHaveLength(27);
  });

  it('offers an institution’s logo as an optional upload, saying in Portuguese that it needs the institution’s permission', () => {
    const logos = fields.get('instituicoes.logos')!;
    expect(logos).toMatchObject({ widget: 'list', required: false, label: 'Logotipos das instituições', summary: '{{fields.instituicao}}' });
    expect(logos.hint).toBe('Só com autorização por escrito da instituição para mostrar a marca dela no site. Sem logotipo, o site mostra o nome da instituição.');
    expect(fields.get('instituicoes.logos.*.instituicao')!.options).toContainEqual({ label: 'Banco BV', value: 'bv' });
    const file = fields.get('instituicoes.logos.*.arquivo')!;
    expect(file).toMatchObject({ widget: 'image', choose_url: false, hint: 'Imagem .svg ou .png de até 50 KB, como a instituição a enviou.' });
    expect(['logo-bv.svg', 'PAN.PNG'].every((name) => new RegExp(file.pattern![0]).test(name))).toBe(true);
    expect(['logo.jpg', 'logos/pan.svg'].some((name) => new RegExp(file.pattern![0]).test(name))).toBe(false);
  });

  it('lets a product the broker does not offer stay empty: its fields are required by the build, not the form, and not marked optional', () => {
    expect(fields.get('produtos.refinanciamento')).toMatchObject({ widget: 'object', required: false, collapsed: true });
    expect(fields.get('produtos.refinanciamento')).not.toHaveProperty('required_when_offered');
    expect(fields.get('produtos.refinanciamento.taxaMensal')).toMatchObject({ required: false, required_when_offered: true });
    expect(fields.get('produtos.emprestimo.liberacaoEmHoras.min')).toMatchObject({ required: false, required_when_offered: true });
    expect(fields.get('mapa')).not.toHaveProperty('required_when_offered');
    expect(fields.get('produtos.refinanciamento')!.hint).toMatch(/preencha todos os campos/);
  });

  it('uploads photos as images into the broker’s own folder, newest first', () => {
    expect(fields.get('fotos')).toMatchObject({ widget: 'list', add_to_top: true, min: 1 });
    expect(fields.get('fotos.*.arquivo')).toMatchObject({ widget: 'image', choose_url: false });
    expect(brokerFile).toMatchObject({ file: 'packages/content/brokers/default/broker.json', media_folder: 'photos', public_folder: '' });
  });

  it('edits the one broker the site is built for, and no other', () => {
    for (const id of brokerIds()) {
      const [collection] = editorConfig({ local: 'http://localhost:8081/api/v1' }, id).collections;
      expect(collection!.files.map((file) => file.file)).toEqual([`packages/content/brokers/${id}/broker.json`]);
      const { nome } = JSON.parse(readFileSync(path.join(brokersDir, id, 'broker.json'), 'utf8')) as { nome: string };
      expect(collection!.files[0]!.label).toBe(nome);
    }
    expect(() => editorConfig({ local: 'http://localhost:8081/api/v1' }, 'corretora-inexistente')).toThrow('BROKER="corretora-inexistente" não é uma corretora');
  });

  it('summarises each item of a list in Portuguese: opening hours by their days, installments by their number', () => {
    expect(fields.get('horarios')).toMatchObject({ widget: 'list', summary_format: 'horarios' });
    const installments = fields.get('produtos.financiamento.parcelas')!;
    expect(installments).toMatchObject({ widget: 'list', summary: '{{fields.parcelas}} parcelas' });
    // Decap gives a list of plain values its item's name: the summary's `fields.parcelas`.
    expect(installments.field!.name).toBe('parcelas');
  });

  it('reads amounts of money as money ("45.000" is forty-five thousand), other numbers with a comma or a dot for decimals', () => {
    expect(fields.get('produtos.financiamento.valorMinimoVeiculo')).toMatchObject({ widget: 'number', number_format: 'money' });
    expect(fields.get('produtos.financiamento.taxaMensal')).not.toHaveProperty('number_format');
  });

  it('says nothing only a developer would understand: no package, file, document or data-format word', () => {
    for (const [at, field] of fields) {
      if (field.widget === 'hidden') continue;
      for (const text of [field.label, field.hint ?? '', field.pattern?.[1] ?? '', field.range_message ?? '', ...(field.options ?? []).map((option) => option.label)]) {
        expect(text, at).not.toMatch(/@repo|\b[\w-]+\.(ts|tsx|js|md|json)\b|docs\/|packages\/|\bschema\b|valibot|\bJSON\b|\btrue\b|\bfalse\b/i);
      }
    }
  });

  it('refuses a schema it cannot show rather than dropping a key', () => {
    const schema = v.strictObject({ extra: v.pipe(v.record(v.string(), v.string()), v.title('Extra')) });
    expect(() => editorField('extra', schema.entries.extra)).toThrow('o tipo record não tem campo no editor');
  });
});
