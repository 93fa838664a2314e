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

/** Runs editor.js against a stand-in of Decap's API; returns what it registered, and the helpers it left for tests. */
function runEditorJs() {
  type Spec = { props?: Record<string, unknown>; isValid(): true | { error: { message: string } }; getInitialState(): { text: string } };
  const registered: {
    locales: Record<string, Record<string, unknown>>;
    format?: { toFile(data: unknown): string; fromFile(text: string): unknown };
    widgets: Record<string, unknown>;
    init: number;
  } = { locales: {}, widgets: {}, init: 0 };
  const en = { app: { app: { loadingConfig: 'Loading configuration...' } } };
  const pt = { auth: { login: 'Entrar' }, app: { app: { loadingConfig: 'Carregando configuração...' } }, editor: { editorControl: { field: { optional: 'opcional' } }, editorControlPane: { widget: { required: '%{fieldLabel} é obrigatório.' } } } };
  class ListControl {
    objectLabel() {
      return 'Decap';
    }
  }
  const CMS = {
    getLocale: (name: string) => (name === 'en' ? en : pt),
    registerLocale: (name: string, phrases: Record<string, unknown>) => (registered.locales[name] = phrases),
    registerCustomFormat: (name: string, _extension: string, format: typeof registered.format) => name === savedFormat && (registered.format = format),
    getWidget: (name: string) => ({ control: name === 'list' ? ListControl : () => null, preview: () => null }),
    registerWidget: (name: string, control: unknown) => (registered.widgets[name] = control),
    init: () => registered.init++,
  };
  const window = {
    CMS,
    createClass: (spec: object) => spec,
    h: () => null,
    addEventListener: () => {},
    siteEditor: undefined as unknown as { parseNumber(text: string, kind: string): number | null; formatNumber(value: number, kind: string, decimals?: number): string; hoursSummary(days: string[], opens?: string, closes?: string, closed?: boolean): string },
  };
  class MutationObserver {
    observe() {}
  }
  const scrolledTo: string[] = [];
  const document = { documentElement: {}, body: {}, getElementById: (id: string) => ({ scrollIntoView: () => scrolledTo.push(id), focus: () => {} }) };
  new Script(editorJs(config)).runInContext(createContext({ window, document, MutationObserver, Intl, setTimeout }));
  const numberField = (props: Record<string, unknown>, field: Record<string, unknown>): Spec => ({
    ...(registered.widgets.number as Spec),
    props: { forID: 'x', ...props, field: { get: (key: string, fallback?: unknown) => (key in field ? field[key] : fallback) } },
  });
  return { ...registered, helpers: window.siteEditor, numberField, scrolledTo };
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
  it('completes Decap’s Portuguese, keeping its own phrases, and speaks it even before it reads its configuration; then starts the editor once', () => {
    const registered = runEditorJs();
    expect(registered.locales.pt).toMatchObject({
      auth: { login: 'Entrar', loginWithForgejo: 'Entrar com o Forgejo' },
      editor: { editorControlPane: { widget: { required: '%{fieldLabel} é obrigatório.', regexPattern: '%{fieldLabel}: %{pattern}.' } } },
      ui: { toast: { missingRequiredField: expect.stringMatching(/^Nada foi gravado: há campos a corrigir/) } },
    });
    // Decap's default language, which it speaks until the configuration names 'pt'.
    expect(registered.locales.en).toEqual(registered.locales.pt);
    expect(registered.locales.en).toMatchObject({ app: { app: { loadingConfig: 'Carregando configuração...' } } });
    expect(Object.keys(registered.widgets).sort()).toEqual(['list', 'number']);
    expect(registered.init).toBe(1);
  });

  it('reads a number as the staff type it: a comma or a dot for decimals, dots grouping an amount’s thousands', () => {
    const { parseNumber } = runEditorJs().helpers;
    for (const [text, value] of [['0,5', 0.5], ['1,0', 1], ['1,59', 1.59], ['1.59', 1.59], [' 1,59 % ', 1.59], ['-15,8912', -15.8912], ['-52.2601', -52.2601], ['12', 12]] as const) {
      expect(parseNumber(text, 'decimal'), text).toBe(value);
    }
    for (const [text, value] of [['45.000', 45_000], ['R$ 45.000,00', 45_000], ['1.234,56', 1234.56], ['5000.50', 5000.5], ['50000', 50_000], ['1.500.000', 1_500_000]] as const) {
      expect(parseNumber(text, 'money'), text).toBe(value);
    }
    expect(parseNumber('1.000', 'integer')).toBe(1000);
    for (const text of ['', 'abc', '1,5,9', '1.2.3', '12,34.5', '--1']) expect(parseNumber(text, 'decimal'), text).toBeNull();
  });

  it('opens a saved rate the Brazilian way, with its two decimals: 0.5 as 0,50, 1 as 1,00', () => {
    const { numberField } = runEditorJs();
    const rate = { label: 'Taxa mensal (% ao mês)', min: 0.1, max: 10, value_type: 'float', decimals: 2 };
    const opened = (value: number) => numberField({ value }, rate).getInitialState().text;
    expect([0.5, 1, 1.59, 1.25].map(opened)).toEqual(['0,50', '1,00', '1,59', '1,25']);
  });

  it('shows a number the Brazilian way, as many decimals as typed', () => {
    const { formatNumber } = runEditorJs().helpers;
    expect(formatNumber(1.59, 'decimal')).toBe('1,59');
    expect(formatNumber(1, 'decimal', 1)).toBe('1,0');
    expect(formatNumber(0.5, 'decimal')).toBe('0,5');
    expect(formatNumber(-15.8912345, 'decimal')).toBe('-15,8912345');
    expect(formatNumber(45_000, 'money')).toBe('45.000');
    expect(formatNumber(2026, 'integer')).toBe('2026');
  });

  it('refuses at the field a number out of its range, or no number, with the range in Portuguese', () => {
    const { numberField, scrolledTo } = runEditorJs();
    const rate = { label: 'Taxa mensal (% ao mês)', min: 0.1, max: 10, value_type: 'float', range_message: 'esperado um número entre 0,1% e 10% ao mês' };
    const refused = { error: { type: 'RANGE', message: 'Taxa mensal (% ao mês): esperado um número entre 0,1% e 10% ao mês.' } };
    expect(numberField({ value: 1.59 }, rate).isValid()).toBe(true);
    expect(numberField({ value: '' }, rate).isValid()).toBe(true);
    expect(numberField({ value: 12 }, rate).isValid()).toEqual(refused);
    expect(numberField({ value: 0.05 }, rate).isValid()).toEqual(refused);
    expect(numberField({ value: '1,5,9' }, rate).isValid()).toEqual(refused);
    expect(numberField({ value: 2.5 }, { label: 'Anos de mercado', min: 1, max: 150, value_type: 'int', range_message: 'esperado um número inteiro entre 1 e 150 anos' }).isValid()).toEqual({
      error: { type: 'RANGE', message: 'Anos de mercado: esperado um número inteiro entre 1 e 150 anos.' },
    });
    // The form scrolls to the first field it refuses in one check.
    expect(scrolledTo).toEqual(['x']);
  });

  it('summarises opening hours in Portuguese', () => {
    const { hoursSummary } = runEditorJs().helpers;
    expect(hoursSummary(['segunda', 'terca', 'quarta', 'quinta', 'sexta'], '08:00', '18:00')).toBe('Segunda a sexta: 08:00–18:00');
    expect(hoursSummary(['sabado'], '08:00', '14:00')).toBe('Sábado: 08:00–14:00');
    expect(hoursSummary(['domingo', 'sabado'], undefined, undefined, true)).toBe('Sábado e domingo: fechado');
    expect(hoursSummary(['sexta', 'segunda', 'quarta'], '09:00')).toBe('Segunda, quarta e sexta: 09:00–--:--');
    expect(hoursSummary([], '08:00', '12:00')).toBe('Dias a escolher: 08:00–12:00');
  });

  it('marks no field “(opcional)” that a product requires once offered', () => {
    const script = editorJs(config);
    const options = JSON.parse(script.slice(script.lastIndexOf('startEditor(') + 'startEditor('.length, script.lastIndexOf(');'))) as { requiredWhenOffered: string[] };
    expect(options.requiredWhenOffered).toEqual(expect.arrayContaining(['Taxa mensal (% ao mês)', 'Prazos (número de parcelas)', 'Valor mínimo do veículo (R$)']));
    expect(options.requiredWhenOffered).not.toContain('Mapa incorporado');
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
