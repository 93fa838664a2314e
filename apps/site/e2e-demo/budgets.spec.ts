import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { brokerAnalytics } from '@repo/content';
import { budgets, plainPageInlineCeiling } from '../postbuild/budgets';
import { builtPages, hasForm, initialAssets, inlineScripts } from '../postbuild/built-pages';
import { readPageModes } from '../postbuild/page-modes';

/*
 * The demo broker counts (`estatisticas`): its pages may load at most the tracker's size more up
 * front than the budgets of a broker without counts allow (postbuild/budgets.test.ts checks those on
 * the default broker's build). The tracker itself comes after the page is interactive; a page that
 * does not hydrate carries it inline.
 */
const require = createRequire(import.meta.url);

/** Gzip bytes of files, each compressed alone, as a browser receives them. */
const gzipBytes = async (files: string[]) => (await Promise.all(files.map(async (file) => gzipSync(await readFile(file), { level: 9 }).length))).reduce((sum, size) => sum + size, 0);

test('the demo, which counts, loads at most the tracker\'s size more up front than the budgets allow', async () => {
  expect(brokerAnalytics).not.toBeNull();
  const tracker = await gzipBytes([require.resolve('@plausible-analytics/tracker')]);
  expect(tracker).toBeGreaterThan(1000);
  const pages = await builtPages();
  const modes = readPageModes();
  expect(pages.length).toBeGreaterThanOrEqual(9);
  for (const page of pages) {
    const files = initialAssets(page.html, 'js');
    expect.soft(files.filter((file) => /[\\/]counts-[^\\/]+\.js$/.test(file)), page.file).toEqual([]);
    const withoutForm = modes[page.file] === 'whole' && !hasForm(page.html);
    const ceiling = page.file === 'index.html' ? budgets.landingJs : withoutForm ? budgets.withoutFormJs : budgets.anyPageJs;
    expect.soft(await gzipBytes(files), page.file).toBeLessThanOrEqual(ceiling + tracker);
    expect.soft(gzipSync(page.html).length, page.file).toBeLessThanOrEqual(budgets.html + tracker);
    // A page that does not hydrate carries the tracker inline instead (app/analytics/sender.inline.ts).
    if (modes[page.file] === 'plain') {
      expect.soft(files, page.file).toEqual([]);
      expect.soft(gzipSync(inlineScripts(page.html)).length, page.file).toBeLessThanOrEqual(plainPageInlineCeiling(page.file) + budgets.countingInlineJs + tracker);
    }
  }
});
