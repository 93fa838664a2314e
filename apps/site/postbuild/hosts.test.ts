import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasBrotliModule, nginxArguments, nginxPath, nginxServerConfig } from '../scripts/nginx.mjs';
import { hostConfigurations, type ServeConfig } from './hosts';
import { documentHeaders, editorDocumentHeaders, type Header } from './policy';

/*
 * Each host's configuration, read with that host's rules, gives a page and a hashed asset the
 * headers of the one policy: a page its CSP (with the page's script hashes) and revalidation, an
 * asset a year's caching, both HSTS and nosniff, and no header twice. The editor's page (/admin)
 * gets its own CSP in place of the pages', once, and kept out of search engines.
 */
const hashes = ['sha256-AAAA', 'sha256-BBBB'];
const pageHeaders = documentHeaders(hashes);
const hosts = hostConfigurations(pageHeaders, editorDocumentHeaders(['https://api.github.com']));
const page = '/sobre';
const pageFile = 'sobre/index.html';
const asset = '/assets/entry.client-abc123.js';
const editor = '/admin/';

type Served = Record<string, string[]>;
const add = (served: Served, headers: Header[]) => {
  for (const { key, value } of headers) (served[key.toLowerCase()] ??= []).push(value);
};
const set = (served: Served, headers: Header[]) => {
  for (const { key, value } of headers) served[key.toLowerCase()] = [value];
};

function expectPage(served: Served) {
  expect(served['content-security-policy']).toHaveLength(1);
  expect(served['content-security-policy']![0]).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'");
  // The FIPE lookup's API, and nothing else, besides the site itself.
  expect(served['content-security-policy']![0]).toContain("connect-src 'self' https://fipe.parallelum.com.br;");
  expect(served['x-frame-options']).toEqual(['DENY']);
  expect(served['strict-transport-security']).toHaveLength(1);
  expect(served['x-content-type-options']).toEqual(['nosniff']);
}
function expectEditor(served: Served) {
  expect(served['content-security-policy']).toHaveLength(1);
  expect(served['content-security-policy']![0]).toContain("script-src 'self' 'unsafe-eval'; ");
  expect(served['content-security-policy']![0]).toContain("connect-src 'self' https://api.github.com;");
  expect(served['x-robots-tag']).toEqual(['noindex, nofollow']);
  expect(served['x-frame-options']).toEqual(['DENY']);
  for (const [key, values] of Object.entries(served)) expect(values, key).toHaveLength(1);
}
function expectAsset(served: Served) {
  expect(served['cache-control']).toEqual(['public, max-age=31536000, immutable']);
  expect(served['strict-transport-security']).toHaveLength(1);
  expect(served['x-content-type-options']).toEqual(['nosniff']);
}

