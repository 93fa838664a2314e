import { createContext, isValidElement, type ReactNode, useContext } from 'react';
import { AfterHydration } from './AfterHydration';
import { usePageMode } from './hydrates';
import { devPreambleModule, islandAttribute, islandEntryCode, islandFile, islandPrefix, noIslandModule } from './islandNames';
import type { IslandModule } from './startIsland';

/*
 * An island: a part of a page in mode `island` (its route's handle, app/page-start/hydrates.ts) which
 * hydrates alone, as its own React root, from its own client entry: `<Island name="x"><X /></Island>`
 * in the route, and `x.island.tsx` here, whose default export is that `X` (the build writes the
 * entry of each island its pages hold: postbuild/islands.ts). React numbers `useId`'s ids from the
 * root it renders under, and does not patch attributes as it hydrates: so the island is
 * prerendered as its own root too, with the same `identifierPrefix` its entry hydrates with
 * (entry.server.tsx renders it). On a page in mode `whole`, what it holds is a part of the page
 * like any other.
 */

/**
 * What an island needs at prerender (entry.server.tsx; null in the browser): its content rendered
 * as its own root, and the islands' modules by name (the server loads them, before it renders).
 */
export type IslandPrerender = {
  render: (content: ReactNode, identifierPrefix: string) => string;
  modules: Readonly<Record<string, IslandModule>>;
};

const devPreamble = `import '${devPreambleModule}';\n`;

export const IslandPrerenderContext = createContext<IslandPrerender | null>(null);

/**
 * Where an island goes in its page: its content prerendered as its own root, and a placeholder for
 * the module script that imports its entry (written by the build step `islandScripts`,
 * postbuild/islands.ts).
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  const prerender = useContext(IslandPrerenderContext);
  if (usePageMode() !== 'island') return children;
  if (!prerender) throw new Error(`Ilha "${name}": renderizada sem o IslandPrerenderContext que app/entry.server.tsx dá às páginas; renderize a página por ele (react-router build ou dev)`);
  // What the entry hydrates is the island module's default export: the page must hold the same.
  const module = prerender.modules[name];
  if (!module) throw new Error(noIslandModule(name));
  if (!isValidElement(children) || children.type !== module.default) {
    throw new Error(
      `Ilha "${name}": o <Island name="${name}"> da rota guarda algo diferente do export default de ${islandFile(name)}, que é o que a página hidrata; ponha nele só esse componente`,
    );
  }
  // Rendered as its entry hydrates it (start.tsx), inside `AfterHydration`, which renders its children.
  const html = prerender.render(<AfterHydration>{children}</AfterHydration>, islandPrefix(name));
  if (import.meta.env.DEV) {
    // `react-router dev`: the page has none of React Router's scripts, so the island's entry is
    // served as Vite serves any module, after the fast refresh hooks its transformed code calls.
    return (
      <>
        <div {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: html }} />
        <script type="module" {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: devPreamble + islandEntryCode(name, (file) => `/${file}`, Object.keys(module)) }} />
      </>
    );
  }
  return (
    <>
      <div {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="module" {...{ [islandAttribute]: name }} />
    </>
  );
}
