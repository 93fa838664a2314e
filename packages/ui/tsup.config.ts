import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build as esbuild, type Metafile, type Plugin as EsbuildPlugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * Build of the published package (see README "Output: per-component modules").
 *
 * JS: one esbuild entry per component folder plus the barrel, with code splitting, so every
 * component's code lives in its own module and `sideEffects` lets a bundler drop the modules a
 * consumer does not import. vanilla-extract runs at build time (class names in JS); the CSS is built
 * separately (below), so no CSS file per entry.
 *
 * CSS: `dist/styles.css` (reset + every component's rules, no theme) and one `dist/themes/<name>.css`
 * per theme, so a site ships only its own brand.
 */

const srcDir = 'src';

/** The theme files, each built to its own stylesheet; the component stylesheet leaves them out. */
const themeEntries = {
  default: 'src/theme/defaultTheme.css.ts',
  terracotta: 'src/theme/terracottaTheme.css.ts',
} as const;

/** Every component folder (PascalCase, with an index.ts) is an entry: `dist/<Component>/index.js`. */
function componentEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dirent of readdirSync(srcDir, { withFileTypes: true })) {
    if (dirent.isDirectory() && /^[A-Z]/.test(dirent.name)) {
      entries[`${dirent.name}/index`] = `${srcDir}/${dirent.name}/index.ts`;
    }
  }
  return entries;
}

const vanillaOptions = { identifiers: 'short' } as const;

/** True when a source module starts with a `'use client'` directive (after comments). */
function isClientModule(file: string): boolean {
  if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('node_modules')) return false;
  const source = readFileSync(file, 'utf8')
    .replace(/^(\s*(\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*/, '');
  return /^['"]use client['"]/.test(source);
}

/**
 * esbuild keeps a `'use client'` directive only at the top of entry files, and drops it from the
 * shared chunks where code splitting puts the components. This puts it back: every output module
 * built from at least one `'use client'` source module starts with the directive (and its source
 * map is shifted by that one line).
 */
function preserveUseClient(): { esbuild: EsbuildPlugin; tsup: NonNullable<Options['plugins']>[number] } {
  const clientOutputs = new Set<string>();
  return {
    esbuild: {
      name: 'collect-use-client',
      setup(build) {
        build.initialOptions.metafile = true;
        build.onEnd((result) => {
          clientOutputs.clear();
          const outputs = (result.metafile as Metafile | undefined)?.outputs ?? {};
          for (const [output, meta] of Object.entries(outputs)) {
            if (Object.keys(meta.inputs).some((input) => isClientModule(input))) {
              clientOutputs.add(resolve(output));
            }
          }
        });
      },
    },
    tsup: {
      name: 'preserve-use-client',
      renderChunk(code, info) {
        if (!info.path.endsWith('.js') || !clientOutputs.has(resolve(info.path))) return;
        if (/^['"]use client['"]/.test(code)) return;
        const map = typeof info.map === 'string' ? JSON.parse(info.map) : info.map;
        if (map && typeof map === 'object' && 'mappings' in map) map.mappings = `;${map.mappings}`;
        return { code: `'use client';\n${code}`, map };
      },
    },
  };
}

/** Writes dist/styles.css and dist/themes/<name>.css (the JS esbuild produces for them is discarded). */
async function buildStylesheets(): Promise<void> {
  const themeFiles = new Set(Object.values(themeEntries).map((file) => resolve(file)));
  const leaveOutThemes: EsbuildPlugin = {
    name: 'leave-out-themes',
    setup(build) {
      build.onResolve({ filter: /Theme\.css$/ }, (args) => {
        const file = resolve(args.resolveDir, `${args.path}.ts`);
        return themeFiles.has(file) ? { path: file, external: true } : undefined;
      });
    },
  };
  const common = {
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    outdir: 'dist',
    logLevel: 'warning',
    packages: 'external',
  } as const;
  const results = await Promise.all([
    esbuild({
      ...common,
      entryPoints: { styles: `${srcDir}/index.ts` },
      plugins: [leaveOutThemes, vanillaExtractPlugin(vanillaOptions)],
    }),
    esbuild({
      ...common,
      entryPoints: Object.fromEntries(Object.entries(themeEntries).map(([name, file]) => [`themes/${name}`, file])),
      plugins: [vanillaExtractPlugin(vanillaOptions)],
    }),
  ]);
  for (const file of results.flatMap((result) => result.outputFiles)) {
    if (!file.path.endsWith('.css')) continue;
    mkdirSync(dirname(file.path), { recursive: true });
    // esbuild heads each file's rules with its virtual path, which carries the whole source
    // base64-encoded; keep just the source file's name.
    const css = file.text.replace(/\/\* vanilla-extract-css-ns:(\S+?)\.vanilla\.css\?source=\S* \*\//g, '/* $1 */');
    writeFileSync(file.path, css);
    console.log(`CSS ${relative(process.cwd(), file.path)} ${(Buffer.byteLength(css) / 1024).toFixed(2)} KB`);
  }
}

const useClient = preserveUseClient();

/**
 * The public entries beside the components: the barrel, the theme values and the illustrations'
 * symbols (plain data, no vanilla-extract, for build scripts: a site's share image, its sprite file).
 */
const publicEntries = {
  index: `${srcDir}/index.ts`,
  'theme-values': `${srcDir}/theme/values.ts`,
  'illustration-sprite': `${srcDir}/Illustration/symbols.ts`,
};

export default defineConfig({
  entry: { ...publicEntries, ...componentEntries() },
  format: ['esm'],
  splitting: true,
  // One declaration file per public entry.
  dts: { entry: publicEntries },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // react, react-dom (peers) and runtime deps stay external; tsup reads package.json for that.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildOptions(options) {
    options.chunkNames = '_chunks/[name]-[hash]';
  },
  esbuildPlugins: [useClient.esbuild, vanillaExtractPlugin({ ...vanillaOptions, outputCss: false })],
  plugins: [useClient.tsup],
  onSuccess: buildStylesheets,
});

