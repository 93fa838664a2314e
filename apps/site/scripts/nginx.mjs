// Serves the production build with real nginx (Debian's nginx-light), through the `nginx.conf`
// the build writes for nginx hosts, included in a minimal server block — as a host would. Used by
// the e2e suite's nginx project (playwright.config.ts); PORT and SITE_BUILD_DIR as for serve.mjs,
// NGINX_PATH overrides /usr/sbin/nginx. Runs in the foreground; its files live in a temporary
// directory under the OS temp directory, removed on exit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Debian's brotli_static module (`apt-get install libnginx-mod-http-brotli-static`), loaded with
 * the build's nginx-brotli.conf where it is installed; without it nginx sends the .gz files only.
 */
export const brotliModule = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotliModule = () => existsSync(brotliModule);

/**
 * The whole nginx.conf of a server on `port` whose root is `clientDir` and that includes
 * `siteConf` (the build's nginx.conf) in its server block, and `brotliConf` (nginx-brotli.conf)
 * with the brotli module where it is installed; nginx keeps its pid, logs and temporary files in
 * `tempDir`.
 */
export function nginxServerConfig({ port, clientDir, siteConf, brotliConf, tempDir }) {
  const temp = (name) => path.join(tempDir, name);
  const brotli = brotliConf !== undefined && hasBrotliModule();
  // A master run as root gives its workers to `nobody`, who may not read the build: keep the user.
  return `${brotli ? `load_module ${brotliModule};\n` : ''}daemon off;
worker_processes 1;
user ${os.userInfo().username};
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen ${port};
    root ${clientDir};
    include ${siteConf};${brotli ? `\n    include ${brotliConf};` : ''}
  }
}
`;
}

/** Writes the configuration into a new temporary directory; returns its path and the file's. */
export function writeNginxServerConfig({ port, buildDir }) {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const configFile = path.join(tempDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxServerConfig({ port, clientDir: path.join(buildDir, 'client'), siteConf: path.join(buildDir, 'nginx.conf'), brotliConf: path.join(buildDir, 'nginx-brotli.conf'), tempDir }),
  );
  return { tempDir, configFile };
}

/** nginx's arguments to run `configFile` (`-e`: no error log opened in /var/log before it is read). */
export const nginxArguments = (tempDir, configFile) => ['-p', tempDir, '-e', path.join(tempDir, 'error.log'), '-c', configFile];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const buildDir = path.join(siteDir, process.env.SITE_BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'nginx.conf'))) {
    console.error('Nenhum build encontrado: rode `pnpm build` antes de servir o site.');
    process.exit(1);
  }
  if (!existsSync(nginxPath)) {
    console.error(`nginx não encontrado em ${nginxPath}: instale o pacote nginx-light (apt-get install nginx-light) ou defina NGINX_PATH.`);
    process.exit(1);
  }
  const { tempDir, configFile } = writeNginxServerConfig({ port: Number(process.env.PORT ?? 4173), buildDir });
  const child = spawn(nginxPath, nginxArguments(tempDir, configFile), { stdio: 'inherit' });
  const cleanUp = () => rmSync(tempDir, { recursive: true, force: true });
  // nginx stops at once on SIGTERM/SIGINT.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => {
    cleanUp();
    process.exit(code ?? 0);
  });
}
