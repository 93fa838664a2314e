import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { rateClaimOf } from '@repo/content';
import { loadBroker } from '@repo/content/brokers';
import sharp from 'sharp';
import { reactRouterBin } from '../scripts/react-router-bin.mjs';
import { photoCacheDir } from '../postbuild/photos';
import { copyRepository, gitStatus, removeCopy } from './repository';

/*
 * The broker's staff keep the site current through the real editor (Decap CMS) on its real local
 * backend (decap-server), started by the local-mode command (`pnpm editor`) in a temporary copy of
 * the repository: what they save lands in the copy's working tree, and the copy's build publishes
 * it, or refuses it in Portuguese and leaves the previous build as it was.
 */

const port = Number(process.env.E2E_PORT ?? 4174);
// E2E_PORT + 1 and + 2 are the main suite's; these three are this suite's.
const sitePort = port + 3;
const decapPort = port + 4;
const servePort = port + 5;

const broker = 'demo';
const brokerFile = (repo: string) => path.join(repo, 'packages/content/brokers', broker, 'broker.json');
const readBroker = (repo: string) => JSON.parse(readFileSync(brokerFile(repo), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test.describe.configure({ mode: 'serial' });

let repo: string;
let editor: ChildProcess;
let siteServer: ChildProcess | undefined;
/** The staff's phone: where the photo they upload is, outside the repository. */
const phoneDir = path.join(os.tmpdir(), `editor-e2e-phone-${process.pid}`);

/** What the servers the tests started printed, for the message of a test that fails. */
let output = '';
const collect = (child: ChildProcess) => {
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return child;
};

/** Resolves once `url` answers 200; fails when `server` stops first, or after `ms`. */
async function answered(url: string, server: ChildProcess, ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${url}: its server stopped; it said:\n${output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer; the servers said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `react-router build` of the demo broker in the copy, as the Git host would run it; its exit code and output. */
async function buildCopy(): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, [reactRouterBin, 'build'], {
    cwd: path.join(repo, 'apps/site'),
    env: { ...process.env, BROKER: broker, CMS_REPO: 'corretora/site', SITE_BUILD_DIR: 'build', NODE_ENV: 'production', SITE_PHOTO_CACHE: photoCacheDir },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
  return { code, output };
}

/** Every file of the copy's build, with a hash of its bytes. */
function buildFingerprint(): Record<string, string> {
  const dir = path.join(repo, 'apps/site/build');
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

/** Opens the demo broker in the editor, logged in to the local backend. */
async function openBroker(page: Page) {
  // A save restarts the site's server (it reads the brokers again): the page is there once it is back.
  await expect(async () => void (await page.goto(`http://localhost:${sitePort}/admin/`))).toPass();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText('Demo Crédito Veicular').click();
  await expect(page.getByText('Nome da empresa', { exact: true })).toBeVisible();
}

const financing = (page: Page) => page.locator('div[id^="financiamento-field-"]');

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar agora').click();
}

/**
 * A photo as a phone takes it: 4032 × 3024, a JPEG of a few MB named IMG_1234.JPG, with the
 * phone's model and where it was taken in its EXIF.
 */
async function phonePhoto(): Promise<string> {
  const small = Buffer.alloc(64 * 48 * 3);
  for (let index = 0; index < small.length; index++) small[index] = (Math.sin(index * 0.37) * 0.5 + 0.5) * 255;
  const file = path.join(phoneDir, 'IMG_1234.JPG');
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(small, { raw: { width: 64, height: 48, channels: 3 } })
    .resize(4032, 3024, { kernel: 'cubic' })
    .composite([{ input: { create: { width: 4032, height: 3024, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } } }, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Telefone', Model: 'Modelo X' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '15/1 53/1 24/1', GPSLongitudeRef: 'W', GPSLongitude: '52/1 15/1 36/1' } })
    .toFile(file);
  return file;
}

test.beforeAll(async () => {
  repo = copyRepository();
  // The one command of local mode, in the copy.
  editor = collect(
    spawn(process.execPath, [path.join(repo, 'apps/site/scripts/editor.mjs')], {
      cwd: path.join(repo, 'apps/site'),
      env: { ...process.env, PORT: String(sitePort), DECAP_SERVER_PORT: String(decapPort), BROKER: broker, SITE_PHOTO_CACHE: photoCacheDir },
    }),
  );
  await answered(`http://localhost:${sitePort}/admin/`, editor);
});

test.afterAll(() => {
  siteServer?.kill('SIGTERM');
  editor?.kill('SIGTERM');
  if (repo) removeCopy(repo);
  removeCopy(phoneDir);
});

test('the editor speaks Portuguese: every phrase of Decap in Portuguese, none in English on its screens, its lists summarised in Portuguese', async ({ page }) => {
  // Decap reads its configuration once started: what it says meanwhile is Portuguese too.
  await page.route('**/admin/config.yml', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`http://localhost:${sitePort}/admin/`);
  await expect(page.getByText('Carregando configuração...')).toBeVisible();
  await expect(page.getByText('Loading configuration...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  const phrases = await page.evaluate(() => {
    type Phrases = { [key: string]: string | Phrases };
    const flat = (phrases: Phrases, prefix = ''): [string, string][] =>
      Object.entries(phrases).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : flat(value, `${prefix}${key}.`)));
    const editor = window as unknown as { CMS: { getLocale(name: string): Phrases }; siteEditor: { english: Phrases } };
    // Decap's English as it came (the page gives Decap's default language the Portuguese).
    return { en: flat(editor.siteEditor.english), pt: Object.fromEntries(flat(editor.CMS.getLocale('pt'))), default: Object.fromEntries(flat(editor.CMS.getLocale('en'))) };
  });
  expect(phrases.en.length).toBeGreaterThan(200);
  expect(phrases.en.filter(([key]) => !(key in phrases.pt)).map(([key]) => key)).toEqual([]);
  expect(phrases.default).toEqual(phrases.pt);

  // The screens a broker's staff see: the collection, and the broker's form with a product, its
  // installments and a day of its opening hours open. Neither their text nor what a screen reader
  // says of their controls (aria-label) is English.
  const english = new Set(phrases.en.map(([, value]) => value).filter((value) => !value.includes('%{') && value.length > 3 && !Object.values(phrases.pt).includes(value)));
  const ariaEnglish = /^(Remove|Add|Delete|Expand|Collapse|Close|Open|Toggle|Clear|Select|Choose|Loading)\b/;
  const shown = async () => (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  const labels = async () => (await page.locator('[aria-label]').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))).filter((label) => english.has(label) || ariaEnglish.test(label));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Demo Crédito Veicular')).toBeVisible();
  expect((await shown()).filter((line) => english.has(line))).toEqual([]);
  expect(await labels()).toEqual([]);
  await page.getByText('Demo Crédito Veicular').click();
  await financing(page).getByRole('button', { name: 'Expandir' }).first().click();

  // Each day's hours and each installment count, said as the staff would say them.
  const hours = page.locator('div[id^="horarios-field-"]');
  await expect(hours.getByText('Segunda a sexta: 09:00–18:30')).toBeVisible();
  await expect(hours.getByText('Sábado: 09:00–13:00')).toBeVisible();
  await expect(hours.getByText('Domingo: fechado')).toBeVisible();
  await expect(financing(page).getByText('48 parcelas')).toBeVisible();
  // The item's toggle, the first button of the bar its summary is in, opens it.
  const saturday = hours.locator('div').filter({ has: page.getByText('Sábado: 09:00–13:00', { exact: true }) }).filter({ has: page.locator('button') }).last();
  await saturday.locator('button').first().click({ timeout: 10_000 });
  await expect(hours.getByRole('button', { name: 'Remover Sábado' })).toBeAttached();

  // A rate is required once financing is offered: not "(opcional)"; the map, which is, still says so.
  const label = (within: ReturnType<Page['locator']>, text: RegExp) => within.locator('label').filter({ hasText: text }).first().innerText();
  expect(await label(financing(page), /^Taxa mensal/)).not.toMatch(/opcional/i);
  expect(await label(page.locator('body'), /^Mapa incorporado/)).toMatch(/opcional/i);

  expect((await shown()).filter((line) => english.has(line))).toEqual([]);
  expect(await labels()).toEqual([]);
  // Every button says what it does to a screen reader, in Portuguese: none is an icon alone.
  const unnamed = await page.locator('button, [role="button"]').evaluateAll((buttons) =>
    buttons
      .filter((button) => !(button.textContent ?? '').trim() && !button.getAttribute('aria-label') && !(button.id && document.querySelector(`label[for="${button.id}"]`)))
      .map((button) => button.outerHTML.slice(0, 200)),
  );
  expect(unnamed).toEqual([]);
  await expect(hours.getByRole('button', { name: 'Mostrar ou esconder os campos' }).first()).toBeAttached();
  await expect(hours.getByRole('button', { name: 'Arrastar para mudar a ordem' }).first()).toBeAttached();
});

test('the staff change the financing rate and add a phone’s photo; the build publishes both', async ({ page }) => {
  const before = readBroker(repo);
  expect(before.produtos.financiamento.taxaMensal).toBe(1.39);
  const photo = await phonePhoto();

  await openBroker(page);
  await financing(page).getByRole('button', { name: 'Expandir' }).first().click();
  const rate = financing(page).getByLabel(/^Taxa mensal/);
  // Shown the Brazilian way, and typed so, key by key.
  await expect(rate).toHaveValue('1,39');
  await rate.clear();
  await rate.pressSequentially('1,59');
  const photos = page.locator('div[id^="fotos-field-"]');
  await photos.getByRole('button', { name: 'Adicionar fotos de clientes' }).click();
  // A new photo comes first: the gallery shows the newest client first.
  await photos.locator('[aria-label="campo image"]').first().getByRole('button', { name: 'Escolha uma imagem' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Escolher selecionado' }).click();
  const alt = 'Cliente recebe as chaves do carro financiado na loja de Belo Horizonte';
  await photos.getByLabel(/^Texto alternativo/).first().fill(alt);
  await publish(page);
  await expect(page.getByText('Entrada salva')).toBeVisible();
  await expect(rate).toHaveValue('1,59');

  // In the working tree: the file with the new rate and photo, nothing else changed, and the photo.
  const after = readBroker(repo);
  expect(after).toEqual({
    ...before,
    produtos: { ...before.produtos, financiamento: { ...before.produtos.financiamento, taxaMensal: 1.59 } },
    fotos: [{ arquivo: 'img_1234.jpg', textoAlternativo: alt }, ...before.fotos],
  });
  expect(readFileSync(brokerFile(repo), 'utf8')).toBe(`${JSON.stringify(after, null, 2)}\n`);
  expect(gitStatus(repo)).toEqual([' M packages/content/brokers/demo/broker.json', '?? packages/content/brokers/demo/photos/img_1234.jpg']);

  // The build, as the Git host runs it on the commit.
  const build = await buildCopy();
  expect(build.code, build.output).toBe(0);
  siteServer = collect(
    spawn(process.execPath, [path.join(repo, 'apps/site/scripts/serve.mjs')], {
      env: { ...process.env, PORT: String(servePort), SITE_BUILD_DIR: path.join(repo, 'apps/site/build') },
    }),
  );
  const site = `http://localhost:${servePort}`;
  await answered(`${site}/`, siteServer);

  // `/`: the new rate, and its worked example's CET computed again from it.
  const edited = rateClaimOf(loadBroker(broker, path.join(repo, 'packages/content/brokers')), 'financiamento')!;
  const previous = rateClaimOf(loadBroker(broker), 'financiamento')!;
  expect(edited.display).toBe('1,59% a.m.');
  expect(edited.exampleLine).not.toBe(previous.exampleLine);
  await page.goto(`${site}/`);
  await expect(page.getByText(edited.display).first()).toBeVisible();
  await expect(page.getByText(edited.exampleLine).first()).toBeVisible();
  await expect(page.getByText(previous.exampleLine)).toHaveCount(0);

  // `/clientes`: the new photo first, served small, without its EXIF.
  await page.goto(`${site}/clientes`);
  const image = page.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  const served = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(served).toMatch(/\/uploads\/clientes\/img-1234-[0-9a-f]{8}-\d+\.avif$/);
  const bytes = Buffer.from(await (await fetch(served)).arrayBuffer());
  expect(bytes.length).toBeLessThan(90 * 1024);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.includes('Telefone')).toBe(false);
  await expect(page.getByRole('group', { name: /^Foto 1 de 9$/ }).getByRole('img')).toHaveAttribute('alt', alt);

  // The built editor, under its own policy, connected to the Git host the build was given.
  const violations: string[] = [];
  page.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
  const response = await page.goto(`${site}/admin/`);
  expect(response?.headers()['content-security-policy']).toContain('connect-src \'self\' https://api.github.com');
  await expect(page.getByRole('button', { name: 'Entrar com o GitHub' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a rate typed with a comma, as every Brazilian writes it, is saved as that rate: "0,5" is 0.5% a month, never 5%', async ({ browser }) => {
  // Each rate in a new session, as the staff would open the editor again. A comma, then a dot, each
  // through the real Decap to the file and back; every other way of typing a number, and how a saved
  // rate opens, are editor/page.test.ts's (docs/e2e-moves.md).
  const session = async () => {
    const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await openBroker(page);
    await financing(page).getByRole('button', { name: 'Expandir' }).first().click();
    return { page, rate: financing(page).getByLabel(/^Taxa mensal/) };
  };
  let shown = '1,59';
  for (const [typed, stored, saved] of [['0,5', 0.5, '0,50'], ['1.25', 1.25, '1,25']] as const) {
    const { page, rate } = await session();
    // The saved rate, shown the Brazilian way.
    await expect(rate).toHaveValue(shown);
    await rate.clear();
    await rate.pressSequentially(typed);
    await expect(rate).toHaveValue(typed);
    const restarts = () => output.split('server restarted').length;
    const before = restarts();
    await publish(page);
    await expect(page.getByText('Entrada salva').first()).toBeVisible();
    await expect.poll(() => readBroker(repo).produtos.financiamento.taxaMensal, typed).toBe(stored);
    // The site's server reads the saved file again: the next session opens once it has.
    await expect.poll(restarts, { timeout: 60_000 }).toBeGreaterThan(before);
    shown = saved;
    await page.context().close();
  }
  const { rate } = await session();
  await expect(rate).toHaveValue('1,25');
});

test('a rate out of range is refused in the form, in Portuguese, and by the build when it comes another way; a mistake only the build sees fails it, naming the field; the published build stays', async ({ page }) => {
  const published = buildFingerprint();
  const saved = readFileSync(brokerFile(repo), 'utf8');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await openBroker(page);
  await financing(page).getByRole('button', { name: 'Expandir' }).first().click();
  const rate = financing(page).getByLabel(/^Taxa mensal/);
  await rate.fill('12');
  // The staff scroll on, to the end of the form, and publish from the top bar.
  await page.getByLabel(/^Satisfação \(%\)/).scrollIntoViewIfNeeded();
  await expect(rate).not.toBeInViewport();
  await publish(page);
  // Said at the field, with the range; the form brings the field back into view; nothing saved.
  await expect(financing(page).getByText('Taxa mensal (% ao mês): esperado um número entre 0,1% e 10% ao mês.')).toBeVisible();
  await expect(rate).toBeInViewport();
  expect(readFileSync(brokerFile(repo), 'utf8')).toBe(saved);
  expect(errors).toEqual([]);

  // More satisfied clients than clients served: each number is in range, the form saves it; the
  // rule across the two is the build's.
  await rate.fill('1.59');
  await page.getByLabel(/^Clientes satisfeitos/).fill('900');
  await publish(page);
  await expect(page.getByText('Entrada salva')).toBeVisible();
  expect(readBroker(repo).numeros.clientesSatisfeitos).toBe(900);

  const build = await buildCopy();
  expect(build.code).not.toBe(0);
  expect(build.output).toContain('Dados de corretora inválidos (nada foi gerado):');
  expect(build.output).toContain(
    'brokers/demo/broker.json › numeros.clientesSatisfeitos: esperado no máximo o número de clientes atendidos (numeros.clientesAtendidos = 650); recebido 900',
  );
  expect(buildFingerprint()).toEqual(published);

  // The same out-of-range rate committed without the form (by hand, or another tool): the build
  // refuses it too, naming the field.
  const edited = readBroker(repo);
  edited.numeros.clientesSatisfeitos = JSON.parse(saved).numeros.clientesSatisfeitos;
  edited.produtos.financiamento.taxaMensal = 12;
  writeFileSync(brokerFile(repo), `${JSON.stringify(edited, null, 2)}\n`);
  const byHand = await buildCopy();
  expect(byHand.code).not.toBe(0);
  expect(byHand.output).toContain('brokers/demo/broker.json › produtos.financiamento.taxaMensal: esperado um número entre 0,1% e 10% ao mês; recebido 12');
  expect(buildFingerprint()).toEqual(published);

  await page.goto(`http://localhost:${servePort}/`);
  await expect(page.getByText('a partir de 1,59% a.m.').first()).toBeVisible();
});
