import { build } from 'rolldown';
import type { Plugin } from 'vite';

/*
 * The site's inline scripts run before any of its modules has arrived — that is why they are
 * inline: they hold the presses made before hydration, and they ask for the modules once the page
 * has painted. Each is still written as a TypeScript module of `app/` (its file ends in
 * `.inline.ts`), linted and type-checked with the rest, and bundled here, alone, into one minified
 * IIFE: what it imports (a name it shares with the code that reads it, or a workspace package's
 * script such as ui's carousel) is bundled in, and nothing of the page's modules is. The CSP allows
 * each by the hash of its text in the built pages (`write.ts`), so the text must not depend on the
 * page: what differs (the modules to ask for) goes into the page as data beside it.
 */

/** The suffix that makes an import the bundled text of an inline script (`app/inline-scripts.d.ts`). */
export const inlineScriptQuery = '?inline-script';

/**
 * Text a `<script>` element cannot hold: it would end the element, or, `<!--`, make a later
 * `<script` in it nest. Rolldown writes `</script` in a string as `<\/script`; `<!--` it leaves.
 */
const unsafeInScript = /<\/script|<!--/i;

/**
 * The text of the inline script `entry` (a path) bundles to, and the files it was made of. The
 * same source gives the same text, and so the same CSP hash. `define` are the build's constants
 * (the broker's `BROKER_OFFERS`): the content an inline script imports reads them as the page's
 * modules do.
 */
export async function bundleInlineScript(entry: string, define: Record<string, string> = {}): Promise<{ code: string; files: string[] }> {
  const { output } = await build({
    input: entry,
    write: false,
    platform: 'browser',
    // A workspace package's TypeScript source, as the site's own build reads it (vite.config.ts).
    resolve: { conditionNames: ['source', 'import', 'browser', 'default'] },
    logLevel: 'warn',
    transform: { define },
    output: { format: 'iife', minify: true },
  });
  // An IIFE is one chunk (rolldown writes a dynamic import in, and refuses CSS).
  const [chunk] = output;
  const code = chunk.code.trim();
  if (unsafeInScript.test(code)) {
    throw new Error(`${entry}: o seu texto tem "</script" ou "<!--", que quebraria o elemento <script> em que vai; tire esse texto do script`);
  }
  return { code, files: chunk.moduleIds };
}

const virtualPrefix = '\0inline-script:';

/**
 * `import text from './x.inline.ts?inline-script'`: the module's default export is the text
 * {@link bundleInlineScript} makes of it, for a page to write into a `<script>`
 * (`app/components/InlineScript.tsx`). In development too, rebuilt when one of its files changes.
 * The client's modules get an empty text: the script is written into the prerendered page, which
 * React keeps as it hydrates, so no page downloads its text again in its modules.
 */
export function inlineScripts(): Plugin {
  let define: Record<string, string> = {};
  return {
    name: 'inline-scripts',
    enforce: 'pre',
    configResolved(config) {
      define = Object.fromEntries(Object.entries(config.define ?? {}).map(([name, value]) => [name, String(value)]));
    },
    async resolveId(source, importer) {
      if (!source.endsWith(inlineScriptQuery)) return null;
      const resolved = await this.resolve(source.slice(0, -inlineScriptQuery.length), importer, { skipSelf: true });
      if (!resolved) throw new Error(`${importer}: o script inline ${source} não existe; corrija o caminho do import`);
      return virtualPrefix + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      if (this.environment.config.consumer !== 'server') return 'export default "";';
      const { code, files } = await bundleInlineScript(id.slice(virtualPrefix.length), define);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
