import { products } from '@repo/content';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { loadRules, type FormRules } from '../shared/rules';
import { DRAFT_STORAGE_KEY, FINISHED_STORAGE_KEY } from './state';
import { useWizardSteps, type WizardSteps } from './useWizardSteps';

/*
 * The wizard's steps over a real React Router (a memory router: the same hooks, links and history
 * actions as the page's) and a form holding the fields the steps ask for, in real Chromium.
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
      <Link to="/financiamento?modalidade=refinanciamento">Refinanciamento</Link>
      <Link to="/financiamento">Financiamento sem modalidade</Link>
    </>
  );
}

/** Step 1 complete (Pessoa Física, a valid CPF). */
const personal = { personType: 'fisica', cpf: '529.982.247-25', fullName: 'Maria da Silva', email: 'maria@exemplo.com', phone: '(66) 99999-1234' };
/** Financing's step 2 complete. */
const vehicle = { vehiclePrice: '85.000,00', vehicleYear: '2020', downPayment: '20.000,00' };

/** Opens the wizard at `entry` (a reload or a link: a new mount), with `draft` stored for the tab. */
async function open(entry: string, draft?: Record<string, string>) {
  if (draft) sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  // Nothing from the mount before.
  Reflect.deleteProperty(seen, 'steps');
  const router = createMemoryRouter([{ path: '/financiamento', element: <Harness /> }], { initialEntries: [entry] });
  const screen = await render(<RouterProvider router={router} />);
  await expect.poll(() => Object.hasOwn(seen, 'steps') && seen.steps.ready).toBe(true);
  const field = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`)!;
  const checked = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]:checked`)?.value;
  const address = () => router.state.location.search;
  return { router, screen, field, checked, address };
}

beforeEach(() => sessionStorage.clear());

describe('wizard steps › the late rules', () => {
  // First in the file: the rules are fetched once per page, and this test needs them absent at first.
  it('an address past answers that break a rule shows that step until the rules arrive, then theirs, the address corrected', async () => {
    const { address } = await open('/financiamento?modalidade=financiamento&etapa=2', { ...personal, cpf: '529.982.247-24' });
    // Present is complete until the rules say the CPF's check digits are wrong.
    expect(seen.steps.step).toBe(2);
    seen.giveRules(await loadRules());
    await expect.poll(() => seen.steps.step).toBe(1);
    await expect.poll(address).toBe('?modalidade=financiamento');
  });
});

