import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // react, react-dom (peers) and runtime deps stay external; tsup reads package.json for that.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [
    // Evaluates *.css.ts at build time: class names in JS, all rules in one dist/index.css
    // (not imported by the JS — consumers import '@repo/ui/styles.css').
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
});
