/**
 * The BUILT package as another app's bundler and a React Server Components framework see it:
 * importing one component brings only that component's code, and client components carry
 * `'use client'` in the module that defines them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** Bundles `code` (importing from the built package) the way an app would: minified, react external. */
async function bundle(code: string) {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  });
  const text = result.outputFiles[0]!.text;
  // Files that put code in the output (esbuild also lists files it read and then shook away).
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  return { text, bytes: Buffer.byteLength(text), inputs };
}

/** Code that only the components a Button import must not need would bring along. */
const unrelated = [
  { what: 'Radix Dialog', input: /@radix-ui\/react-dialog\//, marker: 'DialogContent' },
  { what: 'the scroll lock', input: /react-remove-scroll/, marker: 'RemoveScroll' },
  { what: 'Radix Toast', input: /@radix-ui\/react-toast\//, marker: 'ToastViewport' },
  { what: 'imask', input: /imask\//, marker: 'IMask' },
];

describe('tree-shaking the built package', () => {
  it('bundles `import { Button }` without Dialog, Toast or imask, at a fraction of the whole', async () => {
    const whole = await bundle(`export * from './dist/index.js';`);
    const button = await bundle(`export { Button } from './dist/index.js';`);

    for (const { what, input, marker } of unrelated) {
      // The markers are real: the whole package does contain them.
      expect(whole.inputs.some((file) => input.test(file)), what).toBe(true);
      expect(whole.text, what).toContain(marker);
      expect(button.inputs.filter((file) => input.test(file)), what).toEqual([]);
      expect(button.text, what).not.toContain(marker);
    }
    // Button's own code and its one Radix part (Slot) are there.
    expect(button.inputs.some((file) => /@radix-ui\/react-slot\//.test(file))).toBe(true);
    expect(button.bytes).toBeLessThan(whole.bytes / 10);
  });

  it('bundles a layout-only import without any Radix code', async () => {
    const layout = await bundle(`export { Stack, Heading, Text } from './dist/index.js';`);
    expect(layout.inputs.filter((file) => file.includes('@radix-ui'))).toEqual([]);
  });
});

describe('the carousel script, for a page to run inline', () => {
  it('bundles `startCarousel` with no dependency at all: no React, no styles, no runtime', async () => {
    const script = await bundle(`export { startCarousel } from './dist/carousel-script.js';`);
    expect(script.inputs.filter((file) => !file.startsWith('dist/'))).toEqual([]);
    // Nothing left to import: react-dom, vanilla-extract or clsx would be an `import` here.
    expect(script.text).not.toMatch(/\bimport\b/);
    expect(script.text).toContain('startCarousel');
  });
});

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

const directive = /^['"]use client['"];/;

function isClientSource(file: string): boolean {
  return directive.test(readFileSync(file, 'utf8'));
}

/** Source modules (relative to the package) each built JS file was made from, per its source map. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => relative(root, resolve(join(file, '..'), source)));
}

describe("'use client' in the built package", () => {
  const files = jsFiles(dist);

  it('starts every module built from a client source with the directive, and only those', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const client = sourcesOf(file).some((source) => source.startsWith('src/') && isClientSource(join(root, source)));
      expect(directive.test(readFileSync(file, 'utf8')), relative(root, file)).toBe(client);
    }
  });

  const moduleDefining = (source: string) => {
    const found = files.find((file) => sourcesOf(file).includes(source));
    if (!found) throw new Error(`no built module contains ${source}`);
    return readFileSync(found, 'utf8');
  };

  it.each(['Button', 'Link', 'Carousel', 'Dialog', 'MaskedInput', 'RadioGroup', 'Textarea', 'Toast'])(
    '%s (state, effects or Radix) is a client component',
    (name) => {
      expect(moduleDefining(`src/${name}/${name}.tsx`)).toMatch(directive);
    },
  );

  it.each(['Heading', 'Text', 'Stack', 'Card', 'Container', 'Badge'])('%s stays usable from server components', (name) => {
    expect(moduleDefining(`src/${name}/${name}.tsx`)).not.toMatch(directive);
  });
});
