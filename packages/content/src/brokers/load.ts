/**
 * Reads the brokers' folders (Node only: the build, the tests, the deploy step). The folder is the
 * one list of brokers: `brokers/<id>/broker.json` and `brokers/<id>/photos/`. Every file is checked
 * by the schema, its photos must exist, and no CNPJ may belong to two brokers; any mistake throws
 * one error listing them all, in Portuguese, before anything is built.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrokerProfile } from './profile';
import { formatIssue, parseBroker, type BrokerIssue } from './schema';

/** `packages/content/brokers/`. */
export const brokersDir = fileURLToPath(new URL('../../brokers/', import.meta.url));

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

/** Checks one broker's file and photos; the mistakes, or its profile. */
function readBroker(id: string, dir: string): { profile?: BrokerProfile; lines: string[] } {
  const label = brokerFileLabel(id);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path.join(dir, id, 'broker.json'), 'utf8'));
  } catch (error) {
    return { lines: [`${label}: não é um JSON válido (${(error as Error).message})`] };
  }
  const result = parseBroker(id, data);
  if (!result.ok) return { lines: result.issues.map((issue) => formatIssue(label, issue)) };
  const missing: BrokerIssue[] = result.profile.photos.flatMap((photo, index) =>
    existsSync(path.join(brokerPhotosDir(id, dir), photo.file))
      ? []
      : [{ path: `fotos.${index}.arquivo`, message: `esperado um arquivo que exista em brokers/${id}/photos/`, received: JSON.stringify(photo.file) }],
  );
  return missing.length > 0 ? { lines: missing.map((issue) => formatIssue(label, issue)) } : { profile: result.profile, lines: [] };
}

/**
 * Every broker, checked together (a CNPJ is compared across brokers): throws
 * {@link BrokerDataError} when any file is wrong.
 */
export function loadBrokers(dir = brokersDir): BrokerProfile[] {
  const lines: string[] = [];
  const profiles: BrokerProfile[] = [];
  const cnpjOwners = new Map<string, string>();
  for (const id of brokerIds(dir)) {
    const result = readBroker(id, dir);
    lines.push(...result.lines);
    if (!result.profile) continue;
    profiles.push(result.profile);
    result.profile.identity.stores.forEach((store, index) => {
      const root = store.cnpj.slice(0, 10);
      const owner = cnpjOwners.get(root);
      if (owner !== undefined && owner !== id) {
        lines.push(
          formatIssue(brokerFileLabel(id), {
            path: `lojas.${index}.cnpj`,
            message: `esperado um CNPJ desta corretora: a raiz ${root} já é de ${brokerFileLabel(owner)}`,
            received: JSON.stringify(store.cnpj),
          }),
        );
      } else cnpjOwners.set(root, id);
    });
  }
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
