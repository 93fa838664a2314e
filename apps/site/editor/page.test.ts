import { Script, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { backendFromEnv, backendOrigins, editorConfig } from './config';
import { editorFiles, editorHtml, editorJs, editorOriginFromEnv, notConnectedHtml, savedFormat } from './page';

const config = editorConfig({ local: 'http://localhost:8081/api/v1' });

describe('the editor’s page', () => {
  it('is Portuguese, kept out of search engines, and runs no inline script (its CSP allows scripts from itself only)', () => {
    for (const html of [editorHtml(), notConnectedHtml()]) {
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
    }
    expect(editorHtml()).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(notConnectedHtml()).toContain('O editor ainda não está conectado');
  });

  it('holds Decap’s editor, its chunks and WebAssembly beside it, no source maps', () => {
    const names = [...editorFiles({ connected: true, config }).keys()];
    expect(names).toEqual(expect.arrayContaining(['index.html', 'config.yml', 'manual-init.js', 'editor.js', 'decap-cms.js']));
    expect(names.filter((name) => /^\d+\.decap-cms\.js$/.test(name)).length).toBeGreaterThan(50);
    expect(names.some((name) => name.endsWith('.wasm'))).toBe(true);
    expect(names.some((name) => name.endsWith('.map'))).toBe(false);
    expect([...editorFiles({ connected: false }).keys()]).toEqual(['index.html']);
  });

  it('writes the configuration as JSON, which Decap reads as YAML', () => {
    const yml = editorFiles({ connected: true, config }).get('config.yml')!();
    expect(JSON.parse(String(yml))).toEqual(config);
    expect(config.collections[0]!.format).toBe(savedFormat);
  });
});

/** Runs editor.js against a stand-in of Decap's API; returns what it registered. */
function runEditorJs() {
  const registered: { locale?: Record<string, unknown>; format?: { toFile(data: unknown): string; fromFile(text: string): unknown }; widget?: string; init: number } = { init: 0 };
  const CMS = {
    getLocale: () => ({ auth: { login: 'Entrar' }, editor: { editorControlPane: { widget: { required: '%{fieldLabel} é obrigatório.' } } } }),
    registerLocale: (_name: string, phrases: Record<string, unknown>) => (registered.locale = phrases),
    registerCustomFormat: (name: string, _extension: string, format: typeof registered.format) => name === savedFormat && (registered.format = format),
    getWidget: () => ({ control: () => null, preview: () => null }),
    registerWidget: (name: string) => (registered.widget = name),
    init: () => registered.init++,
  };
  const window = { CMS, createClass: (spec: object) => spec, h: () => null };
  new Script(editorJs(config)).runInContext(createContext({ window }));
  return registered;
}

describe('the editor on an origin of its own (CMS_ORIGIN)', () => {
  it('leaves on the site only a page that sends the staff there, with no script and no Decap', () => {
    const files = editorFiles({ elsewhere: 'https://editor.financiamentos.com.br' });
    expect([...files.keys()]).toEqual(['index.html']);
    const html = String(files.get('index.html')!());
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://editor.financiamentos.com.br/admin/">');
    expect(html).toContain('<a href="https://editor.financiamentos.com.br/admin/">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<script');
  });

  it('is off unless CMS_ORIGIN names an https origin; anything else stops the build', () => {
    expect(editorOriginFromEnv({})).toBeNull();
    expect(editorOriginFromEnv({ CMS_ORIGIN: 'https://editor.financiamentos.com.br' })).toBe('https://editor.financiamentos.com.br');
    for (const value of ['http://editor.example.com', 'https://editor.example.com/', 'https://editor.example.com/admin', 'https://e"x.example.com', 'https://e.example.com;x']) {
      expect(() => editorOriginFromEnv({ CMS_ORIGIN: value }), value).toThrow(/^CMS_ORIGIN=.*esperado só a origem https do editor/);
    }
  });
});

describe('the editor’s start-up script', () => {
  it('completes Decap’s Portuguese, keeping its own phrases, then starts the editor once', () => {
    const registered = runEditorJs();
    expect(registered.locale).toMatchObject({
      auth: { login: 'Entrar', loginWithForgejo: 'Entrar com o Forgejo' },
      editor: { editorControlPane: { widget: { required: '%{fieldLabel} é obrigatório.', regexPattern: '%{fieldLabel}: %{pattern}.' } } },
    });
    expect(registered.widget).toBe('number');
    expect(registered.init).toBe(1);
  });

  it('saves a broker’s file in the schema’s key order, two-space JSON, what the form left empty absent', () => {
    const { format } = runEditorJs();
    // Decap keeps its own order of keys, and writes "" for a field cleared in the form.
    const saved = format!.toFile({
      fotos: [{ textoAlternativo: 'Cliente com o carro novo', arquivo: 'img_1234.jpg' }],
      produtos: { refinanciamento: { taxaMensal: '' }, financiamento: { parcelas: [12, 24], taxaMensal: 1.49 } },
      mapa: '',
      nome: 'Demo',
      textos: {},
    });
    expect(saved).toBe(
      `${JSON.stringify({ nome: 'Demo', produtos: { financiamento: { taxaMensal: 1.49, parcelas: [12, 24] } }, fotos: [{ arquivo: 'img_1234.jpg', textoAlternativo: 'Cliente com o carro novo' }] }, null, 2)}\n`,
    );
    expect(format!.fromFile('{"nome":"Demo"}')).toEqual({ nome: 'Demo' });
  });
});

describe('the Git host the editor commits to', () => {
  it('is not there until CMS_REPO names a repository', () => {
    expect(backendFromEnv({})).toBeNull();
    expect(() => backendFromEnv({ CMS_REPO: 'sem-barra' })).toThrow('CMS_REPO="sem-barra": esperado dono/repositório');
  });

  it('is GitHub by default, through the OAuth provider CMS_AUTH_URL names', () => {
    const backend = backendFromEnv({ CMS_REPO: 'corretora/site', CMS_AUTH_URL: 'https://auth.corretora.com.br' })!;
    expect(backend).toEqual({ name: 'github', repo: 'corretora/site', branch: 'main', base_url: 'https://auth.corretora.com.br' });
    expect(backendOrigins(backend)).toEqual(['https://api.github.com', 'https://auth.corretora.com.br']);
  });

  it('is GitLab or Gitea with the OAuth application’s id (PKCE: no server)', () => {
    const gitlab = backendFromEnv({ CMS_GIT_HOST: 'gitlab', CMS_REPO: 'corretora/site', CMS_APP_ID: 'abc', CMS_BRANCH: 'producao' })!;
    expect(gitlab).toEqual({ name: 'gitlab', repo: 'corretora/site', branch: 'producao', auth_type: 'pkce', app_id: 'abc' });
    expect(backendOrigins(gitlab)).toEqual(['https://gitlab.com']);
    const gitea = backendFromEnv({ CMS_GIT_HOST: 'gitea', CMS_REPO: 'corretora/site', CMS_APP_ID: 'abc', CMS_HOST_URL: 'https://git.corretora.com.br/' })!;
    expect(gitea).toMatchObject({ name: 'gitea', api_root: 'https://git.corretora.com.br/api/v1', base_url: 'https://git.corretora.com.br' });
    expect(backendOrigins(gitea)).toEqual(['https://git.corretora.com.br']);
    expect(() => backendFromEnv({ CMS_GIT_HOST: 'gitea', CMS_REPO: 'a/b', CMS_APP_ID: 'x' })).toThrow('CMS_GIT_HOST=gitea pede CMS_HOST_URL');
    expect(() => backendFromEnv({ CMS_GIT_HOST: 'bitbucket', CMS_REPO: 'a/b' })).toThrow('esperado github, gitlab ou gitea');
  });

  it('is decap-server in local mode, which writes to the working tree', () => {
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' });
    expect(editorConfig({ backend: backendFromEnv({ CMS_REPO: 'a/b' })! }).backend).toMatchObject({ name: 'github', repo: 'a/b' });
  });
});
