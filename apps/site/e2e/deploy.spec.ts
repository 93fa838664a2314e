// Projects: desktop (tagged @desktop-only): a deploy swaps files under the server, whatever the screen.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { galleryCopy, headerLabels } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { hostConfigurations } from '../deploy/hosts.ts';
import { documentHeaders, editorDocumentHeaders } from '../deploy/policy.ts';
import { inlineScriptHashes, precompressedFiles } from '../deploy/write.ts';
import { holdRequests, waitForHydration } from './hydration';
import { stubMap } from './map';

/*
 * A visitor keeps a page open while the next build is deployed. Like Netlify's atomic deploys,
 * the host then serves the new build only: the open page's hashed modules are gone. The test
 * serves a copy of the build, opens a page, then deploys "the next build" in its place — the same
 * files under new hashed names, every reference and the CSP following — and goes on.
 */
const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtDir = path.join(siteDir, process.env.SITE_BUILD_DIR ?? 'build');
// E2E_PORT + 1 is the demo suite's, + 2 nginx's.
const port = Number(process.env.E2E_PORT ?? 4174) + 3;
const origin = `http://localhost:${port}`;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Renames every hashed file of the build in `dir` and rewrites what refers to it, as a new build would. */
async function deployNextBuild(dir: string) {
  const clientDir = path.join(dir, 'client');
  const assetsDir = path.join(clientDir, 'assets');
  // The files compressed at build are made again, last, from what is rewritten here.
  for (const file of await filesBelow(clientDir)) if (/\.(br|gz)$/.test(file)) await rm(file);
  const renamed = new Map((await readdir(assetsDir)).map((name) => [name, name.replace(/-([\w-]+)\.(js|css)$/, '-next$1.$2')]));
  for (const file of await filesBelow(clientDir)) {
    if (!/\.(html|js|css)$/.test(file)) continue;
    let text = await readFile(file, 'utf8');
    for (const [before, after] of renamed) text = text.replaceAll(before, after);
    await writeFile(file, text);
  }
  for (const [before, after] of renamed) await rename(path.join(assetsDir, before), path.join(assetsDir, after));
  const pages = (await filesBelow(clientDir)).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const file of pages) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  await writeFile(path.join(dir, 'serve.json'), hostConfigurations(documentHeaders([...hashes].sort()), editorDocumentHeaders([])).serveJson);
  await precompressedFiles(clientDir);
  return renamed;
}

/** `pnpm start`'s server on a copy of the build; the host's deploy restarts it. */
async function startServer(dir: string): Promise<ChildProcess> {
  // The previous server's port may take a moment to be free again on a busy machine: try again.
  for (let attempt = 1; ; attempt++) {
    const server = spawn(process.execPath, [path.join(siteDir, 'scripts/serve.mjs')], {
      env: { ...process.env, PORT: String(port), SITE_BUILD_DIR: dir },
      stdio: 'ignore',
    });
    const listening = await new Promise<boolean>((resolve) => {
      // Until it serves the page: a moment after its start.
      const poll = () =>
        fetch(`${origin}/`).then(
          (response) => (response.ok ? resolve(true) : setTimeout(poll, 100)),
          () => (server.exitCode === null ? setTimeout(poll, 100) : resolve(false)),
        );
      poll();
    });
    if (listening) return server;
    if (attempt === 5) throw new Error(`the server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

test.describe('across a deploy', () => {
  // One server on one port: these tests run one after the other, on one screen size; each copies
  // the build and starts a server, twice for a deploy.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let dir: string;
  let server: ChildProcess;

  test.beforeEach(async ({ page }) => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-deploy-'));
    await cp(builtDir, dir, { recursive: true });
    server = await startServer(dir);
    await stubMap(page);
  });

  test.afterEach(async () => {
    await stopServer(server);
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * What a page open for a moment has: the module that handles a deploy, fetched as it hydrated
   * (app/delivery/acrossDeploys.ts). A deploy within that moment is not covered (docs/deploy.md).
   */
  async function openFor(page: Page, url: string) {
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/deploys-[^/]+\.js$/.test(entry.name)));
  }

  async function deploy() {
    await stopServer(server);
    const renamed = await deployNextBuild(dir);
    server = await startServer(dir);
    return renamed;
  }

  test('a click on a header link after a deploy loads the page it points to', { tag: '@desktop-only' }, async ({ page }) => {
    await openFor(page, `${origin}/`);
    await deploy();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('navigation', { name: headerLabels.navigation }).first().getByRole('link', { name: 'Clientes' }).click();
    // A failed import, then a document load: a loaded machine may take seconds over both.
    await expect(page).toHaveURL(`${origin}/clientes`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(galleryCopy.title);
    // A full load of the target, from the new build (which then hydrates), and not of `/` again.
    expect(documents).toEqual(['/clientes']);
    await waitForHydration(page);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((name) => name.includes('-next'))).toBe(true);
  });

  test('a lazy module gone with a deploy comes with the page reloaded from the new build, and what was typed stays', { tag: '@desktop-only' }, async ({ page }) => {
    // The input masks (imask) are fetched once a masked field has mounted: held back here until
    // the deploy, as if the visitor's connection had been that slow.
    const assetsDir = path.join(dir, 'client/assets');
    const names = await readdir(assetsDir);
    const masks = names.find((name) => name.endsWith('.js') && !name.startsWith('manifest-') && readFileSync(path.join(assetsDir, name), 'utf8').includes('IMask'));
    expect(masks).toBeDefined();
    const release = await holdRequests(page, `**/assets/${masks}`);
    await openFor(page, `${origin}/contato`);
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    const phone = page.getByRole('textbox', { name: 'Telefone', exact: true });
    await name.fill('Maria Souza');
    await phone.pressSequentially('11987654321');
    await deploy();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    release();
    // The page comes again from the new build, masks included: the phone is formatted. A reload
    // and a hydration, which a loaded machine may take seconds over.
    await expect(phone).toHaveValue('(11) 98765-4321', { timeout: 20_000 });
    expect(documents).toEqual(['/contato']);
    await expect(name).toHaveValue('Maria Souza');
    await expect(phone).toBeFocused();
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.every((name) => name.includes('-next'))).toBe(true);
  });

  test('before a deploy, the same click is a client-side navigation', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('navigation', { name: headerLabels.navigation }).first().getByRole('link', { name: 'Clientes' }).click();
    await expect(page).toHaveURL(`${origin}/clientes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(galleryCopy.title);
    expect(documents).toEqual([]);
  });
});
