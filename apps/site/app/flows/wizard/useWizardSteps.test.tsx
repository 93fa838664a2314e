import { products } from '@repo/content';
import { useEffect, useRef, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { loadRules, type FormRules } from '../shared/rules';
import { DRAFT_STORAGE_KEY, FINISHED_STORAGE_KEY } from './state';
import { useWizardSteps, type WizardSteps } from './useWizardSteps';

/*
 * The wizard's steps over the page's own `history` (the island has no router) and a form holding
 * the fields the steps ask for, in real Chromium: `history.back()` and `forward()` are the browser's
 * Back and Forward; a new mount is a reload, or a link followed (a document).
 */

/** What the hook last returned, and how to hand the harness the forms' rules (they arrive late on the page). */
const seen = {} as { steps: WizardSteps; giveRules: (rules: FormRules) => void };

const textFields = ['cpf', 'fullName', 'email', 'phone', 'vehiclePrice', 'vehicleYear', 'downPayment', 'loanAmount'] as const;

function Harness() {
  const formRef = useRef<HTMLFormElement>(null);
  const [rules, setRules] = useState<FormRules | null>(null);
  const steps = useWizardSteps(formRef, rules);
  useEffect(() => {
    seen.steps = steps;
    seen.giveRules = (given) => setRules(() => given);
  });
  return (
    <>
      <form ref={formRef}>
        {products.map((product) => (
          <label key={product.id}>
            <input type="radio" name="product" value={product.id} defaultChecked={product.id === 'financiamento'} />
            {product.label}
          </label>
        ))}
        <input type="radio" name="personType" value="fisica" defaultChecked aria-label="Pessoa Física" />
        <input type="radio" name="personType" value="juridica" aria-label="Pessoa Jurídica" />
        {textFields.map((name) => (
          <input key={name} name={name} aria-label={name} />
        ))}
      </form>
    </>
  );
}

/** Step 1 complete (Pessoa Física, a valid CPF). */
const personal = { personType: 'fisica', cpf: '529.982.247-25', fullName: 'Maria da Silva', email: 'maria@exemplo.com', phone: '(66) 99999-1234' };
/** Financing's step 2 complete. */
const vehicle = { vehiclePrice: '85.000,00', vehicleYear: '2020', downPayment: '20.000,00' };

/** The entries of this tab's history: a push adds one, a replace none. */
const entries = () => window.history.length;

/** The address's query, as the wizard reads it. */
const address = () => window.location.search;

/** Waits for the browser's Back or Forward to reach the page (its `popstate`). */
async function go(delta: -1 | 1) {
  const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.go(delta);
  await moved;
}

/**
 * Opens the wizard at `search` (a document loaded: a reload or a link), with `draft` stored for the
 * tab; the test runner's own path kept.
 */
async function open(search: string, draft?: Record<string, string>) {
  if (draft) sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  // Nothing from the mount before.
  Reflect.deleteProperty(seen, 'steps');
  const screen = await render(<Harness />);
  await expect.poll(() => Object.hasOwn(seen, 'steps') && seen.steps.ready).toBe(true);
  const field = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`)!;
  const checked = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]:checked`)?.value;
  return { screen, field, checked };
}

/** A reload of the entry shown: the wizard mounted again on the same address, the tab's storage kept. */
async function reload(screen: Awaited<ReturnType<typeof render>>) {
  await screen.unmount();
  Reflect.deleteProperty(seen, 'steps');
  await render(<Harness />);
  await expect.poll(() => Object.hasOwn(seen, 'steps') && seen.steps.ready).toBe(true);
}

beforeEach(() => sessionStorage.clear());

describe('wizard steps › the late rules', () => {
  // First in the file: the rules are fetched once per page, and this test needs them absent at first.
  it('an address past answers that break a rule shows that step until the rules arrive, then theirs, the address corrected', async () => {
    await open('?modalidade=financiamento&etapa=2', { ...personal, cpf: '529.982.247-24' });
    // Present is complete until the rules say the CPF's check digits are wrong.
    expect(seen.steps.step).toBe(2);
    seen.giveRules(await loadRules());
    await expect.poll(() => seen.steps.step).toBe(1);
    await expect.poll(address).toBe('?modalidade=financiamento');
  });
});

describe('wizard steps › on arrival (a link, a reload)', () => {
  it('the stored draft fills the fields; the address’s product and the simulator’s figures win over it; the address is tidied in place', async () => {
    const before = entries();
    const { field, checked } = await open(
      '?modalidade=emprestimo-com-garantia&loanAmount=R%24%C2%A030.000%2C00&origem=inicio-simulador',
      { ...personal, product: 'financiamento', loanAmount: '5.000,00' },
    );
    expect(field('fullName').value).toBe('Maria da Silva');
    expect(checked('product')).toBe('emprestimo-com-garantia');
    expect(field('loanAmount').value).toBe('30.000,00');
    expect(seen.steps.answers).toMatchObject({ product: 'emprestimo-com-garantia', fullName: 'Maria da Silva', loanAmount: '30.000,00' });
    expect(seen.steps.origin).toBe('inicio-simulador');
    expect([...seen.steps.prefilled]).toContain('loanAmount');
    await expect.poll(address).toBe('?modalidade=emprestimo-com-garantia');
    expect(entries()).toBe(before);
  });

  it('an address without a product names the stored draft’s, in place', async () => {
    const before = entries();
    await open('', { ...personal, product: 'emprestimo-com-garantia' });
    await expect.poll(address).toBe('?modalidade=emprestimo-com-garantia');
    expect(seen.steps.answers.product).toBe('emprestimo-com-garantia');
    expect(entries()).toBe(before);
  });

  it('an address past an incomplete step shows the first incomplete one, and the address says so', async () => {
    await open('?etapa=3', personal);
    expect(seen.steps.step).toBe(2);
    await expect.poll(address).toBe('?modalidade=financiamento&etapa=2');
  });

  it('the result of this tab’s hand-off shows again; an answer changed after it forgets it, and step 4 falls back to the review', async () => {
    sessionStorage.setItem(FINISHED_STORAGE_KEY, JSON.stringify({ url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: false }));
    const { field } = await open('?modalidade=financiamento&etapa=4', { ...personal, ...vehicle });
    expect(seen.steps.step).toBe(4);
    expect(seen.steps.finished).toEqual({ url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: false });
    await userEvent.fill(field('fullName'), 'Maria da Silva Souza');
    await expect.poll(() => seen.steps.step).toBe(3);
    expect(seen.steps.finished).toBeNull();
    expect(sessionStorage.getItem(FINISHED_STORAGE_KEY)).toBeNull();
  });
});

