/**
 * Reads the brokers' folders (Node only: the build, the tests, the deploy step). The folder is the
 * one list of brokers: `brokers/<id>/broker.json` and `brokers/<id>/photos/`. Every file is checked
 * by the schema, its photos must exist, and no CNPJ may belong to two brokers; any mistake throws
 * one error listing them all, in Portuguese, before anything is built.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { illustrationAltStart, type BrokerProfile } from './profile';
import { formatIssue, logoMaxBytes, parseBroker, type BrokerIssue } from './schema';

/**
 * `packages/content/brokers/`, or the copy `BROKERS_DIR` names: the check of a third broker runs
 * the broker tests on a copy of the folder with one more (`scripts/third-broker.mjs`).
 */
export const brokersDir = process.env.BROKERS_DIR ? path.resolve(process.env.BROKERS_DIR) : fileURLToPath(new URL('../../brokers/', import.meta.url));

/** The broker used when `BROKER` is not set. */
export const defaultBrokerId = 'default';

/** The ids of the brokers: the folders of `brokers/` that hold a `broker.json`. */
export function brokerIds(dir = brokersDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'broker.json')))
    .map((entry) => entry.name)
    .sort((a, b) => (a === defaultBrokerId ? -1 : b === defaultBrokerId ? 1 : a.localeCompare(b)));
}

/** The file of a broker, relative to the content package, as messages name it. */
export function brokerFileLabel(id: string): string {
  return `brokers/${id}/broker.json`;
}

/** The folder of a broker's client photos. */
export function brokerPhotosDir(id: string, dir = brokersDir): string {
  return path.join(dir, id, 'photos');
}

