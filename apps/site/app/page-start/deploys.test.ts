import { afterEach, describe, expect, it, vi } from 'vitest';
import { importForPress, keepTyped, recoverLazyModules, restoreTyped } from './deploys';

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
  vi.unstubAllGlobals();
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

/** The wizard's step 2 as prerendered: two vehicles' values, each with its FIPE button (hidden until the step shows). */
function renderLookups(): HTMLButtonElement[] {
  document.body.replaceChildren();
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="vehiclePrice" value="">
    <div hidden><button type="button">Consultar a tabela FIPE</button></div>
    <input name="ownedVehicleValue" value="">
    <div hidden><button type="button">Consultar a tabela FIPE</button></div>
    <button>Continuar</button>`;
  document.body.append(form);
  return [...form.querySelectorAll('button')];
}

describe('across a deploy › a press that waited on a module lost to it is made again after the reload', () => {
  it('the same button, by what it says and its place among those saying it, and what was typed with it', () => {
    const before = renderLookups();
    (document.querySelector('[name=ownedVehicleValue]') as HTMLInputElement).value = '58.000,00';
    keepTyped(before[1]);

    const after = renderLookups();
    const pressed: number[] = [];
    after.forEach((button, index) => button.addEventListener('click', () => pressed.push(index)));
    restoreTyped();
    expect(pressed).toEqual([1]);
    expect((document.querySelector('[name=ownedVehicleValue]') as HTMLInputElement).value).toBe('58.000,00');
  });

  it('nothing is pressed when nothing waited, nor on another page', () => {
    renderLookups();
    keepTyped();
    let pressed = 0;
    for (const button of renderLookups()) button.addEventListener('click', () => pressed++);
    restoreTyped();
    expect(pressed).toBe(0);

    keepTyped(renderLookups()[0]);
    const kept = JSON.parse(sessionStorage.getItem('typed')!) as { page: string };
    sessionStorage.setItem('typed', JSON.stringify({ ...kept, page: '/outra-pagina' }));
    for (const button of renderLookups()) button.addEventListener('click', () => pressed++);
    restoreTyped();
    expect(pressed).toBe(0);
  });

  it('a module lost to the network, not to a deploy (the host serves this build, or is out of reach), fails as it would have', async () => {
    recoverLazyModules('/assets/financiamento-abc123.js');
    const [button] = renderLookups();
    const lost = new TypeError('Failed to fetch dynamically imported module');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<script type="module">import "/assets/financiamento-abc123.js";</script>')));
    await expect(importForPress(button!, () => Promise.reject(lost))).rejects.toBe(lost);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(importForPress(button!, () => Promise.reject(lost))).rejects.toBe(lost);
    // Nothing kept for a reload that did not happen.
    expect(sessionStorage.getItem('typed')).toBeNull();
  });
});
