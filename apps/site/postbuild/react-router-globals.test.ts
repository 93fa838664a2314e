import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { heldModuleType, modulesAttribute } from '../app/page-start/build.ts';
import { routerManifestFile } from '../app/page-start/entries.ts';
import { type BuiltPage, builtPages, clientDir } from './built-pages';
import { attribute, elements, text } from './html';

/*
 * What app/page-start/deploys.ts reads of React Router's build, as the build wrote it: a page that
 * hydrates whole imports React Router's manifest module, which sets `window.__reactRouterManifest`
 * and is named after its `version` (routerManifestFile); its module script sets
 * `window.__reactRouterRouteModules`, keyed by the manifest's route ids, each the module
 * `manifest.routes[id].module` names. A React Router release that renames one of these fails here.
 * (`window.__reactRouterDataRouter`, set at hydration, is read in the browser: e2e/deploy.spec.ts,
 * "before a deploy, a click to a page that hydrates is a client-side navigation".)
 */

type Manifest = { version: string; routes: Record<string, { module: string }> };

/** The module script of a page that hydrates whole, held until the first paint (postbuild/module-preloads.ts). */
const routerScript = (page: BuiltPage) =>
  elements(page.html)
    .filter((element) => element.tagName === 'script' && attribute(element, 'type') === heldModuleType)
    .map(text)
    .find((script) => script.includes('__reactRouterRouteModules'));

/** The text of each inline script of a page. */
const inlineScriptTexts = (page: BuiltPage) =>
  elements(page.html)
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
    .map(text);

/** What a module sets on `window` when it runs (the manifest module has no import). */
async function windowAfter(file: string): Promise<Record<string, unknown>> {
  const window: Record<string, unknown> = {};
  runInNewContext(await readFile(path.join(clientDir, file), 'utf8'), { window });
  return window;
}

const global = globalThis as { window?: unknown };

describe("React Router's globals, as the build writes them and page-start/deploys.ts reads them", () => {
  let pages: { file: string; html: string; script: string }[];
  beforeAll(async () => {
    pages = (await builtPages()).flatMap((page) => {
      const script = routerScript(page);
      return script === undefined ? [] : [{ ...page, script }];
    });
  });

  afterEach(() => {
    delete global.window;
  });

  it('the pages that hydrate whole are found', () => {
    expect(pages.map(({ file }) => file)).toContain('canais-oficiais/index.html');
  });

  // The pages that do not hydrate whole are checked for none of React Router by these names
  // (budgets.test.ts: its context script; e2e/delivery.spec.ts: its `__reactRouter` globals and
  // its chunks): a release that renamed them would make those checks pass whatever the page holds.
  it("each carries React Router's context script and loads its client entry, manifest and root route by the names the other pages are checked against", () => {
    for (const page of pages) {
      expect(inlineScriptTexts(page).some((script) => script.startsWith('window.__reactRouterContext = ')), page.file).toBe(true);
      const modules = JSON.parse(
        elements(page.html)
          .map((element) => attribute(element, modulesAttribute))
          .find((value) => value !== undefined) ?? '[]',
      ) as string[];
      for (const chunk of ['entry.client', 'manifest', 'root']) {
        expect(modules.some((module) => module.startsWith(`/assets/${chunk}-`)), `${page.file}: ${chunk}`).toBe(true);
      }
    }
  });

  it("each imports the manifest module that routerManifestFile() names from the manifest's version", async () => {
    for (const { file, script } of pages) {
      const [manifestImport, ...others] = [...script.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]!);
      expect(others, file).toEqual([]);
      const { __reactRouterManifest: manifest } = await windowAfter(manifestImport!);
      expect((manifest as Manifest | undefined)?.version, file).toMatch(/^\w+$/);
      global.window = { __reactRouterManifest: manifest };
      expect(routerManifestFile(), file).toBe(manifestImport);
    }
  });

  it("each sets window.__reactRouterRouteModules by route id, each the module the manifest names for that id, and the manifest's modules exist", async () => {
    for (const { file, script } of pages) {
      const manifestFile = /^import "([^"]+)";$/m.exec(script)![1]!;
      const manifest = (await windowAfter(manifestFile)).__reactRouterManifest as Manifest;
      const imported = new Map([...script.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => [match[1]!, match[2]!]));
      const assignment = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(script);
      expect(assignment, file).not.toBeNull();
      const byId = [...assignment![1]!.matchAll(/"([^"]+)":(\w+)/g)].map(([, id, name]) => [id!, imported.get(name!)] as const);
      expect(byId.map(([id]) => id), file).toContain('root');
      for (const [id, module] of byId) expect(manifest.routes[id]?.module, `${file}: ${id}`).toBe(module);
      for (const { module } of Object.values(manifest.routes)) await expect(readFile(path.join(clientDir, module))).resolves.toBeDefined();
    }
  });
});
