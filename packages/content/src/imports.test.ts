import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const packageJson = JSON.parse(readFileSync(path.join(srcDir, '..', 'package.json'), 'utf8')) as {
  imports: Record<string, { default: string }>;
};

/** The package's modules (tests aside), by path relative to src/. */
const modules = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.split(path.sep).join('/'));

/** What a module imports inside the package (`./x`, `../x`, and `#broker-profile` as Node resolves it). */
function importsOf(module: string): string[] {
  const source = readFileSync(path.join(srcDir, module), 'utf8');
  return [...source.matchAll(/^(?:import|export)[^'"]*?from\s+'([^']+)'/gm)].flatMap(([, specifier]) => {
    if (specifier!.startsWith('#')) return [path.posix.relative('src', packageJson.imports[specifier!]!.default.replace(/^\.\//, ''))];
    if (!specifier!.startsWith('.')) return [];
    const target = path.posix.join(path.posix.dirname(module), specifier!);
    return [modules.find((candidate) => candidate === `${target}.ts` || candidate === `${target}/index.ts`)!];
  });
}

describe('the import graph of packages/content', () => {
  it('has no circle', () => {
    const graph = new Map(modules.map((module) => [module, importsOf(module)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (module: string, trail: string[]) => {
      if (state.get(module) === 'done') return;
      if (state.get(module) === 'open') {
        circles.push([...trail.slice(trail.indexOf(module)), module].join(' → '));
        return;
      }
      state.set(module, 'open');
      for (const next of graph.get(module) ?? []) visit(next, [...trail, module]);
      state.set(module, 'done');
    };
    for (const module of modules) visit(module, []);
    expect(graph.get('broker.ts')).toContain('brokers/active.ts');
    expect(circles).toEqual([]);
  });

  it('exports each name of the index from one module only, so `export *` hides nothing', async () => {
    const index = readFileSync(path.join(srcDir, 'index.ts'), 'utf8');
    const reexported = [...index.matchAll(/^export \* from '\.\/([^']+)';$/gm)].map(([, module]) => module!);
    const owners = new Map<string, string[]>();
    for (const module of reexported) {
      for (const name of Object.keys(await import(/* @vite-ignore */ `./${module}.ts`))) owners.set(name, [...(owners.get(name) ?? []), module]);
    }
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
    expect(index).not.toMatch(/^export \{/m);
    // Imports every module of the package: slow on a busy machine.
  }, 30_000);
});
