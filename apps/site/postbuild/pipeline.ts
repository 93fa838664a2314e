import { statSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { placeholderWarning } from '@repo/content';
import { inlineCriticalCss } from './critical-css';
import { buildIslands, islandScripts } from './islands';
import { deferModulePreloads, modulesAfterPaintScript } from './module-preloads';
import { writePageModes } from './page-modes';
import { editorPage, notFoundPage, precompressedFiles, publicFiles, serverErrorPageFiles, servingPolicy } from './write';

/*
 * How a page gets to a phone, in the order it happens, each step with why it exists and the test
 * that fails without it. Read this first; the figures behind each choice are in
 * docs/performance.md and docs/decisions/. Paths are relative to `apps/site`.
 *
 * Four kinds of step: configured into the bundler and the prerender (they run inside
 * `react-router build`), run here on the prerendered folder (they change the build, in this order:
 * `writeDeployFiles`), run in the browser, and checks that only read the built site.
 */

/** One step of the pipeline: what, why, where it is, and the tests that fail without it. */
export type Step = { name: string; why: string; where: string[]; tests: string[] };

/** The prerendered client folder, and the build folder around it (host files outside `client/`). */
export type BuildFolder = { clientDir: string; buildDir: string };

/** A step run on the prerendered folder: it changes the build. */
export type BuildStep = Step & { run(build: BuildFolder): Promise<void> };

/** Inside `react-router build`: configured, not called from here. */
export const bundleSteps: Step[] = [
  {
    name: 'chunk groups',
    why: 'few, larger scripts: a phone on HTTP/1.1 fetches six at a time, each a round trip; the forms’ code only on pages with a form',
    where: ['vite.config.ts'],
    tests: ['postbuild/budgets.test.ts'],
  },
  {
    name: 'compile hints',
    why: 'V8 compiles the chunks every page hydrates with while they download, not on the main thread during hydration',
    where: ['postbuild/compile-hints.ts', 'vite.config.ts'],
    tests: ['postbuild/compile-hints.test.ts'],
  },
  {
    name: 'stylesheet inline',
    why: 'no render-blocking request: the page paints with its HTML alone',
    where: ['app/entry.server.tsx', 'app/page-start/SiteStyles.tsx', 'postbuild/theme-css.ts'],
    tests: ['postbuild/budgets.test.ts', 'postbuild/theme-css.test.ts'],
  },
  {
    name: 'pages without JavaScript',
    why: 'a page with nothing interactive but links says so in its route’s handle and loads no script: React Router’s scripts are left out, its phone menu is the browser’s popover, its counts an inline sender; a client-side navigation to it loads it as a document',
    where: ['app/page-start/hydrates.ts', 'app/root.tsx', 'app/layout/Header.tsx', 'app/analytics/sender.inline.ts', 'app/page-start/deploys.ts'],
    tests: ['postbuild/budgets.test.ts', 'e2e/plain-pages.spec.ts', 'e2e-demo/analytics.spec.ts'],
  },
  {
    name: 'inline scripts',
    why: 'what must run before any module (the presses held before hydration, the modules asked for after first paint, /home’s fraud warning opened on time) is inline, written as TypeScript modules and bundled alone into one minified IIFE each, the same text on every page that runs it',
    where: ['postbuild/inline-scripts.ts', 'vite.config.ts', 'app/page-start/earlyPresses.inline.ts', 'app/page-start/modulesAfterPaint.inline.ts', 'app/fraud-warning/opener.inline.ts'],
    tests: ['postbuild/inline-scripts.test.ts', 'e2e/before-hydration.spec.ts', 'e2e/delivery.spec.ts', 'e2e/fraud-warning.spec.ts'],
  },
  {
    name: 'client photos',
    why: 'a photo as a phone takes it becomes the gallery’s images: cropped to the card, upright, AVIF and WebP at the layouts’ widths, each within a byte budget, EXIF (location) gone; an example broker’s client with no photo is a portrait drawn at build (DiceBear’s CC0 Lorelei), said to be one',
    where: ['postbuild/photos.ts', 'postbuild/portraits.ts', 'broker-plugin.ts', 'app/routes/clientes.tsx'],
    tests: ['postbuild/photos.test.ts', 'postbuild/portraits.test.ts', 'e2e/gallery.spec.ts', 'e2e/layout-shift.spec.ts'],
  },
  {
    name: 'prerender',
    why: 'every page is static HTML: nothing runs on a server, any static host serves it',
    where: ['react-router.config.ts', 'postbuild/routes.ts'],
    tests: ['postbuild/budgets.test.ts', 'e2e/routing.spec.ts'],
  },
];

/** Every page of the build, as absolute paths. */
async function pageFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every page of the build, rewritten by `rewrite`; a page it refuses fails the build, named. */
async function rewritePages(clientDir: string, rewrite: (html: string) => string): Promise<void> {
  for (const file of await pageFiles(clientDir)) {
    const html = await readFile(file, 'utf8');
    let rewritten: string;
    try {
      rewritten = rewrite(html);
    } catch (error) {
      throw new Error(`${path.relative(clientDir, file)}: ${(error as Error).message}`, { cause: error });
    }
    await writeFile(file, rewritten);
  }
}

/** On the prerendered folder, after `react-router build` (its `buildEnd`), in this order. */
export const buildSteps: BuildStep[] = [
  {
    name: 'page modes',
    why: 'a route declares its page’s mode once, in its handle (plain, island, whole: app/page-start/hydrates.ts); the build writes each built page’s mode from the route modules it prerendered with, for the checks and the end-to-end helpers to read (before the next step removes those modules)',
    where: ['postbuild/page-modes.ts', 'app/page-start/hydrates.ts'],
    tests: ['postbuild/page-modes.test.ts', 'postbuild/budgets.test.ts'],
    run: ({ buildDir }) => writePageModes(buildDir),
  },
  {
    name: 'no server build',
    why: 'every page is prerendered (`ssr: false`): the server bundle only rendered them, holds every broker’s data the build read, and must never be published; React Router 8 keeps it after prerendering where 7 removed it',
    where: ['postbuild/pipeline.ts'],
    tests: ['e2e-demo/leak.spec.ts'],
    run: ({ buildDir }) => rm(path.join(buildDir, 'server'), { recursive: true, force: true }),
  },
  {
    name: '404 page',
    why: 'the catch-all page becomes the 404.html every host serves with status 404; no SPA fallback to serve by mistake',
    where: ['postbuild/write.ts'],
    tests: ['postbuild/write.test.ts', 'e2e/routing.spec.ts'],
    run: ({ clientDir }) => notFoundPage(clientDir),
  },
  {
    name: 'icons, share image, sitemap, robots.txt',
    why: 'drawn from the broker’s data at build, so a re-brand needs no image editor',
    where: ['postbuild/favicon.ts', 'postbuild/share-image.ts', 'postbuild/seo-files.ts', 'postbuild/write.ts'],
    tests: ['postbuild/favicon.test.ts', 'postbuild/share-image.test.ts', 'e2e/seo.spec.ts'],
    run: ({ clientDir }) => publicFiles(clientDir),
  },
  {
    name: 'islands',
    why: 'a page whose form alone hydrates (mode `island`) loads React and its form, not React Router nor the rest of the page: an entry for each island the pages hold, written from its `<name>.island.tsx` and built beside the site’s, imported by its page’s module script (held until first paint by the step below)',
    where: ['postbuild/islands.ts', 'app/islands/'],
    tests: ['postbuild/islands.test.ts', 'e2e/contact.spec.ts', 'e2e/before-hydration.spec.ts', 'e2e/delivery.spec.ts', 'postbuild/budgets.test.ts'],
    run: async ({ clientDir }) => {
      const pages = await Promise.all((await pageFiles(clientDir)).map((file) => readFile(file, 'utf8')));
      const files = await buildIslands(clientDir, pages);
      await rewritePages(clientDir, (html) => islandScripts(html, files));
    },
  },
  {
    name: 'critical CSS per page',
    why: 'each page keeps inline only the rules that can style it, so that its first response fits in the first round trip of a new connection (TCP’s initial window, ≈ 14.6 KB with the headers); the whole stylesheet comes after hydration',
    where: ['postbuild/critical-css.ts', 'postbuild/html.ts'],
    tests: ['postbuild/critical-css.test.ts', 'e2e/critical-css.spec.ts'],
    run: ({ clientDir }) => rewritePages(clientDir, inlineCriticalCss),
  },
  {
    name: 'modules after first paint',
    why: 'no module is asked for before the page has painted (and its first image had a head start)',
    where: ['postbuild/module-preloads.ts', 'app/page-start/modulesAfterPaint.inline.ts', 'postbuild/html.ts'],
    tests: ['postbuild/module-preloads.test.ts', 'postbuild/budgets.test.ts', 'e2e/delivery.spec.ts'],
    run: async ({ clientDir }) => {
      const script = await modulesAfterPaintScript();
      await rewritePages(clientDir, (html) => deferModulePreloads(html, script, (href) => statSync(path.join(clientDir, href)).size));
    },
  },
  {
    name: 'server error pages',
    why: 'a request a server cannot read (400), an address too long (414) or its own failure (500) is answered in Portuguese, in the site’s layout and with its headers, not with the server’s English page',
    where: ['postbuild/write.ts', 'postbuild/hosts.ts'],
    tests: ['postbuild/write.test.ts', 'e2e/served.spec.ts'],
    run: ({ clientDir }) => serverErrorPageFiles(clientDir),
  },
  {
    name: 'editor page',
    why: 'the broker’s staff keep rates, hours and client photos current at /admin; each save is a commit the next build checks',
    where: ['editor/page.ts', 'editor/config.ts', 'editor/fields.ts', 'postbuild/write.ts'],
    tests: ['editor/fields.test.ts', 'editor/page.test.ts', 'e2e/editor.spec.ts'],
    run: ({ clientDir }) => editorPage(clientDir),
  },
  {
    name: 'serving policy',
    why: 'one policy (CSP with the hash of every inline script, caching, security headers) written for each host',
    where: ['postbuild/policy.ts', 'postbuild/hosts.ts', 'postbuild/write.ts', 'postbuild/html.ts'],
    tests: ['postbuild/policy.test.ts', 'postbuild/hosts.test.ts', 'postbuild/write.test.ts', 'e2e/delivery.spec.ts'],
    run: (build) => servingPolicy(build),
  },
  {
    name: 'precompressed files',
    why: 'every page, script, stylesheet, SVG, JSON and XML is compressed once, as small as brotli 11 and gzip 9 make it, beside the file: a server sends it with no compression work per request (the last step: nothing may change a file after it)',
    where: ['postbuild/write.ts', 'postbuild/hosts.ts', 'scripts/serve.mjs'],
    tests: ['postbuild/write.test.ts', 'e2e/served.spec.ts'],
    run: ({ clientDir }) => precompressedFiles(clientDir),
  },
];

/** In the browser. */
export const browserSteps: Step[] = [
  {
    name: 'presses held before hydration',
    why: 'a press on a prerendered page before React has hydrated it is performed once it has, not lost nor sent the browser’s way',
    where: ['app/page-start/earlyPresses.inline.ts', 'app/page-start/earlyPresses.ts', 'app/root.tsx', 'app/entry.client.tsx', 'app/page-start/startIsland.tsx', 'app/page-start/AfterHydration.tsx'],
    tests: ['e2e/before-hydration.spec.ts'],
  },
  {
    name: 'whole stylesheet after hydration',
    why: 'what a press opens (the menu, a dialog, the next step) may have no rule in the page’s inline part',
    where: ['app/page-start/siteStylesheet.ts', 'app/entry.client.tsx', 'app/page-start/startIsland.tsx', 'app/page-start/AfterHydration.tsx'],
    tests: ['e2e/critical-css.spec.ts'],
  },
  {
    name: 'counts (a broker with `estatisticas`)',
    why: 'where each conversation comes from, without cookies: link presses noted from the first byte, the tracker only once the page is idle, nothing with Do Not Track',
    where: ['app/analytics/', 'app/page-start/AfterHydration.tsx', 'broker-plugin.ts', 'postbuild/policy.ts'],
    tests: ['e2e-demo/analytics.spec.ts', 'postbuild/analytics.test.ts', 'e2e-demo/budgets.spec.ts'],
  },
  {
    name: 'across a deploy',
    why: 'a page open while the next build is deployed: a click lands where it pointed, a lazy module comes back, nothing typed is lost',
    where: ['app/page-start/deploys.ts', 'app/entry.client.tsx', 'app/page-start/startIsland.tsx'],
    tests: ['e2e/deploy.spec.ts'],
  },
];

/** Read the built site, change nothing. */
export const checks: Step[] = [
  {
    name: 'byte budgets',
    why: 'what each page loads up front stays within the ceilings that keep the speed goals',
    where: ['postbuild/budgets.ts', 'postbuild/budgets.test.ts', 'postbuild/built-pages.ts'],
    tests: ['postbuild/budgets.test.ts'],
  },
  {
    name: 'valid HTML',
    why: 'what the build rewrote is still a document every browser parses the same way',
    where: ['postbuild/html-validity.test.ts'],
    tests: ['postbuild/html-validity.test.ts'],
  },
  {
    name: 'served as the hosts serve it',
    why: 'the pages, headers, compressed answers and error pages through `pnpm start`’s server and real nginx with the generated configuration',
    where: ['scripts/serve.mjs', 'scripts/nginx.mjs', 'playwright.config.ts'],
    tests: ['e2e/delivery.spec.ts', 'e2e/served.spec.ts', 'postbuild/hosts.test.ts'],
  },
];

/** Makes the prerendered client build deployable: {@link buildSteps}, in order. */
export async function writeDeployFiles(clientDir: string): Promise<void> {
  const build = { clientDir, buildDir: path.dirname(clientDir) };
  for (const step of buildSteps) await step.run(build);
  const warning = placeholderWarning();
  if (warning) console.warn(`\n\u26a0\ufe0f  ${warning}\n`);
}
