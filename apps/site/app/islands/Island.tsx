import { createContext, type ReactNode, useContext } from 'react';

/*
 * An island: a part of a page that does not hydrate (`handle = plainPage`) which hydrates alone,
 * as its own React root, from its own client entry (`<name>.entry.tsx`, an input of the client
 * build: vite.config.ts `islandEntries`). React numbers `useId`'s ids from the root it renders
 * under, and does not patch attributes as it hydrates: so the island is prerendered as its own
 * root too, with the same `identifierPrefix` its entry hydrates with (entry.server.tsx renders it).
 */

/** Renders an island's content as its own root, at prerender (entry.server.tsx); null in the browser. */
export type IslandRenderer = (content: ReactNode, identifierPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** The attribute naming the island an element holds, and its entry's placeholder script. */
export const islandAttribute = 'data-island';

/** The `identifierPrefix` of an island's root: the same at prerender and in its entry. */
export const islandPrefix = (name: string) => `${name}-`;

/**
 * Where an island goes in its page: its content prerendered as its own root, and the module script
 * of its entry (its address written by the build step `islandScripts`, deploy/islands.ts).
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  const render = useContext(IslandRendererContext);
  if (!render) throw new Error(`Island "${name}": rendered outside the prerender (entry.server.tsx)`);
  return (
    <>
      <div {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: render(children, islandPrefix(name)) }} />
      <script type="module" {...{ [islandAttribute]: name }} />
    </>
  );
}
