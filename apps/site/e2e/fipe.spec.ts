// Projects: desktop and mobile: the comboboxes are driven by touch and by keyboard, their lists laid out per screen (the car's journey on the phone: the motorcycle's and the truck's differ from it in data only, the API's path, the labels and the price); the failures and the slow answer (the same code on any screen) on desktop only.
import { fipeAction, formatBRL, vehicleKinds, type VehicleKindId } from '@repo/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fipeVehicles, serveFipe, type FipeFailure, type FipeVehicle } from './fipe';
import { lookedUp } from './fipeAnswers';
import { stubMap } from './map';
import { openCalls, stubWindowOpen, whatsappText } from './whatsapp-tab';
import { wizardViolations, fillPersonalPF, stepHeading, textbox } from './wizard';
import { holdHydration, waitForHydration } from './hydration';

/*
 * The FIPE table beside a vehicle's value, as a visitor meets it: asked for in the landing
 * simulator and carried to the wizard and the WhatsApp message, by keyboard alone in the wizard,
 * surviving every failure of the API with the value field working, and never in the way of typing.
 * The API's answers are the fixtures, served by the test (e2e/fipe.ts). The lookup's branches in
 * each product's step 2 (no vehicle type chosen yet) are app/vehicle-value/FipeLookup.test.tsx's.
 */

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const simulator = (page: Page) => page.locator('#simulator');
const lookup = (scope: Locator | Page) => scope.getByRole('group', { name: 'Tabela FIPE' });
const combobox = (scope: Locator | Page, name: string) => scope.getByRole('combobox', { name, exact: true });
const consult = (scope: Locator | Page) => scope.getByRole('button', { name: fipeAction.label });
/** What the lookup says of the table's answer (after each combobox's own announcements). */
const said = (panel: Locator) => panel.getByRole('status').last();

/** Types into a combobox of the lookup and taps the option, as on a phone. */
async function pick(panel: Locator, question: string, typed: string, option: string) {
  await combobox(panel, question).fill(typed);
  await panel.getByRole('option', { name: option, exact: true }).click();
}

/** Checks a kind of vehicle in the lookup's 'Tipo de veículo', by its label as a visitor does. */
const chooseKind = (scope: Locator | Page, label: string) =>
  scope.getByRole('group', { name: 'Tipo de veículo' }).locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();

/** Chooses the kind, brand, model and year of `vehicle` in an open lookup of the simulator. */
async function lookUp(panel: Locator, vehicle: FipeVehicle) {
  await chooseKind(panel, vehicle.kindLabel);
  await pick(panel, 'Marca', vehicle.brand.name.slice(0, 4).toLowerCase(), vehicle.brand.name);
  await pick(panel, 'Modelo', vehicle.model.name.slice(0, 6), vehicle.model.name);
  await combobox(panel, 'Ano').click();
  await panel.getByRole('option', { name: vehicle.year.name, exact: true }).click();
}

