import type { Page } from '@playwright/test';

/**
 * Installs the page clock paused, so the test alone moves time (`page.clock.runFor`). Paused a
 * minute after the moment it starts at: the clock runs between the two calls, and pausing at a
 * moment it has already passed is refused.
 */
export async function pausedClock(page: Page) {
  await page.clock.install({ time: new Date('2025-03-10T10:00:00-03:00') });
  await page.clock.pauseAt(new Date('2025-03-10T10:01:00-03:00'));
}
