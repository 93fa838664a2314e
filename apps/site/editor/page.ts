/**
 * The files of the editor's page at /admin: Decap CMS's prebuilt editor (decap-cms's `dist/`,
 * copied as it is), its configuration (`config.ts`) and the few lines that start it in
 * Portuguese. Written into the build by the pipeline (`postbuild/pipeline.ts`) and served in local
 * mode by `plugin.ts`. Nothing here is imported by the site's pages: the editor's bytes are its
 * page's alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portugueseSupplement } from './locale.ts';
import type { EditorConfig } from './config';
import type { EditorField } from './fields';

/** Where the editor is served. */
export const editorPath = '/admin/';

/** The build folder's folder of the editor (`build/client/admin`). */
export const editorDir = editorPath.slice(1, -1);

const require = createRequire(import.meta.url);

/** decap-cms's `dist/`: the editor, its lazily loaded chunks and WebAssembly, its licences. */
export const decapDist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');

/** The files of `dist/` the page loads (`decap-cms.js` finds its chunks beside itself), not the source maps nor `cms.js` (the same editor, again). */
export function decapFiles(): string[] {
  return readdirSync(decapDist).filter((file) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(file));
}

/** Decap reads `config.yml`; JSON is YAML, and says exactly what the generator wrote. */
export const configYml = (config: EditorConfig) => `${JSON.stringify(config, null, 2)}\n`;

const head = (title: string) => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>`;

/**
 * The editor's page. Decap starts by hand (`CMS_MANUAL_INIT`) so that its Portuguese is completed
 * first (`locale.ts`); every script is a file of its own, so the page's CSP allows scripts from
 * 'self' only, with no inline script to hash.
 */
export function editorHtml(): string {
  return `${head('Editor do site')}
<link href="${editorPath}config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${editorPath}manual-init.js"></script>
<script src="${editorPath}decap-cms.js"></script>
<script src="${editorPath}editor.js"></script>
</body>
</html>
`;
}

/**
 * The page when no Git host is configured (`CMS_REPO` unset at build): the editor would have
 * nowhere to save, so the page says so, and what to do, instead of offering a login that fails.
 */
export function notConnectedHtml(): string {
  return `${head('Editor do site: não conectado')}
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1.25rem;color:#1d2430}code{font-size:.95em}</style>
</head>
<body>
<main>
<h1>Editor do site</h1>
<p>O editor ainda não está conectado ao repositório Git do site, por isso não há onde gravar as alterações.</p>
<p>Quem cuida do site conecta o editor ao GitHub, ao GitLab ou ao Gitea definindo <code>CMS_REPO</code> (e o login do serviço) na configuração do build: veja <code>docs/editor.md</code>.</p>
</main>
</body>
</html>
`;
}

/**
 * The editor on an origin of its own (`CMS_ORIGIN`): /admin on the site only sends the broker's
 * staff there, so that no script that ever ran on the site's pages shares an origin (and its
 * localStorage, where Decap keeps the Git token) with the editor. A meta refresh: every static
 * host serves it, and no script is needed.
 */
export function redirectHtml(origin: string): string {
  const target = `${origin}${editorPath}`;
  return `${head('Editor do site')}
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<main>
<h1>Editor do site</h1>
<p>O editor fica em <a href="${target}">${target}</a>.</p>
</main>
</body>
</html>
`;
}

/** The origin of the editor when it has one of its own (`CMS_ORIGIN`, an https origin), else null. */
export function editorOriginFromEnv(env: Record<string, string | undefined> = process.env): string | null {
  const value = env.CMS_ORIGIN;
  if (!value) return null;
  if (!/^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}(?::\d{1,5})?$/.test(value)) {
    throw new Error(`CMS_ORIGIN="${value}": esperado só a origem https do editor, sem caminho nem barra no fim, como https://editor.exemplo.com.br`);
  }
  return value;
}

export const manualInitJs = 'window.CMS_MANUAL_INIT = true;\n';

/**
 * The format the editor writes a broker's file in (Decap's `registerCustomFormat`): JSON indented
 * by two spaces like the files written by hand, the keys in the schema's order whatever order
 * Decap kept them in (a commit's diff shows what changed, nothing else), and what a form left
 * empty absent rather than `""` (an optional field cleared, a product left blank).
 */
export const savedFormat = 'json-corretora';

/** The order of keys the editor's fields give, nested: `{ nome: {}, lojas: { id: {}, … }, … }`. */
type KeyOrder = { [key: string]: KeyOrder };
function keyOrder(fields: readonly EditorField[]): KeyOrder {
  return Object.fromEntries(fields.map((field) => [field.name, field.fields ? keyOrder(field.fields) : {}]));
}

/** The script that completes Decap before it starts (`editor.client.js`). */
const clientScript = fileURLToPath(new URL('./editor.client.js', import.meta.url));

/** The labels of the fields a product requires once it is offered (optional in the form only because the product is). */
function requiredWhenOffered(fields: readonly EditorField[]): string[] {
  return [...new Set(fields.flatMap((field) => [...(field.required_when_offered ? [field.label] : []), ...requiredWhenOffered(field.fields ?? [])]))];
}

/**
 * `editor.js`: completes Decap's Portuguese, adds the Brazilian number field and the Portuguese
 * summaries of lists, registers the file format, then starts the editor with `config.yml`.
 */
export function editorJs(config: EditorConfig): string {
  const fields = config.collections[0]!.files[0]!.fields;
  const options = { supplement: portugueseSupplement, order: keyOrder(fields), format: savedFormat, requiredWhenOffered: requiredWhenOffered(fields) };
  return `${readFileSync(clientScript, 'utf8')}\nstartEditor(${JSON.stringify(options)});\n`;
}

/** Every file of the editor's folder (`admin/`), by name, read when asked: the page, its scripts and Decap's `dist/`. */
export function editorFiles(
  page: { connected: false } | { connected: true; config: EditorConfig } | { elsewhere: string },
): Map<string, () => string | Buffer> {
  if ('elsewhere' in page) return new Map([['index.html', () => redirectHtml(page.elsewhere)]]);
  if (!page.connected) return new Map([['index.html', notConnectedHtml]]);
  const files = new Map<string, () => string | Buffer>([
    ['index.html', editorHtml],
    ['config.yml', () => configYml(page.config)],
    ['manual-init.js', () => manualInitJs],
    ['editor.js', () => editorJs(page.config)],
  ]);
  for (const file of decapFiles()) files.set(file, () => readFileSync(path.join(decapDist, file)));
  return files;
}
