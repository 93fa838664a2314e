import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPreambleModule } from './islandNames';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));

/*
 * In `react-router dev` an island's page has none of React Router's scripts, so Island.tsx imports
 * React Router's preamble module itself, by its Vite id: a React Router release that renames or
 * drops it would leave every island unhydrated in development (its entry throws without the
 * preamble), and nothing in the production build would show it.
 */
describe("an island's preamble in development", () => {
  let server: ViteDevServer;
  let origin: string;
  beforeAll(async () => {
    server = await createServer({
      root: siteDir,
      configFile: path.join(siteDir, 'vite.config.ts'),
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0, hmr: false },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('the dev server has no port');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is served by React Router's dev server and sets what the island's transformed code requires", async () => {
    // React Router's transform of a component module (the contact island's form) throws unless the
    // preamble has run.
    const island = await fetch(`${origin}/${path.relative(siteDir, fileURLToPath(new URL('../flows/contact/ContactForm.tsx', import.meta.url)))}`);
    expect(island.status).toBe(200);
    const required = /if \(!window\.(\w*preamble\w*)\)/.exec(await island.text())?.[1];
    expect(required).toBeDefined();

    const preamble = await fetch(`${origin}${devPreambleModule}`);
    expect(preamble.status).toBe(200);
    // An id the dev server does not know is answered with the site's HTML, also 200.
    expect(preamble.headers.get('content-type')).toMatch(/javascript/);
    const code = await preamble.text();
    expect(code).toContain(`window.${required} = true`);
    // And the fast refresh runtime it installs is served too.
    const runtime = /^import \w+ from "([^"]+)"/m.exec(code)?.[1];
    expect(runtime).toBeDefined();
    const runtimeResponse = await fetch(`${origin}${runtime}`);
    expect(runtimeResponse.status).toBe(200);
    expect(await runtimeResponse.text()).toContain('injectIntoGlobalHook');
  });
});
