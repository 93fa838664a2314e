// `pnpm broker:new <id>`: a new broker's folder, `brokers/<id>/` (broker.json and an empty photos/),
// holding nothing of another broker: every identity text, figure and photo is to be filled in, and
// until it is `pnpm broker:check <id>` (and the build) names each empty field, file › field.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder of every broker (`BROKERS_DIR` for a copy, as the tests make). */
export const brokersDir = process.env.BROKERS_DIR ? path.resolve(process.env.BROKERS_DIR) : path.resolve(here, '../brokers');

/** The file a new broker starts from: its keys, no values (`src/brokers/new-broker.json`). */
export const templateFile = path.resolve(here, '../src/brokers/new-broker.json');

/** A broker's id: its folder's name and `BROKER=<id>`, in lowercase letters, digits and hyphens. */
const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Creates `brokers/<id>/`; throws a Portuguese message when the id is wrong or taken. */
export function createBroker(id, dir = brokersDir) {
  if (typeof id !== 'string' || !idPattern.test(id)) {
    throw new Error(`esperado o identificador da corretora em minúsculas, dígitos e hífens, como acme ou credito-sul; recebido ${JSON.stringify(id ?? '')}`);
  }
  const folder = path.join(dir, id);
  if (existsSync(folder)) throw new Error(`brokers/${id}/ já existe: escolha outro identificador ou edite a pasta existente`);
  mkdirSync(path.join(folder, 'photos'), { recursive: true });
  copyFileSync(templateFile, path.join(folder, 'broker.json'));
  // Git keeps no empty folder: the photos come with the broker's first commit of them.
  writeFileSync(path.join(folder, 'photos', '.gitkeep'), '');
  return folder;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const id = process.argv[2];
  try {
    createBroker(id);
    console.log(
      [
        `Criada brokers/${id}/ (em packages/content/): broker.json com os campos vazios e photos/ sem fotos.`,
        `1. Preencha packages/content/brokers/${id}/broker.json (as chaves: docs/brokers.md) e ponha as fotos dos clientes em photos/.`,
        `2. npx -y pnpm@12.21.0 broker:check ${id} diz, campo por campo, o que ainda falta ou está errado.`,
        `3. BROKER=${id} npx -y pnpm@12.21.0 build gera o site da corretora.`,
      ].join('\n'),
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
