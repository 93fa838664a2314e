import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromium } from '../.ci/chromium.mjs';
import { unitTestTimeout } from '../.ci/timeouts.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const emulateReducedMotion: BrowserCommand<['reduce' | null]> = async ({ page }, reducedMotion) => {
  await page.emulateMedia({ reducedMotion });
};

/** Where a failing story leaves its actual image and the diff (gitignored; emptied at each run). */
const visualResultsDir = 'test-results/visual';

/** The part of Vitest's screenshot path data these paths use. */
type PathData = { arg: string; root: string; testFileDirectory: string };

const baselinePath = (root: string, testFileDirectory: string, name: string) =>
  path.join(root, testFileDirectory, '__baselines__', `${name}.png`);
const resultPath = (root: string, testFileDirectory: string, name: string) =>
  path.join(root, visualResultsDir, testFileDirectory, `${name}.png`);

/**
 * After a mismatch Vitest has written `<name>-actual.png` and `<name>-diff.png`; put the baseline
 * beside them as `<name>-expected.png`, so the three images of a failing story sit in one folder.
 */
const keepExpected: BrowserCommand<[name: string]> = async ({ project, testPath }, name) => {
  if (!testPath) return;
  const root = project.config.root;
  const dir = path.relative(root, path.dirname(testPath));
  const actual = await stat(resultPath(root, dir, `${name}-actual`)).catch(() => null);
  if (actual) await copyFile(baselinePath(root, dir, name), resultPath(root, dir, `${name}-expected`));
};

// Debian's Chromium; no browser is downloaded. A factory: Vitest mutates `instances` per project.
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  // A window larger than any story viewport (default 1200 × 900, 'tablet' 768 × 1024, 'desktop'
  // 1280 × 800). Vitest 4 scaled a story iframe taller than the window down, blurring its
  // screenshot (the tablet's, at 97.7 %); Vitest 5 scales it only in its UI, not headless.
  provider: playwright({ launchOptions: chromium, contextOptions: { viewport: { width: 1440, height: 1100 } } }),
  instances: [{ browser: 'chromium' as const }],
  commands: { emulateReducedMotion, keepExpected },
  expect: {
    toMatchScreenshot: {
      // Baselines sit next to the component: `<component>/__baselines__/<Story>-<theme>.png`
      // (`.storybook/visual.setup.ts` names them). Same Chromium and fonts in CI and locally,
      // so any changed pixel is a change; anti-aliasing noise is ignored by pixelmatch.
      resolveScreenshotPath: ({ arg, root, testFileDirectory }: PathData) => baselinePath(root, testFileDirectory, arg),
      // `<Story>-<theme>-actual.png` and `-diff.png` (and `-reference.png` for a story with no
      // baseline yet, in CI) under test-results/visual/<component folder>/.
      resolveDiffPath: ({ arg, root, testFileDirectory }: PathData) => resultPath(root, testFileDirectory, arg),
    },
  },
});

/**
 * Both projects would share the addon's Vite cache directory and re-optimise each other's deps
 * mid-run ("Failed to fetch dynamically imported module"); give each its own.
 */
const ownCacheDir = (name: string) => ({
  name: `own-cache-dir-${name}`,
  config: () => ({ cacheDir: path.join(dirname, '..', 'node_modules', '.cache', `sb-vitest-${name}`) }),
});

/**
 * Every story runs as a test (render + play + axe with `a11y.test = 'error'` + screenshot compared
 * with its baseline) once per theme: one Vitest project per theme, pinning the toolbar global with
 * `initialGlobals`.
 */
export default defineConfig({
  test: {
    testTimeout: unitTestTimeout,
    globalSetup: [path.join(dirname, 'visual.global-setup.ts')],
    setupFiles: [path.join(dirname, 'visual.setup.ts')],
    projects: [
      {
        plugins: [storybookTest({ configDir: dirname, initialGlobals: { theme: 'default' } }), ownCacheDir('default')],
        test: { name: 'storybook (tema padrão)', browser: browser() },
      },
      {
        plugins: [storybookTest({ configDir: dirname, initialGlobals: { theme: 'terracotta' } }), ownCacheDir('terracotta')],
        test: { name: 'storybook (tema terracota)', browser: browser() },
      },
    ],
  },
});
