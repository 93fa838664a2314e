import { afterEach, describe, expect, it } from 'vitest';
import { keepTyped, restoreTyped } from './deploys';

/** The contact page's form as prerendered: what a reload across a deploy brings back. */
function renderPage(): HTMLFormElement {
  document.body.replaceChildren();
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="nome" value="">
    <select name="assunto"><option value="">Escolha</option><option value="financiamento">Financiamento</option><option value="refinanciamento">Refinanciamento</option></select>
    <select name="parcelas"><option value="36">36x</option><option value="48" selected>48x</option></select>
    <input type="checkbox" name="whatsapp" checked>`;
  document.body.append(form);
  return form;
}

const named = <T extends Element>(form: HTMLFormElement, name: string) => form.querySelector<T>(`[name=${name}]`)!;

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

describe('across a deploy › what was typed comes back after the reload', () => {
  it('text, a select moved off its first option, one moved back to its first, and a checkbox unchecked', () => {
    let form = renderPage();
    named<HTMLInputElement>(form, 'nome').value = 'Maria Souza';
    named<HTMLSelectElement>(form, 'assunto').value = 'refinanciamento';
    named<HTMLSelectElement>(form, 'parcelas').value = '36';
    named<HTMLInputElement>(form, 'whatsapp').checked = false;
    named<HTMLSelectElement>(form, 'assunto').focus();
    keepTyped();

    form = renderPage();
    restoreTyped();
    expect(named<HTMLInputElement>(form, 'nome').value).toBe('Maria Souza');
    expect(named<HTMLSelectElement>(form, 'assunto').value).toBe('refinanciamento');
    expect(named<HTMLSelectElement>(form, 'parcelas').value).toBe('36');
    expect(named<HTMLInputElement>(form, 'whatsapp').checked).toBe(false);
    expect(document.activeElement).toBe(named(form, 'assunto'));
    // Read once: a later reload of the page starts from its defaults.
    expect(sessionStorage.getItem('typed')).toBeNull();
  });

  it('a select the visitor left alone is not kept', () => {
    const form = renderPage();
    named<HTMLInputElement>(form, 'nome').value = 'Maria';
    keepTyped();
    expect(Object.keys((JSON.parse(sessionStorage.getItem('typed')!) as { fields: object }).fields)).toEqual(['0:nome:0']);
  });

  it('a select chosen again while the page reloaded stays as chosen', () => {
    let form = renderPage();
    named<HTMLSelectElement>(form, 'assunto').value = 'financiamento';
    keepTyped();
    form = renderPage();
    named<HTMLSelectElement>(form, 'assunto').value = 'refinanciamento';
    restoreTyped();
    expect(named<HTMLSelectElement>(form, 'assunto').value).toBe('refinanciamento');
    expect(named<HTMLSelectElement>(form, 'parcelas').value).toBe('48');
  });
});