describe('wizard steps › the draft', () => {
  it('every change is kept in sessionStorage as the form submits it, and an emptied form removes it', async () => {
    const { field } = await open('');
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await userEvent.fill(field('fullName'), 'Ana Souza');
    await expect.poll(() => JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ fullName: 'Ana Souza', product: 'financiamento' });
    expect(seen.steps.answers.fullName).toBe('Ana Souza');
    await userEvent.clear(field('fullName'));
    await expect.poll(() => sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

describe('wizard steps › the address', () => {
  it('each step shown is a new entry: Back (to the entry loaded) and Forward move between them with every answer kept', async () => {
    const { field } = await open('', { ...personal, ...vehicle });
    seen.steps.show(2);
    await expect.poll(() => seen.steps.step).toBe(2);
    expect(address()).toBe('?modalidade=financiamento&etapa=2');
    seen.steps.show(3);
    await expect.poll(() => seen.steps.step).toBe(3);
    await go(-1);
    await expect.poll(() => seen.steps.step).toBe(2);
    await go(-1);
    await expect.poll(() => seen.steps.step).toBe(1);
    expect(address()).toBe('?modalidade=financiamento');
    expect(field('fullName').value).toBe('Maria da Silva');
    expect(field('vehiclePrice').value).toBe('85.000,00');
    await go(1);
    await expect.poll(() => seen.steps.step).toBe(2);
    await go(1);
    await expect.poll(() => seen.steps.step).toBe(3);
    expect(seen.steps.answers).toMatchObject({ ...personal, ...vehicle });
  });

  it('a reload keeps the step and every answer; Back and Forward from it still move between the steps', async () => {
    const { screen } = await open('', { ...personal, ...vehicle });
    seen.steps.show(2);
    await expect.poll(() => seen.steps.step).toBe(2);
    seen.steps.show(3);
    await expect.poll(() => seen.steps.step).toBe(3);
    await reload(screen);
    expect(seen.steps.step).toBe(3);
    expect(seen.steps.answers).toMatchObject({ ...personal, ...vehicle });
    expect(address()).toBe('?modalidade=financiamento&etapa=3');
    await go(-1);
    await expect.poll(() => seen.steps.step).toBe(2);
    await go(1);
    await expect.poll(() => seen.steps.step).toBe(3);
    expect(seen.steps.answers).toMatchObject({ ...personal, ...vehicle });
  });

  it('finishing keeps the hand-off for the tab and shows the result in a new entry; Back returns to the review', async () => {
    await open('?modalidade=financiamento&etapa=3', { ...personal, ...vehicle });
    expect(seen.steps.step).toBe(3);
    seen.steps.finish({ url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: true });
    await expect.poll(() => seen.steps.step).toBe(4);
    expect(address()).toBe('?modalidade=financiamento&etapa=4');
    expect(JSON.parse(sessionStorage.getItem(FINISHED_STORAGE_KEY)!)).toEqual({ url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: true });
    await go(-1);
    await expect.poll(() => seen.steps.step).toBe(3);
    expect(seen.steps.answers).toMatchObject({ ...personal, ...vehicle });
  });

  it('a product chosen goes into the address in place, on the step shown', async () => {
    const { screen } = await open('?modalidade=financiamento&etapa=2', personal);
    const before = entries();
    await screen.getByRole('radio', { name: 'Refinanciamento' }).click();
    await expect.poll(address).toBe('?modalidade=refinanciamento&etapa=2');
    expect(entries()).toBe(before);
    expect(seen.steps.answers.product).toBe('refinanciamento');
  });

  it('Back to the entry loaded, which names the product before the one chosen, keeps the one chosen and names it', async () => {
    const { screen, checked, field } = await open('?modalidade=financiamento', personal);
    seen.steps.show(2);
    await expect.poll(() => seen.steps.step).toBe(2);
    await screen.getByRole('radio', { name: 'Refinanciamento' }).click();
    await expect.poll(address).toBe('?modalidade=refinanciamento&etapa=2');
    await go(-1);
    await expect.poll(() => seen.steps.step).toBe(1);
    // Back does not undo a choice: the entry now names the product shown.
    await expect.poll(address).toBe('?modalidade=refinanciamento');
    expect(checked('product')).toBe('refinanciamento');
    expect(field('fullName').value).toBe('Maria da Silva');
    await go(1);
    await expect.poll(() => seen.steps.step).toBe(2);
    expect(seen.steps.answers.product).toBe('refinanciamento');
  });
});
