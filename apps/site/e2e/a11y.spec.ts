// Projects: desktop and mobile: contrast, names and focus are checked on each layout (the phone menu exists only on the phone).
import { headerLabels } from '@repo/content';
import { expect, test } from '@playwright/test';
import { publicPaths } from '../postbuild/routes.ts';
import { axeViolations } from './axe';
import { openWarning } from './fraudWarning';
import { waitForHydration, waitForPage } from './hydration';
import { stubMap } from './map';

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of [...publicPaths, '/pagina-inexistente']) {
    test(`${path} has no violation`, async ({ page }) => {
      await stubMap(page);
      await page.goto(path);
      await waitForPage(page, path);
      await page.waitForLoadState('load');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('/home with the fraud warning open has no violation', async ({ page }) => {
    await openWarning(page);
    // axe waits on the page's timers.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the open mobile menu has no violation', { tag: '@mobile-only' }, async ({ page }) => {
    await stubMap(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: headerLabels.openMenu }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
