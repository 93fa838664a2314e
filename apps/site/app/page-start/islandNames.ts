import type { IslandModule } from './startIsland';

/*
 * What an island's prerender (Island.tsx), its entry (startIsland.tsx) and the build
 * (postbuild/islands.ts) share: with no import but a type, so that neither the entry nor the
 * build's config carries more.
 */

/** The attribute naming the island an element holds, and its entry's placeholder script. */
export const islandAttribute = 'data-island';

/** The `identifierPrefix` of an island's root: the same at prerender and in its entry. */
export const islandPrefix = (name: string) => `${name}-`;

/**
 * React Router's own preamble module in `react-router dev` (its Vite plugin's virtual
 * "inject-hmr-runtime", which its <Scripts/> loads on a whole page): it installs React's fast
 * refresh, which the island's transformed code requires. Island.dev.test.ts asks a dev server for it.
 */
export const devPreambleModule = '/@id/__x00__virtual:react-router/inject-hmr-runtime';

/** An island's module file, from the site's folder: its name's (`<Island name>`). */
export const islandFile = (name: string) => `app/islands/${name}.island.tsx`;

/**
 * The build's message for an `<Island name>` without its module (Island.tsx at prerender, and
 * postbuild/islands.ts).
 */
export const noIslandModule = (name: string) =>
  `Ilha "${name}": não existe ${islandFile(name)}; crie-o com o componente que o <Island name="${name}"> guarda como export default, ou corrija o name`;

/** An island's name, from its module file's path. */
export const islandNameOf = (file: string): string => {
  const name = /([^/]+)\.island\.tsx$/.exec(file)?.[1];
  if (!name) throw new Error(`${file}: não é o módulo de uma ilha, que se chama app/islands/<nome>.island.tsx`);
  return name;
};

/** What `startIsland` reads of an island's module. */
const startedExports = ['default', 'start'] as const satisfies readonly (keyof IslandModule)[];

/**
 * The code of an island's client entry: its module started. `file` turns a file of the site's
 * folder into the address the entry imports it by (the build's absolute path, the dev server's
 * URL); `exports` are the module's export names. It imports by name what `startIsland` reads, not
 * the module's namespace: a namespace passed on is built as an object, with the bundler's helper
 * that makes it (measured in docs/performance.md).
 */
export const islandEntryCode = (name: string, file: (siteFile: string) => string, exports: readonly string[]) => {
  const started = startedExports.filter((key) => exports.includes(key));
  return (
    `import { startIsland } from ${JSON.stringify(file('app/page-start/startIsland.tsx'))};\n` +
    `import { ${started.map((key) => `${key} as island_${key}`).join(', ')} } from ${JSON.stringify(file(islandFile(name)))};\n` +
    `startIsland(${JSON.stringify(name)}, { ${started.map((key) => `${key}: island_${key}`).join(', ')} });\n`
  );
};
