import { describe, expect, it } from 'vitest';
import { changedFields, formValues, writeField } from './formFields';

/** A form as a prerendered page has it: defaults in the markup. */
function renderedForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input type="radio" name="personType" value="fisica" checked>
    <input type="radio" name="personType" value="juridica">
    <input name="cpf" value="">
    <input name="fullName" value="Maria">
    <textarea name="message"></textarea>
    <select name="installments"><option value="">Selecione</option><option value="48">48x</option></select>
    <input value="sem nome">`;
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, selector: string) => form.querySelector<T>(selector)!;

describe('form fields › reading what the fields hold', () => {
  it('formValues gives every named field, as the form would submit it', () => {
    const form = renderedForm();
    field<HTMLInputElement>(form, '[name=cpf]').value = '529.982.247-25';
    expect(formValues(form)).toEqual({ personType: 'fisica', cpf: '529.982.247-25', fullName: 'Maria', message: '', installments: '' });
  });

  it('changedFields gives only what the visitor changed from the page’s defaults', () => {
    const form = renderedForm();
    expect(changedFields(form)).toEqual({});
    field<HTMLInputElement>(form, '[value=juridica]').checked = true;
    field<HTMLInputElement>(form, '[name=cpf]').value = '529';
    field<HTMLTextAreaElement>(form, '[name=message]').value = 'Olá';
    field<HTMLSelectElement>(form, '[name=installments]').value = '48';
    field<HTMLInputElement>(form, ':not([name])').value = 'ignorado';
    expect(changedFields(form)).toEqual({ personType: 'juridica', cpf: '529', message: 'Olá', installments: '48' });
  });

  it('a select: its first option when none is marked selected is no change; back to its first from a marked one is', () => {
    const form = renderedForm();
    form.insertAdjacentHTML('beforeend', '<select name="term"><option value="36">36x</option><option value="48" selected>48x</option></select>');
    expect(changedFields(form)).toEqual({});
    field<HTMLSelectElement>(form, '[name=term]').value = '36';
    expect(changedFields(form)).toEqual({ term: '36' });
  });

  it('a field typed back to its default is not a change', () => {
    const form = renderedForm();
    field<HTMLInputElement>(form, '[name=fullName]').value = 'Maria';
    expect(changedFields(form)).toEqual({});
  });
});

describe('form fields › writing a suggested value', () => {
  function input(value: string) {
    const element = document.createElement('input');
    element.value = value;
    document.body.append(element);
    return element;
  }

  it('a field selected whole stays selected whole, so what is typed next replaces the suggestion', () => {
    const element = input('R$ 10.000,00');
    element.select();
    writeField(element, 'R$ 12.800,00');
    element.focus();
    document.execCommand('insertText', false, '16.000,00');
    expect(element.value).toBe('16.000,00');
    element.remove();
  });

  it('a caret inside the text is not turned into a selection', () => {
    const element = input('R$ 10.000,00');
    element.setSelectionRange(3, 3);
    writeField(element, 'R$ 12.800,00');
    expect(element.selectionStart).toBe(element.selectionEnd);
    expect(element.value).toBe('R$ 12.800,00');
    element.remove();
  });
});
