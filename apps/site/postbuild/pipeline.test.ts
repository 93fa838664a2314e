import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserSteps, buildSteps, bundleSteps, checks } from './pipeline';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const steps = [...bundleSteps, ...buildSteps, ...browserSteps, ...checks];

describe('the delivery pipeline, read in one place', () => {
  it('names files that exist, and for every step at least one test', () => {
    for (const step of steps) {
      expect(step.tests.length, step.name).toBeGreaterThan(0);
      for (const file of [...step.where, ...step.tests]) expect(existsSync(`${siteDir}${file}`), `${step.name}: ${file}`).toBe(true);
    }
  });

  it('names every module of postbuild/: a step added elsewhere is not in the pipeline', async () => {
    const named = new Set(steps.flatMap((step) => step.where));
    const modules = (await readdir(`${siteDir}postbuild`)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'pipeline.ts');
    expect(modules.filter((name) => !named.has(`postbuild/${name}`))).toEqual([]);
  });

  it('writes the serving policy after every step that changes a page, and compresses the files last', () => {
    expect(buildSteps.slice(-2).map((step) => step.name)).toEqual(['serving policy', 'precompressed files']);
  });
});
