/**
 * The configuration of the editor at /admin (Decap CMS's `config.yml`): one entry, the file of the
 * broker the site is built for, `packages/content/brokers/<id>/broker.json`, its form generated
 * from the schema (`fields.ts`), its photos uploaded into the broker's own `photos/` folder. Where
 * it commits is the Git host's (`EditorBackend`, from the build's environment: `backendFromEnv`);
 * in local mode (`pnpm editor`) Decap talks to `decap-server`, which writes to the working tree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brokerFileSchema, brokerIds, brokersDir, defaultBrokerId } from '@repo/content/brokers';
import { editorFields, type EditorField } from './fields.ts';
import { savedFormat } from './page.ts';

/** The repository's folder of brokers, as Decap names paths: from the repository's root. */
export const brokersFolder = 'packages/content/brokers';

/** A broker's photos, relative to its entry's folder (`brokers/<id>/photos/`). */
export const photosFolder = 'photos';

/**
 * The Git host the editor commits to, as Decap's `backend`. GitHub logs in through an OAuth
 * provider (`base_url`: a small service holding the OAuth app's secret, or Netlify's); GitLab and
 * Gitea through PKCE with the OAuth application's id alone (`app_id`), no server needed.
 */
export type EditorBackend =
  | { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string }
  | { name: 'gitlab'; repo: string; branch: string; auth_type: 'pkce'; app_id: string; api_root?: string; base_url?: string; auth_endpoint?: string }
  | { name: 'gitea'; repo: string; branch: string; app_id: string; api_root: string; base_url: string };

/** The environment variables that connect the editor to a Git host (docs/editor.md). */
export const backendEnv = {
  host: 'CMS_GIT_HOST',
  repo: 'CMS_REPO',
  branch: 'CMS_BRANCH',
  authUrl: 'CMS_AUTH_URL',
  appId: 'CMS_APP_ID',
  hostUrl: 'CMS_HOST_URL',
} as const;

/**
 * The backend named by the build's environment, or null when `CMS_REPO` is not set (the editor's
 * page then says it is not connected). `CMS_GIT_HOST`: github (default), gitlab or gitea;
 * `CMS_BRANCH` default main; GitHub: `CMS_AUTH_URL`, the OAuth provider; GitLab and Gitea:
 * `CMS_APP_ID`, the OAuth application's id, and `CMS_HOST_URL` for a self-hosted instance (Gitea's
 * is required).
 */
export function backendFromEnv(env: Record<string, string | undefined> = process.env): EditorBackend | null {
  const repo = env[backendEnv.repo];
  if (!repo) return null;
  if (!/^[\w.-]+\/[\w./-]+$/.test(repo)) throw new Error(`${backendEnv.repo}="${repo}": esperado dono/repositório, como corretora/site`);
  const branch = env[backendEnv.branch] || 'main';
  const host = env[backendEnv.host] || 'github';
  const hostUrl = env[backendEnv.hostUrl]?.replace(/\/$/, '');
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${backendEnv.host}=${host} pede ${name} (docs/editor.md)`);
    return value;
  };
  switch (host) {
    case 'github': {
      const authUrl = env[backendEnv.authUrl];
      return { name: 'github', repo, branch, ...(authUrl ? { base_url: authUrl } : {}) };
    }
    case 'gitlab':
      return {
        name: 'gitlab',
        repo,
        branch,
        auth_type: 'pkce',
        app_id: required(backendEnv.appId),
        ...(hostUrl ? { api_root: `${hostUrl}/api/v4`, base_url: hostUrl, auth_endpoint: 'oauth/authorize' } : {}),
      };
    case 'gitea': {
      const url = required(backendEnv.hostUrl).replace(/\/$/, '');
      return { name: 'gitea', repo, branch, app_id: required(backendEnv.appId), api_root: `${url}/api/v1`, base_url: url };
    }
    default:
      throw new Error(`${backendEnv.host}="${host}": esperado github, gitlab ou gitea`);
  }
}

/** The origins the editor's page talks to for a backend: its CSP's `connect-src` (policy.ts). */
export function backendOrigins(backend: EditorBackend): string[] {
  const urls = backend.name === 'github' ? ['https://api.github.com', backend.base_url] : [backend.api_root ?? 'https://gitlab.com/api/v4', backend.base_url];
  return [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))];
}

export type EditorConfig = {
  backend: EditorBackend | { name: 'proxy'; proxy_url: string; branch: string };
  local_backend?: { url: string };
  locale: string;
  publish_mode: 'simple';
  media_folder: string;
  public_folder: string;
  show_preview_links: boolean;
  collections: {
    name: string;
    label: string;
    description: string;
    format: typeof savedFormat;
    delete: boolean;
    editor: { preview: boolean };
    files: {
      name: string;
      label: string;
      file: string;
      media_folder: string;
      public_folder: string;
      fields: EditorField[];
    }[];
  }[];
};

/** The broker's name as its file gives it, to list it by; its id when the file cannot be read (the form still opens, to fix it). */
function brokerName(id: string): string {
  try {
    const { nome } = JSON.parse(readFileSync(path.join(brokersDir, id, 'broker.json'), 'utf8')) as { nome?: unknown };
    return typeof nome === 'string' && nome.trim() !== '' ? nome : id;
  } catch {
    return id;
  }
}

/**
 * The editor's configuration for the broker `broker` (the build's `BROKER`; default `default`):
 * its file only, so that the staff of one broker, on its site's /admin, can neither open nor
 * change another broker's. `local`: the address of `decap-server` (local mode: `pnpm editor`, and
 * the editor's e2e test); otherwise `backend`, the Git host.
 */
export function editorConfig(target: { backend: EditorBackend } | { local: string }, broker = process.env.BROKER || defaultBrokerId): EditorConfig {
  if (!brokerIds().includes(broker)) throw new Error(`BROKER="${broker}" não é uma corretora. Conhecidas: ${brokerIds().join(', ')} (pastas de packages/content/brokers/).`);
  return {
    backend: 'local' in target ? { name: 'proxy', proxy_url: target.local, branch: 'main' } : target.backend,
    locale: 'pt',
    // Every save is a commit on the branch the host builds from; the build checks it before
    // anything is published (docs/editor.md).
    publish_mode: 'simple',
    // Decap asks for a site-wide media folder; the broker's photos go to its own (below).
    media_folder: brokersFolder,
    public_folder: '',
    show_preview_links: false,
    collections: [
      {
        name: 'corretora',
        label: 'Corretora',
        description: 'Os dados da corretora: taxas, lojas, horários, números e fotos de clientes. Cada gravação publica o site de novo, se os dados estiverem certos.',
        format: savedFormat,
        // A new broker needs a theme and a developer's build (docs/brokers.md); removing one too.
        delete: false,
        // The entry is data, not a page: the site itself is its preview.
        editor: { preview: false },
        files: [
          {
            name: broker,
            label: brokerName(broker),
            file: `${brokersFolder}/${broker}/broker.json`,
            // Relative to the file's folder: `brokers/<id>/photos/`, stored in the file by name alone.
            media_folder: photosFolder,
            public_folder: '',
            fields: editorFields(brokerFileSchema),
          },
        ],
      },
    ],
  };
}
