import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pagesIn, readPageModes } from '../postbuild/page-modes';

/**
 * Waits until React has hydrated the prerendered page, or its island (app/islands/). Tests that
 * drive `page.clock` need this: timers start from effects, after hydration.
 *
 * With `page.clock` installed (`{ clock: true }`), animation frames wait for the test to move the
 * clock, and a page starts its modules in the frame in which its first paint is reported
 * (postbuild/module-preloads.ts): the clock is moved a frame at a time until it has.
 */
export async function waitForHydration(page: Page, { clock = false }: { clock?: boolean } = {}) {
  const started = () => page.evaluate(() => document.querySelector('link[rel=modulepreload]') !== null);
  for (let frame = 0; clock && frame < 200 && !(await started()); frame++) await page.clock.runFor(16);
  // React's internal fiber key on the page's heading, or on its island's first element (not the
  // `hydrated` mark: Playwright's clock replaces `performance`, whose marks then record nothing).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main h1, div[data-island] > *')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
  );
}

/** Holds back every request for `url` (a Playwright glob, or a test of the address) until the returned function is called. */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The islands' names: their modules' (`app/islands/<name>.island.tsx`). */
const islandNames = readdirSync(new URL('../app/islands/', import.meta.url)).flatMap((file) => /^(.+)\.island\.tsx$/.exec(file)?.[1] ?? []);

/** A client entry's file: a whole page's, or an island's (`assets/<name>-<hash>.js`, postbuild/islands.ts). */
const clientEntry = new RegExp(`^/assets/(entry\\.client|${islandNames.join('|')})-[\\w-]+\\.js$`);

/**
 * Holds the client entry back until the returned function is called — a whole page's, or an
 * island's: the page stays prerendered HTML, as on a slow phone before its JS arrives, for as long
 * as a test needs.
 */
export const holdHydration = (page: Page) => holdRequests(page, (url) => clientEntry.test(url.pathname));

/** The paths of the pages in mode `plain` (their routes' handles, as the build wrote them: postbuild/page-modes.ts). */
export const plainPaths: readonly string[] = pagesIn(readPageModes(), 'plain').map((file) => `/${file.replace(/\/?index\.html$/, '')}`);

/**
 * Waits until the page at `path` has hydrated, or, for a page that does not hydrate (it has no
 * script to wait for), until it has loaded.
 */
export async function waitForPage(page: Page, path: string, options: { clock?: boolean } = {}) {
  if (plainPaths.includes(new URL(path, 'http://x').pathname)) await page.waitForLoadState('load');
  else await waitForHydration(page, options);
}
