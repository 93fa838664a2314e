import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages expose their TypeScript source under the "source" export condition,
// so the site needs no build of packages/ui during development.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
});
