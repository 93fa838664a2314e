// Projects: desktop (tagged @desktop-only): a deploy swaps files under the server, whatever the screen.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactPage, fipeAction, headerLabels } from '@repo/content';
import { expect, type Page, test } from '@playwright/test';
import { hostConfigurations } from '../postbuild/hosts.ts';
import { documentHeaders, editorDocumentHeaders } from '../postbuild/policy.ts';
import { inlineScriptHashes, precompressedFiles } from '../postbuild/write.ts';
import { nginxArguments, nginxPath, writeNginxServerConfig } from '../scripts/nginx.mjs';
import { fipeVehicles, serveFipe } from './fipe';
import { holdRequests, waitForHydration, waitForPage } from './hydration';
import { stubMap } from './map';
import { fillPersonalPF, stepHeading, textbox } from './wizard';

/*
 * A visitor keeps a page open while the next build is deployed. Like Netlify's atomic deploys,
 * the host then serves the new build only: the open page's hashed files are gone. The test serves
 * a copy of the build, opens a page, then deploys "the next build" in its place — the same files,
 * every hashed one under a new name (as a framework upgrade renames them all: the modules, the
 * styles, the photos), every reference and the CSP following — and goes on. On `pnpm start`'s
 * server and on real nginx, each with the configuration the build writes for it.
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

/**
 * A hashed file's name in the next build: the modules and styles under `assets/` (`name-<hash>.js`),
 * the photos (`name-<hash>-<width>.avif`) and the institutions' logos (`name-<hash>.svg`); `null`
 * for a file whose name carries no hash.
 */
function nextName(file: string): string | null {
  const name = path.basename(file);
  if (file.includes(`${path.sep}assets${path.sep}`)) return name.replace(/-([\w-]+)\.(js|css)$/, '-next$1.$2');
  if (/-[0-9a-f]{8}-\d+\.(avif|webp|jpe?g|png)$/.test(name)) return name.replace(/-([0-9a-f]{8})-/, '-next$1-');
  if (file.includes(`${path.sep}instituicoes${path.sep}`) && /-[0-9a-f]{8}\.(svg|png|webp)$/.test(name)) return name.replace(/-([0-9a-f]{8})\./, '-next$1.');
  return null;
}

/** Renames every hashed file of the build in `dir` and rewrites what refers to it, as a new build would. */
async function deployNextBuild(dir: string) {
  const clientDir = path.join(dir, 'client');
  // The files compressed at build are made again, last, from what is rewritten here.
  for (const file of await filesBelow(clientDir)) if (/\.(br|gz)$/.test(file)) await rm(file);
  const renamed = new Map<string, string>();
  for (const file of await filesBelow(clientDir)) {
    const next = nextName(file);
    if (next !== null && next !== path.basename(file)) renamed.set(file, path.join(path.dirname(file), next));
  }
  const names = [...renamed].map(([before, after]) => [path.basename(before), path.basename(after)] as const);
  for (const file of await filesBelow(clientDir)) {
    if (!/\.(html|js|css|json|xml)$/.test(file)) continue;
    let text = await readFile(file, 'utf8');
    for (const [before, after] of names) text = text.replaceAll(before, after);
    await writeFile(file, text);
  }
  for (const [before, after] of renamed) await rename(before, after);
  const pages = (await filesBelow(clientDir)).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const file of pages) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  const hosts = hostConfigurations(documentHeaders([...hashes].sort()), editorDocumentHeaders([]));
  await writeFile(path.join(dir, 'serve.json'), hosts.serveJson);
  await writeFile(path.join(dir, 'nginx.conf'), hosts.nginxConf);
  await writeFile(path.join(dir, 'nginx-brotli.conf'), hosts.nginxBrotliConf);
  await precompressedFiles(clientDir);
  return names;
}

/** A host serving the copy of the build in a folder: `pnpm start`'s server, or nginx with the build's nginx.conf. */
type Host = { name: string; start: (dir: string) => ChildProcess; cleanUp?: () => Promise<void> };

let nginxTempDir: string | undefined;
const hosts: Host[] = [
  {
    name: 'pnpm start',
    start: (dir) =>
      spawn(process.execPath, [path.join(siteDir, 'scripts/serve.mjs')], { env: { ...process.env, PORT: String(port), SITE_BUILD_DIR: dir }, stdio: 'ignore' }),
  },
  {
    name: 'nginx',
    start: (dir) => {
      const { tempDir, configFile } = writeNginxServerConfig({ port, buildDir: dir });
      nginxTempDir = tempDir;
      return spawn(nginxPath, nginxArguments(tempDir, configFile), { stdio: 'ignore' });
    },
    cleanUp: async () => {
      if (nginxTempDir) await rm(nginxTempDir, { recursive: true, force: true });
      nginxTempDir = undefined;
    },
  },
];

