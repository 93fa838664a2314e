import { fraudWarning } from '@repo/content';
import { expect, type Page } from '@playwright/test';
import { pausedClock } from './clock';
import { stubMap } from './map';

/*
 * /home's fraud warning, opened when the test says: the page clock is paused while the page loads,
 * so the test, not the machine, says when its 3 s have passed (fraud-warning.spec.ts).
 */

export const warning = (page: Page) => page.getByRole('dialog', { name: fraudWarning.title });

/** The page's own clock: milliseconds since its navigation started, as the opener reads it. */
const sinceNavigation = (page: Page) => page.evaluate(() => performance.now());

/**
 * Opens /home with the page clock paused, so the test counts the delay. `slowPicture` adds a
 * picture to the page that never arrives, so the page never finishes loading (its load event).
 */
export async function openHome(page: Page, { until = 'load', slowPicture = false }: { until?: 'load' | 'domcontentloaded'; slowPicture?: boolean } = {}) {
  await stubMap(page);
  if (slowPicture) {
    await page.route('**/home', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('</body>', '<img src="/foto-lenta.png" alt=""></body>') });
    });
    // Never answered.
    await page.route('**/foto-lenta.png', () => {});
  }
  // No page is open yet: the page's performance.now() still counts from its own navigation.
  await pausedClock(page);
  await page.goto('/home', { waitUntil: until });
  return warning(page);
}

/** Moves the paused page clock to `ms` after the navigation started. */
export async function runUntil(page: Page, ms: number) {
  const now = await sinceNavigation(page);
  expect(now, 'the page had already run past the moment asked for').toBeLessThanOrEqual(ms);
  await page.clock.runFor(ms - now);
}

/** Opens /home and lets the warning appear, at 3 s. */
export async function openWarning(page: Page) {
  const dialog = await openHome(page);
  await runUntil(page, fraudWarning.delayMs);
  await expect(dialog).toBeVisible();
  return dialog;
}
