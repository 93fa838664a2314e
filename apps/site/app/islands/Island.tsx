import { createContext, type ReactNode, useContext } from 'react';
import { islandEntries } from './entries';

/*
 * An island: a part of a page that does not hydrate (`handle = islandPage`) which hydrates alone,
 * as its own React root, from its own client entry (`<name>.entry.tsx`, listed in entries.ts).
 * React numbers `useId`'s ids from the root it renders under, and does not patch attributes as it
 * hydrates: so the island is prerendered as its own root too, with the same `identifierPrefix` its
 * entry hydrates with (entry.server.tsx renders it).
 */

/** Renders an island's content as its own root, at prerender (entry.server.tsx); null in the browser. */
export type IslandRenderer = (content: ReactNode, identifierPrefix: string) => string;

/**
 * React Router's own preamble module in `react-router dev` (its Vite plugin's virtual
 * "inject-hmr-runtime", which its <Scripts/> loads on a whole page): it installs React's fast
 * refresh, which the island's transformed code requires. Island.dev.test.ts asks a dev server for it.
 */
export const devPreambleModule = '/@id/__x00__virtual:react-router/inject-hmr-runtime';
const devPreamble = `import '${devPreambleModule}';`;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** The attribute naming the island an element holds, and its entry's placeholder script. */
export const islandAttribute = 'data-island';

/** The `identifierPrefix` of an island's root: the same at prerender and in its entry. */
export const islandPrefix = (name: string) => `${name}-`;

/**
 * Where an island goes in its page: its content prerendered as its own root, and a placeholder for
 * the module script that imports its entry (written by the build step `islandScripts`,
 * deploy/islands.ts).
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  const render = useContext(IslandRendererContext);
  if (!render) throw new Error(`Island "${name}": rendered outside entry.server.tsx`);
  const html = render(children, islandPrefix(name));
  if (import.meta.env.DEV) {
    // `react-router dev`: the page has none of React Router's scripts, so the island's entry is
    // served as Vite serves any module, after the fast refresh hooks its transformed code calls.
    const entry = islandEntries[name];
    if (!entry) throw new Error(`Island "${name}": not in app/islands/entries.ts`);
    return (
      <>
        <div {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: html }} />
        <script type="module" dangerouslySetInnerHTML={{ __html: devPreamble }} />
        <script type="module" src={`/${entry}`} {...{ [islandAttribute]: name }} />
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
