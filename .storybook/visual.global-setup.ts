import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each run starts without the previous run's actual/diff/expected images, so what is there is current. */
export default async function clearVisualResults() {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  await rm(path.join(root, 'test-results', 'visual'), { recursive: true, force: true });
}
