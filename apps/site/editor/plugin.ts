import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { editorFiles, editorPath } from './page.ts';

/** decap-server's address in local mode: `DECAP_SERVER_PORT` (`pnpm editor` sets it), default 8081. */
export const localBackendUrl = (port = process.env.DECAP_SERVER_PORT ?? '8081') => `http://localhost:${port}/api/v1`;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The editor at /admin in development (`pnpm dev`, and local mode: `pnpm editor`), on the local
 * backend: Decap talks to `decap-server`, which reads and writes the working tree. Its
 * configuration is generated again on each visit, so a field added to the schema is there on
 * the next reload. The production build writes the same page (postbuild/pipeline.ts).
 */
export function editorInDevelopment(): Plugin {
  return {
    name: 'site:editor',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (url === editorPath.slice(0, -1)) {
          response.writeHead(302, { Location: editorPath }).end();
          return;
        }
        if (!url.startsWith(editorPath)) return next();
        try {
          // The configuration reads the schema, TypeScript: Vite's module runner evaluates it.
          const { module } = await runnerImport<typeof import('./config.ts')>(fileURLToPath(new URL('./config.ts', import.meta.url)));
          const files = editorFiles({ connected: true, config: module.editorConfig({ local: localBackendUrl() }) });
          const name = url.slice(editorPath.length) || 'index.html';
          const file = files.get(name);
          if (file === undefined) return next();
          response.writeHead(200, { 'Content-Type': types[path.extname(name)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
          response.end(file());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