describe('serve.json (pnpm start, the e2e suite)', () => {
  const config = JSON.parse(hosts.serveJson) as ServeConfig;
  // scripts/serve.mjs matches a rule's prefix and suffix against the served file's path; a later
  // rule overrides a key.
  const served = (file: string) => {
    const headers: Served = {};
    for (const rule of config.headers) if (file.startsWith(rule.prefix ?? '') && file.endsWith(rule.suffix ?? '')) set(headers, rule.headers);
    return headers;
  };

  it('serves /sobre from sobre/index.html with the page headers, revalidated; the error pages alike', () => {
    expectPage(served(pageFile));
    expect(config.errorPages).toEqual({ 400: '400.html', 404: '404.html', 414: '414.html', 500: '500.html' });
    for (const page of Object.values(config.errorPages)) expectPage(served(page));
    expectPage(served('404.html'));
    expect(served(pageFile)['cache-control']).toEqual(['public, max-age=0, must-revalidate']);
  });

  it('caches a hashed asset for a year, without the page headers', () => {
    const headers = served(asset.slice(1));
    expectAsset(headers);
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('gives the editor’s page its own policy', () => {
    expectEditor(served('admin/index.html'));
    expect(served('admin/decap-cms.js')['x-robots-tag']).toEqual(['noindex, nofollow']);
  });
});

describe('_headers (Cloudflare Pages, Netlify)', () => {
  // Blocks of a path line and indented `Key: value` (or `! Key`) lines.
  const rules = hosts.headersFile
    .trim()
    .split(/\n(?=\/)/)
    .map((block) => {
      const [pattern, ...lines] = block.split('\n');
      return { pattern: pattern!, lines: lines.map((line) => line.trim()) };
    });
  const matches = (pattern: string, urlPath: string) => urlPath.startsWith(pattern.replace(/\*$/, ''));
  const header = (line: string) => {
    const [key, ...value] = line.split(': ');
    return { key: key!, value: value.join(': ') };
  };
  // Cloudflare Pages: every matching block's headers are joined; `! Key` takes a header back.
  const cloudflare = (urlPath: string) => {
    const headers: Served = {};
    for (const rule of rules.filter(({ pattern }) => matches(pattern, urlPath))) {
      for (const line of rule.lines) {
        if (line.startsWith('! ')) delete headers[line.slice(2).toLowerCase()];
        else add(headers, [header(line)]);
      }
    }
    return headers;
  };
  // Netlify (its headers-parser and headersForPath): a line without a colon is skipped; a later
  // matching rule's header replaces an earlier one's.
  const netlify = (urlPath: string) => {
    const headers: Served = {};
    for (const rule of rules.filter(({ pattern }) => matches(pattern, urlPath))) {
      set(headers, rule.lines.filter((line) => line.includes(':')).map(header));
    }
    return headers;
  };

  for (const [host, served] of [
    ['Cloudflare Pages', cloudflare],
    ['Netlify', netlify],
  ] as const) {
    it(`gives a page the page headers, each once (${host})`, () => {
      expectPage(served(page));
      for (const [key, values] of Object.entries(served(page))) expect(values, key).toHaveLength(1);
    });

    it(`caches a hashed asset for a year, with one Cache-Control (${host})`, () => {
      expectAsset(served(asset));
      for (const [key, values] of Object.entries(served(asset))) expect(values, key).toHaveLength(1);
    });

    it(`gives the editor’s page its own policy, the pages’ CSP taken back (${host})`, () => {
      expectEditor(served(editor));
      expect(served(editor)['strict-transport-security']).toHaveLength(1);
    });
  }
});

describe('vercel.json', () => {
  const config = JSON.parse(hosts.vercelJson) as { cleanUrls: boolean; trailingSlash: boolean; headers: { source: string; headers: Header[] }[] };
  // Each source is a path pattern whose groups are regular expressions; the last rule to set a header wins.
  const served = (urlPath: string) => {
    const headers: Served = {};
    for (const rule of config.headers) if (new RegExp(`^${rule.source}$`).test(urlPath)) set(headers, rule.headers);
    return headers;
  };

  it('serves clean URLs with the page headers, revalidated', () => {
    expect(config.cleanUrls).toBe(true);
    expect(config.trailingSlash).toBe(false);
    expectPage(served(page));
    expect(served(page)['cache-control']).toEqual(['public, max-age=0, must-revalidate']);
  });

  it('caches a hashed asset for a year, without the page headers', () => {
    expectAsset(served(asset));
    expect(served(asset)['content-security-policy']).toBeUndefined();
  });

  it('gives the editor’s page its own policy, with or without the trailing slash', () => {
    expectEditor(served('/admin'));
    expectEditor(served('/admin/config.yml'));
    expectPage(served('/administracao'));
  });
});

describe('nginx.conf', () => {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-test-'));
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
  // add_header in a location replaces the server's: each location must carry its whole set.
  const locations = Object.fromEntries(
    [...hosts.nginxConf.matchAll(/location (\S+) \{([^}]*)\}/g)].map(([, prefix, body]) => {
      const headers: Served = {};
      for (const [, key, value] of body!.matchAll(/add_header (\S+) "([^"]*)" always;/g)) add(headers, [{ key: key!, value: value! }]);
      return [prefix!, { headers, body: body! }];
    }),
  );

  it('is accepted by nginx inside a server block', () => {
    const siteConf = path.join(tempDir, 'site.conf');
    const configFile = path.join(tempDir, 'nginx.conf');
    writeFileSync(siteConf, hosts.nginxConf);
    writeFileSync(configFile, nginxServerConfig({ port: 8080, clientDir: tempDir, siteConf, tempDir }));
    expect(() => execFileSync(nginxPath, [...nginxArguments(tempDir, configFile), '-t', '-q'], { stdio: 'pipe' })).not.toThrow();
  });

  it('is accepted by nginx with the brotli module, where Debian’s is installed', () => {
    if (!hasBrotliModule()) return expect(nginxServerConfig({ port: 8080, clientDir: tempDir, siteConf: 'a', brotliConf: 'b', tempDir })).not.toContain('brotli');
    const configFile = path.join(tempDir, 'nginx-brotli-test.conf');
    writeFileSync(path.join(tempDir, 'site.conf'), hosts.nginxConf);
    writeFileSync(path.join(tempDir, 'brotli.conf'), hosts.nginxBrotliConf);
    writeFileSync(configFile, nginxServerConfig({ port: 8080, clientDir: tempDir, siteConf: path.join(tempDir, 'site.conf'), brotliConf: path.join(tempDir, 'brotli.conf'), tempDir }));
    expect(readFileSync(configFile, 'utf8')).toMatch(/^load_module .*brotli_static.*\.so;/);
    expect(() => execFileSync(nginxPath, [...nginxArguments(tempDir, configFile), '-t', '-q'], { stdio: 'pipe' })).not.toThrow();
  });

  it('sends the files compressed at build and compresses nothing itself, says no version, serves no host file', () => {
    for (const line of ['server_tokens off;', 'gzip off;', 'gzip_static on;', 'gzip_vary on;']) expect(hosts.nginxConf).toContain(`\n${line}\n`);
    expect(hosts.nginxBrotliConf).toContain('\nbrotli_static on;\n');
    expect(hosts.nginxConf).toContain('location = /_headers {\n    return 404;\n}');
  });

  it('maps clean URLs and unknown paths to 404.html, and its own errors to the Portuguese pages', () => {
    for (const status of [400, 404, 414, 500]) expect(hosts.nginxConf).toContain(`error_page ${status} /${status}.html;`);
    expect(locations['/']!.body).toContain('try_files $uri $uri.html $uri/index.html =404;');
  });

  it('gives the pages their headers and the hashed assets a year of caching', () => {
    expectPage(locations['/']!.headers);
    expect(locations['/']!.headers['cache-control']).toEqual(['public, max-age=0, must-revalidate']);
    expectAsset(locations['/assets/']!.headers);
    expect(locations['/assets/']!.headers['content-security-policy']).toBeUndefined();
  });

  it('gives the editor’s page its own policy, /admin sent to /admin/', () => {
    expectEditor(locations['/admin/']!.headers);
    expect(hosts.nginxConf).toContain('location = /admin {\n    return 301 /admin/;\n}');
  });
});

describe('a broker with counts', () => {
  const analytics = { domain: 'financiamentos.com.br', endpoint: 'https://plausible.io/api/event' };
  const counting = hostConfigurations(documentHeaders(hashes, analytics), editorDocumentHeaders(['https://api.github.com']));
  /** The pages' connect-src in a host's configuration (the editor's page has a policy of its own). */
  const pagesConnect = (configuration: string) =>
    (configuration.match(/connect-src [^;"]*/g) ?? []).filter((directive) => !directive.includes('api.github.com'));

  it('every host lets its pages connect to the counts endpoint\'s origin besides the FIPE API\'s, and to nothing else', () => {
    const configurations = [counting.serveJson, counting.headersFile, counting.vercelJson, counting.nginxConf];
    for (const configuration of configurations) {
      expect(configuration).toContain("connect-src 'self' https://fipe.parallelum.com.br https://plausible.io;");
      expect(pagesConnect(configuration).length).toBeGreaterThan(0);
      expect(pagesConnect(configuration).every((directive) => directive === "connect-src 'self' https://fipe.parallelum.com.br https://plausible.io")).toBe(true);
    }
    // Without counts (the default broker), none of them does.
    for (const configuration of [hosts.serveJson, hosts.headersFile, hosts.vercelJson, hosts.nginxConf]) {
      expect(configuration).toContain("connect-src 'self' https://fipe.parallelum.com.br;");
      expect(configuration).not.toContain('plausible');
    }
  });
});

describe('a value no host may misread', () => {
  // What an editor could try to smuggle into a header through a broker's file, had the schema let it.
  const tricky = `'self' "q";x{y}'z'\\w`;
  const withValue = (value: string) => hostConfigurations([{ key: 'X-Test', value }], []);

  it('is written so that each host reads back exactly that value (quotes, semicolons, braces)', () => {
    const hosts = withValue(tricky);
    const nginx = [...hosts.nginxConf.matchAll(/add_header X-Test "((?:[^"\\]|\\.)*)" always;/g)].map(([, quoted]) => quoted!.replace(/\\(.)/g, '$1'));
    expect(nginx.length).toBeGreaterThan(0);
    expect(new Set(nginx)).toEqual(new Set([tricky]));
    expect(hosts.headersFile).toContain(`  X-Test: ${tricky}\n`);
    const jsonValues = (file: string) => (JSON.parse(file) as { headers: { headers: Header[] }[] }).headers.flatMap((rule) => rule.headers).filter(({ key }) => key === 'X-Test');
    expect(jsonValues(hosts.vercelJson).map(({ value }) => value)).toEqual([tricky]);
    expect(jsonValues(hosts.serveJson).map(({ value }) => value)).toEqual([tricky]);
  });

  it('with quotes and braces, is still accepted by nginx', () => {
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-hostile-'));
    try {
      writeFileSync(path.join(tempDir, 'site.conf'), withValue(tricky).nginxConf);
      writeFileSync(path.join(tempDir, 'nginx.conf'), nginxServerConfig({ port: 8080, clientDir: tempDir, siteConf: path.join(tempDir, 'site.conf'), tempDir }));
      expect(() => execFileSync(nginxPath, [...nginxArguments(tempDir, path.join(tempDir, 'nginx.conf')), '-t', '-q'], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(tempDir, { recursive: true, force: true });
    }
  });

  it('is refused, for every host at once, when it has a line break, a control character or a non-ASCII letter', () => {
    for (const value of ["'self'\n/admin/*\n  X-Frame-Options: ALLOW", "'self'\r\nSet-Cookie: a=b", "https://estatísticas.exemplo.com.br", "a\u0000b", '\u200Bhttps://x.example']) {
      expect(() => withValue(value), JSON.stringify(value)).toThrow(/Configuração dos servidores: .* nada foi gerado/);
    }
    expect(() => hostConfigurations([{ key: 'X-Test: a\nX-Other', value: 'b' }], [])).toThrow(/não é um nome de cabeçalho/);
  });

  it('is refused when it has a "$", which nginx would expand inside its quotes', () => {
    expect(() => withValue('https://e.example$host')).toThrow('tem "$", que o nginx leria como variável');
  });

  it('never reaches a CSP: an origin with a semicolon, a quote, a brace or a space is refused, an IDN is written in punycode', () => {
    for (const endpoint of ['https://e.example";x$host/api/event', 'https://e.example;sandbox/api/event', "https://e.example'/api", 'https://e{x}.example/api']) {
      expect(() => documentHeaders(hashes, { domain: 'financiamentos.com.br', endpoint }), endpoint).toThrow(/não é uma origem https:\/\/ válida/);
    }
    const idn = documentHeaders(hashes, { domain: 'financiamentos.com.br', endpoint: 'https://estatísticas.exemplo.com.br/api/event' });
    expect(idn[0]!.value).toContain("connect-src 'self' https://fipe.parallelum.com.br https://xn--estatsticas-scb.exemplo.com.br;");
    expect(() => editorDocumentHeaders(['https://git.example;script-src *'])).toThrow(/não é uma origem/);
  });
});
