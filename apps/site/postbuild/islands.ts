import { access, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, defaultClientConditions, type Plugin } from 'vite';
import { brokerSite } from '../broker-plugin.ts';
import { fipeLookupStyles } from '../lazy-styles-plugin.ts';
import { islandAttribute, islandEntryCode, islandFile, noIslandModule } from '../app/page-start/build.ts';
import { type Element, headAndBody, isElement } from './html.ts';
import { inlineScripts } from './inline-scripts.ts';

/*
 * The islands' client entries (app/islands/): one for each island the built pages hold (their
 * `<Island name>` placeholders), written here (`islandEntryCode`: the island's module started), and
 * a Vite build of their own, beside React Router's in the same folder, so that an island loads React and its form, none of React Router's runtime nor
 * the chunks the whole pages share (which import it). Same plugins as the site's (the broker, the
 * inline scripts, the FIPE lookup's own styles, vanilla-extract: its class names are the site's, the
 * stylesheet the site's one).
 */

const manifestFile = '.vite/islands.json';

const siteFile = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

/** An island's entry file and the files it imports statically, as the page names them. */
export type IslandFiles = { entry: string; imports: string[] };

/** The id of the entry of the island being built (`islandEntry`). */
const islandEntryId = 'virtual:island-entry';

/**
 * The island's entry, a module of its own: its `<name>.island.tsx` started (app/page-start/startIsland.tsx),
 * by the names that module exports (the bundler's reading of it).
 */
function islandEntry(name: string): Plugin {
  const resolved = `\0${islandEntryId}`;
  return {
    name: 'island-entry',
    resolveId: (id) => (id === islandEntryId ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const { exports } = await this.load({ id: siteFile(islandFile(name)) });
      return islandEntryCode(name, siteFile, exports);
    },
  };
}

type ManifestChunk = { file: string; isEntry?: boolean; name?: string; css?: string[]; imports?: string[] };

/** Builds one island's entry into the client folder; returns its files. */
async function buildIsland(clientDir: string, name: string): Promise<Record<string, IslandFiles>> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'warn',
    plugins: [islandEntry(name), brokerSite(), inlineScripts(), fipeLookupStyles(), vanillaExtractPlugin()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      manifest: manifestFile,
      cssCodeSplit: false,
      rolldownOptions: { input: { [name]: islandEntryId } },
    },
  });
  const manifestPath = path.join(clientDir, manifestFile);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const importsOf = (chunk: ManifestChunk, seen = new Set<string>()): string[] => {
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key]!;
      if (seen.has(imported.file)) continue;
      seen.add(imported.file);
      importsOf(imported, seen);
    }
    return [...seen].map((file) => `/${file}`);
  };
  await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
  const files: Record<string, IslandFiles> = {};
  for (const chunk of Object.values(manifest)) {
    // The site's one stylesheet is React Router's build's: the island's copy of its rules goes.
    for (const css of chunk.css ?? []) await rm(path.join(clientDir, css), { force: true });
    if (chunk.isEntry && chunk.name) files[chunk.name] = { entry: `/${chunk.file}`, imports: importsOf(chunk) };
  }
  return files;
}

/** The placeholder of an island's module script in a prerendered page (app/page-start/Island.tsx). */
const placeholder = new RegExp(`<script type="module" ${islandAttribute}="([^"]+)"></script>`, 'g');

/** The names of the islands these pages hold, each once. */
export const pageIslands = (pages: readonly string[]): string[] => [...new Set(pages.flatMap((html) => [...html.matchAll(placeholder)].map((match) => match[1]!)))].sort();

/**
 * Builds the entries of the islands these pages hold into the client folder; returns each island's
 * files. One build per island: each loads its own code only, in one file with what it imports up front (no chunk shared
 * with another island, whose exports it would carry), and one island added changes no other's
 * files (decision 0024).
 */
export async function buildIslands(clientDir: string, pages: readonly string[]): Promise<Record<string, IslandFiles>> {
  const files: Record<string, IslandFiles> = {};
  const names = pageIslands(pages);
  for (const name of names) {
    await access(siteFile(islandFile(name))).catch(() => {
      throw new Error(noIslandModule(name));
    });
    Object.assign(files, await buildIsland(clientDir, name));
  }
  for (const name of names) if (!files[name]) throw new Error(`Ilha "${name}": a sua build (postbuild/islands.ts) não gerou o seu script; veja os erros do Vite acima`);
  return files;
}

/**
 * Build step: each island's placeholder module script (app/page-start/Island.tsx) becomes a module
 * script that imports its entry, and `<head>` gets the entry's `modulepreload` link and those of
 * what it imports; the next step (postbuild/module-preloads.ts) holds both until the page's first
 * paint, as it does React Router's on a whole page. A module script with a `src`, even `async`, is
 * asked for as the parser reaches it, before first paint: on Lighthouse's phone its download then
 * counted in the largest paint (docs/decisions/0025-island-modules-after-first-paint.md).
 *
 * The links go where React writes React Router's on a whole page: before `<head>`'s first script,
 * after what React puts at its top (the charset, which must be in the page's first 1024 bytes, the
 * viewport, the title, meta and link elements). The next step's script, which takes their place,
 * is then the first script in `<head>` on every page that runs modules (app/page-start/README.md).
 */
export function islandScripts(html: string, files: Readonly<Record<string, IslandFiles>>): string {
  const preloads: string[] = [];
  const page = html.replace(placeholder, (_, name: string) => {
    const file = files[name];
    if (!file) throw new Error(`Ilha "${name}": a página tem esta ilha, mas a build não gerou o seu script; gere-o com buildIslands a partir das páginas (postbuild/pipeline.ts)`);
    preloads.push(...[file.entry, ...file.imports].map((href) => `<link rel="modulepreload" href="${href}"/>`));
    return `<script type="module" ${islandAttribute}="${name}">import ${JSON.stringify(file.entry)};</script>`;
  });
  if (preloads.length === 0) return html;
  const firstScript = headAndBody(page).head?.childNodes.find((node): node is Element => isElement(node) && node.tagName === 'script');
  const at = firstScript?.sourceCodeLocation?.startOffset;
  // An island's page holds the presses made before it hydrates, by a script in <head> (root.tsx).
  if (at === undefined) {
    throw new Error('página com ilha mas sem script no <head>, onde vão os modulepreload da ilha: app/root.tsx deve pôr nele o das pressões antes da hidratação (earlyPressesScript)');
  }
  return page.slice(0, at) + preloads.join('') + page.slice(at);
}
