import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { pageMode, type PageMode } from '../app/page-start/build.ts';
import { errorPages } from './hosts.ts';
import { notFoundPath, prerenderPaths } from './routes.ts';

/*
 * Each built page's mode (app/page-start/hydrates.ts: `plain`, `island`, `whole`), as its route declares
 * it in its `handle`, once: a build step writes it beside the published folder, from the server
 * build's route modules and the prerendered paths, and the checks of the build (postbuild/*.test.ts),
 * the end-to-end helpers (e2e/hydration.ts) and the demo's budgets read it. No list of pages by mode
 * anywhere else.
 */

/** Each built page (its file, relative to the client folder) and its mode. */
export type PageModes = Readonly<Record<string, PageMode>>;

/** The file the map is written to, in the build folder (not published: outside `client/`). */
export const pageModesFile = (buildDir: string) => path.join(buildDir, 'page-modes.json');

/** The file a prerendered path ends up in (the catch-all's becomes the host's 404 page: write.ts). */
export const pageFile = (pathname: string): string =>
  pathname === notFoundPath ? errorPages[404] : pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}/index.html`;

/** A route of React Router's server build, as its `routes` export lists them. */
type ServerRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module: { handle?: unknown } };

/** The server build's routes as the tree `matchRoutes` reads, each with its module's handle. */
function routeTree(routes: Readonly<Record<string, ServerRoute>>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const { id, path: routePath, caseSensitive, module } = route;
      if (route.index) return { id, index: true, caseSensitive, handle: module.handle };
      return { id, path: routePath, caseSensitive, handle: module.handle, children: routeTree(routes, id) };
    });
}

/** Each prerendered page's mode, from the server build's routes. */
export function pageModes(routes: Readonly<Record<string, ServerRoute>>, paths: readonly string[] = prerenderPaths): PageModes {
  const tree = routeTree(routes);
  return Object.fromEntries(
    paths.map((pathname) => {
      const matches = matchRoutes(tree, pathname);
      if (!matches) throw new Error(`Página ${pathname} (postbuild/routes.ts): nenhuma rota de app/routes.ts a atende; acrescente a sua rota lá`);
      return [pageFile(pathname), pageMode(matches.map((match) => match.route))];
    }),
  );
}

/**
 * Build step, while the server build is there (before the step that removes it): writes each
 * prerendered page's mode, from the route modules it prerendered them with.
 */
export async function writePageModes(buildDir: string): Promise<void> {
  const server = (await import(/* @vite-ignore */ pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as { routes: Record<string, ServerRoute> };
  await writeFile(pageModesFile(buildDir), `${JSON.stringify(pageModes(server.routes), null, 2)}\n`);
}

/** The built pages' modes, as the build wrote them (`SITE_BUILD_DIR`, default `build`). */
export function readPageModes(buildDir = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? 'build'}`, import.meta.url))): PageModes {
  return JSON.parse(readFileSync(pageModesFile(buildDir), 'utf8')) as PageModes;
}

/** The files of the built pages in `mode`. */
export const pagesIn = (modes: PageModes, mode: PageMode): string[] =>
  Object.entries(modes)
    .filter(([, each]) => each === mode)
    .map(([file]) => file);
