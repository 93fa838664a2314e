import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFoundPath } from './routes';

/**
 * Turns the prerendered client build into a deployable static site:
 * the catch-all page becomes `404.html`, and the serving policy is written for `serve`.
 */
export async function writeDeployFiles(clientDir: string): Promise<void> {
  const notFoundDir = path.join(clientDir, notFoundPath);
  const notFoundHtml = await readFile(path.join(notFoundDir, 'index.html'), 'utf8');
  await writeFile(path.join(clientDir, '404.html'), notFoundHtml);
  await rm(notFoundDir, { recursive: true });
  // Every page is prerendered, so the SPA fallback would only ever be served by mistake.
  await rm(path.join(clientDir, '__spa-fallback.html'), { force: true });

  const serveConfig = {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      {
        source: 'assets/**',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ],
  };
  await mkdir(path.dirname(clientDir), { recursive: true });
  await writeFile(path.join(clientDir, '..', 'serve.json'), `${JSON.stringify(serveConfig, null, 2)}\n`);
}
