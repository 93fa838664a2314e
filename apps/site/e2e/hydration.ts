import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the prerendered page (its `h1` carries React's internal fiber
 * key). Tests that drive `page.clock` need this: timers start from effects, after hydration.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
