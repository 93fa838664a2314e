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

/**
 * Holds the client entry back until the returned function is called: the page stays prerendered
 * HTML, as on a slow phone before its JS arrives, for as long as a test needs.
 */
export async function holdHydration(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
