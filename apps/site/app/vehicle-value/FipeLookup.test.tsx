import { fipeAction, formatBRL } from '@repo/content';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fipeAnswers, lookedUp } from '../../e2e/fipeAnswers';
import { axeViolations, button, combobox, fillPersonalPF, renderAt, textbox } from '../flows/flowTesting';
import { FinancingWizard } from '../flows/wizard/Wizard';
import { fipeApiBase } from './fipe';
import type { VehicleValueSource } from './source';

/*
 * The FIPE lookup's branches in the wizard, rendered as /financiamento renders it, in real
 * Chromium, the API answered from the fixtures (e2e/fipeAnswers.ts, the answers the e2e suite
 * serves). The journeys through the built pages (the simulator's lookup carried to the wizard and
 * the message, by keyboard alone, the failures of the API, the landing's vehicle cards, a press
 * before hydration) are the e2e suite's (e2e/fipe.spec.ts); docs/e2e-moves.md lists what moved.
 */

// Each test a new visit: the page's one source of the table keeps its answers for the page's life.
const visit = vi.hoisted(() => ({ source: undefined as VehicleValueSource | undefined }));
vi.mock('./pageSource', async () => {
  const { createFipeSource } = await import('./fipe');
  return { pageSource: () => (visit.source ??= createFipeSource()) };
});

const fixtures = import.meta.glob<unknown>('./fixtures/*/*.json', { eager: true, import: 'default' });
const { fipeVehicles, answerOf } = fipeAnswers((path) => fixtures[`./fixtures/${path}`]);

/** Every path the lookup asked the API for (`/cars/brands`): `fetch` answered from the fixtures, else the API's 404. */
let requests: string[] = [];
beforeEach(() => {
  visit.source = undefined;
  requests = [];
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(fipeApiBase)) return realFetch(input, init);
    const path = new URL(url).pathname.replace('/api/v2', '');
    requests.push(path);
    const answer = answerOf(path);
    return answer === undefined
      ? new Response('{"error":"Not Found"}', { status: 404, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

const lookup = () => page.getByRole('group', { name: 'Tabela FIPE' });
const inLookup = (name: string) => lookup().getByRole('combobox', { name, exact: true });
/** What the lookup says of the table's answer (after each combobox's own announcements). */
const said = () => lookup().getByRole('status').last();

/** Types into a combobox of the lookup and presses the option. */
async function pick(question: string, typed: string, option: string) {
  await inLookup(question).fill(typed);
  await lookup().getByRole('option', { name: option, exact: true }).click();
}

/** Checks a kind of vehicle in the lookup's 'Tipo de veículo', by its label as a visitor does. */
async function chooseKind(label: string) {
  const group = lookup().getByRole('group', { name: 'Tipo de veículo' }).element();
  const element = [...group.querySelectorAll('label')].find((item) => item.textContent?.trim() === label);
  if (!element) throw new Error(`No label "${label}"`);
  await page.elementLocator(element).click();
}

/** The wizard as /financiamento holds it, at `search`, step 1 completed: on step 2. */
async function openAtStep2(search: string) {
  await renderAt(
    search,
    <section aria-labelledby="financiamento-titulo">
      <FinancingWizard />
    </section>,
  );
  await fillPersonalPF();
  await button('Continuar').click();
}

describe('FIPE lookup › at once in every product', () => {
  for (const [product, valueField] of [
    ['emprestimo-com-garantia', 'Valor estimado do veículo'],
    ['refinanciamento', 'Valor do veículo'],
  ] as const) {
    it(`${product}: with no vehicle type chosen, the lookup asks it itself, and a question it cannot ask yet says why`, async () => {
      const moto = fipeVehicles.moto;
      await openAtStep2(`?modalidade=${product}`);
      await expect.element(combobox('Tipo de veículo')).toHaveValue('');
      await page.getByRole('button', { name: fipeAction.label }).click();
      // Not blocked: the lookup starts on cars, its own first question, and asks their brands at once.
      const kinds = lookup().getByRole('group', { name: 'Tipo de veículo' });
      await expect.element(kinds.getByRole('radio', { name: 'Carro' })).toBeChecked();
      await expect.element(kinds.getByRole('radio', { name: 'Carro' })).toHaveFocus();
      await expect.element(inLookup('Marca')).toBeEnabled();
      await expect.poll(() => requests).toEqual(['/cars/brands']);
      // The form's own select is not answered for the visitor by a default.
      await expect.element(combobox('Tipo de veículo')).toHaveValue('');
      // What cannot be answered yet is disabled, and says why (its description, on screen).
      await expect.element(inLookup('Modelo')).toBeDisabled();
      await expect.element(inLookup('Modelo')).toHaveAccessibleDescription('Escolha a marca primeiro.');
      await expect.element(lookup().getByText('Escolha a marca primeiro.')).toBeVisible();
      await expect.element(inLookup('Ano')).toHaveAccessibleDescription('Escolha o modelo primeiro.');

      // A motorcycle, chosen in the lookup: the form's own select takes it.
      await chooseKind('Moto');
      await expect.element(combobox('Tipo de veículo')).toHaveValue('moto');
      await pick('Marca', 'hon', moto.brand.name);
      await expect.element(inLookup('Modelo')).toBeEnabled();
      await expect.element(lookup().getByText('Escolha a marca primeiro.')).not.toBeInTheDocument();
      await expect.element(inLookup('Ano')).toHaveAccessibleDescription('Escolha o modelo primeiro.');
      await pick('Modelo', 'CG 160', moto.model.name);
      await inLookup('Ano').click();
      await lookup().getByRole('option', { name: moto.year.name, exact: true }).click();
      const { value, line, makeModel } = lookedUp(moto);
      await expect.poll(() => said().element().textContent).toContain(line);
      await expect.element(textbox(valueField)).toHaveValue(formatBRL(value).replace('R$\u00a0', ''));
      await expect.element(textbox('Marca e modelo')).toHaveValue(makeModel);
      // The lookup's choice stays where it was made; the open lookup passes axe.
      await expect.element(kinds.getByRole('radio', { name: 'Moto' })).toBeChecked();
      expect(await axeViolations(document.querySelector('section[aria-labelledby="financiamento-titulo"]')!)).toEqual([]);
    });
  }
});
