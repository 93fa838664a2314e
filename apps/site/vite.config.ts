import { brokerProfile } from '@repo/content/vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { brokerTheme } from './broker-theme.ts';

const serverConditions = ['source', ...defaultServerConditions];

// Workspace packages expose their TypeScript source under the "source" export condition,
// so the site needs no build of packages/ui during development.
export default defineConfig({
  // BROKER=<id> picks the broker profile (packages/content/src/profiles/<id>.ts; default `default`)
  // and, through it, the one @repo/ui theme stylesheet the site ships.
  plugins: [brokerProfile(), brokerTheme(), vanillaExtractPlugin(), reactRouter()],
  build: {
    // One stylesheet for the whole site, which entry.server.tsx inlines into every page.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Few, larger files: a phone on HTTP/1.1 fetches six at a time, each costing a round trip
        // (issue #9: 17 requests on the landing took ≈ 1.15 s to arrive over the throttled phone, 7
        // requests ≈ 0.95 s for more bytes). React, react-dom and React Router, needed by every
        // page, make one chunk; the site's modules used by more than one page make another, whole
        // (a page may load a few KB it does not use; what only the forms use — imask, Radix Toast —
        // is fetched when they mount). Route modules stay apart.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: serverConditions } },
  // vanilla-extract evaluates the site's `.css.ts` files in its own Vite server, which reuses this
  // config but replaces the top-level `ssr` block. Without the "source" condition there, a
  // `.css.ts` importing `vars` from '@repo/ui' would get ui's *built* dist, whose token names differ
  // from the source's: every site style would point at undefined custom properties.
  environments: { ssr: { resolve: { conditions: serverConditions } } },
});
