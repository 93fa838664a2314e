// The demo broker offering refinancing alone: no financing, no secured loan. Built by
// `build-variant.mjs` (part of `build:demo`) from a copy of the demo's folder, so that the
// leak check (`e2e-demo/leak.spec.ts`) reads the bundles of a broker without each product: the demo lacks
// refinancing, this one the two others. Its file is the demo's with `produtos` replaced.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const brokersDir = fileURLToPath(new URL('../../../packages/content/brokers/', import.meta.url));

/** The variant's broker id (the demo's folder, copied), its build directory (beside the demo's) and products. */
export const variant = {
  id: 'demo',
  buildDir: 'build-demo-refinanciamento',
  produtos: {
    refinanciamento: {
      taxaMensal: 1.59,
      parcelas: [12, 24, 36],
      reducaoMaximaParcelaPercentual: 30,
      limitePercentualDoVeiculo: 70,
    },
  },
};

/** A folder of brokers holding the variant alone (with the demo's photos); the caller removes it. */
export function variantBrokersDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'brokers-variant-'));
  cpSync(path.join(brokersDir, variant.id), path.join(dir, variant.id), { recursive: true });
  const file = path.join(dir, variant.id, 'broker.json');
  const broker = JSON.parse(readFileSync(file, 'utf8'));
  broker.produtos = variant.produtos;
  writeFileSync(file, `${JSON.stringify(broker, null, 2)}\n`);
  return dir;
}
