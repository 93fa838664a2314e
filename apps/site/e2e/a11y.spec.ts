import AxeBuilder from '@axe-core/playwright';
import { fraudWarning, headerLabels } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { publicPaths } from '../deploy/routes.ts';
import { waitForHydration } from './hydration';
import { stubMap } from './map';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe's violations, reduced to what a reader of a failure needs. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of [...publicPaths, '/pagina-inexistente']) {
    test(`${path} has no violation`, async ({ page }) => {
      await stubMap(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('load');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('/home with the fraud warning open has no violation', async ({ page }) => {
    await stubMap(page);
    await page.clock.install();
    await page.goto('/home');
    await waitForHydration(page, { clock: true });
    await page.clock.runFor(fraudWarning.delayMs + 500);
    await expect(page.getByRole('dialog', { name: fraudWarning.title })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the open mobile menu has no violation', { tag: '@mobile-only' }, async ({ page }) => {
    await stubMap(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: headerLabels.openMenu }).click();
    expect(await violations(page)).toEqual([]);
  });
});
