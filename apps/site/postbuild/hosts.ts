import { editorPath } from '../editor/page';
import { type Header, hashedAssetsPrefix, immutableCache, revalidateCache, transportHeaders } from './policy';

/** Files of the published folder that configure a host: never served as files. */
export const hostFilesInClient = ['_headers'];

/** The pages a server answers its own errors with, by status (`404.html` is the catch-all route's; the others: write.ts). */
export const errorPages = { 400: '400.html', 404: '404.html', 414: '414.html', 500: '500.html' } as const;

/**
 * A rule of `serve.json`: the headers of every file whose path (relative to the published folder)
 * starts with `prefix` and ends with `suffix`; a later rule's header replaces an earlier one's.
 */
export type ServeRule = { prefix?: string; suffix?: string; headers: Header[] };

/** `build/serve.json`, read by `scripts/serve.mjs` (`pnpm start`, the e2e suite). */
export type ServeConfig = { headers: ServeRule[]; errorPages: Record<string, string>; hidden: string[] };

/** The configuration file of each host, as written by the build (see docs/deploy.md). */
export type HostConfigurations = {
  /** `build/serve.json`: `pnpm start` and the e2e suite (`scripts/serve.mjs`). */
  serveJson: string;
  /** `build/client/_headers`: Cloudflare Pages and Netlify. */
  headersFile: string;
  /** `build/vercel.json`: Vercel, copied to the project's root. */
  vercelJson: string;
  /** `build/nginx.conf`: included in a `server` block whose root is `build/client`. */
  nginxConf: string;
  /** `build/nginx-brotli.conf`: included beside it where nginx has Debian's brotli_static module. */
  nginxBrotliConf: string;
};

/** A value a host's file cannot carry as written: the build stops before writing any. */
export class HostSyntaxError extends Error {
  constructor(what: string, why: string) {
    super(`Configuração dos servidores: ${what} ${why}; nada foi gerado.`);
    this.name = 'HostSyntaxError';
  }
}

/**
 * Headers as every host's file can carry them: a name that is an HTTP token, a value of visible
 * ASCII and inner spaces. A line break would end the value and start a rule of the host's own
 * (`_headers` is a line per header), and a non-ASCII character (an IDN not in punycode) is no
 * header value at all.
 */
export function checkedHeaders(headers: Header[]): Header[] {
  for (const { key, value } of headers) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)) throw new HostSyntaxError(`o cabeçalho ${JSON.stringify(key)}`, 'não é um nome de cabeçalho HTTP');
    if (!/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value)) {
      throw new HostSyntaxError(`o valor de ${key} (${JSON.stringify(value)})`, 'tem quebra de linha, caractere de controle, acento ou espaço nas pontas');
    }
  }
  return headers;
}

/**
 * A value in nginx's double quotes: `"` and `\` escaped. nginx expands `$name` inside quotes and
 * has no escape for `$` there, so a value with one is refused, not written.
 */
export function nginxQuoted(value: string): string {
  if (value.includes('$')) throw new HostSyntaxError(`o valor ${JSON.stringify(value)}`, 'tem "$", que o nginx leria como variável');
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

const headerLines = (headers: Header[], indent: string) => headers.map(({ key, value }) => `${indent}${key}: ${value}`).join('\n');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The one serving policy (`policy.ts`) in each host's syntax: the pages get `pageHeaders` and are
 * revalidated, the hashed assets are cached for a year, every response carries the transport
 * headers, unknown paths get `404.html` with status 404, and `/sobre` is `sobre/index.html`. The
 * editor's folder (`/admin/`) gets `editorHeaders` in place of the pages' (its CSP replaces
 * theirs), and the pages nothing of it.
 */
export function hostConfigurations(pageHeaders: Header[], editorHeaders: Header[]): HostConfigurations {
  checkedHeaders([...transportHeaders, immutableCache, revalidateCache, ...pageHeaders, ...editorHeaders]);
  const assetsDir = hashedAssetsPrefix.slice(1);
  const editorDir = editorPath.slice(1);

  // scripts/serve.mjs: rules match the served file; a later match overrides a key. The pages are
  // the HTML files (a clean URL, an error page).
  const serveJson = json({
    headers: [
      { headers: [...transportHeaders, revalidateCache] },
      { suffix: '.html', headers: pageHeaders },
      { prefix: editorDir, headers: editorHeaders },
      { prefix: assetsDir, headers: [immutableCache] },
    ],
    errorPages,
    hidden: hostFilesInClient.map((file) => `/${file}`),
  } satisfies ServeConfig);

  // Cloudflare Pages joins the values of a header set by two matching rules, and takes one back
  // with `! Name`; Netlify lets a later rule's value replace an earlier one's and skips a line
  // without a colon (its headers-parser). So Cache-Control is set once per path kind, the hashed
  // assets carry the page headers too (neither can take them back in a syntax both accept), and
  // the editor's folder takes the pages' CSP back before setting its own, which either host reads
  // as one CSP.
  const replaced = editorHeaders.filter(({ key }) => pageHeaders.some((header) => header.key === key));
  const headersFile = `${[
    `/*\n${headerLines([...transportHeaders, ...pageHeaders], '  ')}`,
    `${hashedAssetsPrefix}*\n${headerLines([immutableCache], '  ')}`,
    `${editorPath}*\n${replaced.map(({ key }) => `  ! ${key}`).join('\n')}\n${headerLines(editorHeaders, '  ')}`,
  ].join('\n')}\n`;

  // Vercel: the last rule that sets a header wins; everything outside the hashed assets is a page
  // or a public file.
  const vercelJson = json({
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: [...transportHeaders, revalidateCache] },
      { source: `/((?!${assetsDir}).*)`, headers: pageHeaders },
      { source: `${editorPath.slice(0, -1)}(/.*)?`, headers: editorHeaders },
      { source: `${hashedAssetsPrefix}(.*)`, headers: [immutableCache] },
    ],
  });

  // nginx: add_header in a location replaces the server's, so each location repeats the set.
  const addHeaders = (headers: Header[]) => headers.map(({ key, value }) => `    add_header ${key} ${nginxQuoted(value)} always;`).join('\n');
  // Compressed once, at build: nginx sends the .gz (and, with nginx-brotli.conf, the .br) beside a
  // file to a client that accepts it, and compresses nothing per request.
  const nginxConf = `# Include inside the server block whose root is build/client.
server_tokens off;
gzip off;
gzip_static on;
gzip_vary on;
${Object.entries(errorPages).map(([status, page]) => `error_page ${status} /${page};`).join('\n')}
${hostFilesInClient.map((file) => `\nlocation = /${file} {\n    return 404;\n}`).join('\n')}

location ${hashedAssetsPrefix} {
${addHeaders([...transportHeaders, immutableCache])}
    try_files $uri =404;
}

location / {
${addHeaders([...transportHeaders, ...pageHeaders, revalidateCache])}
    try_files $uri $uri.html $uri/index.html =404;
}

location = ${editorPath.slice(0, -1)} {
    return 301 ${editorPath};
}

location ${editorPath} {
${addHeaders([...transportHeaders, ...editorHeaders, revalidateCache])}
    try_files $uri $uri/index.html =404;
}
`;

  const nginxBrotliConf = `# Include beside nginx.conf where Debian's libnginx-mod-http-brotli-static is loaded.
brotli_static on;
`;

  return { serveJson, headersFile, vercelJson, nginxConf, nginxBrotliConf };
}