test.describe('FIPE lookup › from the simulator to the wizard to WhatsApp, per kind of vehicle', () => {
  for (const [kind, vehicle] of Object.entries(fipeVehicles) as [VehicleKindId, FipeVehicle][]) {
    // The phone drives the comboboxes by touch for one kind; the others differ in data only.
    const tag = kind === 'carro' ? [] : ['@desktop-only'];
    test(`${vehicleKinds.find((entry) => entry.id === kind)!.singular}: the table's price fills the simulator, and the wizard and the message carry the exact vehicle`, { tag }, async ({ page }) => {
      test.slow(); // the simulator, the lookup, both wizard steps and the message
      const api = await serveFipe(page);
      const loaded: string[] = [];
      page.on('request', (request) => loaded.push(request.url()));
      await stubWindowOpen(page, 'opened');
      await page.goto('/');
      await waitForHydration(page);
      // Nothing of the lookup loads before the visitor asks.
      expect(loaded.filter((url) => /FipeLookup|parallelum/.test(url))).toEqual([]);

      await consult(simulator(page)).click();
      const panel = lookup(simulator(page));
      await lookUp(panel, vehicle);
      const { value, line, makeModel, year } = lookedUp(vehicle);
      const price = simulator(page).getByRole('textbox', { name: 'Valor do veículo', exact: true });
      await expect(price).toHaveValue(formatBRL(value));
      await expect(said(panel)).toContainText(line);
      // The lookup opens on cars, whose brands it asks for at once; then this kind's, one question each.
      expect(api.requests).toEqual([
        ...(vehicle.type === 'cars' ? [] : ['/cars/brands']),
        `/${vehicle.type}/brands`,
        `/${vehicle.type}/brands/${vehicle.brand.code}/models`,
        `/${vehicle.type}/brands/${vehicle.brand.code}/models/${vehicle.model.code}/years`,
        `/${vehicle.type}/brands/${vehicle.brand.code}/models/${vehicle.model.code}/years/${vehicle.year.code}`,
      ]);
      // The field stays the visitor's: the down payment follows the table's price (20%) until typed.
      const down = Math.ceil(value * 0.2 * 100) / 100;
      await expect(simulator(page).getByRole('textbox', { name: 'Valor de entrada', exact: true })).toHaveValue(formatBRL(down));

      await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
      await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento/);
      await fillPersonalPF(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
      await expect(combobox(page, 'Tipo de veículo')).toHaveValue(kind);
      await expect(textbox(page, 'Marca e modelo')).toHaveValue(makeModel);
      await expect(textbox(page, 'Ano do veículo')).toHaveValue(year);
      await expect(textbox(page, 'Valor do veículo')).toHaveValue(formatBRL(value).replace('R$\u00a0', ''));
      // What the value means for financing: the suggested down payment and what is left to finance.
      const meaning = page.getByRole('region', { name: 'Pelo valor do veículo' });
      await expect(meaning.getByRole('definition')).toHaveText([formatBRL(down), formatBRL(Math.round((value - down) * 100) / 100)]);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, 'Para concluir')).toBeVisible();
      await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
      const [call] = await openCalls(page);
      const text = whatsappText(call!.url);
      expect(text).toContain(`\nTipo de veículo: ${vehicle.kindLabel}\n`);
      expect(text).toContain(`\nMarca e modelo: ${makeModel}\n`);
      expect(text).toContain(`\nAno do veículo: ${year}\n`);
      expect(text).toContain(
        `\nValor do veículo: ${formatBRL(value)} (Tabela FIPE de ${vehicle.price.referenceMonth}, código ${vehicle.price.codeFipe})\n`,
      );
    });
  }
});

