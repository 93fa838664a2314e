import { describe, expect, it } from 'vitest';
import { changedSinceRender } from './changedSinceRender';

/** A field as a prerendered page has it: its default in the markup. */
function rendered<T extends Element>(html: string): T {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form.firstElementChild as T;
}

describe('changed since render', () => {
  it('a text field: changed when its text differs from the rendered one, not when typed back to it', () => {
    const input = rendered<HTMLInputElement>('<input name="fullName" value="Maria">');
    expect(changedSinceRender(input)).toBe(false);
    input.value = 'Maria Souza';
    expect(changedSinceRender(input)).toBe(true);
    input.value = 'Maria';
    expect(changedSinceRender(input)).toBe(false);
  });

  it('a checkbox: checked or unchecked by the visitor both count', () => {
    const on = rendered<HTMLInputElement>('<input type="checkbox" name="consent" checked>');
    const off = rendered<HTMLInputElement>('<input type="checkbox" name="news">');
    on.checked = false;
    off.checked = true;
    expect(changedSinceRender(on)).toBe(true);
    expect(changedSinceRender(off)).toBe(true);
  });

  it('a select without an option marked selected starts on its first one: that is no change, another is', () => {
    const select = rendered<HTMLSelectElement>('<select name="installments"><option value="">Selecione</option><option value="48">48x</option></select>');
    expect(changedSinceRender(select)).toBe(false);
    select.value = '48';
    expect(changedSinceRender(select)).toBe(true);
    select.value = '';
    expect(changedSinceRender(select)).toBe(false);
  });

  it('a select without an option marked selected, its first one disabled, starts on the first one it can show', () => {
    const select = rendered<HTMLSelectElement>('<select name="kind"><option disabled>Escolha</option><option value="carro">Carro</option><option value="moto">Moto</option></select>');
    expect(select.value).toBe('carro');
    expect(changedSinceRender(select)).toBe(false);
    select.value = 'moto';
    expect(changedSinceRender(select)).toBe(true);
  });

  it('a select rendered on an option that is not its first: back on the first one is a change', () => {
    const select = rendered<HTMLSelectElement>('<select name="installments"><option value="36">36x</option><option value="48" selected>48x</option></select>');
    expect(changedSinceRender(select)).toBe(false);
    select.value = '36';
    expect(changedSinceRender(select)).toBe(true);
  });

  it('a multiple select: any option chosen or dropped is a change', () => {
    const select = rendered<HTMLSelectElement>('<select name="vehicles" multiple><option value="carro" selected>Carro</option><option value="moto">Moto</option></select>');
    expect(changedSinceRender(select)).toBe(false);
    select.options[1]!.selected = true;
    expect(changedSinceRender(select)).toBe(true);
    select.options[1]!.selected = false;
    select.options[0]!.selected = false;
    expect(changedSinceRender(select)).toBe(true);
  });
});