/** A broker's data is wrong: the message lists every mistake, one a line. */
export class BrokerDataError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(`Dados de corretora inválidos (nada foi gerado):\n${lines.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'BrokerDataError';
  }
}

type Json = Record<string, unknown>;

/** One broker's folder as read: its file as written (null when it is no JSON), the mistakes found in it alone, its profile when none. */
type Read = { id: string; data: Json | null; profile?: BrokerProfile; lines: string[]; modified: number };

/** Checks one broker's file and photos, every mistake at once; its profile when there is none. */
function readBroker(id: string, dir: string): Read {
  const label = brokerFileLabel(id);
  const file = path.join(dir, id, 'broker.json');
  const modified = statSync(file).mtimeMs;
  let data: Json;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Json;
  } catch (error) {
    return { id, data: null, lines: [`${label}: não é um JSON válido (${(error as Error).message})`], modified };
  }
  const result = parseBroker(id, data);
  const issues: BrokerIssue[] = result.ok ? [] : [...result.issues];
  const photos = Array.isArray(data.fotos) ? (data.fotos as unknown[]) : [];
  // While the data is made up, a photo without its file is a client the build draws (apps/site/postbuild/portraits.ts);
  // once it is the broker's own, every photo must be there.
  const illustrated = new Set<number>();
  photos.forEach((photo, index) => {
    const name = (photo as Json | null)?.arquivo;
    if (typeof name !== 'string' || issues.some((issue) => issue.path === `fotos.${index}.arquivo`)) return;
    if (existsSync(path.join(brokerPhotosDir(id, dir), name))) return;
    if (data.dadosFicticios !== true) {
      issues.push({ path: `fotos.${index}.arquivo`, message: `esperado um arquivo que exista em brokers/${id}/photos/`, received: JSON.stringify(name) });
      return;
    }
    illustrated.add(index);
    const alt = (photo as Json).textoAlternativo;
    if (typeof alt === 'string' && !alt.trim().startsWith(illustrationAltStart)) {
      issues.push({
        path: `fotos.${index}.textoAlternativo`,
        message: `esperado um texto alternativo que comece por "${illustrationAltStart}": sem o arquivo, o site desenha um cliente fictício no lugar da foto`,
        received: JSON.stringify(alt),
      });
    }
  });
  const logos = (data.instituicoes as Json | null | undefined)?.logos;
  (Array.isArray(logos) ? (logos as unknown[]) : []).forEach((logo, index) => {
    const at = `instituicoes.logos.${index}.arquivo`;
    const name = (logo as Json | null)?.arquivo;
    if (typeof name !== 'string' || issues.some((issue) => issue.path === at)) return;
    const message = logoFileProblem(path.join(brokerPhotosDir(id, dir), name), `brokers/${id}/photos/`);
    if (message) issues.push({ path: at, message, received: JSON.stringify(name) });
  });
  const lines = issues.map((issue) => formatIssue(label, issue));
  if (!result.ok || lines.length > 0) return { id, data, lines, modified };
  const profile = { ...result.profile, photos: result.profile.photos.map((photo, index) => ({ ...photo, illustration: illustrated.has(index) })) };
  return { id, data, profile, lines, modified };
}

/**
 * What keeps a logo's file from the pages, or null: it must be in the broker's folder, be the image
 * its name says (SVG or PNG, by content), weigh at most {@link logoMaxBytes}, and, an SVG, draw only:
 * served from the site's own address, a script or an outside address in it would run or call out
 * as the site.
 */
export function logoFileProblem(file: string, folder: string): string | null {
  if (!existsSync(file)) return `esperado um arquivo que exista em ${folder}`;
  const bytes = readFileSync(file);
  const kilobytes = (count: number) => `${Math.ceil(count / 1024)} KB`;
  if (bytes.length > logoMaxBytes) return `esperado um logotipo de no máximo ${kilobytes(logoMaxBytes)}; o arquivo tem ${kilobytes(bytes.length)}`;
  if (/\.png$/i.test(file)) {
    return bytes.subarray(0, 8).equals(pngSignature) ? null : 'esperado uma imagem PNG: o conteúdo do arquivo não é de um PNG';
  }
  const text = bytes.toString('utf8');
  if (!/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(text)) return 'esperado uma imagem SVG: o conteúdo do arquivo não começa com <svg';
  const unsafe = [
    [/<script/i, 'um script'],
    [/\son[a-z]+\s*=/i, 'um evento (on…=)'],
    [/<foreignObject|<iframe|<embed|<object/i, 'conteúdo que não é desenho'],
    [/<!ENTITY/i, 'uma entidade (<!ENTITY)'],
    [/(?:href|src)\s*=\s*["'](?!#)/i, 'um endereço externo (href)'],
    [/url\(\s*["']?(?!#)/i, 'um endereço externo (url())'],
  ] as const;
  const found = unsafe.find(([pattern]) => pattern.test(text));
  return found ? `esperado um SVG só de desenho, sem ${found[1]}: peça à instituição o arquivo do logotipo sem ele` : null;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The texts that say who a broker is and what it tells (every text field but the shared
 * vocabulary: days, states, times, theme, institution ids, kinds of vehicle, the count keys of
 * `numeros.maisDe`), its counts' domain and own endpoint,
 * and its photos by content: `[path, value]`. Two brokers never share one: a broker copied from
 * another starts with none of its identity, story, counts or photos.
 */
export function identityTexts(id: string, data: Json, dir = brokersDir): [string, string][] {
  const shared = /^(\$schema|tema|horarios\..*|lojas\.\d+\.(id|endereco\.(bairro|cidade|uf|cep))|instituicoes\..*|fotos\.\d+\.arquivo|tabelaFipe\..*|veiculos\..*|numeros\.maisDe\.\d+)$/;
  const texts: [string, string][] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      if (!shared.test(at) && value.trim() !== '') texts.push([at, value.trim()]);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, at ? `${at}.${index}` : String(index)));
    else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key);
  };
  walk(data, '');
  // A public counting service (Plausible Cloud) is everyone's endpoint; a self-hosted one is the broker's.
  const filtered = texts.filter(([at, value]) => !(at === 'estatisticas.endpoint' && /^https:\/\/plausible\.io\//.test(value)));
  const photos = Array.isArray(data.fotos) ? (data.fotos as unknown[]) : [];
  photos.forEach((photo, index) => {
    const name = (photo as Json | null)?.arquivo;
    const file = typeof name === 'string' ? path.join(brokerPhotosDir(id, dir), name) : '';
    if (file && existsSync(file)) filtered.push([`fotos.${index}.arquivo`, `foto:${createHash('sha256').update(readFileSync(file)).digest('hex')}`]);
  });
  return filtered;
}

/** Every mistake of every broker's folder, one a line, with the profiles of the brokers without any. */
export function checkBrokers(dir = brokersDir): { profiles: BrokerProfile[]; lines: string[] } {
  const reads = brokerIds(dir).map((id) => readBroker(id, dir));
  const lines = reads.flatMap((read) => read.lines);
  const blamed = new Set<string>();
  // What two brokers share is said in the newer file (the copy), or the later one.
  const order = [...reads].sort((a, b) => a.modified - b.modified || reads.indexOf(a) - reads.indexOf(b));
  const owners = new Map<string, string>();
  const cnpjOwners = new Map<string, string>();
  for (const read of order) {
    if (!read.data) continue;
    const label = brokerFileLabel(read.id);
    for (const [at, value] of identityTexts(read.id, read.data, dir)) {
      const owner = owners.get(value);
      if (owner !== undefined && owner !== read.id) {
        const what = value.startsWith('foto:') ? 'uma foto desta corretora: a mesma imagem' : 'um texto desta corretora (identidade, história, contagens)';
        lines.push(formatIssue(label, { path: at, message: `esperado ${what}, não o de ${brokerFileLabel(owner)}` }));
        blamed.add(read.id);
      } else owners.set(value, read.id);
    }
    read.profile?.identity.stores.forEach((store, index) => {
      const root = store.cnpj.slice(0, 10);
      const owner = cnpjOwners.get(root);
      if (owner !== undefined && owner !== read.id) {
        lines.push(
          formatIssue(label, {
            path: `lojas.${index}.cnpj`,
            message: `esperado um CNPJ desta corretora: a raiz ${root} já é de ${brokerFileLabel(owner)}`,
            received: JSON.stringify(store.cnpj),
          }),
        );
        blamed.add(read.id);
      } else cnpjOwners.set(root, read.id);
    });
  }
  const profiles = reads.flatMap((read) => (read.profile && !blamed.has(read.id) ? [read.profile] : []));
  return { profiles, lines };
}

/**
 * Every broker, checked together (texts, photos and CNPJs are compared across brokers): throws
 * {@link BrokerDataError} when any folder is wrong.
 */
export function loadBrokers(dir = brokersDir): BrokerProfile[] {
  const { profiles, lines } = checkBrokers(dir);
  if (lines.length > 0) throw new BrokerDataError(lines);
  return profiles;
}

/** The broker named by `id` (`BROKER`; the default one when empty), every broker's file checked. */
export function loadBroker(id: string | undefined, dir = brokersDir): BrokerProfile {
  const key = id === undefined || id === '' ? defaultBrokerId : id;
  const ids = brokerIds(dir);
  if (!ids.includes(key)) {
    throw new Error(`BROKER="${key}" não é uma corretora. Conhecidas: ${ids.join(', ')} (pastas de packages/content/brokers/).`);
  }
  return loadBrokers(dir).find((profile) => profile.id === key)!;
}
