import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokerAnalytics } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { countsGlobal } from '../app/analytics/recorder';
import { clientDir } from './built-pages';
import { bundleInlineScript } from './inline-scripts';

/*
 * The counts are a build-time switch (`#analytics` in broker-plugin.ts): a broker without
 * `estatisticas` ships none of the tracker, its queue or its inline script; one with them ships
 * them. Read on the build this run made (the default broker's has none; the demo's, built into
 * build-demo, has them: `SITE_BUILD_DIR=build-demo BROKER=demo`).
 */

const require = createRequire(import.meta.url);
const trackerSource = await readFile(require.resolve('@plausible-analytics/tracker'), 'utf8');

/** Strings only the tracker's code, or the site's counting code, holds. */
const needles = ['plausible.init() can only be called once', 'engagement', countsGlobal];

async function builtTexts(): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(html|js|json|css)$/.test(entry.name));
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(clientDir, file), text: await readFile(file, 'utf8') };
    }),
  );
}

describe('the counts in the build', () => {
  it('notes link presses with an inline script made of its own module only, which asks the browser first', async () => {
    const { code, files } = await bundleInlineScript(fileURLToPath(new URL('../app/analytics/recorder.inline.ts', import.meta.url)));
    expect(files.map((file) => path.basename(file)).sort()).toEqual(['recorder.inline.ts', 'recorder.ts']);
    for (const needle of [countsGlobal, 'doNotTrack', 'globalPrivacyControl', 'data-origem', 'wa\\.me']) expect(code).toContain(needle);
    expect(code).not.toMatch(/preventDefault|stopPropagation/);
  });

  it('looks for strings the tracker really holds (the check can fail)', () => {
    for (const needle of needles.slice(0, 2)) expect(trackerSource).toContain(needle);
  });

  it(brokerAnalytics ? 'ships the tracker and its inline script for a broker with counts' : 'ships no byte of the tracker, its queue or its inline script for a broker without counts', async () => {
    const texts = await builtTexts();
    expect(texts.length).toBeGreaterThan(20);
    const found = texts.flatMap(({ file, text }) => needles.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`));
    if (brokerAnalytics) {
      for (const needle of needles) expect(found.some((line) => line.endsWith(`: ${needle}`)), needle).toBe(true);
      expect(texts.filter(({ file }) => file.endsWith('.html')).every(({ text }) => text.includes(countsGlobal))).toBe(true);
    } else {
      expect(found).toEqual([]);
      expect(texts.some(({ text }) => text.includes(new URL('https://plausible.io').host))).toBe(false);
    }
  });
});
