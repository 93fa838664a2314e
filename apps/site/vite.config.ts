import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { brokerSite } from './broker-plugin.ts';
import { compileHintBanner } from './postbuild/compile-hints.ts';
import { fipeLookupStyles } from './lazy-styles-plugin.ts';
import { inlineScripts } from './postbuild/inline-scripts.ts';
import { editorInDevelopment } from './editor/plugin.ts';

const serverConditions = ['source', ...defaultServerConditions];

/**
 * Modules that only the forms use (the contact form, the wizard, the landing's simulator, the
 * offer check): their ui components, the WhatsApp message builders and the request and the offer
 * behind them, the CPF/CNPJ/phone library, Radix's toast, the text fields' cut notice and the
 * site's `flows/`. Shared
 * between those pages, they make a chunk of their own, which pages without a form never
 * load (issue #9). With them the pictures those pages draw against the sprite file (the
 * landing's, the wizard's: `Illustration` and its sizes; decision 0010), which no other page that
 * hydrates shows. With them the warning shown where WhatsApp opens (`fraud-warning/HandoffWarning`,
 * a `Notice`, and its phone links), which the wizard's last step renders: in the chunk every page
 * loads, it would import this one and this one it, and whichever ran first would read the
 * other's exports before they exist. A new form-only component goes here; forgotten, it lands in the chunk every
 * page loads, and the budgets (`postbuild/budgets.test.ts`) catch the growth.
 */
const formsOnly =
  /packages[\\/]ui[\\/]src[\\/](Field|TextField|Textarea|Select|RadioGroup|MaskedInput|Notice|Toast)[\\/]|packages[\\/]ui[\\/]src[\\/]shared[\\/]useCutNotice\.|packages[\\/]ui[\\/]src[\\/]Illustration[\\/](Illustration|sizes)\.|app[\\/]components[\\/](SiteIllustration|vehiclePictures|PartnerBankTiles)\.|illustration-sprite$|packages[\\/]whatsapp[\\/]src[\\/]((messages|request|format|fipe-reference)\.ts|(request|offer)[\\/])|@brazilian-utils|@radix-ui[\\/](?!react-slot|react-compose-refs)|app[\\/]flows[\\/]|app[\\/]fraud-warning[\\/](HandoffWarning|phoneLinks)\.|packages[\\/]content[\\/]src[\\/](privacy|fipe-action)\.ts/;

/**
 * The forms' chunk holds those modules alone, not what they import (the content, the ui
 * primitives every page uses): rolldown's `includeDependenciesRecursively: false`, which it allows
 * only when an entry chunk may export more than its module does. React Router asks for
 * `'exports-only'`; a route module's chunk keeping its exports, and possibly more, is all it needs.
 */
function entriesMayExportMore(): Plugin {
  return {
    name: 'entries-may-export-more',
    enforce: 'post',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}

// Workspace packages expose their TypeScript source under the "source" export condition,
// so the site needs no build of packages/ui during development.
export default defineConfig({
  // BROKER=<id> picks the broker (packages/content/brokers/<id>/; default `default`): its checked
  // data, its one @repo/ui theme stylesheet and its client photos.
  plugins: [
    brokerSite(),
    inlineScripts(),
    editorInDevelopment(),
    fipeLookupStyles(),
    vanillaExtractPlugin(),
    reactRouter(),
    entriesMayExportMore(),
  ],
  build: {
    // One stylesheet for the whole site, which entry.server.tsx inlines into every page.
    cssCodeSplit: false,
    // Every page loads the framework and the bundler's runtime up front: a module fetched later
    // (the market rate's block, the FIPE lookup) never needs them listed for preloading, and one
    // left with nothing to preload but itself gets no list at all, as Vite does by itself.
    modulePreload: {
      resolveDependencies(file, deps) {
        const needed = deps.filter((dep) => !/[\\/](framework|rolldown-runtime)-/.test(dep));
        return needed.some((dep) => dep !== file) ? needed : [];
      },
    },
    rolldownOptions: {
      output: {
        // V8's compile hint first in the chunks every page hydrates with (postbuild/compile-hints.ts).
        // Rolldown types an addon as a string but takes `undefined` as none, where '' would still
        // add a line break to every other chunk.
        postBanner: compileHintBanner as (chunk: { name: string }) => string,
        // Few, larger files: a phone on HTTP/1.1 fetches six at a time, each costing a round trip
        // (docs/decisions/0003-chunk-groups.md). React, react-dom and React Router, needed by every
        // page, make one chunk; the modules only the forms share another (`formsOnly`, which
        // /sobre, /servicos, /como-funciona and /clientes do not load); the site's other
        // modules used by more than one page a third, whole (a page may load a few KB it does not
        // use; imask and Radix Toast are fetched when a form mounts). Route modules stay apart.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            {
              name: 'forms',
              // Not the CSS modules vanilla-extract generates (no JS, but side effects): here, every
              // page that imports @repo/ui would import this chunk to run them.
              test: (id: string) => formsOnly.test(id) && !id.endsWith('.vanilla.css'),
              minShareCount: 2,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // The illustrations' drawings, rendered only by the pages that ship no script: apart, so
            // no page that hydrates loads them (docs/decisions/0008-illustrations.md). Not the
            // component and its sizes (in `forms`: the pages that hydrate draw those against the sprite
            // file). With them the token contract's object (`vars`), which only their symbols read at run
            // time, the closing calls to action (with a picture) and `PageSymbols`, which only those
            // pages show; and the links to the offer check under the products' cards (their words
            // with them), which the wizard's side panel shows from its island's own build.
            {
              name: 'illustrations',
              test: /packages[\\/]ui[\\/]src[\\/](Illustration[\\/](drawings|sprite|symbols|IllustrationSymbols)\.|theme[\\/]contract\.css\.ts)|node_modules[\\/]lucide[\\/]|app[\\/]components[\\/]((Contact)?CallToAction|PageSymbols|OfferCheckInvitation)\.tsx|packages[\\/]content[\\/]src[\\/]offer-check[\\/]invitations\.ts/,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // The islands' entries (app/islands/: their modules, started by start.tsx) are loaded by no
    // route: named here, the dev server finds their dependencies at start, not at their first load
    // (which optimized React a second time).
    entries: ['app/islands/*.island.tsx', 'app/page-start/startIsland.tsx'],
    // Lucide's icons, imported one by one (ui's Illustration/drawings.ts), are plain ES modules:
    // served as they are, none is found late.
    exclude: ['lucide'],
  },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: serverConditions } },
  // vanilla-extract evaluates the site's `.css.ts` files in its own Vite server, which reuses this
  // config but replaces the top-level `ssr` block. Without the "source" condition there, a
  // `.css.ts` importing `vars` from '@repo/ui' would get ui's *built* dist, whose token names differ
  // from the source's: every site style would point at undefined custom properties.
  environments: { ssr: { resolve: { conditions: serverConditions } } },
});