describe('wizard steps › on arrival (a link, a reload)', () => {
  it('the stored draft fills the fields; the address’s product and the simulator’s figures win over it; the address is tidied in place', async () => {
    const { field, checked, address, router } = await open(
      '/financiamento?modalidade=emprestimo-com-garantia&loanAmount=R%24%C2%A030.000%2C00&origem=inicio-simulador',
      { ...personal, product: 'financiamento', loanAmount: '5.000,00' },
    );
    expect(field('fullName').value).toBe('Maria da Silva');
    expect(checked('product')).toBe('emprestimo-com-garantia');
    expect(field('loanAmount').value).toBe('30.000,00');
    expect(seen.steps.answers).toMatchObject({ product: 'emprestimo-com-garantia', fullName: 'Maria da Silva', loanAmount: '30.000,00' });
    expect(seen.steps.origin).toBe('inicio-simulador');
    expect([...seen.steps.prefilled]).toContain('loanAmount');
    await expect.poll(address).toBe('?modalidade=emprestimo-com-garantia');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an address past an incomplete step shows the first incomplete one, and the address says so', async () => {
    const { address } = await open('/financiamento?etapa=3', personal);
    expect(seen.steps.step).toBe(2);
    await expect.poll(address).toBe('?modalidade=financiamento&etapa=2');
  });

  it('the result of this tab’s hand-off shows again; an answer changed after it forgets it, and step 4 falls back to the review', async () => {
    sessionStorage.setItem(FINISHED_STORAGE_KEY, JSON.stringify({ url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: false }));
    const { field } = await open('/financiamento?modalidade=financiamento&etapa=4', { ...personal, ...vehicle });
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
    const { field } = await open('/financiamento');
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await userEvent.fill(field('fullName'), 'Ana Souza');
    await expect.poll(() => JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ fullName: 'Ana Souza', product: 'financiamento' });
    expect(seen.steps.answers.fullName).toBe('Ana Souza');
    await userEvent.clear(field('fullName'));
    await expect.poll(() => sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

describe('wizard steps › the address', () => {
  it('each step shown is a new entry: Back and Forward move between them with every answer kept', async () => {
    const { field, address, router } = await open('/financiamento', { ...personal, ...vehicle });
    seen.steps.show(2);
    await expect.poll(() => seen.steps.step).toBe(2);
    expect(address()).toBe('?modalidade=financiamento&etapa=2');
    expect(router.state.historyAction).toBe('PUSH');
    seen.steps.show(3);
    await expect.poll(() => seen.steps.step).toBe(3);
    await router.navigate(-1);
    await expect.poll(() => seen.steps.step).toBe(2);
    await router.navigate(-1);
    await expect.poll(() => seen.steps.step).toBe(1);
    expect(field('fullName').value).toBe('Maria da Silva');
    expect(field('vehiclePrice').value).toBe('85.000,00');
    await router.navigate(1);
    await expect.poll(() => seen.steps.step).toBe(2);
    await router.navigate(1);
    await expect.poll(() => seen.steps.step).toBe(3);
    expect(seen.steps.answers).toMatchObject({ ...personal, ...vehicle });
  });

  it('finishing keeps the hand-off for the tab and shows the result in a new entry; Back returns to the review', async () => {
    const { router, address } = await open('/financiamento?modalidade=financiamento&etapa=3', { ...personal, ...vehicle });
    expect(seen.steps.step).toBe(3);
    seen.steps.finish({ url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: true });
    await expect.poll(() => seen.steps.step).toBe(4);
    expect(address()).toBe('?modalidade=financiamento&etapa=4');
    expect(JSON.parse(sessionStorage.getItem(FINISHED_STORAGE_KEY)!)).toEqual({ url: 'https://wa.me/5566999990000?text=Ol%C3%A1', blocked: true });
    await router.navigate(-1);
    await expect.poll(() => seen.steps.step).toBe(3);
    expect(seen.steps.answers).toMatchObject({ ...personal, ...vehicle });
  });

  it('a product chosen goes into the address in place, on the step shown', async () => {
    const { screen, address, router } = await open('/financiamento?modalidade=financiamento&etapa=2', personal);
    await screen.getByRole('radio', { name: 'Refinanciamento' }).click();
    await expect.poll(address).toBe('?modalidade=refinanciamento&etapa=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen.steps.answers.product).toBe('refinanciamento');
  });

  it('a link to another product switches to it, answers kept; Back to the old product’s entry keeps the one chosen', async () => {
    const { screen, field, checked, address, router } = await open('/financiamento?modalidade=financiamento', personal);
    await screen.getByRole('link', { name: 'Refinanciamento' }).click();
    await expect.poll(() => seen.steps.answers.product).toBe('refinanciamento');
    expect(checked('product')).toBe('refinanciamento');
    expect(field('fullName').value).toBe('Maria da Silva');
    expect(address()).toBe('?modalidade=refinanciamento');
    await router.navigate(-1);
    // Back does not undo a choice: the entry now names the product shown.
    await expect.poll(address).toBe('?modalidade=refinanciamento');
    expect(checked('product')).toBe('refinanciamento');
    expect(seen.steps.step).toBe(1);
  });

  it('a link without a product keeps the product chosen and names it in the address', async () => {
    const { screen, address } = await open('/financiamento?modalidade=emprestimo-com-garantia', personal);
    await screen.getByRole('link', { name: 'Financiamento sem modalidade' }).click();
    await expect.poll(address).toBe('?modalidade=emprestimo-com-garantia');
    expect(seen.steps.answers.product).toBe('emprestimo-com-garantia');
  });
});
