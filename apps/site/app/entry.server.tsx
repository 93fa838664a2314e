import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { type SiteCss, SiteCssContext } from './page-start/entries';
import { type IslandPrerender, IslandPrerenderContext } from './page-start/entries';
import { islandNameOf } from './page-start/entries';
import type { IslandModule } from './page-start/entries';
import { SpaFallbackContext } from './page-start/entries';

/** Islands prerendered as their own roots, with their modules by name (page-start/Island.tsx). */
const islands: IslandPrerender = {
  render: (content, identifierPrefix) => renderToString(content, { identifierPrefix }),
  modules: Object.fromEntries(
    Object.entries(import.meta.glob<IslandModule>('./islands/*.island.tsx', { eager: true })).map(([file, module]) => [islandNameOf(file), module]),
  ),
};

// React Router's default server entry (ssr: false: it only prerenders, at build time, so every
// render waits for all content), plus the site's one stylesheet inlined into each page.

export const streamTimeout = 5_000;

/**
 * The site's single stylesheet (`build.cssCodeSplit: false` puts it on the root route): its URL,
 * and its text read from the client build, which Vite has written before prerendering starts.
 * The server bundle is `<build>/server/index.js`; the client files are in `<build>/client`.
 */
function siteCss(routerContext: EntryContext): SiteCss | null {
  if (import.meta.env.DEV) return null;
  const hrefs = routerContext.manifest.routes.root?.css ?? [];
  if (hrefs.length !== 1) {
    throw new Error(`A rota raiz tem ${hrefs.length} folhas de estilos, e o site espera uma só: mantenha build.cssCodeSplit: false em vite.config.ts`);
  }
  const href = hrefs[0]!;
  return { href, text: readFileSync(new URL(`../client${href}`, import.meta.url), 'utf8') };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const css = siteCss(routerContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <SiteCssContext.Provider value={css}>
        <IslandPrerenderContext.Provider value={islands}>
          <SpaFallbackContext.Provider value={routerContext.isSpaMode}>
            <ServerRouter context={routerContext} url={request.url} />
          </SpaFallbackContext.Provider>
        </IslandPrerenderContext.Provider>
      </SiteCssContext.Provider>,
      {
        // Every page is written whole at build: a Suspense boundary's content (the market rate's
        // lazy block) stays in place, never outlined into a hidden copy swapped in by an inline
        // script, which React does past this many bytes when streaming to a visitor.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
