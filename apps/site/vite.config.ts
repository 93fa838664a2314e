import { brokerProfile } from '@repo/content/vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const serverConditions = ['source', ...defaultServerConditions];

// Workspace packages expose their TypeScript source under the "source" export condition,
// so the site needs no build of packages/ui during development.
export default defineConfig({
  // BROKER=<id> picks the broker profile (packages/content/src/profiles/<id>.ts; default `default`).
  plugins: [brokerProfile(), vanillaExtractPlugin(), reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: serverConditions } },
  // vanilla-extract evaluates the site's `.css.ts` files in its own Vite server, which reuses this
  // config but replaces the top-level `ssr` block. Without the "source" condition there, a
  // `.css.ts` importing `vars` from '@repo/ui' would get ui's *built* dist, whose token names differ
  // from the source's: every site style would point at undefined custom properties.
  environments: { ssr: { resolve: { conditions: serverConditions } } },
});