/** The host on a copy of the build; the host's deploy restarts it. */
async function startServer(host: Host, dir: string): Promise<ChildProcess> {
  // The previous server's port may take a moment to be free again on a busy machine: try again.
  for (let attempt = 1; ; attempt++) {
    const server = host.start(dir);
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
    await host.cleanUp?.();
    if (attempt === 5) throw new Error(`${host.name} did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stopServer(host: Host, server: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
  await host.cleanUp?.();
}

test.describe('across a deploy', () => {
  // One server on one port: these tests run one after the other, on one screen size; each copies
  // the build and starts a server, twice for a deploy.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let host: Host = hosts[0]!;
  let dir: string;
  let server: ChildProcess;
  /**
   * The next build, made once from a copy of the build (its files renamed, rewritten and compressed
   * again: seconds of brotli) and copied in place of the served folder at each deploy.
   */
  let next: { dir: string; renamed: Awaited<ReturnType<typeof deployNextBuild>> };

  test.beforeAll(async () => {
    const nextDir = await mkdtemp(path.join(os.tmpdir(), 'site-next-build-'));
    await cp(builtDir, nextDir, { recursive: true });
    next = { dir: nextDir, renamed: await deployNextBuild(nextDir) };
  });

  test.afterAll(async () => {
    if (next) await rm(next.dir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }) => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-deploy-'));
    await cp(builtDir, dir, { recursive: true });
    server = await startServer(host, dir);
    await stubMap(page);
  });

  test.afterEach(async () => {
    await stopServer(host, server);
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * A page just opened: hydrated (or loaded, for a page that does not hydrate), and nothing more
   * waited for. What recovers a click across a deploy is in the client entry; fetched any later, a
   * deploy that came first would have removed it too (with `MODULE_DELAY_MS`, every module the
   * page asks for from here on arrives after the deploy has begun).
   */
  async function openFor(page: Page, url: string) {
    await page.goto(url);
    await waitForPage(page, new URL(url).pathname);
  }

  /** The host stopped, the served folder's files replaced by the next build's, the host started again. */
  async function deploy() {
    await stopServer(host, server);
    await rm(dir, { recursive: true, force: true });
    await cp(next.dir, dir, { recursive: true });
    server = await startServer(host, dir);
    return next.renamed;
  }

  /** The page's scripts, every one from the new build. */
  async function expectScriptsOfNewBuild(page: Page) {
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((name) => name.includes('-next'))).toBe(true);
  }

  const clicks = [
    // Pages that do not hydrate (the landing: only its simulator does): their links are plain links, whatever the deploy.
    { from: '/', link: 'Contato', to: '/contato', heading: contactPage.title },
    { from: '/clientes', link: 'Contato', to: '/contato', heading: contactPage.title },
    { from: '/sobre', link: 'Contato', to: '/contato', heading: contactPage.title },
  ] as const;

  for (const each of hosts) {
    test.describe(`on ${each.name}`, () => {
      test.beforeAll(() => {
        host = each;
      });

      for (const { from, link, to, heading } of clicks) {
        test(`a click on ${from}'s header link '${link}' after a deploy loads ${to} from the new build`, { tag: '@desktop-only' }, async ({ page }) => {
          await openFor(page, `${origin}${from}`);
          const renamed = await deploy();
          // Every hashed file has a new name: the modules of the open page are all gone.
          expect(renamed.length).toBeGreaterThan(20);
          const documents: string[] = [];
          page.on('request', (request) => {
            // The page's own loads, not its map's frame.
            if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
          });
          await page.getByRole('navigation', { name: headerLabels.navigation }).first().getByRole('link', { name: link, exact: true }).click();
          // A failed import, then a document load: a loaded machine may take seconds over both.
          await expect(page).toHaveURL(`${origin}${to}`, { timeout: 20_000 });
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          // A full load of the target, from the new build (which then hydrates), and not of this page again.
          expect(documents).toEqual([to]);
          await waitForHydration(page);
          await expectScriptsOfNewBuild(page);
        });
      }
    });
  }

  test.describe('on pnpm start', () => {
    test.beforeAll(() => {
      host = hosts[0]!;
    });

    // Each form's island: the contact form's and the wizard's.
    for (const { path: formPath, nameLabel } of [
      { path: '/contato', nameLabel: 'Nome' },
      { path: '/financiamento', nameLabel: 'Nome completo' },
    ] as const) {
      test(`${formPath}: a lazy module gone with a deploy comes with the page reloaded from the new build, and what was typed stays`, { tag: '@desktop-only' }, async ({ page }) => {
        // The input masks (imask) are fetched once a masked field has mounted: held back here until
        // the deploy, as if the visitor's connection had been that slow.
        const assetsDir = path.join(dir, 'client/assets');
        const names = await readdir(assetsDir);
        // The whole pages' build and the islands' (postbuild/islands.ts) each have their own copy.
        const masks = names.filter((name) => name.endsWith('.js') && !name.startsWith('manifest-') && readFileSync(path.join(assetsDir, name), 'utf8').includes('IMask'));
        expect(masks.length).toBeGreaterThan(0);
        const releases = await Promise.all(masks.map((file) => holdRequests(page, `**/assets/${file}`)));
        const release = () => releases.forEach((each) => each());
        await openFor(page, `${origin}${formPath}`);
        const name = page.getByRole('textbox', { name: nameLabel, exact: true });
        const phone = page.getByRole('textbox', { name: 'Telefone', exact: true });
        await name.fill('Maria Souza');
        await phone.pressSequentially('11987654321');
        await deploy();
        const documents: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
        });
        release();
        // The page comes again from the new build, masks included: the phone is formatted. A reload
        // and a hydration, which a loaded machine may take seconds over.
        await expect(phone).toHaveValue('(11) 98765-4321', { timeout: 20_000 });
        expect(documents).toEqual([formPath]);
        await expect(name).toHaveValue('Maria Souza');
        await expect(phone).toBeFocused();
        await expectScriptsOfNewBuild(page);
      });
    }

    test('before a deploy, a click to a page that hydrates is a client-side navigation', { tag: '@desktop-only' }, async ({ page }) => {
      // From the 404 page to /canais-oficiais, the pages that hydrate whole (the landing's, /contato's
      // and /financiamento's forms are islands: their pages load as documents).
      // React Router logs the 404 page's own route error as it hydrates, at times after the page
      // says it has hydrated on a loaded machine: awaited here, so the errors below are the click's.
      const notFoundLogged = page.waitForEvent('console', (message) => message.text().includes('non-existent route: /rota/inexistente'));
      await page.goto(`${origin}/rota/inexistente`);
      await waitForHydration(page);
      await notFoundLogged;
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
      });
      // The check before the navigation (page-start/deploys.ts) reads React Router's window globals
      // (`__reactRouterDataRouter`, `__reactRouterRouteModules`, `__reactRouterManifest`): should a
      // release drop or reshape one, React Router logs the check's error and navigates anyway.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // /canais-oficiais hydrates whole for its checker; the header's pages are plain or islands.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Canais oficiais', exact: true }).click();
      await expect(page).toHaveURL(`${origin}/canais-oficiais`);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      expect(documents).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
  test.describe('on nginx', () => {
    test.beforeAll(() => {
      host = hosts[1]!;
    });

    test("/financiamento's step 2: 'Consultar a tabela FIPE' after a deploy reloads the page from the new build, keeps what was typed and opens the lookup", { tag: '@desktop-only' }, async ({ page }) => {
      await serveFipe(page);
      await openFor(page, `${origin}/financiamento`);
      await fillPersonalPF(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
      const kind = page.getByRole('combobox', { name: 'Tipo de veículo', exact: true });
      await kind.selectOption({ label: 'Carro' });
      const makeModel = textbox(page, 'Marca e modelo');
      await makeModel.fill('Fiat Uno');
      await deploy();
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
      });
      // The lookup's module, asked for now, is gone with the deploy.
      await page.getByRole('button', { name: fipeAction.label }).click();
      // The page comes again from the new build, on the same step, and the press is made there: the
      // lookup opens on its first question, the brand (the kind is the form's). A reload and a
      // hydration, which a loaded machine may take seconds over.
      const lookup = page.getByRole('group', { name: 'Tabela FIPE' });
      const brand = lookup.getByRole('combobox', { name: 'Marca', exact: true });
      await expect(brand).toBeFocused({ timeout: 20_000 });
      expect(documents).toEqual(['/financiamento']);
      await expect(stepHeading(page, 'Dados do veículo')).toBeVisible();
      await expect(kind).toHaveValue('carro');
      await expect(makeModel).toHaveValue('Fiat Uno');
      await expect(page.getByText(fipeAction.unavailable)).toHaveCount(0);
      await expectScriptsOfNewBuild(page);
      // The lookup works: the table's price fills the value.
      const car = fipeVehicles.carro;
      await brand.fill('volks');
      await lookup.getByRole('option', { name: car.brand.name, exact: true }).click();
      await lookup.getByRole('combobox', { name: 'Modelo', exact: true }).fill('amarok high');
      await lookup.getByRole('option', { name: car.model.name, exact: true }).click();
      await lookup.getByRole('combobox', { name: 'Ano', exact: true }).click();
      await lookup.getByRole('option', { name: car.year.name, exact: true }).click();
      await expect(textbox(page, 'Valor do veículo')).toHaveValue(car.price.price.replace('R$ ', ''));
      // And step 1's answers came back with the draft: Voltar shows them.
      await page.getByRole('button', { name: 'Voltar' }).click();
      await expect(textbox(page, 'Nome completo')).toHaveValue('Maria da Silva');
    });
  });

});