test.describe('FIPE lookup › in the wizard', () => {
  test('by keyboard alone: the guarantee’s value, what it backs, a loan above it said at its field, and a reload keeps it all @desktop-only', async ({
    page,
  }) => {
    test.slow();
    await serveFipe(page);
    const car = fipeVehicles.carro;
    await page.goto('/financiamento?modalidade=emprestimo-com-garantia');
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await textbox(page, 'Valor desejado').pressSequentially('50000');
    await combobox(page, 'Tipo de veículo').selectOption({ label: 'Carro' });
    await combobox(page, 'Veículo quitado').selectOption({ label: 'Sim, está quitado' });

    // From the value field, Tab reaches the button; Enter opens the lookup on the brand.
    await textbox(page, 'Valor estimado do veículo').focus();
    await page.keyboard.press('Tab');
    await expect(consult(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = lookup(page);
    await expect(combobox(panel, 'Marca')).toBeFocused();
    await page.keyboard.type('volks');
    await expect(panel.getByRole('option', { name: car.brand.name })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(combobox(panel, 'Marca')).toHaveValue(car.brand.name);
    await page.keyboard.press('Tab');
    await expect(combobox(panel, 'Modelo')).toBeFocused();
    // Two models say AMAROK: typing more narrows to the one.
    await page.keyboard.type('amarok high');
    await expect(panel.getByRole('option')).toHaveText([car.model.name]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(combobox(panel, 'Ano')).toBeFocused();
    await page.keyboard.type('2014');
    await expect(panel.getByRole('option', { name: car.year.name })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    const { value, line, makeModel } = lookedUp(car);
    await expect(textbox(page, 'Valor estimado do veículo')).toHaveValue('58.231,00');
    await expect(textbox(page, 'Marca e modelo')).toHaveValue(makeModel);
    await expect(textbox(page, 'Ano do veículo')).toHaveValue('2014');
    await expect(said(panel)).toContainText(line);
    // What the value means for the secured loan: the most it backs, at the broker's 70%.
    const meaning = page.getByRole('region', { name: 'Pelo valor do veículo' });
    await expect(meaning.getByRole('term')).toHaveText(['Até quanto o veículo garante (70% do valor)']);
    await expect(meaning.getByRole('definition')).toHaveText([formatBRL(40_761.7)]);
    // Enter in a lookup's combobox never submitted the step; the open lookup passes axe.
    await expect(stepHeading(page, 'Dados do empréstimo')).toBeVisible();
    expect(await wizardViolations(page)).toEqual([]);

    // R$ 50.000 against what a R$ 58.231,00 car backs (R$ 40.761,70): said at the amount, kept.
    await page.getByRole('button', { name: 'Continuar' }).click();
    const amount = textbox(page, 'Valor desejado');
    await expect(amount).toHaveAccessibleDescription(
      /Um veículo de R\$\s58\.231,00 garante até cerca de R\$\s40\.761,70 \(70% do valor\)\. Informe um valor até esse limite\./,
    );
    await expect(amount).toHaveValue('50.000,00');

    // A reload keeps the value, what the table said of it and the choices.
    await page.reload();
    await expect(textbox(page, 'Valor estimado do veículo')).toHaveValue('58.231,00');
    await expect(textbox(page, 'Marca e modelo')).toHaveValue(makeModel);
    await consult(page).click();
    await expect(said(lookup(page))).toContainText(`Tabela FIPE de novembro de 2026: ${formatBRL(value)}`);
    await expect(said(lookup(page))).toContainText('Código FIPE 005340-6');
    await expect(combobox(lookup(page), 'Modelo')).toHaveValue(car.model.name);
  });
});

test.describe("FIPE lookup › the landing's vehicle cards", () => {
  test("'Financiar Motos' opens the simulator on financing a motorcycle, which the lookup looks up and the wizard and the message receive @desktop-only", async ({
    page,
  }) => {
    test.slow();
    const api = await serveFipe(page);
    await stubWindowOpen(page, 'opened');
    await page.goto('/');
    await waitForHydration(page);
    // Whatever product was on: the card is about financing.
    await simulator(page).getByRole('group', { name: 'Modalidade' }).locator('label').filter({ hasText: /^Empréstimo$/ }).click();
    await page.getByRole('link', { name: 'Financiar Motos' }).click();
    await expect(simulator(page).getByRole('radio', { name: 'Financiar', exact: true })).toBeChecked();
    await expect(simulator(page).getByRole('textbox', { name: 'Valor do veículo', exact: true })).toBeVisible();
    // The FIPE lookup opens on motorcycles, and asks the table for theirs only.
    await consult(simulator(page)).click();
    const panel = lookup(simulator(page));
    const kinds = panel.getByRole('group', { name: 'Tipo de veículo' });
    await expect(kinds.getByRole('radio', { name: 'Moto' })).toBeChecked();
    await expect.poll(() => api.requests).toEqual(['/motorcycles/brands']);

    // 'Financiar Caminhões' then: the simulator, and its open lookup, follow.
    await page.getByRole('link', { name: 'Financiar Caminhões' }).click();
    await expect(kinds.getByRole('radio', { name: 'Caminhão' })).toBeChecked();
    await page.getByRole('link', { name: 'Financiar Motos' }).click();
    await expect(kinds.getByRole('radio', { name: 'Moto' })).toBeChecked();

    await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
    await expect(page).toHaveURL(/\/financiamento\?modalidade=financiamento/);
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await expect(combobox(page, 'Tipo de veículo')).toHaveValue('moto');
    // The year is the visitor's to give (no table was asked this time).
    await textbox(page, 'Ano do veículo').fill('2019');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Finalizar Solicitação' }).click();
    const [call] = await openCalls(page);
    expect(whatsappText(call!.url)).toContain('\nTipo de veículo: Moto\n');
  });

  test("before the page hydrates, 'Financiar Caminhões' opens the simulator on financing a truck, which the wizard receives @desktop-only", async ({ page }) => {
    test.slow();
    await serveFipe(page);
    // Pressed on the prerendered page, its JS still on the way: the link is followed as it is.
    const release = await holdHydration(page);
    // Until the DOM, not the load event, which a held module script added before it holds back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Financiar Caminhões' }).click();
    await page.waitForURL((url) => url.search !== '', { waitUntil: 'domcontentloaded' });
    release();
    await waitForHydration(page);
    await expect(simulator(page).getByRole('radio', { name: 'Financiar', exact: true })).toBeChecked();
    await consult(simulator(page)).click();
    await expect(lookup(simulator(page)).getByRole('group', { name: 'Tipo de veículo' }).getByRole('radio', { name: 'Caminhão' })).toBeChecked();

    // And the wizard it leads to is on a truck.
    await simulator(page).getByRole('button', { name: 'Quero esta proposta' }).click();
    await fillPersonalPF(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
    await expect(combobox(page, 'Tipo de veículo').locator('option:checked')).toHaveText('Caminhão');
  });
});

test.describe('FIPE lookup › never worse than the field alone', () => {
  const failures: Array<[string, FipeFailure | 'offline']> = [
    ['offline', 'offline'],
    ['429, too many requests', 'rate-limited'],
    ['503, server error', 'server-error'],
    ['an answer CORS refuses', 'cors'],
    ['malformed JSON', 'malformed'],
  ];

  test('each failure says so, and the value field works as without the table @desktop-only', async ({ page }) => {
    test.slow();
    const api = await serveFipe(page);
    const price = simulator(page).getByRole('textbox', { name: 'Valor do veículo', exact: true });
    const down = simulator(page).getByRole('textbox', { name: 'Valor de entrada', exact: true });
    for (const [, failure] of failures) {
      await page.goto('/');
      await waitForHydration(page);
      // Each time a lookup of its own (what was chosen in the last one is kept for the visit).
      await page.evaluate(() => sessionStorage.clear());
      // A value typed before asking for the table.
      await price.fill('45000');
      await price.blur();
      await consult(simulator(page)).click();
      const panel = lookup(simulator(page));
      await expect(combobox(panel, 'Marca')).toBeEnabled();
      // Asked for a motorcycle's brands, the table fails this way.
      if (failure === 'offline') await page.context().setOffline(true);
      else api.fail = failure;
      await chooseKind(panel, 'Moto');
      await expect(panel.getByRole('alert'), failure).toHaveText(new RegExp(fipeAction.unavailable.replace('.', '\\.')));
      // Nothing typed is lost, and the field works as without the table: the simulation follows it.
      await expect(price, failure).toHaveValue(formatBRL(45_000));
      await price.fill('52000');
      await price.blur();
      await expect(price, failure).toHaveValue(formatBRL(52_000));
      await expect(down, failure).toHaveValue(formatBRL(10_400));
      await page.context().setOffline(false);
      api.fail = null;
    }
    // Asked again once the table answers, the lookup goes on.
    await lookup(simulator(page)).getByRole('button', { name: 'Tentar de novo' }).click();
    await pick(lookup(simulator(page)), 'Marca', 'hon', 'HONDA');
    await expect(lookup(simulator(page)).getByRole('alert')).toHaveCount(0);
  });

  test('offline before the lookup arrived: the button says so, the field works @desktop-only', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.context().setOffline(true);
    await consult(simulator(page)).click();
    await expect(simulator(page).getByRole('alert')).toHaveText(fipeAction.unavailable);
    const price = simulator(page).getByRole('textbox', { name: 'Valor do veículo', exact: true });
    await price.fill('45000');
    await price.blur();
    await expect(price).toHaveValue(formatBRL(45_000));
    await page.context().setOffline(false);
  });

  test('a slow answer (3 s) does not hold typing, and the value typed meanwhile stays @desktop-only', async ({ page }) => {
    const api = await serveFipe(page);
    const car = fipeVehicles.carro;
    api.delay = { path: /\/years\/[^/]+$/, ms: 3000 };
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto('/');
    await waitForHydration(page);
    // Nothing of the lookup loads before the visitor asks.
    expect(loaded.filter((url) => /FipeLookup|parallelum/.test(url))).toEqual([]);
    await consult(simulator(page)).click();
    const panel = lookup(simulator(page));
    await pick(panel, 'Marca', 'volks', car.brand.name);
    await pick(panel, 'Modelo', 'amarok', car.model.name);
    await combobox(panel, 'Ano').click();
    await panel.getByRole('option', { name: car.year.name, exact: true }).click();
    await expect(said(panel)).toHaveText('Consultando o preço…');
    // While the table takes its time, the visitor types a value of their own.
    const price = simulator(page).getByRole('textbox', { name: 'Valor do veículo', exact: true });
    await price.fill('60000');
    await price.blur();
    await expect(price).toHaveValue(formatBRL(60_000));
    await expect(said(panel)).toHaveText('Consultando o preço…');
    // The table's answer arrives: the visitor's value stays, the table's is offered.
    await expect(said(panel)).toContainText(lookedUp(car).line, { timeout: 10_000 });
    await expect(price).toHaveValue(formatBRL(60_000));
    await panel.getByRole('button', { name: 'Usar o valor da tabela' }).click();
    await expect(price).toHaveValue(formatBRL(58_231));
  });
});
