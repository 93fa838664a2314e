import { fipeAction, formatBRL } from '@repo/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fipeVehicles, serveFipe, type FipeFailure, type FipeVehicle } from './fipe';
import { stubMap } from './map';
import { waitForHydration } from './hydration';

/*
 * The FIPE table beside a vehicle's value, as a visitor meets it in the landing simulator:
 * surviving every failure of the API with the value field working, and never in the way of typing.
 * The API's answers are the fixtures, served by the test (e2e/fipe.ts).
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

/** The figures each lookup should give, from its fixture. */
const expected = (vehicle: FipeVehicle) => {
  const value = Number(vehicle.price.price.replace(/[^\d,]/g, '').replace(',', '.'));
  return {
    value,
    line: `Tabela FIPE de ${vehicle.price.referenceMonth}: ${formatBRL(value)}`,
    makeModel: `${vehicle.price.brand} ${vehicle.price.model}`,
    year: String(vehicle.price.modelYear),
  };
};

test.describe('FIPE lookup › never worse than the field alone', () => {
  const failures: Array<[string, FipeFailure | 'offline']> = [
    ['offline', 'offline'],
    ['429, too many requests', 'rate-limited'],
    ['503, server error', 'server-error'],
    ['an answer CORS refuses', 'cors'],
    ['malformed JSON', 'malformed'],
  ];

  test('each failure says so, and the value field works as without the table', async ({ page }) => {
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
      await panel.getByRole('group', { name: 'Tipo de veículo' }).locator('label').filter({ hasText: /^Moto$/ }).click();
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
    await expect(said(panel)).toContainText(expected(car).line, { timeout: 10_000 });
    await expect(price).toHaveValue(formatBRL(60_000));
    await panel.getByRole('button', { name: 'Usar o valor da tabela' }).click();
    await expect(price).toHaveValue(formatBRL(58_231));
  });
});
